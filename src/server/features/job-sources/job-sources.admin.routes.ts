import { Hono } from "hono";
import {
  firmListQuerySchema,
  firmUpdateSchema,
  jobSourceCreateSchema,
  jobsCsvSchema,
} from "../../../shared/schemas/site-content";
import { bodyLimitOf } from "../../http/body-limit";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { uuidParam, validate } from "../../http/validate";
import { listFirms, updateFirm } from "./firms-admin.service";
import { alertNewRoles } from "./ingestion.jobs";
import {
  addJobSource,
  importJobsFromCsv,
  listJobSources,
  runJobSourceNow,
} from "./job-sources-admin.service";

// The CSV of roles may be up to 2 MB (CSV_MAX_BYTES), more once escaped in JSON.
const csvBodyLimit = bodyLimitOf(5 * 1024 * 1024, "The file is too large: upload at most 2 MB of CSV.");

// Admin Site Content's Job Sources section (the boards polled, Run now, the CSV of roles) and its
// Premier firms section (which firms members see as premier, and their cards), under
// /api/admin/site-content behind the admin guard in app.ts.
export const jobSourcesAdminRoutes = new Hono<AppEnv>()
  .get("/job-sources", async (c) => c.json(await listJobSources(c.get("deps").db)))
  .post("/job-sources", validate("json", jobSourceCreateSchema), async (c) =>
    c.json(await addJobSource(c.get("deps").db, requireAdminUser(c), c.req.valid("json")), 201),
  )
  .post("/job-sources/:id/run", validate("param", uuidParam), async (c) => {
    const { db, config, queue } = c.get("deps");
    const result = await runJobSourceNow(db, requireAdminUser(c), config.jobBoards, c.req.valid("param").id);
    await alertNewRoles(queue, result.summary.added + result.summary.reopened);
    return c.json(result);
  })
  .post("/jobs-csv", csvBodyLimit, validate("json", jobsCsvSchema), async (c) => {
    const { db, queue } = c.get("deps");
    const { csv, dry_run } = c.req.valid("json");
    const result = await importJobsFromCsv(db, requireAdminUser(c), csv, dry_run);
    if (!dry_run) await alertNewRoles(queue, result.added);
    return c.json(result);
  })
  .get("/firms", validate("query", firmListQuerySchema), async (c) =>
    c.json(await listFirms(c.get("deps").db, c.req.valid("query"))),
  )
  .patch("/firms/:id", validate("param", uuidParam), validate("json", firmUpdateSchema), async (c) =>
    c.json(
      await updateFirm(c.get("deps").db, requireAdminUser(c), c.req.valid("param").id, c.req.valid("json")),
    ),
  );
