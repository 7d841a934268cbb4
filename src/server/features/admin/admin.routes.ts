import { Hono } from "hono";
import { z } from "zod";
import {
  auditQuerySchema,
  broadcastSchema,
  createLicenseSchema,
  createReferralSchema,
  licenseStatusSchema,
  referralLookupSchema,
  referralUpdateSchema,
  userListQuerySchema,
  userPlanSchema,
  userStatusSchema,
} from "../../../shared/schemas/admin";
import { campaignSchema } from "../../../shared/schemas/landing";
import {
  figureKeyParam,
  figureSchema,
  jobSourceCreateSchema,
  jobsCsvSchema,
  testimonialCreateSchema,
  testimonialPublishSchema,
} from "../../../shared/schemas/site-content";
import {
  conversationParamSchema,
  supportReplySchema,
  supportStatusSchema,
  supportTicketsQuerySchema,
} from "../../../shared/schemas/support";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { validate } from "../../http/validate";
import { dispatchBroadcast } from "../broadcasts/broadcast.jobs";
import { createBroadcast, recentBroadcasts, toBroadcastDto } from "../broadcasts/broadcast.service";
import { alertNewRoles } from "../ingestion/ingestion.jobs";
import { conversation, listTickets, reply, setConversationStatus } from "../support/support.service";
import { listAudit } from "./audit.service";
import { createFigure, deleteFigure, listFigures, updateFigure } from "./figures-admin.service";
import {
  addJobSource,
  importJobsFromCsv,
  listJobSources,
  runJobSourceNow,
} from "./job-sources-admin.service";
import { generateLicense, listLicenses, setLicenseActive } from "./licenses-admin.service";
import { createReferral, listReferrals, lookupReferral, updateReferral } from "./referrals-admin.service";
import {
  createCampaignAsAdmin,
  createTestimonialAsAdmin,
  deleteTestimonial,
  endCampaignNow,
  listCampaigns,
  listTestimonials,
  setTestimonialPublished,
} from "./site-content-admin.service";
import { dashboardStats } from "./stats.service";
import { listUsers, setUserPlan, setUserStatus, userDetail } from "./users.service";

const idParam = z.object({ id: z.string().min(1).max(100) });
const uuidParam = z.object({ id: z.uuid("Not found") });

// Issue 7. Mounted under /api/admin, behind the one admin guard in app.ts; every handler still reads
// the admin (requireAdminUser) because changes are audited in their name.
export const adminRoutes = new Hono<AppEnv>()
  .get("/stats", async (c) => c.json(await dashboardStats(c.get("deps").db)))
  .get("/users", validate("query", userListQuerySchema), async (c) =>
    c.json(await listUsers(c.get("deps").db, c.req.valid("query"))),
  )
  .get("/users/:id", validate("param", idParam), async (c) =>
    c.json(await userDetail(c.get("deps").db, c.req.valid("param").id)),
  )
  .patch("/users/:id/status", validate("param", idParam), validate("json", userStatusSchema), async (c) => {
    const admin = requireAdminUser(c);
    return c.json(
      await setUserStatus(c.get("deps").db, admin, c.req.valid("param").id, c.req.valid("json").status),
    );
  })
  .patch("/users/:id/plan", validate("param", idParam), validate("json", userPlanSchema), async (c) => {
    const admin = requireAdminUser(c);
    const { planType, accessUntil } = c.req.valid("json");
    return c.json(
      await setUserPlan(
        c.get("deps").db,
        admin,
        c.req.valid("param").id,
        planType,
        accessUntil ? new Date(accessUntil) : undefined,
      ),
    );
  })
  .get("/licenses", async (c) => c.json(await listLicenses(c.get("deps").db)))
  .post("/licenses", validate("json", createLicenseSchema), async (c) =>
    c.json(await generateLicense(c.get("deps").db, requireAdminUser(c), c.req.valid("json")), 201),
  )
  .patch("/licenses/:id", validate("param", uuidParam), validate("json", licenseStatusSchema), async (c) =>
    c.json(
      await setLicenseActive(
        c.get("deps").db,
        requireAdminUser(c),
        c.req.valid("param").id,
        c.req.valid("json").is_active,
      ),
    ),
  )
  .post("/referrals/lookup", validate("json", referralLookupSchema), async (c) =>
    c.json(await lookupReferral(c.get("deps").db, c.req.valid("json").code)),
  )
  .get("/referrals", async (c) => c.json(await listReferrals(c.get("deps").db)))
  .post("/referrals", validate("json", createReferralSchema), async (c) => {
    const { code, influencer_name } = c.req.valid("json");
    return c.json(await createReferral(c.get("deps").db, requireAdminUser(c), code, influencer_name), 201);
  })
  .patch("/referrals/:id", validate("param", uuidParam), validate("json", referralUpdateSchema), async (c) =>
    c.json(
      await updateReferral(
        c.get("deps").db,
        requireAdminUser(c),
        c.req.valid("param").id,
        c.req.valid("json"),
      ),
    ),
  )
  .get("/audit", validate("query", auditQuerySchema), async (c) =>
    c.json(await listAudit(c.get("deps").db, c.req.valid("query"))),
  )
  .get("/broadcasts", async (c) => c.json(await recentBroadcasts(c.get("deps").db)))
  .post("/broadcasts", validate("json", broadcastSchema), async (c) => {
    const deps = c.get("deps");
    const row = await createBroadcast(deps.db, requireAdminUser(c), c.req.valid("json"));
    // Queued after the insert has committed (on PGlite a send inside the transaction would wait forever).
    await dispatchBroadcast(deps, row.id);
    return c.json({ broadcast: toBroadcastDto(row) }, 201);
  })
  .get("/support-tickets", validate("query", supportTicketsQuerySchema), async (c) =>
    c.json(await listTickets(c.get("deps").db, c.req.valid("query").status)),
  )
  .get("/support-tickets/:userId", validate("param", conversationParamSchema), async (c) =>
    c.json(await conversation(c.get("deps").db, c.req.valid("param").userId)),
  )
  .patch(
    "/support-tickets/:userId",
    validate("param", conversationParamSchema),
    validate("json", supportStatusSchema),
    async (c) =>
      c.json(
        await setConversationStatus(
          c.get("deps").db,
          requireAdminUser(c),
          c.req.valid("param").userId,
          c.req.valid("json").status,
        ),
      ),
  )
  .post(
    "/support-tickets/:userId/reply",
    validate("param", conversationParamSchema),
    validate("json", supportReplySchema),
    async (c) => {
      const { db, mailer, logger, config } = c.get("deps");
      const saved = await reply(
        { db, mailer, logger, appUrl: config.appUrl },
        requireAdminUser(c),
        c.req.valid("param").userId,
        c.req.valid("json").content,
      );
      return c.json(saved, 201);
    },
  )
  // Issue 7 Site Content: campaigns, testimonials, figures and job sources, under one prefix.
  .get("/site-content/campaigns", async (c) => c.json(await listCampaigns(c.get("deps").db)))
  .post("/site-content/campaigns", validate("json", campaignSchema), async (c) =>
    c.json(await createCampaignAsAdmin(c.get("deps").db, requireAdminUser(c), c.req.valid("json")), 201),
  )
  .post("/site-content/campaigns/end", async (c) =>
    c.json(await endCampaignNow(c.get("deps").db, requireAdminUser(c))),
  )
  .get("/site-content/testimonials", async (c) => c.json(await listTestimonials(c.get("deps").db)))
  .post("/site-content/testimonials", validate("json", testimonialCreateSchema), async (c) => {
    const { consent: _confirmed, ...testimonial } = c.req.valid("json");
    return c.json(await createTestimonialAsAdmin(c.get("deps").db, requireAdminUser(c), testimonial), 201);
  })
  .patch(
    "/site-content/testimonials/:id",
    validate("param", uuidParam),
    validate("json", testimonialPublishSchema),
    async (c) =>
      c.json(
        await setTestimonialPublished(
          c.get("deps").db,
          requireAdminUser(c),
          c.req.valid("param").id,
          c.req.valid("json").published,
        ),
      ),
  )
  .delete("/site-content/testimonials/:id", validate("param", uuidParam), async (c) =>
    c.json(await deleteTestimonial(c.get("deps").db, requireAdminUser(c), c.req.valid("param").id)),
  )
  .get("/site-content/figures", async (c) => c.json(await listFigures(c.get("deps").db)))
  .post("/site-content/figures", validate("json", figureSchema), async (c) =>
    c.json(await createFigure(c.get("deps").db, requireAdminUser(c), c.req.valid("json")), 201),
  )
  .put(
    "/site-content/figures/:key",
    validate("param", figureKeyParam),
    validate("json", figureSchema),
    async (c) =>
      c.json(
        await updateFigure(
          c.get("deps").db,
          requireAdminUser(c),
          c.req.valid("param").key,
          c.req.valid("json"),
        ),
      ),
  )
  .delete("/site-content/figures/:key", validate("param", figureKeyParam), async (c) =>
    c.json(await deleteFigure(c.get("deps").db, requireAdminUser(c), c.req.valid("param").key)),
  )
  .get("/site-content/job-sources", async (c) => c.json(await listJobSources(c.get("deps").db)))
  .post("/site-content/job-sources", validate("json", jobSourceCreateSchema), async (c) =>
    c.json(await addJobSource(c.get("deps").db, requireAdminUser(c), c.req.valid("json")), 201),
  )
  .post("/site-content/job-sources/:id/run", validate("param", uuidParam), async (c) => {
    const { db, config, queue } = c.get("deps");
    const result = await runJobSourceNow(db, requireAdminUser(c), config.jobBoards, c.req.valid("param").id);
    await alertNewRoles(queue, result.summary.added + result.summary.reopened);
    return c.json(result);
  })
  .post("/site-content/jobs-csv", validate("json", jobsCsvSchema), async (c) => {
    const { db, queue } = c.get("deps");
    const { csv, dry_run } = c.req.valid("json");
    const result = await importJobsFromCsv(db, requireAdminUser(c), csv, dry_run);
    if (!dry_run) await alertNewRoles(queue, result.added);
    return c.json(result);
  });
