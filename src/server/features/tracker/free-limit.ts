import { and, count, eq, isNull, sql } from "drizzle-orm";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import type { Db, DbOrTx } from "../../db/client";
import { applications } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { type MemberPlan, memberPlan } from "../../platform/member-plan";

// spec 000 §2.6: Free keeps up to FREE_LIMITS.trackedApplications active (not archived) applications;
// Premium is unlimited. Archived applications do not count, so archiving makes room and nothing is lost.

export type TrackerMember = Pick<MemberPlan, "id" | "premium">;

/** Who is asking, and whether the free limit applies to them. */
export const trackerMember: (db: Db, userId: string) => Promise<TrackerMember> = memberPlan;

/**
 * Serialises one member's board changes (the free limit's count and the columns' positions), so two
 * requests at once cannot both pass the limit or take the same place. Call first in a transaction.
 */
export async function lockBoard(tx: DbOrTx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tracker:${userId}`}))`);
}

export async function activeCount(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNull(applications.archivedAt)));
  return row?.n ?? 0;
}

/** The board's limit line: active applications, and the most a Free member may have (null: none). */
export async function limitSummary(db: DbOrTx, member: TrackerMember) {
  const used = await activeCount(db, member.id);
  return { used, max: member.premium ? null : FREE_LIMITS.trackedApplications.value };
}

/** Refuses, with the upgrade prompt, `adding` more active applications past the free limit. */
export async function ensureRoomFor(tx: DbOrTx, member: TrackerMember, adding = 1) {
  if (member.premium) return;
  const used = await activeCount(tx, member.id);
  if (used + adding > FREE_LIMITS.trackedApplications.value) {
    throw new HttpError(403, "free_limit_reached", limitMessage("trackedApplications"));
  }
}
