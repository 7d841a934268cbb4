import { Hono } from "hono";
import { onboardingSchema } from "../../../shared/onboarding";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { loadOnboarding, saveOnboarding } from "./onboarding.service";

// Members only: the guard runs before validation, so a visitor learns nothing about the input rules.
export const profileRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/onboarding", async (c) => {
    const member = requireUser(c);
    return c.json(await loadOnboarding(c.get("deps").db, member.id));
  })
  .put("/onboarding", validate("json", onboardingSchema), async (c) => {
    const member = requireUser(c);
    return c.json(await saveOnboarding(c.get("deps").db, member.id, c.req.valid("json")));
  });
