import { Hono } from "hono";
import {
  FIRM_LIMITS,
  FIRM_MESSAGES,
  firmCreateSchema,
  firmListQuerySchema,
  firmUpdateSchema,
  jobSourceCreateSchema,
  jobSourceEditSchema,
  jobSourceEnabledSchema,
  jobSourcePreviewSchema,
  jobsCsvSchema,
  premierOrderSchema,
} from "../../../shared/schemas/site-content";
import { bodyLimitOf } from "../../http/body-limit";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { badRequest } from "../../http/errors";
import { uuidParam, validate } from "../../http/validate";
import { blobStoreOf } from "../../platform/blob-store";
import { jobsCsvTemplate } from "./csv-import.service";
import { readLogo } from "./firm-logo";
import { removeFirmLogo, setFirmLogo } from "./firm-logo.service";
import { createFirm, listFirms, orderPremierFirms, updateFirm } from "./firms-admin.service";
import { alertNewRoles } from "./ingestion.jobs";
import { deleteJobSource, editJobSource, setJobSourceEnabled } from "./job-source-changes.service";
import {
  addJobSource,
  importJobsFromCsv,
  jobSourceById,
  listJobSources,
  runJobSourceNow,
} from "./job-sources-admin.service";
import { alertFailingSources } from "./source-alerts.service";
import { previewJobSource } from "./source-preview.service";

// The CSV of roles may be up to 2 MB (CSV_MAX_BYTES), more once escaped in JSON.
const csvBodyLimit = bodyLimitOf(5 * 1024 * 1024, "The file is too large: upload at most 2 MB of CSV.");
// A logo (at most FIRM_LIMITS.logoBytes) and the multipart framing around it.
const logoBodyLimit = bodyLimitOf(
  FIRM_LIMITS.logoBytes + 16 * 1024,
  FIRM_MESSAGES.logoTooLarge,
  "logo_too_large",
);

// Admin Site Content's Job Sources section (the boards polled, Run now, the CSV of roles) and its
// Premier firms section (which firms members see as premier, and their cards), under
// /api/admin/site-content behind the admin guard in app.ts.
export const jobSourcesAdminRoutes = new Hono<AppEnv>()
  .get("/job-sources", async (c) => c.json(await listJobSources(c.get("deps").db)))
  .post("/job-sources", validate("json", jobSourceCreateSchema), async (c) =>
    c.json(await addJobSource(c.get("deps").db, requireAdminUser(c), c.req.valid("json")), 201),
  )
  .post("/job-sources/preview", validate("json", jobSourcePreviewSchema), async (c) =>
    c.json(await previewJobSource(c.get("deps").db, c.get("deps").config.jobBoards, c.req.valid("json"))),
  )
  .post("/job-sources/:id/run", validate("param", uuidParam), async (c) => {
    const { db, config, queue, mailer, logger } = c.get("deps");
    const result = await runJobSourceNow(db, requireAdminUser(c), config.jobBoards, c.req.valid("param").id);
    await alertNewRoles(queue, result.summary.added + result.summary.reopened);
    if (result.source) {
      const summary = {
        ...result.summary,
        source: `${result.source.kind}:${result.source.token}`,
        firm: result.source.firm,
      };
      await alertFailingSources({ db, mailer, logger, appUrl: config.appUrl }, [summary]);
    }
    return c.json(result);
  })
  .patch(
    "/job-sources/:id",
    validate("param", uuidParam),
    validate("json", jobSourceEditSchema),
    async (c) => {
      const { db } = c.get("deps");
      const { id } = c.req.valid("param");
      await editJobSource(db, requireAdminUser(c), id, c.req.valid("json"));
      return c.json(await jobSourceById(db, id));
    },
  )
  .put(
    "/job-sources/:id/enabled",
    validate("param", uuidParam),
    validate("json", jobSourceEnabledSchema),
    async (c) => {
      const { db } = c.get("deps");
      const { id } = c.req.valid("param");
      await setJobSourceEnabled(db, requireAdminUser(c), id, c.req.valid("json").enabled);
      return c.json(await jobSourceById(db, id));
    },
  )
  .delete("/job-sources/:id", validate("param", uuidParam), async (c) =>
    c.json(await deleteJobSource(c.get("deps").db, requireAdminUser(c), c.req.valid("param").id)),
  )
  .post("/jobs-csv", csvBodyLimit, validate("json", jobsCsvSchema), async (c) => {
    const { db, queue } = c.get("deps");
    const { csv, dry_run } = c.req.valid("json");
    const result = await importJobsFromCsv(db, requireAdminUser(c), csv, dry_run);
    if (!dry_run) await alertNewRoles(queue, result.added);
    return c.json(result);
  })
  .get("/jobs-csv/template", (c) =>
    c.body(jobsCsvTemplate(), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="roles-template.csv"',
      "cache-control": "no-store",
    }),
  )
  .get("/firms", validate("query", firmListQuerySchema), async (c) =>
    c.json(await listFirms(c.get("deps").db, c.req.valid("query"))),
  )
  .post("/firms", validate("json", firmCreateSchema), async (c) =>
    c.json(await createFirm(c.get("deps").db, requireAdminUser(c), c.req.valid("json")), 201),
  )
  .put("/firms/premier-order", validate("json", premierOrderSchema), async (c) =>
    c.json(await orderPremierFirms(c.get("deps").db, requireAdminUser(c), c.req.valid("json").firm_ids)),
  )
  .patch("/firms/:id", validate("param", uuidParam), validate("json", firmUpdateSchema), async (c) => {
    const deps = c.get("deps");
    const { id } = c.req.valid("param");
    return c.json(await updateFirm(blobStoreOf(deps), deps.db, requireAdminUser(c), id, c.req.valid("json")));
  })
  .post("/firms/:id/logo", logoBodyLimit, validate("param", uuidParam), async (c) => {
    const deps = c.get("deps");
    const admin = requireAdminUser(c);
    const body = await c.req.parseBody().catch(() => {
      throw badRequest(FIRM_MESSAGES.noLogoFile, { file: FIRM_MESSAGES.noLogoFile });
    });
    if (!(body.file instanceof File))
      throw badRequest(FIRM_MESSAGES.noLogoFile, { file: FIRM_MESSAGES.noLogoFile });
    const logo = await readLogo(Buffer.from(await body.file.arrayBuffer()));
    const store = { db: deps.db, blobs: blobStoreOf(deps) };
    return c.json(await setFirmLogo(store, admin, c.req.valid("param").id, logo));
  })
  .delete("/firms/:id/logo", validate("param", uuidParam), async (c) => {
    const deps = c.get("deps");
    const store = { db: deps.db, blobs: blobStoreOf(deps) };
    return c.json(await removeFirmLogo(store, requireAdminUser(c), c.req.valid("param").id));
  });
