import { type Context, Hono } from "hono";
import { z } from "zod";
import { applicationIdParamSchema } from "../../../shared/schemas/tracker";
import {
  REMINDER_MESSAGES,
  reminderCreateSchema,
  reminderIdParamSchema,
} from "../../../shared/schemas/tracker-reminders";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { notFound } from "../../http/errors";
import { validate } from "../../http/validate";
import {
  calendarFilesFor,
  createFeed,
  deadlineFile,
  eventFile,
  feedCalendar,
  feedStatus,
  revokeFeed,
} from "./calendar.service";
import { TRACKER_REMINDERS } from "./reminders.jobs";
import { addReminder, deleteReminder, listReminders } from "./reminders.service";

// Reminders and the calendar, mounted under /api/tracker beside the tracker's own routes:
//   GET    /applications/:applicationId/reminders      the application's reminders and .ics links
//   POST   /applications/:applicationId/reminders      add one (in the future, up to 200 characters)
//   DELETE /reminders/:reminderId                      delete one of the member's own
//   GET    /applications/:applicationId/deadline.ics   the deadline as a file
//   GET    /applications/:applicationId/events/:id.ics an event as a file
//   GET    /calendar                                   whether the private feed is on (never its URL)
//   POST   /calendar                                   make or regenerate it: the URL, shown this once
//   DELETE /calendar                                   revoke it
//   GET    /calendar/:token.ics                        the feed itself: no session, the token is the key
// Every member route runs `signedIn` before it validates anything; the feed is the only public one.

const ICS_TYPE = "text/calendar; charset=utf-8";
const eventFileParam = z.object({
  applicationId: z.uuid(REMINDER_MESSAGES.noApplication),
  eventFile: z.string().regex(/^[0-9a-f-]{36}\.ics$/i, REMINDER_MESSAGES.noEvent),
});

function icsAttachment(c: Context<AppEnv>, file: { body: string; filename: string }) {
  return c.body(file.body, 200, {
    "content-type": ICS_TYPE,
    "content-disposition": `attachment; filename="${file.filename}"`,
    "cache-control": "private, no-store",
  });
}

export const trackerRemindersRoutes = new Hono<AppEnv>()
  .get(
    "/applications/:applicationId/reminders",
    signedIn,
    validate("param", applicationIdParamSchema),
    async (c) => {
      const member = requireUser(c);
      const { db } = c.get("deps");
      const { applicationId } = c.req.valid("param");
      const reminders = await listReminders(db, member.id, applicationId);
      return c.json({ reminders, calendar_files: await calendarFilesFor(db, member.id, applicationId) });
    },
  )
  .post(
    "/applications/:applicationId/reminders",
    signedIn,
    validate("param", applicationIdParamSchema),
    validate("json", reminderCreateSchema),
    async (c) => {
      const member = requireUser(c);
      const reminder = await addReminder(
        c.get("deps").db,
        member.id,
        c.req.valid("param").applicationId,
        c.req.valid("json"),
      );
      // The schedule sweeps every few minutes; a run at the reminder's own time makes it arrive on time.
      await c
        .get("deps")
        .queue.send(TRACKER_REMINDERS.queue, {}, { startAfter: new Date(reminder.remind_at) });
      return c.json({ reminder }, 201);
    },
  )
  .delete("/reminders/:reminderId", signedIn, validate("param", reminderIdParamSchema), async (c) => {
    const member = requireUser(c);
    await deleteReminder(c.get("deps").db, member.id, c.req.valid("param").reminderId);
    return c.json({ ok: true as const });
  })
  .get(
    "/applications/:applicationId/deadline.ics",
    signedIn,
    validate("param", applicationIdParamSchema),
    async (c) => {
      const member = requireUser(c);
      const { db, config } = c.get("deps");
      return icsAttachment(
        c,
        await deadlineFile(db, member.id, c.req.valid("param").applicationId, config.appUrl),
      );
    },
  )
  .get(
    "/applications/:applicationId/events/:eventFile{[0-9a-fA-F-]+\\.ics}",
    signedIn,
    validate("param", eventFileParam),
    async (c) => {
      const member = requireUser(c);
      const { db, config } = c.get("deps");
      const { applicationId, eventFile: name } = c.req.valid("param");
      const eventId = name.slice(0, -".ics".length);
      return icsAttachment(c, await eventFile(db, member.id, applicationId, eventId, config.appUrl));
    },
  )
  .get("/calendar", signedIn, async (c) => c.json(await feedStatus(c.get("deps").db, requireUser(c).id)))
  .post("/calendar", signedIn, async (c) => {
    const { db, config } = c.get("deps");
    return c.json(await createFeed(db, requireUser(c).id, config.appUrl), 201);
  })
  .delete("/calendar", signedIn, async (c) => c.json(await revokeFeed(c.get("deps").db, requireUser(c).id)))
  .get("/calendar/:feedFile{[A-Za-z0-9_-]+\\.ics}", async (c) => {
    const { db, config } = c.get("deps");
    const token = c.req.param("feedFile").slice(0, -".ics".length);
    const body = await feedCalendar(db, token, config.appUrl);
    if (body === null) throw notFound(REMINDER_MESSAGES.noFeed);
    // Calendar apps poll the URL; a short private cache spares the database without hiding changes long.
    return c.body(body, 200, { "content-type": ICS_TYPE, "cache-control": "private, max-age=300" });
  });
