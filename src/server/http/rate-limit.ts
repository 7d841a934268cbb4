import { sql } from "drizzle-orm";
import { SIGN_IN_LINK_MINUTES } from "../../shared/schemas/auth";
import { type Db, queryRows } from "../db/client";
import { HttpError } from "./errors";

export type RateRule = { name: string; windowSeconds: number; max: number };

// Counters live in the database so several processes share them. One statement both
// counts and reads, so concurrent requests cannot all slip past a stale value.
export async function consume(
  db: Db,
  key: string,
  rule: RateRule,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at)
    values (${`${rule.name}:${key}`}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after`,
  );
  if (!row) throw new Error("rate limit upsert returned no row");
  return { allowed: Number(row.count) <= rule.max, retryAfter: Math.max(1, Number(row.retry_after)) };
}

/** "45 seconds", "15 minutes": how long someone must wait, in words. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Expired counters are deleted at minute 23 of every hour (UTC). */
export const PURGE_RATE_LIMITS = { queue: "maintenance.rate-limits", cron: "23 * * * *" } as const;

/**
 * Deletes counters whose window has ended. Their keys hold email addresses, so they are not kept
 * longer than they are needed; the queue runs this every hour (src/server/workers.ts).
 */
export async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limits where reset_at <= now() returning key`,
  );
  return rows.length;
}

/** A 429 that says when to try again, with a Retry-After header. */
export function tooManyAttempts(retryAfter: number): HttpError {
  return new HttpError(
    429,
    "rate_limited",
    `Too many attempts. Please try again in ${describeWait(retryAfter)}.`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

/** Counts this request and throws a 429 once the rule's allowance is spent. */
export async function enforce(db: Db, key: string, rule: RateRule): Promise<void> {
  const { allowed, retryAfter } = await consume(db, key, rule);
  if (!allowed) throw tooManyAttempts(retryAfter);
}

/**
 * How many times the key has been counted in its current window, without counting this look. For
 * limits on failures: check before the attempt, count (consume) only when it fails.
 */
export async function counted(
  db: Db,
  key: string,
  rule: RateRule,
): Promise<{ count: number; retryAfter: number }> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`select count, ceil(extract(epoch from reset_at - now()))::int as retry_after
      from rate_limits where key = ${`${rule.name}:${key}`} and reset_at > now()`,
  );
  return { count: Number(row?.count ?? 0), retryAfter: Math.max(1, Number(row?.retry_after ?? 1)) };
}

/** Throws a 429 when the key's failures have used up the rule's allowance. */
export async function refuseWhenSpent(db: Db, key: string, rule: RateRule): Promise<void> {
  const { count, retryAfter } = await counted(db, key, rule);
  if (count >= rule.max) throw tooManyAttempts(retryAfter);
}

// Limits per client address and per account. One address is often many people: a
// university network or a careers fair's wifi sits behind one NAT, so the per-address allowances are
// sized for a room signing up at once; the tight limits are keyed on the account (docs/decisions/0014).
export const RATE_RULES = {
  // Sign-in counts failures only (features/account/sign-in-limits.ts).
  signInPair: { name: "sign-in:account-address", windowSeconds: 15 * 60, max: 10 },
  // OWASP ASVS 2.2.1: at most 100 failed attempts an hour on one account, from anywhere.
  signInAccount: { name: "sign-in:account", windowSeconds: 60 * 60, max: 100 },
  signInAddress: { name: "sign-in:address", windowSeconds: 15 * 60, max: 300 },
  signUpIp: { name: "sign-up:ip", windowSeconds: 60 * 60, max: 300 },
  resetIp: { name: "reset:ip", windowSeconds: 60 * 60, max: 300 },
  resetAccount: { name: "reset:account", windowSeconds: 60 * 60, max: 5 },
  verificationAccount: { name: "verification:account", windowSeconds: 60 * 60, max: 5 },
  // Sign-in links by email. The window is a link's lifetime, so whenever an address is refused another
  // link, the ones already sent to it (into its owner's inbox) still work: asking for links on someone
  // else's behalf cannot keep them out.
  signInLinkIp: { name: "sign-in-link:ip", windowSeconds: 60 * 60, max: 300 },
  signInLinkAccount: { name: "sign-in-link:account", windowSeconds: SIGN_IN_LINK_MINUTES * 60, max: 3 },
  // Following a link: the token is unguessable, so this only bounds the work one address can cause.
  signInLinkUseIp: { name: "sign-in-link-use:ip", windowSeconds: 15 * 60, max: 300 },
  // The admin sign-in's code step (a 6-digit code is guessable without a cap): wrong codes per client
  // address and per admin account, on top of the two-factor plugin's lockout.
  adminCodeIp: { name: "admin-code:ip", windowSeconds: 15 * 60, max: 30 },
  adminCodeAccount: { name: "admin-code:account", windowSeconds: 15 * 60, max: 10 },
  // The contact form also mails whatever address is typed in, so each address gets few confirmations.
  contactIp: { name: "contact:ip", windowSeconds: 60 * 60, max: 5 },
  contactEmail: { name: "contact:email", windowSeconds: 24 * 60 * 60, max: 5 },
  supportMessage: { name: "support:member", windowSeconds: 60 * 60, max: 30 },
  // Wrong guesses of the current password on change-password and delete-account, per member.
  currentPassword: { name: "current-password:member", windowSeconds: 15 * 60, max: 10 },
} satisfies Record<string, RateRule>;
