import { Hono } from "hono";
import {
  applicationContactParamSchema,
  applicationParamSchema,
  NETWORKING_MESSAGES,
  networkingImportSchema,
  networkingSettingsSchema,
  reminderIdParamSchema,
} from "../../../shared/schemas/networking";
import { ukDayOf } from "../../../shared/uk-time";
import { bodyLimitOf } from "../../http/body-limit";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { notFound } from "../../http/errors";
import { validate } from "../../http/validate";
import { importInvalidBody } from "../../platform/csv-import";
import { memberPlan } from "../../platform/member-plan";
import { applicationContacts, linkContact, unlinkContact } from "./application-links.service";
import { exportCsv, importContacts, previewImport } from "./csv-transfer.service";
import { markReminderDone, overview, updateSettings } from "./overview.service";
import { idParams } from "./params";

// The rest of the networking CRM, under /api/networking:
//   GET    /overview                                  monthly chat goal, streak, cadence, open reminders
//   PUT    /settings                                  set the goal and the follow-up cadence
//   POST   /reminders/:reminderId/done                the member has done it (the page stops listing it)
//   GET    /export.csv, POST /import/preview, POST /import
//   GET    /applications/:applicationId/contacts      on a tracker application: contacts at its firm, linked ones
//   PUT    /applications/:applicationId/contacts/:contactId   Link contact
//   DELETE /applications/:applicationId/contacts/:contactId   unlink

const application = idParams(applicationParamSchema);
const applicationContact = idParams(applicationContactParamSchema);
// A member's CSV is at most 1 MB (NETWORKING_CSV_MAX_BYTES); JSON escaping can double its quotes and
// line breaks.
const csvBodyLimit = bodyLimitOf(3 * 1024 * 1024, NETWORKING_MESSAGES.csvTooLarge);

export const networkingToolsRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/overview", async (c) => c.json(await overview(c.get("deps").db, requireUser(c).id)))
  .put("/settings", validate("json", networkingSettingsSchema), async (c) =>
    c.json(await updateSettings(c.get("deps").db, requireUser(c).id, c.req.valid("json"))),
  )
  .post("/reminders/:reminderId/done", idParams(reminderIdParamSchema), async (c) => {
    const done = await markReminderDone(c.get("deps").db, requireUser(c).id, c.req.valid("param").reminderId);
    if (!done) throw notFound(NETWORKING_MESSAGES.noReminder);
    return c.json({ ok: true as const });
  })
  .get("/export.csv", async (c) => {
    const csv = await exportCsv(c.get("deps").db, requireUser(c).id);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="contacts-${ukDayOf(new Date())}.csv"`,
      "cache-control": "no-store",
    });
  })
  .post("/import/preview", csvBodyLimit, validate("json", networkingImportSchema), async (c) => {
    const { db } = c.get("deps");
    const member = await memberPlan(db, requireUser(c).id);
    return c.json(await previewImport(db, member, c.req.valid("json").csv));
  })
  .post("/import", csvBodyLimit, validate("json", networkingImportSchema), async (c) => {
    const { db } = c.get("deps");
    const member = await memberPlan(db, requireUser(c).id);
    const result = await importContacts(db, member, c.req.valid("json").csv);
    if (result.errors.length === 0)
      return c.json({ imported: result.imported, skipped: result.skipped }, 201);
    // The preview's list of row errors, so the form can show them; nothing was saved.
    return c.json(importInvalidBody(result.errors), 400);
  })
  .get("/applications/:applicationId/contacts", application, async (c) =>
    c.json(
      await applicationContacts(c.get("deps").db, requireUser(c).id, c.req.valid("param").applicationId),
    ),
  )
  .put("/applications/:applicationId/contacts/:contactId", applicationContact, async (c) => {
    const { applicationId, contactId } = c.req.valid("param");
    return c.json(await linkContact(c.get("deps").db, requireUser(c).id, applicationId, contactId));
  })
  .delete("/applications/:applicationId/contacts/:contactId", applicationContact, async (c) => {
    const { applicationId, contactId } = c.req.valid("param");
    return c.json(await unlinkContact(c.get("deps").db, requireUser(c).id, applicationId, contactId));
  });
