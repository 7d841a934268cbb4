import { Hono } from "hono";
import {
  auditQuerySchema,
  eraseUserSchema,
  memberSegmentSchema,
  userDetailsSchema,
  userListQuerySchema,
  userStatusSchema,
} from "../../../shared/schemas/admin";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { idParam, validate } from "../../http/validate";
import { auditCsv, listAudit } from "../../platform/audit";
import { dashboardStats } from "./stats.service";
import {
  confirmUserEmail,
  correctUserDetails,
  eraseMember,
  exportMember,
  exportUsersCsv,
  listUsers,
  sendPasswordReset,
  setUserStatus,
  userDetail,
} from "./users.service";

/** A download: the browser saves it under this name and never caches it. */
function attachment(c: { header: (name: string, value: string) => void }, name: string) {
  c.header("Content-Disposition", `attachment; filename="${name}"`);
  c.header("Cache-Control", "no-store");
}

const today = () => new Date().toISOString().slice(0, 10);

// The admin shell's own API: dashboard counts, user management and the audit log (001 §2-4). Mounted
// under /api/admin behind the one admin guard in app.ts; handlers still read the admin
// (requireAdminUser) because changes are audited in their name. Each feature's admin screens have
// their own <feature>.admin.routes.ts.
export const adminRoutes = new Hono<AppEnv>()
  .get("/stats", async (c) => c.json(await dashboardStats(c.get("deps").db)))
  .get("/users", validate("query", userListQuerySchema), async (c) =>
    c.json(await listUsers(c.get("deps").db, c.req.valid("query"))),
  )
  .get("/users/export.csv", validate("query", memberSegmentSchema), async (c) => {
    const csv = await exportUsersCsv(c.get("deps").db, c.req.valid("query"));
    attachment(c, `users-${today()}.csv`);
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
  })
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
  .patch("/users/:id/details", validate("param", idParam), validate("json", userDetailsSchema), async (c) =>
    c.json(
      await correctUserDetails(
        c.get("deps"),
        requireAdminUser(c),
        c.req.valid("param").id,
        c.req.valid("json"),
      ),
    ),
  )
  .post("/users/:id/password-reset", validate("param", idParam), async (c) =>
    c.json(await sendPasswordReset(c.get("deps"), requireAdminUser(c), c.req.valid("param").id)),
  )
  .get("/users/:id/export", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const data = await exportMember(c.get("deps").db, c.get("hooks"), requireAdminUser(c), id);
    attachment(c, `member-data-${id}-${today()}.json`);
    return c.json(data);
  })
  .post("/users/:id/erase", validate("param", idParam), validate("json", eraseUserSchema), async (c) =>
    c.json(
      await eraseMember(
        c.get("deps"),
        c.get("hooks"),
        requireAdminUser(c),
        c.req.valid("param").id,
        c.req.valid("json").confirm_email,
      ),
    ),
  )
  .get("/audit", validate("query", auditQuerySchema), async (c) =>
    c.json(await listAudit(c.get("deps").db, c.req.valid("query"))),
  )
  .get("/audit/export.csv", validate("query", auditQuerySchema), async (c) => {
    const csv = await auditCsv(c.get("deps").db, c.req.valid("query"));
    attachment(c, `audit-log-${today()}.csv`);
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
  });
