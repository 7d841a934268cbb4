import { Hono } from "hono";
import {
  createReferralSchema,
  referralLookupSchema,
  referralUpdateSchema,
} from "../../../shared/schemas/admin";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { uuidParam, validate } from "../../http/validate";
import {
  createReferral,
  listReferrals,
  lookupReferral,
  referralSignupsOf,
  updateReferral,
} from "./referrals-admin.service";

// Admin: referral codes, their lookup and their sign-ups (001 §7), under /api/admin behind the admin
// guard in app.ts.
export const referralsAdminRoutes = new Hono<AppEnv>()
  .post("/referrals/lookup", validate("json", referralLookupSchema), async (c) =>
    c.json(await lookupReferral(c.get("deps").db, c.req.valid("json").code)),
  )
  .get("/referrals", async (c) => c.json(await listReferrals(c.get("deps").db)))
  .get("/referrals/:id/signups", validate("param", uuidParam), async (c) =>
    c.json(await referralSignupsOf(c.get("deps").db, c.req.valid("param").id)),
  )
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
  );
