import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getEndpoints } from "better-auth/api";
import { admin, magicLink, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import {
  ADMIN_TOTP_DIGITS,
  ADMIN_TOTP_PERIOD_SECONDS,
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RESET_TTL_SECONDS,
} from "../shared/constants";
import { ACCOUNT_SUSPENDED, ADMIN_USE_ADMIN_LOGIN } from "../shared/messages";
import { SIGN_IN_LINK_MINUTES } from "../shared/schemas/auth";
import { checkSignInLinkUse, storedSignInLinkToken } from "./auth-sign-in-links";
import type { Config } from "./config";
import type { Db } from "./db/client";
import * as schema from "./db/schema";
import { endResetLinks } from "./platform/accounts/account-rows";
import { createProfile, recordEmailConfirmed, recordSignIn } from "./platform/accounts/profile-rows";
import type { Mailer } from "./platform/mail/mailer";
import {
  emailChangeMail,
  passwordResetMail,
  signInLinkMail,
  verificationMail,
} from "./platform/mail/templates";

// better-auth owns users, sessions, accounts and verification tokens. Passwords are
// hashed with argon2id (the @node-rs/argon2 default: 19 MiB, 2 passes, OWASP's recommendation).

// TOTP is enrolled by `admin:create` on the server and checked by the admin sign-in routes
// (features/account), which add rate limits and refuse replayed codes. Nobody enrols, disables or reads
// a secret over HTTP, and the plugin's email OTP and backup codes are not used.

// The admin plugin gives users a role and a ban flag, and refuses banned accounts at sign-in. Its own
// HTTP endpoints (set-role, create-user, impersonate-user, set-user-password, ban-user, …) would let an
// admin session skip the product's rules and its audit log: admins work through /api/admin, which
// checks, audits and changes in one transaction.
const adminPlugin = () =>
  admin({ defaultRole: "user", adminRoles: ["admin"], bannedUserMessage: ACCOUNT_SUSPENDED });

/**
 * The only better-auth endpoints that answer over HTTP (under /api/auth), as "METHOD /path". The
 * account and profile routes wrap sign-up, sign-in, sign-in links, reset, email and password change and
 * deletion with the shared zod schemas, rate limits and audit, and call better-auth through `auth.api`;
 * nothing in the product uses the rest (verify-password, update-session, linked accounts and their
 * tokens, revoking sessions one by one, the admin and two-factor plugins' own endpoints, …). Anything
 * not listed answers 404 (http/auth-handler.ts), including endpoints a later better-auth adds.
 */
export const AUTH_HTTP_ENDPOINTS: ReadonlySet<string> = new Set([
  // The session as better-auth reads it (its token taken out) and the member's sessions.
  "GET /get-session",
  "GET /list-sessions",
  // The app's "Exit App (Logout)".
  "POST /sign-out",
  // The links in the confirmation and email-change mails.
  "GET /verify-email",
]);

/**
 * Every path better-auth defines with the plugins in use, except those served: better-auth's own router
 * refuses them too (`disabledPaths`), beside the allow-list. Read from better-auth itself, so an
 * endpoint a new version adds is closed without anyone listing it. (A path with a parameter, such as
 * /callback/:id, never matches a real path there; the allow-list closes those.)
 */
const CLOSED_PATHS = (() => {
  const plugins = [adminPlugin(), twoFactor(), magicLink({ sendMagicLink: () => undefined })];
  const { api } = getEndpoints(Promise.resolve({}) as never, { plugins });
  const served = new Set([...AUTH_HTTP_ENDPOINTS].map((endpoint) => endpoint.split(" ")[1]));
  const paths = Object.values(api as Record<string, { path?: string }>).map((endpoint) => endpoint.path);
  return [...new Set(paths)].filter((path): path is string => !!path && !served.has(path));
})();

/** How long the code step may take after the password step (the plugin's two-factor cookie). */
export const ADMIN_TOTP_CHALLENGE_SECONDS = 5 * 60;
/** The plugin's lockout: this many wrong codes in a row lock the account's code step for a while. */
export const ADMIN_TOTP_LOCKOUT = { maxFailedAttempts: 10, durationSeconds: 15 * 60 };

/** better-auth's verification token is a JWT; its payload says whether it confirms an email change. */
function isEmailChange(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.requestType === "string" && payload.requestType.startsWith("change-email");
  } catch {
    return false;
  }
}

export function createAuth(deps: { db: Db; config: Config; mailer: Mailer; logger: Logger }) {
  const { db, config, mailer, logger } = deps;
  return betterAuth({
    appName: "Finance Careers",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    disabledPaths: CLOSED_PATHS,
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    user: {
      // A new address takes effect only once the link mailed to it is opened.
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "", input: true },
        lastName: { type: "string", required: false, defaultValue: "", input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: true,
      password: {
        hash: (password) => hash(password),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      // After a reset every session of that user ends (the reset itself runs signed out).
      revokeSessionsOnPasswordReset: true,
      // One reset link works at a time: a new one ends the earlier ones, and a reset ends them all.
      onPasswordReset: async ({ user }) => {
        await endResetLinks(db, user.id);
      },
      sendResetPassword: async ({ user, token }) => {
        await endResetLinks(db, user.id, `reset-password:${token}`);
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, link));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      // 001 §3 emailConfirmedAt: better-auth keeps only a flag, so the time is recorded on the profile.
      afterEmailVerification: async (user) => {
        await recordEmailConfirmed(db, user.id, new Date());
      },
      sendVerificationEmail: async ({ user, url, token }) => {
        await mailer.send(
          isEmailChange(token) ? emailChangeMail(user.email, url) : verificationMail(user.email, url),
        );
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/magic-link/verify") await checkSignInLinkUse(db, String(ctx.query?.token ?? ""));
      }),
    },
    // The account routes apply database-backed limits of their own (features/account).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.appUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      // 001 §3 Last Sign In At: every new session is a sign-in (password, admin code, confirmation link).
      session: {
        create: {
          // An admin signs in with password and authenticator code only: a sign-in link (which the
          // two-factor plugin does not intercept) never opens a session for an admin account, whatever
          // the account routes checked when it was sent.
          before: async (session, context) => {
            if (context?.path !== "/magic-link/verify") return;
            const [row] = await db
              .select({ role: schema.user.role, twoFactorEnabled: schema.user.twoFactorEnabled })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (row?.role === "admin" || row?.twoFactorEnabled) {
              throw new APIError("FORBIDDEN", { code: "USE_ADMIN_LOGIN", message: ADMIN_USE_ADMIN_LOGIN });
            }
          },
          after: async (session) => {
            await recordSignIn(db, session.userId, session.createdAt);
          },
        },
      },
      user: {
        create: {
          after: async (user) => {
            await createProfile(db, user.id);
          },
        },
      },
    },
    plugins: [
      adminPlugin(),
      twoFactor({
        totpOptions: { digits: ADMIN_TOTP_DIGITS, period: ADMIN_TOTP_PERIOD_SECONDS },
        twoFactorCookieMaxAge: ADMIN_TOTP_CHALLENGE_SECONDS,
        // The plugin's own lockout stays on, beside the database rate limits of the routes.
        accountLockout: { enabled: true, ...ADMIN_TOTP_LOCKOUT },
      }),
      // One-time sign-in links by email, for a member whose password sign-in is paused on their network
      // (features/account/sign-in-link.service.ts decides who gets one). Links never create accounts,
      // work once and for SIGN_IN_LINK_MINUTES, and open the login page, which signs in only when the
      // member presses the button: mail scanners that open links do not use them up.
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: { type: "custom-hasher", hash: async (token) => storedSignInLinkToken(token) },
        sendMagicLink: async ({ email, token }) => {
          const link = `${config.appUrl}/login?link=${encodeURIComponent(token)}`;
          await mailer.send(signInLinkMail(email, link, SIGN_IN_LINK_MINUTES));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type AuthUser = AuthSession["user"];
