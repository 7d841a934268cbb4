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
import { conversation, listTickets, reply, setConversationStatus } from "../support/support.service";
import { listAudit } from "./audit.service";
import { generateLicense, listLicenses, setLicenseActive } from "./licenses-admin.service";
import { createReferral, listReferrals, lookupReferral, updateReferral } from "./referrals-admin.service";
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
  );
