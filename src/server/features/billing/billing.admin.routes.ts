import { Hono } from "hono";
import { createLicenseSchema, licenseUpdateSchema, userPlanSchema } from "../../../shared/schemas/admin";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { idParam, uuidParam, validate } from "../../http/validate";
import { generateLicense, licenseRedeemers, listLicenses, updateLicense } from "./licenses-admin.service";
import { setUserPlan } from "./plan-admin.service";

// Admin: bulk licence codes (001 §5) and a member's plan type (User Management's edit dialog), under
// /api/admin behind the admin guard in app.ts.
export const billingAdminRoutes = new Hono<AppEnv>()
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
  .patch("/licenses/:id", validate("param", uuidParam), validate("json", licenseUpdateSchema), async (c) =>
    c.json(
      await updateLicense(
        c.get("deps").db,
        requireAdminUser(c),
        c.req.valid("param").id,
        c.req.valid("json"),
      ),
    ),
  )
  .get("/licenses/:id/redemptions", validate("param", uuidParam), async (c) =>
    c.json(await licenseRedeemers(c.get("deps").db, c.req.valid("param").id)),
  );
