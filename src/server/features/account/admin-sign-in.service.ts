import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { parseSigned } from "hono/utils/cookie";
import { ADMIN_TOTP_PERIOD_SECONDS } from "../../../shared/constants";
import { ADMIN_LOGIN_FAILED, ADMIN_TOTP_NOT_SET_UP } from "../../../shared/messages";
import { ADMIN_TOTP_LOCKOUT, type AuthUser } from "../../auth";
import { user as users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { HttpError } from "../../http/errors";
import { consume, RATE_RULES, refuseWhenSpent } from "../../http/rate-limit";
import { recordAudit } from "../../platform/audit";
import { hasAdminTotp } from "./admin-totp";
import { countingFailures } from "./sign-in-limits";

// An admin signs in with password, then a TOTP code. Step one checks the
// password and leaves only the two-factor plugin's short-lived challenge cookie; no session exists
// until step two has checked the code. 001 §5: every failure reads the same, so the form tells a
// guesser nothing about which part was wrong or whether the account is an admin.

type AuthDeps = Pick<Deps, "auth" | "db">;

const failed = () => new HttpError(401, "invalid_admin_credentials", ADMIN_LOGIN_FAILED);
/** Same words; the code tells the page that the challenge is gone and the password step comes again. */
const challengeGone = () => new HttpError(401, "admin_sign_in_expired", ADMIN_LOGIN_FAILED);
/** Only after a correct password of an account with the admin role, so non-admins never see it. */
const notSetUp = () => new HttpError(403, "admin_totp_not_set_up", ADMIN_TOTP_NOT_SET_UP);

const TWO_FACTOR_COOKIE = "two_factor";
// RFC 6238 §5.2: a code is accepted once. The plugin accepts the codes of the previous, current and
// next 30 s step, so a used code is remembered for longer than those 90 s.
const CODE_USED = { name: "admin-code:used", windowSeconds: 4 * ADMIN_TOTP_PERIOD_SECONDS, max: 1 };

/** Step one. Returns the headers to pass on: the plugin's challenge cookie, and nothing else. */
export async function checkAdminPassword(
  { auth, db }: AuthDeps,
  input: { email: string; password: string },
  headers: Headers,
  ip: string,
): Promise<Headers> {
  const result = await countingFailures(db, input.email, ip, () =>
    auth.api.signInEmail({ body: input, headers, returnHeaders: true }),
  ).catch((error: unknown) => {
    // A limit's 429 is shown as it is; every other refusal reads the same (001 §5).
    if (error instanceof HttpError) throw error;
    return null;
  });
  if (!result) throw failed();
  const response = result.response as { twoFactorRedirect?: boolean; token?: string | null; user?: AuthUser };
  if (response.twoFactorRedirect) {
    // The plugin has already discarded the session; it answers this way for any account with TOTP.
    const [account] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, input.email.toLowerCase()));
    if (account?.role !== "admin") throw failed();
    if (!(await hasAdminTotp(db, account.id))) throw notSetUp();
    return result.headers;
  }
  // No second factor on this account, so the session the password opened must not survive.
  if (response.token) await (await auth.$context).internalAdapter.deleteSession(response.token);
  if (response.user?.role !== "admin") throw failed();
  throw notSetUp();
}

/** Step two. Checks the code against the challenge in the cookie; returns the admin and the session cookie. */
export async function verifyAdminCode(
  { auth, db }: AuthDeps,
  code: string,
  headers: Headers,
  ip: string,
): Promise<{ user: AuthUser; headers: Headers }> {
  // Failed attempts count against the address (and, once the challenge names it, the account); a
  // right code uses up nothing, so an admin who signs in often is never locked out by it.
  await refuseWhenSpent(db, ip, RATE_RULES.adminCodeIp);
  const failedAttempt = async (userId?: string) => {
    await consume(db, ip, RATE_RULES.adminCodeIp);
    if (userId) await consume(db, userId, RATE_RULES.adminCodeAccount);
  };
  const context = await auth.$context;
  const cookieName = context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const cookieHeader = headers.get("cookie") ?? "";
  const identifier = (await parseSigned(cookieHeader, context.secret, cookieName))[cookieName];
  const challenge = identifier ? await context.internalAdapter.findVerificationValue(identifier) : null;
  if (!challenge || challenge.expiresAt <= new Date()) {
    await failedAttempt();
    throw challengeGone();
  }
  const userId = challenge.value;
  await refuseWhenSpent(db, userId, RATE_RULES.adminCodeAccount);

  // Only the challenge cookie goes to the plugin: beside a session cookie, verify-totp would check
  // that session's user instead of completing this sign-in.
  const pluginHeaders = new Headers(headers);
  pluginHeaders.set("cookie", cookiePair(cookieHeader, cookieName));
  const result = await auth.api
    .verifyTOTP({ body: { code }, headers: pluginHeaders, returnHeaders: true })
    .catch(async (error: unknown) => {
      if (isAPIError(error) && error.statusCode !== 429) await failedAttempt(userId);
      throw translate(error);
    });
  const user = result.response.user as AuthUser;
  // Claimed after the check, so a wrong code is never remembered; the loser of two concurrent uses of
  // one code loses the session it was just given.
  const firstUse = (await consume(db, `${userId}:${code}`, CODE_USED)).allowed;
  if (!firstUse || user.role !== "admin") {
    await context.internalAdapter.deleteSession(result.response.token);
    await failedAttempt(userId);
    throw failed();
  }
  await recordAudit(db, user, {
    action: "admin.sign_in",
    targetType: "admin",
    targetId: user.id,
    before: null,
    after: { ip },
  });
  return { user, headers: result.headers };
}

function cookiePair(cookieHeader: string, name: string): string {
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .join("; ");
}

/** The plugin's refusals, in the admin login's words. */
function translate(error: unknown): Error {
  if (!isAPIError(error)) return error instanceof Error ? error : new Error(String(error));
  if (error.statusCode === 429) {
    const minutes = ADMIN_TOTP_LOCKOUT.durationSeconds / 60;
    return new HttpError(429, "rate_limited", `Too many attempts. Please try again in ${minutes} minutes.`);
  }
  // A wrong code leaves the challenge open (up to five tries); anything else ended it.
  return error.body?.code === "INVALID_CODE" ? failed() : challengeGone();
}
