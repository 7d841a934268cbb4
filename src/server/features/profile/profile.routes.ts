import { Hono } from "hono";
import { onboardingSchema } from "../../../shared/onboarding";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  settingsSchema,
} from "../../../shared/schemas/profile";
import type { Db } from "../../db/client";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { HttpError } from "../../http/errors";
import { forwardCookies } from "../../http/forward-cookies";
import { consume, RATE_RULES, refuseWhenSpent } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import { saveSettings } from "../../platform/accounts/profile-rows";
import { refuseCommonPassword } from "../../platform/common-passwords";
import { loadOnboarding, saveOnboarding } from "./onboarding.service";
import { exportData, loadProfile } from "./profile.service";

const wrongPassword = (field: string) =>
  new HttpError(400, "invalid_password", "That password is not right. Please try again.", {
    [field]: "That password is not right. Please try again.",
  });

/**
 * Runs a check of the member's current password. Wrong guesses are limited (ten in 15 minutes), so a
 * session left open cannot be used to find the password; better-auth's "wrong password" becomes a
 * field error, and anything else propagates to the error handler.
 */
async function checkingPassword<T>(
  db: Db,
  memberId: string,
  field: string,
  check: () => Promise<T>,
): Promise<T> {
  await refuseWhenSpent(db, memberId, RATE_RULES.currentPassword);
  try {
    return await check();
  } catch (error) {
    if ((error as { body?: { code?: string } })?.body?.code !== "INVALID_PASSWORD") throw error;
    await consume(db, memberId, RATE_RULES.currentPassword);
    throw wrongPassword(field);
  }
}

// /app/profile. Members only: the guard runs before validation, so a visitor learns nothing
// about the input rules.
export const profileRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => c.json(await loadProfile(c.get("deps").db, requireUser(c))))
  .get("/onboarding", async (c) => {
    const member = requireUser(c);
    return c.json(await loadOnboarding(c.get("deps").db, member.id));
  })
  .put("/onboarding", validate("json", onboardingSchema), async (c) => {
    const member = requireUser(c);
    return c.json(await saveOnboarding(c.get("deps").db, member.id, c.req.valid("json")));
  })
  .patch("/settings", validate("json", settingsSchema), async (c) => {
    const member = requireUser(c);
    const { db } = c.get("deps");
    await saveSettings(db, member.id, c.req.valid("json"));
    return c.json((await loadProfile(db, member)).settings);
  })
  .post("/email", validate("json", changeEmailSchema), async (c) => {
    requireUser(c);
    const { email } = c.req.valid("json");
    // better-auth answers the same whether or not another account has the address, so nobody can probe
    // for members' emails; the link goes to the new address and the change happens when it is opened.
    await c.get("deps").auth.api.changeEmail({
      body: { newEmail: email, callbackURL: "/app/profile?email=changed" },
      headers: c.req.raw.headers,
    });
    return c.json({ message: `We sent a link to ${email}. Your email changes when you open it.` });
  })
  .post("/password", validate("json", changePasswordSchema), async (c) => {
    const member = requireUser(c);
    const { auth, db } = c.get("deps");
    const input = c.req.valid("json");
    refuseCommonPassword(input.new_password, "new_password");
    const result = await checkingPassword(db, member.id, "current_password", () =>
      auth.api.changePassword({
        body: {
          currentPassword: input.current_password,
          newPassword: input.new_password,
          revokeOtherSessions: input.sign_out_others,
        },
        headers: c.req.raw.headers,
        returnHeaders: true,
      }),
    );
    // Ending the other sessions also replaces this one; its new cookie keeps the member signed in here.
    forwardCookies(c, result.headers);
    return c.json({
      message: input.sign_out_others
        ? "Your password has been changed, and every other device has been signed out."
        : "Your password has been changed.",
    });
  })
  .post("/sign-out-others", async (c) => {
    requireUser(c);
    await c.get("deps").auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
    return c.json({ message: "Every other device has been signed out." });
  })
  .get("/export", async (c) => {
    const member = requireUser(c);
    const data = await exportData(c.get("deps").db, member);
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="finance-careers-data-${day}.json"`);
    c.header("Cache-Control", "no-store");
    return c.json(data);
  })
  .post("/delete", validate("json", deleteAccountSchema), async (c) => {
    const member = requireUser(c);
    const deps = c.get("deps");
    const { password } = c.req.valid("json");
    // Check the password before anything irreversible (cancelling a paid subscription).
    await checkingPassword(deps.db, member.id, "password", () =>
      deps.auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers }),
    );
    await c.get("hooks").beforeAccountDeleted(deps, member.id);
    const result = await checkingPassword(deps.db, member.id, "password", () =>
      deps.auth.api.deleteUser({ body: { password }, headers: c.req.raw.headers, returnHeaders: true }),
    );
    forwardCookies(c, result.headers);
    return c.json({ message: "Your account and its data have been deleted." });
  });
