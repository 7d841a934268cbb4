import { generateRandomString, symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Auth } from "../../auth";
import type { Db } from "../../db/client";
import { twoFactor } from "../../db/schema";
import { markTwoFactorEnabled, saveTwoFactorSecret } from "../../platform/accounts/account-rows";
import { base32Encode, otpauthUri } from "./totp";

// `admin:create` enrols the admin's authenticator on the server (there is no enrolment over
// HTTP). The row is written in the two-factor plugin's own format (what its /two-factor/enable stores:
// a 32-character random secret used as bytes, encrypted with AUTH_SECRET), already verified, so the
// plugin's verify-totp accepts codes from it. Backup codes are not issued; a lost authenticator is
// replaced with `admin:create --reset-totp` (docs/decisions/0005).

export type TotpEnrolment = {
  /** What an authenticator app scans (QR) or opens. */
  uri: string;
  /** The same secret typed by hand: base32, as authenticator apps expect. */
  secret: string;
};

export async function hasAdminTotp(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  return row?.verified === true;
}

/**
 * Gives the user a TOTP secret, or keeps the one they have unless `reset`. Returns the new secret, or
 * null when the existing one was kept. A reset also clears the plugin's lockout counters.
 */
export async function enrolAdminTotp(
  auth: Auth,
  db: Db,
  account: { id: string; email: string },
  options: { reset: boolean },
): Promise<TotpEnrolment | null> {
  const context = await auth.$context;
  if (!options.reset && (await hasAdminTotp(db, account.id))) {
    await markTwoFactorEnabled(db, account.id);
    return null;
  }
  const secret = generateRandomString(32);
  const encrypt = (data: string) => symmetricEncrypt({ key: context.secretConfig, data });
  const values = {
    secret: await encrypt(secret),
    backupCodes: await encrypt("[]"),
    verified: true,
    failedVerificationCount: 0,
    lockedUntil: null,
  };
  await db.transaction((tx) => saveTwoFactorSecret(tx, account.id, values));
  const bytes = Buffer.from(secret, "utf8");
  return { uri: otpauthUri(context.appName, account.email, bytes), secret: base32Encode(bytes) };
}
