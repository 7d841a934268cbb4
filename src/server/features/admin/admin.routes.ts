import { Hono } from "hono";
import { auditQuerySchema, userListQuerySchema, userStatusSchema } from "../../../shared/schemas/admin";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { idParam, validate } from "../../http/validate";
import { listAudit } from "../../platform/audit";
import { dashboardStats } from "./stats.service";
import { confirmUserEmail, listUsers, setUserStatus, userDetail } from "./users.service";

// The admin shell's own API: dashboard counts, user management and the audit log (001 §2-4). Mounted
// under /api/admin behind the one admin guard in app.ts; handlers still read the admin
// (requireAdminUser) because changes are audited in their name. Each feature's admin screens have
// their own <feature>.admin.routes.ts.
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
  .post("/users/:id/confirm-email", validate("param", idParam), async (c) =>
    c.json(await confirmUserEmail(c.get("deps").db, requireAdminUser(c), c.req.valid("param").id)),
  )
  .get("/audit", validate("query", auditQuerySchema), async (c) =>
    c.json(await listAudit(c.get("deps").db, c.req.valid("query"))),
  );
