import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { SIGN_IN_LINK_MESSAGES, SIGN_IN_LINK_MINUTES } from "../../../shared/schemas/auth";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { user as users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { HttpError } from "../../http/errors";
import { consume, describeWait, RATE_RULES } from "../../http/rate-limit";

// A one-time sign-in link by email: the way in for a member whose password sign-in is paused on their
// network, which nobody else can block (docs/decisions/0035). The link goes only to the inbox of the
// account, so asking for one on someone else's behalf only sends them a way in. Who may use a link is
// checked again when it is used (auth.ts), whatever was true when it was sent.

type AuthDeps = Pick<Deps, "auth" | "db">;

/** Counts a request for a link to `email` and refuses it once the address has had its share. */
export async function limitSignInLinks(db: Db, email: string): Promise<void> {
  const rule = RATE_RULES.signInLinkAccount;
  const { allowed, retryAfter } = await consume(db, email.toLowerCase(), rule);
  if (allowed) return;
  throw new HttpError(
    429,
    "rate_limited",
    `We have already emailed ${rule.max} sign-in links to this address in the last ${SIGN_IN_LINK_MINUTES} minutes. Use the newest one, or ask again in ${describeWait(retryAfter)}.`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * Emails a sign-in link to a member who may use one. Nobody else gets one, and the caller answers the
 * same either way: no account, a suspended one, or an admin (who signs in with password and code).
 * An address not confirmed yet gets the confirmation link instead, which confirms it and signs in: the
 * magic-link plugin would take an unconfirmed account for one its inbox's owner has not proven, and
 * remove its password.
 */
export async function sendSignInLink(
  { auth, db }: AuthDeps,
  email: string,
  headers: Headers,
  confirmedCallback: string,
): Promise<void> {
  const [account] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      banned: users.banned,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!account || account.banned || account.role === "admin" || account.twoFactorEnabled) return;
  if (!account.emailVerified) {
    await auth.api.sendVerificationEmail({
      body: { email: account.email, callbackURL: confirmedCallback },
      headers,
    });
    return;
  }
  await auth.api.signInMagicLink({ body: { email: account.email }, headers });
}

/** Signs in with a link's token (once) and returns the new session's Set-Cookie headers. */
export async function signInWithLink(
  { auth }: AuthDeps,
  token: string,
  headers: Headers,
): Promise<{ headers: Headers; user: AuthUser }> {
  try {
    const result = await auth.api.magicLinkVerify({ query: { token }, headers, returnHeaders: true });
    return { headers: result.headers, user: result.response.user as AuthUser };
  } catch (error) {
    // better-auth answers a token it cannot use (taken by a request a moment earlier) with a redirect.
    if (isAPIError(error) && error.statusCode === 302)
      throw new HttpError(400, "invalid_link", SIGN_IN_LINK_MESSAGES.invalid);
    throw error;
  }
}
