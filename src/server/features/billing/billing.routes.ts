import { Hono } from "hono";
import { redeemLicenseSchema } from "../../../shared/schemas/billing";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { redeemLicense } from "./licenses.service";
import { loadBilling } from "./plan.service";
import { createCheckout, createPortal, handleWebhook } from "./stripe.service";
import { startTrial } from "./trial.service";

export const WEBHOOK_PATH = "/api/billing/webhook";

// Members' routes check the session before anything else (signedIn); the webhook is Stripe's own call,
// with no session and no Origin, authenticated by its signature instead.
export const billingRoutes = new Hono<AppEnv>()
  .get("/", signedIn, async (c) => {
    const { db, config } = c.get("deps");
    return c.json(await loadBilling(db, config, requireUser(c).id));
  })
  .post("/trial", signedIn, async (c) => c.json(await startTrial(c.get("deps").db, requireUser(c).id)))
  .post("/license", signedIn, validate("json", redeemLicenseSchema), async (c) => {
    const { code } = c.req.valid("json");
    return c.json(await redeemLicense(c.get("deps").db, requireUser(c).id, code));
  })
  .post("/checkout", signedIn, async (c) => c.json(await createCheckout(c.get("deps"), requireUser(c))))
  .post("/portal", signedIn, async (c) => c.json(await createPortal(c.get("deps"), requireUser(c))))
  .post("/webhook", async (c) => {
    const result = await handleWebhook(c.get("deps"), await c.req.text(), c.req.header("stripe-signature"));
    return c.json(result);
  });
