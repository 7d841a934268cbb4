import { count, eq, sql } from "drizzle-orm";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import type { DbOrTx } from "../../db/client";
import { networkingContacts } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { MemberPlan } from "../../platform/member-plan";

// spec 000 §2.6: the networking CRM is Premium; a Free member may keep up to FREE_LIMITS.contacts
// contacts and use every other networking tool with them. A member who leaves Premium keeps every
// contact (nothing is lost) and can edit or delete them, but adds more only once under the limit.

export type NetworkingMember = Pick<MemberPlan, "id" | "premium">;

/**
 * Serialises one member's additions, so two requests at once cannot both pass the free limit.
 * Call first in a transaction.
 */
export async function lockContacts(tx: DbOrTx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`networking:${userId}`}))`);
}

export async function contactCount(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(networkingContacts)
    .where(eq(networkingContacts.userId, userId));
  return row?.n ?? 0;
}

/** The page's limit line: contacts kept, and the most a Free member may keep (null: no limit). */
export async function limitSummary(db: DbOrTx, member: NetworkingMember) {
  const used = await contactCount(db, member.id);
  return { used, max: member.premium ? null : FREE_LIMITS.contacts.value };
}

/** Refuses, with the upgrade prompt, `adding` more contacts past the free limit. */
export async function ensureRoomFor(tx: DbOrTx, member: NetworkingMember, adding = 1) {
  if (member.premium) return;
  const used = await contactCount(tx, member.id);
  if (used + adding > FREE_LIMITS.contacts.value) {
    throw new HttpError(403, "free_limit_reached", limitMessage("contacts"));
  }
}
