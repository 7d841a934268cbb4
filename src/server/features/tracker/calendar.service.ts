import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { APPLICATION_EVENT_KINDS } from "../../../shared/schemas/tracker";
import { REMINDER_MESSAGES } from "../../../shared/schemas/tracker-reminders";
import { type Db, queryRows } from "../../db/client";
import { calendarFeeds } from "../../db/schema";
import { notFound } from "../../http/errors";
import { buildCalendar, type IcsEvent } from "./ics";

// The member's private calendar feed and the one-off .ics files. The feed's URL carries a random
// token; only its SHA-256 is stored, so the full URL is shown once, when it is made, and a leaked
// database reveals no working link. Regenerating replaces the hash (the old URL stops at once);
// revoking deletes it.

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: the only shape a feed token can have. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EVENT_MINUTES = 60;
const REMINDER_MINUTES = 15;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const feedUrl = (appUrl: string, token: string) => `${appUrl}/api/tracker/calendar/${token}.ics`;
const applicationLink = (appUrl: string, id: string) => `${appUrl}/app/tracker/${id}`;
const eventLabel = (kind: string) => APPLICATION_EVENT_KINDS.find((k) => k.value === kind)?.label ?? "Event";

export async function feedStatus(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), created_at: row?.createdAt.toISOString() ?? null };
}

/** Makes the member's feed, or replaces its token; the answer is the only time the URL is readable. */
export async function createFeed(db: Db, userId: string, appUrl: string) {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const createdAt = new Date();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token), createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token), createdAt } });
  return { active: true, created_at: createdAt.toISOString(), url: feedUrl(appUrl, token) };
}

export async function revokeFeed(db: Db, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: false, created_at: null };
}

type DeadlineRow = {
  id: string;
  firm_name: string;
  role_title: string;
  deadline: string;
  url: string | null;
};
type EventRow = {
  id: string;
  application_id: string;
  firm_name: string;
  role_title: string;
  kind: string;
  starts_at: Date | string;
  format: string | null;
  location: string | null;
};
type ReminderRow = {
  id: string;
  application_id: string;
  firm_name: string;
  role_title: string;
  remind_at: Date | string;
  text: string;
};

const uidHost = (appUrl: string) => new URL(appUrl).hostname;

function deadlineEvent(row: DeadlineRow, appUrl: string): IcsEvent {
  return {
    uid: `deadline-${row.id}@${uidHost(appUrl)}`,
    summary: `Closes: ${row.firm_name} ${row.role_title}`,
    description: `Applications for ${row.role_title} at ${row.firm_name} close on this day.\nIn your tracker: ${applicationLink(appUrl, row.id)}`,
    url: row.url || applicationLink(appUrl, row.id),
    when: { day: row.deadline },
  };
}

function eventEvent(row: EventRow, appUrl: string): IcsEvent {
  const format = row.format ? `Format: ${row.format}\n` : "";
  return {
    uid: `event-${row.id}@${uidHost(appUrl)}`,
    summary: `${eventLabel(row.kind)}: ${row.firm_name} ${row.role_title}`,
    description: `${format}In your tracker: ${applicationLink(appUrl, row.application_id)}`,
    location: row.location,
    url: applicationLink(appUrl, row.application_id),
    when: { start: new Date(row.starts_at), minutes: EVENT_MINUTES },
  };
}

function reminderEvent(row: ReminderRow, appUrl: string): IcsEvent {
  const what = `${row.firm_name} ${row.role_title}`;
  return {
    uid: `reminder-${row.id}@${uidHost(appUrl)}`,
    summary: row.text ? `Reminder: ${what}: ${row.text}` : `Reminder: ${what}`,
    description: `In your tracker: ${applicationLink(appUrl, row.application_id)}`,
    url: applicationLink(appUrl, row.application_id),
    when: { start: new Date(row.remind_at), minutes: REMINDER_MINUTES },
  };
}

/** The feed for a token, or null when no member holds it (unknown, regenerated or revoked). */
export async function feedCalendar(db: Db, token: string, appUrl: string, now = new Date()) {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) return null;
  const userId = feed.userId;
  // Archived applications are hidden everywhere, so they leave the calendar too.
  const [deadlines, events, reminders] = await Promise.all([
    queryRows<DeadlineRow>(
      db,
      sql`select id, firm_name, role_title, deadline::text as deadline, url from applications
        where user_id = ${userId} and archived_at is null and deadline is not null order by deadline, id`,
    ),
    queryRows<EventRow>(
      db,
      sql`select e.id, e.application_id, a.firm_name, a.role_title, e.kind, e.starts_at, e.format, e.location
        from application_events e join applications a on a.id = e.application_id and a.user_id = e.user_id
        where e.user_id = ${userId} and a.archived_at is null order by e.starts_at, e.id`,
    ),
    queryRows<ReminderRow>(
      db,
      sql`select r.id, r.application_id, a.firm_name, a.role_title, r.remind_at, r.text
        from application_reminders r join applications a on a.id = r.application_id and a.user_id = r.user_id
        where r.user_id = ${userId} and r.sent_at is null and a.archived_at is null order by r.remind_at, r.id`,
    ),
  ]);
  return buildCalendar({
    name: "Finance Careers: applications",
    now,
    events: [
      ...deadlines.map((row) => deadlineEvent(row, appUrl)),
      ...events.map((row) => eventEvent(row, appUrl)),
      ...reminders.map((row) => reminderEvent(row, appUrl)),
    ],
  });
}

const fileName = (firm: string, what: string) =>
  `${`${firm} ${what}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.ics`;

/** One application's deadline as a file to open in a calendar app. */
export async function deadlineFile(db: Db, userId: string, applicationId: string, appUrl: string) {
  const [row] = await queryRows<DeadlineRow>(
    db,
    sql`select id, firm_name, role_title, deadline::text as deadline, url from applications
      where id = ${applicationId} and user_id = ${userId}`,
  );
  if (!row) throw notFound(REMINDER_MESSAGES.noApplication);
  if (!row.deadline) throw notFound(REMINDER_MESSAGES.noDeadline);
  const body = buildCalendar({ name: row.firm_name, now: new Date(), events: [deadlineEvent(row, appUrl)] });
  return { body, filename: fileName(row.firm_name, "deadline") };
}

/** One dated event (interview, test…) as a file to open in a calendar app. */
export async function eventFile(
  db: Db,
  userId: string,
  applicationId: string,
  eventId: string,
  appUrl: string,
) {
  const [row] = await queryRows<EventRow>(
    db,
    sql`select e.id, e.application_id, a.firm_name, a.role_title, e.kind, e.starts_at, e.format, e.location
      from application_events e join applications a on a.id = e.application_id and a.user_id = e.user_id
      where e.id = ${eventId} and e.application_id = ${applicationId} and e.user_id = ${userId}`,
  );
  if (!row) throw notFound(REMINDER_MESSAGES.noEvent);
  const body = buildCalendar({ name: row.firm_name, now: new Date(), events: [eventEvent(row, appUrl)] });
  return { body, filename: fileName(row.firm_name, row.kind.replace(/_/g, "-")) };
}

/** The reminders panel's download links: the deadline (when there is one) and each dated event. */
export async function calendarFilesFor(db: Db, userId: string, applicationId: string) {
  const rows = await queryRows<{ kind: string; id: string; starts_at: Date | string | null }>(
    db,
    sql`select 'deadline' as kind, a.id, null::timestamptz as starts_at from applications a
        where a.id = ${applicationId} and a.user_id = ${userId} and a.deadline is not null
      union all
      select e.kind, e.id, e.starts_at from application_events e
        where e.application_id = ${applicationId} and e.user_id = ${userId}
      order by starts_at nulls first, id`,
  );
  const base = `/api/tracker/applications/${applicationId}`;
  return rows.map((row) =>
    row.kind === "deadline"
      ? { label: "Deadline", href: `${base}/deadline.ics`, starts_at: null }
      : {
          label: eventLabel(row.kind),
          href: `${base}/events/${row.id}.ics`,
          starts_at: row.starts_at ? new Date(row.starts_at).toISOString() : null,
        },
  );
}
