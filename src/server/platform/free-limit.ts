import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import type { HttpError } from "./http-error";

// spec 000 §2.6: a Free member may keep only so many applications, contacts, saved roles, documents,
// mock interviews and CV match scores. Every such limit is the same four steps: take the member's lock
// for that resource, count what they have, refuse when what they add would go past the limit, and show
// the screen how much is used. This module does those steps once; a feature supplies only its count,
// its limit and its refusal.

/** Who the limit is for: a member, with their plan when the limit depends on it. */
export type LimitedMember = { id: string };

/** The screens' limit line: how many are used, and the most allowed (null: no limit). */
export type LimitSummary = { used: number; max: number | null };

export type LimitRule<Member extends LimitedMember, Scope> = {
  /**
   * Names the lock: one member's changes under the same resource wait for each other, so two requests
   * at once cannot both pass the limit. Limits that guard one set of rows share a resource.
   */
  resource: string;
  /** The most this member may have; null when the limit does not apply to them. */
  max: (member: Member) => number | null;
  /** How many the member has that count towards the limit (`scope` narrows it, e.g. "other than this"). */
  count: (db: DbOrTx, userId: string, scope: Scope | undefined) => Promise<number>;
  /** What the member is told when refused; may read more (it runs in the same transaction). */
  refusal: (context: {
    db: DbOrTx;
    member: Member;
    scope: Scope | undefined;
    used: number;
    max: number;
  }) => HttpError | Promise<HttpError>;
};

/**
 * Waits for any other transaction holding this member's lock on `resource`; held until this transaction
 * ends. Taking it again in the same transaction does not wait, so a caller may lock before reading what
 * it will write and the limit check may lock again.
 */
export async function lockMember(tx: DbOrTx, resource: string, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${resource}:${userId}`}))`);
}

/** A limit that only Free members have: `value` on Free, none on Premium. */
export const freeOnly =
  (value: number) =>
  (member: { premium: boolean }): number | null =>
    member.premium ? null : value;

export function defineLimit<Member extends LimitedMember, Scope = never>(rule: LimitRule<Member, Scope>) {
  /** Refuses when `adding` more would take the member past their limit; reads without the lock. */
  async function check(db: DbOrTx, member: Member, adding = 1, scope?: Scope) {
    const max = rule.max(member);
    // Adding nothing never needs room, even for a member over the limit since leaving Premium.
    if (max === null || adding <= 0) return;
    const used = await rule.count(db, member.id, scope);
    if (used + adding > max) throw await rule.refusal({ db, member, scope, used, max });
  }

  return {
    lock: (tx: DbOrTx, userId: string) => lockMember(tx, rule.resource, userId),

    /**
     * Takes the member's lock, then refuses when `adding` more would go past their limit. Call inside
     * the transaction that writes, before the write: the lock holds until it commits.
     */
    async ensureRoom(tx: DbOrTx, member: Member, adding = 1, scope?: Scope) {
      await lockMember(tx, rule.resource, member.id);
      await check(tx, member, adding, scope);
    },

    /**
     * The same refusal without the lock, for a check before slow work outside the transaction (an
     * upload's bytes): it saves the work when already full, and ensureRoom decides under the lock.
     */
    check,

    async summary(db: DbOrTx, member: Member, scope?: Scope): Promise<LimitSummary> {
      return { used: await rule.count(db, member.id, scope), max: rule.max(member) };
    },
  };
}
