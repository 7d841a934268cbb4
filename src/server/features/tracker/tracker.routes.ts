import { Hono } from "hono";
import {
  applicationBulkSchema,
  applicationCreateSchema,
  applicationEventParamSchema,
  applicationEventSchema,
  applicationEventUpdateSchema,
  applicationIdParamSchema,
  applicationListQuerySchema,
  applicationMoveSchema,
  applicationUpdateSchema,
  firmSuggestionQuerySchema,
  stageDateSchema,
  stageHistoryParamSchema,
  TRACKER_MESSAGES,
  trackerImportSchema,
  trackJobParamSchema,
} from "../../../shared/schemas/tracker";
import {
  CLIP_DESCRIPTION_MAX,
  clipCheckSchema,
  clipReadSchema,
  clipSaveSchema,
} from "../../../shared/schemas/tracker-clip";
import { ukDayOf } from "../../../shared/uk-time";
import { bodyLimitOf } from "../../http/body-limit";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { importInvalidBody } from "../../platform/csv-import";
import { bulkUpdate } from "./bulk.service";
import { exportCsv, importApplications, previewImport } from "./csv-transfer.service";
import { describeTracked, findTracked, type TrackedApplication } from "./duplicates";
import { addEvent, deleteEvent, updateEvent } from "./events.service";
import { trackerMember } from "./free-limit";
import { correctStageDate, moveApplication } from "./move.service";
import { firmSuggestions, trackedJobs, trackJob } from "./track.service";
import {
  applicationDetail,
  createApplication,
  deleteApplication,
  listApplications,
  updateApplication,
} from "./tracker.service";

// The application tracker (spec 000 §2.10): the board, an application's page, Track from the feed,
// firm suggestions, and CSV export and import. Every query has the member in its WHERE.

const one = validate("param", applicationIdParamSchema);

/** Not an error to render: the form names the application tracked already, links to it and asks first. */
function duplicateAnswer(duplicate: TrackedApplication) {
  const message = `You already track ${describeTracked(duplicate)}. Add it again only if this is a separate application.`;
  return { error: { code: "duplicate_application" as const, message }, existing: duplicate };
}
// An import (and its preview) carries a CSV of up to 2 MB, more once escaped in JSON.
const csvBodyLimit = bodyLimitOf(5 * 1024 * 1024, TRACKER_MESSAGES.csvTooLarge);

export const trackerRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/applications", validate("query", applicationListQuerySchema), async (c) => {
    const { db } = c.get("deps");
    const member = await trackerMember(db, requireUser(c).id);
    const { archived, ...filters } = c.req.valid("query");
    return c.json(await listApplications(db, member, archived, filters));
  })
  .post("/applications", validate("json", applicationCreateSchema), async (c) => {
    const { db } = c.get("deps");
    const member = await trackerMember(db, requireUser(c).id);
    const result = await createApplication(db, member, c.req.valid("json"));
    if (result.created) return c.json({ application: result.application }, 201);
    return c.json(duplicateAnswer(result.duplicate), 409);
  })
  // Move, tag or archive the applications selected in the list, all or none.
  .post("/applications/bulk", validate("json", applicationBulkSchema), async (c) =>
    c.json(await bulkUpdate(c.get("deps").db, requireUser(c).id, c.req.valid("json"))),
  )
  // Clip to tracker: the role the member confirmed on the clip page, with the posting's description.
  .post("/clip", validate("json", clipSaveSchema), async (c) => {
    const { db } = c.get("deps");
    const member = await trackerMember(db, requireUser(c).id);
    const result = await createApplication(db, member, c.req.valid("json"));
    if (result.created) return c.json({ application: result.application }, 201);
    return c.json(duplicateAnswer(result.duplicate), 409);
  })
  // Asked as the clip page opens: the application this clip duplicates, if any, so the page says so
  // and links to it before the member confirms anything. Nothing is stored.
  .post("/clip/check", validate("json", clipCheckSchema), async (c) => {
    const { firm_name, role_title, url } = c.req.valid("json");
    const tracked = await findTracked(c.get("deps").db, requireUser(c).id, {
      firm: firm_name,
      role: role_title,
      url: url || null,
    });
    return c.json(tracked ? duplicateAnswer(tracked) : { existing: null });
  })
  // A clipped page without JobPosting data: the same SSRF-safe reader as Import a job by URL, nothing stored.
  .post("/clip/read", validate("json", clipReadSchema), async (c) => {
    const deps = c.get("deps");
    const posting = await c.get("hooks").readAdvertLink(deps, requireUser(c).id, c.req.valid("json").url);
    // The description comes too, so a role clipped this way keeps the posting's text like one with JSON-LD.
    return c.json({
      posting: {
        title: posting.title,
        firm: posting.firm,
        location: posting.location,
        deadline: posting.closesOn,
        url: posting.url,
        description: posting.text.slice(0, CLIP_DESCRIPTION_MAX),
      },
    });
  })
  .get("/applications/:applicationId", one, async (c) => {
    const { applicationId } = c.req.valid("param");
    return c.json(await applicationDetail(c.get("deps").db, requireUser(c).id, applicationId));
  })
  .patch("/applications/:applicationId", one, validate("json", applicationUpdateSchema), async (c) => {
    const { db } = c.get("deps");
    const member = await trackerMember(db, requireUser(c).id);
    const { applicationId } = c.req.valid("param");
    return c.json(await updateApplication(db, member, applicationId, c.req.valid("json")));
  })
  .delete("/applications/:applicationId", one, async (c) => {
    const { applicationId } = c.req.valid("param");
    return c.json(await deleteApplication(c.get("deps").db, requireUser(c).id, applicationId));
  })
  .post("/applications/:applicationId/move", one, validate("json", applicationMoveSchema), async (c) => {
    const { applicationId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await moveApplication(c.get("deps").db, requireUser(c).id, applicationId, input));
  })
  .patch(
    "/applications/:applicationId/history/:historyId",
    validate("param", stageHistoryParamSchema),
    validate("json", stageDateSchema),
    async (c) => {
      const { applicationId, historyId } = c.req.valid("param");
      const { entered_at } = c.req.valid("json");
      const db = c.get("deps").db;
      return c.json(await correctStageDate(db, requireUser(c).id, applicationId, historyId, entered_at));
    },
  )
  .post("/applications/:applicationId/events", one, validate("json", applicationEventSchema), async (c) => {
    const { applicationId } = c.req.valid("param");
    return c.json(await addEvent(c.get("deps").db, requireUser(c).id, applicationId, c.req.valid("json")));
  })
  .patch(
    "/applications/:applicationId/events/:eventId",
    validate("param", applicationEventParamSchema),
    validate("json", applicationEventUpdateSchema),
    async (c) => {
      const { applicationId, eventId } = c.req.valid("param");
      const db = c.get("deps").db;
      return c.json(await updateEvent(db, requireUser(c).id, applicationId, eventId, c.req.valid("json")));
    },
  )
  .delete(
    "/applications/:applicationId/events/:eventId",
    validate("param", applicationEventParamSchema),
    async (c) => {
      const { applicationId, eventId } = c.req.valid("param");
      return c.json(await deleteEvent(c.get("deps").db, requireUser(c).id, applicationId, eventId));
    },
  )
  .post("/track/:jobId", validate("param", trackJobParamSchema), async (c) => {
    const { db } = c.get("deps");
    const member = await trackerMember(db, requireUser(c).id);
    const result = await trackJob(db, member, c.req.valid("param").jobId);
    return c.json(result, result.created ? 201 : 200);
  })
  .get("/tracked", async (c) => c.json(await trackedJobs(c.get("deps").db, requireUser(c).id)))
  .get("/firms", validate("query", firmSuggestionQuerySchema), async (c) => {
    const { q } = c.req.valid("query");
    return c.json(await firmSuggestions(c.get("deps").db, requireUser(c).id, q));
  })
  .get("/export.csv", async (c) => {
    const csv = await exportCsv(c.get("deps").db, requireUser(c).id);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="applications-${ukDayOf(new Date())}.csv"`,
      "cache-control": "no-store",
    });
  })
  .post("/import/preview", csvBodyLimit, validate("json", trackerImportSchema), async (c) =>
    c.json(await previewImport(c.get("deps").db, requireUser(c).id, c.req.valid("json").csv)),
  )
  .post("/import", csvBodyLimit, validate("json", trackerImportSchema), async (c) => {
    const { db } = c.get("deps");
    const member = await trackerMember(db, requireUser(c).id);
    const { csv, duplicate_lines } = c.req.valid("json");
    const result = await importApplications(db, member, csv, duplicate_lines);
    if (result.errors.length === 0)
      return c.json({ imported: result.imported, skipped: result.skipped }, 201);
    // The preview's list of row errors, so the form can show them; nothing was saved.
    return c.json(importInvalidBody(result.errors), 400);
  });
