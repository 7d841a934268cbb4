import { Hono } from "hono";
import { ADMIN_USE_ADMIN_LOGIN } from "../../../shared/messages";
import {
  adminSignInSchema,
  adminTotpSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  SIGN_IN_LINK_MESSAGES,
  signInLinkSchema,
  signInSchema,
  signInWithLinkSchema,
  signUpSchema,
} from "../../../shared/schemas/auth";
import type { ReferralOutcome } from "../../../shared/schemas/referrals";
import type { AuthUser } from "../../auth";
import { type AppEnv, clientIp } from "../../http/context";
import { HttpError } from "../../http/errors";
import { forwardCookies } from "../../http/forward-cookies";
import { enforce, RATE_RULES } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import { refuseCommonPassword } from "../../platform/common-passwords";
import { loadSession, toUserDto } from "./account.service";
import { checkAdminPassword, verifyAdminCode } from "./admin-sign-in.service";
import { countingFailures } from "./sign-in-limits";
import { limitSignInLinks, sendSignInLink, signInWithLink } from "./sign-in-link.service";

// The confirmation link signs the member in and goes to /onboard, which resumes onboarding where they
// left it, or opens the app once it is done, and says that the email is confirmed.
const EMAIL_CONFIRMED = "/onboard?email=confirmed";

export const accountRoutes = new Hono<AppEnv>()
  .get("/session", async (c) => {
    const user = c.get("user");
    if (!user) return c.json({ user: null, profile: null, premium: false, plan: null, is_admin: false });
    return c.json(await loadSession(c.get("deps").db, user, c.get("profile")));
  })
  .post("/sign-up", validate("json", signUpSchema), async (c) => {
    const { auth, db } = c.get("deps");
    await enforce(db, clientIp(c), RATE_RULES.signUpIp);
    const input = c.req.valid("json");
    refuseCommonPassword(input.password, "password");
    const { headers, response } = await auth.api.signUpEmail({
      body: {
        name: `${input.first_name} ${input.last_name}`,
        email: input.email,
        password: input.password,
        firstName: input.first_name,
        lastName: input.last_name,
        callbackURL: EMAIL_CONFIRMED,
      },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    // spec 000 §4.4: the account stands even when the referral code is unknown or fails to apply.
    let referral: ReferralOutcome | null = null;
    if (input.referral_code) {
      referral = await c.get("hooks").applyReferralCode(db, response.user.id, input.referral_code);
    }
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
    const { headers, response } = await countingFailures(db, input.email, clientIp(c), () =>
      auth.api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      }),
    );
    // An admin session needs the authenticator code, which only the admin login asks for.
    // The two-factor plugin answers `twoFactorRedirect` for accounts with TOTP (and keeps no session).
    const signedIn = response as { twoFactorRedirect?: boolean; token?: string; user?: AuthUser };
    if (signedIn.twoFactorRedirect || signedIn.user?.role === "admin") {
      if (signedIn.token) await (await auth.$context).internalAdapter.deleteSession(signedIn.token);
      throw new HttpError(403, "use_admin_login", ADMIN_USE_ADMIN_LOGIN);
    }
    forwardCookies(c, headers);
    return c.json({ user: toUserDto(response.user as Parameters<typeof toUserDto>[0]) });
  })
  // When password sign-in is paused for an account on this network: a one-time link by email.
  .post("/sign-in-link", validate("json", signInLinkSchema), async (c) => {
    const deps = c.get("deps");
    const { email } = c.req.valid("json");
    await enforce(deps.db, clientIp(c), RATE_RULES.signInLinkIp);
    await limitSignInLinks(deps.db, email);
    await sendSignInLink(deps, email, c.req.raw.headers, EMAIL_CONFIRMED);
    return c.json({ message: SIGN_IN_LINK_MESSAGES.sent });
  })
  // The link opens the login page, whose button sends its token here.
  .post("/sign-in-link/verify", validate("json", signInWithLinkSchema), async (c) => {
    const deps = c.get("deps");
    await enforce(deps.db, clientIp(c), RATE_RULES.signInLinkUseIp);
    const result = await signInWithLink(deps, c.req.valid("json").token, c.req.raw.headers);
    forwardCookies(c, result.headers);
    return c.json({ user: toUserDto(result.user) });
  })
  // Password first; the answer carries only the two-factor challenge cookie, no session.
  .post("/admin-sign-in", validate("json", adminSignInSchema), async (c) => {
    const input = c.req.valid("json");
    const headers = await checkAdminPassword(c.get("deps"), input, c.req.raw.headers, clientIp(c));
    forwardCookies(c, headers);
    return c.json({ totp_required: true as const });
  })
  // Then the authenticator code, which opens the admin's session.
  .post("/admin-verify-totp", validate("json", adminTotpSchema), async (c) => {
    const { code } = c.req.valid("json");
    const result = await verifyAdminCode(c.get("deps"), code, c.req.raw.headers, clientIp(c));
    forwardCookies(c, result.headers);
    return c.json({ user: toUserDto(result.user) });
  })
  .post("/forgot-password", validate("json", forgotPasswordSchema), async (c) => {
    const { auth, db } = c.get("deps");
    const { email } = c.req.valid("json");
    await enforce(db, clientIp(c), RATE_RULES.resetIp);
    await enforce(db, email, RATE_RULES.resetAccount);
    // Same answer whether or not the address has an account.
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
    refuseCommonPassword(password, "password");
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
      .sendVerificationEmail({ body: { email, callbackURL: EMAIL_CONFIRMED }, headers: c.req.raw.headers })
      .catch(() => {
        // Same answer for unknown or already verified addresses, so the form reveals nothing.
      });
    return c.json({ message: "If that address is waiting for confirmation, we have sent a new link." });
  });
