import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { and, eq, like, ne } from "drizzle-orm";
import type { Logger } from "pino";
import {
  ADMIN_TOTP_DIGITS,
  ADMIN_TOTP_PERIOD_SECONDS,
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RESET_TTL_SECONDS,
} from "../shared/constants";
import { ACCOUNT_SUSPENDED } from "../shared/messages";
import type { Config } from "./config";
import type { Db } from "./db/client";
import * as schema from "./db/schema";
import type { Mailer } from "./platform/mail/mailer";
import { emailChangeMail, passwordResetMail, verificationMail } from "./platform/mail/templates";

// DESIGN §4: better-auth owns users, sessions, accounts and verification tokens. Passwords are
// hashed with argon2id (the @node-rs/argon2 default: 19 MiB, 2 passes, OWASP's recommendation).

// TOTP is enrolled by `admin:create` on the server and checked by the admin sign-in routes
// (features/account), which add rate limits and refuse replayed codes. Nobody enrols, disables or reads
// a secret over HTTP, and the plugin's email OTP and backup codes are not used.
const TWO_FACTOR_PATHS = [
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/verify-totp",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/verify-backup-code",
  "/two-factor/generate-backup-codes",
];

// The account routes wrap these with the shared zod schemas, rate limits and the referral code, so
// better-auth's own HTTP versions are switched off; the server still calls them through `auth.api`.
const WRAPPED_PATHS = [
  "/sign-up/email",
  "/sign-in/email",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
  // The profile routes (features/profile) wrap these: email change, password change and account
  // deletion need the shared validation, and deletion must always re-check the password.
  "/change-email",
  "/change-password",
  "/delete-user",
  "/update-user",
  ...TWO_FACTOR_PATHS,
];

// The admin plugin gives users a role and a ban flag, and refuses banned accounts at sign-in. Its own
// HTTP endpoints (set-role, create-user, impersonate-user, set-user-password, ban-user, …) would let an
// admin session skip the product's rules and its audit log, so every one of them is closed: admins work
// through /api/admin, which checks, audits and changes in one transaction.
const adminPlugin = () =>
  admin({ defaultRole: "user", adminRoles: ["admin"], bannedUserMessage: ACCOUNT_SUSPENDED });
const ADMIN_PLUGIN_PATHS = Object.values(adminPlugin().endpoints).map((endpoint) => endpoint.path);

/** How long the code step may take after the password step (the plugin's two-factor cookie). */
export const ADMIN_TOTP_CHALLENGE_SECONDS = 5 * 60;
/** The plugin's lockout: this many wrong codes in a row lock the account's code step for a while. */
export const ADMIN_TOTP_LOCKOUT = { maxFailedAttempts: 10, durationSeconds: 15 * 60 };

/** Deletes a member's outstanding password reset links, all of them or all but `keep`. */
async function endResetLinks(db: Db, userId: string, keep?: string) {
  const { verification } = schema;
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, "reset-password:%"),
        keep ? ne(verification.identifier, keep) : undefined,
      ),
    );
}

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
    disabledPaths: [...WRAPPED_PATHS, ...ADMIN_PLUGIN_PATHS],
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
        await db
          .update(schema.profiles)
          .set({ emailConfirmedAt: new Date() })
          .where(eq(schema.profiles.id, user.id));
      },
      sendVerificationEmail: async ({ user, url, token }) => {
        await mailer.send(
          isEmailChange(token) ? emailChangeMail(user.email, url) : verificationMail(user.email, url),
        );
      },
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
          after: async (session) => {
            await db
              .update(schema.profiles)
              .set({ lastSignInAt: session.createdAt })
              .where(eq(schema.profiles.id, session.userId));
          },
        },
      },
      user: {
        create: {
          after: async (user) => {
            await db.insert(schema.profiles).values({ id: user.id }).onConflictDoNothing();
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
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type AuthUser = AuthSession["user"];
