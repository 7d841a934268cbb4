import { Hono } from "hono";
import { ADMIN_LOGIN_FAILED } from "../../../shared/messages";
import {
  adminSignInSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../../shared/schemas/auth";
import { type AppEnv, clientIp } from "../../http/context";
import { HttpError } from "../../http/errors";
import { forwardCookies } from "../../http/forward-cookies";
import { enforce, RATE_RULES } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import { applyReferralCode, type ReferralOutcome } from "../referrals/referrals.service";
import { loadSession, toUserDto } from "./account.service";

const ONBOARDING_START = "/onboard/welcome";

export const accountRoutes = new Hono<AppEnv>()
  .get("/session", async (c) => {
    const user = c.get("user");
    if (!user) return c.json({ user: null, profile: null, premium: false, plan: null, is_admin: false });
    return c.json(await loadSession(c.get("deps").db, user));
  })
  .post("/sign-up", validate("json", signUpSchema), async (c) => {
    const { auth, db } = c.get("deps");
    await enforce(db, clientIp(c), RATE_RULES.signUpIp);
    const input = c.req.valid("json");
    const { headers, response } = await auth.api.signUpEmail({
      body: {
        name: `${input.first_name} ${input.last_name}`,
        email: input.email,
        password: input.password,
        firstName: input.first_name,
        lastName: input.last_name,
        callbackURL: ONBOARDING_START,
      },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    // spec 000 §4.4: the account stands even when the referral code is unknown or fails to apply.
    let referral: ReferralOutcome | null = null;
    if (input.referral_code) referral = await applyReferralCode(db, response.user.id, input.referral_code);
    forwardCookies(c, headers);
    return c.json(
      {
        user: toUserDto(response.user as Parameters<typeof toUserDto>[0]),
        requires_verification: response.token === null,
        referral,
      },
      201,
    );
  })
  .post("/sign-in", validate("json", signInSchema), async (c) => {
    const { auth, db } = c.get("deps");
    const input = c.req.valid("json");
    await enforce(db, clientIp(c), RATE_RULES.signInIp);
    await enforce(db, input.email, RATE_RULES.signInAccount);
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    forwardCookies(c, headers);
    return c.json({ user: toUserDto(response.user as Parameters<typeof toUserDto>[0]) });
  })
  .post("/admin-sign-in", validate("json", adminSignInSchema), async (c) => {
    const { auth, db } = c.get("deps");
    const input = c.req.valid("json");
    await enforce(db, clientIp(c), RATE_RULES.signInIp);
    await enforce(db, input.email, RATE_RULES.signInAccount);
    const failed = new HttpError(401, "invalid_admin_credentials", ADMIN_LOGIN_FAILED);
    const result = await auth.api
      .signInEmail({
        body: { email: input.email, password: input.password },
        headers: c.req.raw.headers,
        returnHeaders: true,
      })
      .catch(() => null);
    if (!result) throw failed;
    if (result.response.user.role !== "admin") {
      // 001 §5: anyone who is not an admin gets the same answer as a wrong password, and keeps no session.
      // The session was never handed out; delete it directly (revokeSession needs it as a cookie).
      await (await auth.$context).internalAdapter.deleteSession(result.response.token);
      throw failed;
    }
    forwardCookies(c, result.headers);
    return c.json({ user: toUserDto(result.response.user as Parameters<typeof toUserDto>[0]) });
  })
  .post("/forgot-password", validate("json", forgotPasswordSchema), async (c) => {
    const { auth, db } = c.get("deps");
    const { email } = c.req.valid("json");
    await enforce(db, clientIp(c), RATE_RULES.resetIp);
    await enforce(db, email, RATE_RULES.resetAccount);
    // Same answer whether or not the address has an account (issue 3 §3).
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: "/reset-password" },
      headers: c.req.raw.headers,
    });
    return c.json({
      message: "If an account exists for that address, we have sent a link to reset your password.",
    });
  })
  .post("/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { auth } = c.get("deps");
    const { token, password } = c.req.valid("json");
    await auth.api
      .resetPassword({ body: { token, newPassword: password }, headers: c.req.raw.headers })
      .catch((error) => {
        if ((error as { statusCode?: number }).statusCode === 400) {
          throw new HttpError(
            400,
            "invalid_token",
            "This reset link is invalid, already used or expired. Please request a new one.",
          );
        }
        throw error;
      });
    return c.json({ message: "Your password has been changed. Please sign in with your new password." });
  })
  .post("/resend-verification", validate("json", forgotPasswordSchema), async (c) => {
    const { auth, db } = c.get("deps");
    const { email } = c.req.valid("json");
    await enforce(db, clientIp(c), RATE_RULES.resetIp);
    await enforce(db, email, RATE_RULES.verificationAccount);
    await auth.api
      .sendVerificationEmail({ body: { email, callbackURL: ONBOARDING_START }, headers: c.req.raw.headers })
      .catch(() => {
        // Same answer for unknown or already verified addresses, so the form reveals nothing.
      });
    return c.json({ message: "If that address is waiting for confirmation, we have sent a new link." });
  });
