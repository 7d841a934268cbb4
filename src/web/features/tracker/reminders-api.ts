import { queryOptions } from "@tanstack/react-query";
import type { ReminderCreateInput } from "../../../shared/schemas/tracker-reminders";
import { client, unwrap } from "../../lib/api";

// Reminders and the private calendar feed, on the typed client (shapes inferred from the server).

export const REMINDERS_KEY = ["tracker", "reminders"] as const;
export const CALENDAR_FEED_KEY = ["tracker", "calendar-feed"] as const;

const reminders = client.api.tracker.applications[":applicationId"].reminders;

/** An application's reminders (its own and the automatic ones) and its .ics download links. */
export const remindersQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...REMINDERS_KEY, applicationId],
    queryFn: () => unwrap(reminders.$get({ param: { applicationId } })),
  });
export type RemindersData = Awaited<ReturnType<ReturnType<typeof remindersQuery>["queryFn"] & {}>>;
export type ReminderItem = RemindersData["reminders"][number];

export const addReminder = (applicationId: string, input: ReminderCreateInput) =>
  unwrap(reminders.$post({ param: { applicationId }, json: input }));

export const deleteReminder = (reminderId: string) =>
  unwrap(client.api.tracker.reminders[":reminderId"].$delete({ param: { reminderId } }));

/** Whether the member's feed is on; its URL is only known in the answer that made it. */
export const calendarFeedQuery = queryOptions({
  queryKey: CALENDAR_FEED_KEY,
  queryFn: () => unwrap(client.api.tracker.calendar.$get()),
});

export const createCalendarFeed = () => unwrap(client.api.tracker.calendar.$post());
export const revokeCalendarFeed = () => unwrap(client.api.tracker.calendar.$delete());
