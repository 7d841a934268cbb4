import { isAPIError } from "better-auth/api";
import type { Db } from "../../db/client";
import { consume, counted, RATE_RULES, refuseWhenSpent, tooManyAttempts } from "../../http/rate-limit";

// Sign-in limits count failures only, so nobody can lock another person out by knowing their email
// (docs/decisions/0014). Before an attempt:
// - an address that has failed 10 times on this account in 15 minutes waits;
// - an address that has failed 300 times on any accounts in 15 minutes waits (a campus NAT is many
//   people, so this is generous);
// - once the account has had 100 failures in an hour (OWASP ASVS 2.2.1), only addresses that have not
//   failed on it may still try, so the owner's right password from their own device still works.

const pairKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

export async function checkSignInAllowed(db: Db, email: string, ip: string): Promise<void> {
  await refuseWhenSpent(db, pairKey(email, ip), RATE_RULES.signInPair);
  await refuseWhenSpent(db, ip, RATE_RULES.signInAddress);
  const account = await counted(db, email.toLowerCase(), RATE_RULES.signInAccount);
  if (account.count < RATE_RULES.signInAccount.max) return;
  const pair = await counted(db, pairKey(email, ip), RATE_RULES.signInPair);
  if (pair.count > 0) throw tooManyAttempts(account.retryAfter);
}

export async function recordFailedSignIn(db: Db, email: string, ip: string): Promise<void> {
  await consume(db, pairKey(email, ip), RATE_RULES.signInPair);
  await consume(db, ip, RATE_RULES.signInAddress);
  await consume(db, email.toLowerCase(), RATE_RULES.signInAccount);
}

/** better-auth's answer to a wrong email or password (a 401); other refusals are not guesses. */
export function isWrongCredentials(error: unknown): boolean {
  return isAPIError(error) && error.statusCode === 401;
}

/** Runs a password check, counting it as a failure when the password (or email) was wrong. */
export async function countingFailures<T>(
  db: Db,
  email: string,
  ip: string,
  attempt: () => Promise<T>,
): Promise<T> {
  await checkSignInAllowed(db, email, ip);
  try {
    return await attempt();
  } catch (error) {
    if (isWrongCredentials(error)) await recordFailedSignIn(db, email, ip);
    throw error;
  }
}
