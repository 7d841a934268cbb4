import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { and, eq, gt } from "drizzle-orm";
import { ACCOUNT_SUSPENDED, ADMIN_USE_ADMIN_LOGIN } from "../shared/messages";
import { SIGN_IN_LINK_MESSAGES } from "../shared/schemas/auth";
import type { Db } from "./db/client";
import * as schema from "./db/schema";
import { removeSignInLink } from "./platform/accounts/account-rows";

// The parts of better-auth's magic-link plugin the product decides itself (auth.ts wires them in): how
// a link's token is stored, and who may still use a link when it is opened (docs/decisions/0035).

/**
 * A sign-in link's token as stored (hashed, so the verification table holds nothing that signs anyone
 * in). The magic-link plugin keeps it under the identifier `magic-link:<stored token>`.
 */
export function storedSignInLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
const signInLinkIdentifier = (token: string) => `magic-link:${storedSignInLinkToken(token)}`;

/** The address a live (unused, unexpired) sign-in link was sent to, or null. */
async function signInLinkRecipient(db: Db, token: string): Promise<string | null> {
  const { verification } = schema;
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(
      and(eq(verification.identifier, signInLinkIdentifier(token)), gt(verification.expiresAt, new Date())),
    );
  if (!row) return null;
  try {
    const { email } = JSON.parse(row.value) as { email?: unknown };
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}

/**
 * Throws unless the sign-in link `token` may sign its recipient in: it is live, and its account exists,
 * is a member's (an admin signs in with password and code), is not suspended and has a confirmed
 * address. Checked before better-auth reads the token, since the magic-link plugin strips the password
 * and sessions from an unconfirmed account before it signs in. A refused link is ended.
 */
export async function checkSignInLinkUse(db: Db, token: string): Promise<void> {
  const email = await signInLinkRecipient(db, token);
  const invalid = new APIError("BAD_REQUEST", {
    code: "INVALID_LINK",
    message: SIGN_IN_LINK_MESSAGES.invalid,
  });
  if (!email) throw invalid;
  const [account] = await db
    .select({
      role: schema.user.role,
      twoFactorEnabled: schema.user.twoFactorEnabled,
      banned: schema.user.banned,
      emailVerified: schema.user.emailVerified,
    })
    .from(schema.user)
    .where(eq(schema.user.email, email.toLowerCase()));
  const refusal = !account
    ? invalid
    : account.role === "admin" || account.twoFactorEnabled
      ? new APIError("FORBIDDEN", { code: "USE_ADMIN_LOGIN", message: ADMIN_USE_ADMIN_LOGIN })
      : account.banned
        ? new APIError("FORBIDDEN", { code: "BANNED_USER", message: ACCOUNT_SUSPENDED })
        : !account.emailVerified
          ? new APIError("FORBIDDEN", {
              code: "EMAIL_NOT_VERIFIED",
              message: SIGN_IN_LINK_MESSAGES.notConfirmed,
            })
          : null;
  if (!refusal) return;
  await removeSignInLink(db, signInLinkIdentifier(token));
  throw refusal;
}
