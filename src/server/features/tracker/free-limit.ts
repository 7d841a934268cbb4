import { and, count, eq, isNull } from "drizzle-orm";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import type { Db, DbOrTx } from "../../db/client";
import { applications } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { defineLimit, freeOnly } from "../../platform/free-limit";
import { type MemberPlan, memberPlan } from "../../platform/member-plan";

// spec 000 §2.6: Free keeps up to FREE_LIMITS.trackedApplications active (not archived) applications;
// Premium is unlimited. Archived applications do not count, so archiving makes room and nothing is lost.

export type TrackerMember = Pick<MemberPlan, "id" | "premium">;

/** Who is asking, and whether the free limit applies to them. */
export const trackerMember: (db: Db, userId: string) => Promise<TrackerMember> = memberPlan;

async function activeCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNull(applications.archivedAt)));
  return row?.n ?? 0;
}

/**
 * The board's one lock covers the free limit's count and the columns' positions, so two requests at
 * once can neither both pass the limit nor take the same place.
 */
export const applicationLimit = defineLimit<TrackerMember>({
  resource: "tracker",
  max: freeOnly(FREE_LIMITS.trackedApplications.value),
  count: activeCount,
  refusal: () => new HttpError(403, "free_limit_reached", limitMessage("trackedApplications")),
});

/** Serialises one member's board changes. Call first in a transaction. */
export const lockBoard = applicationLimit.lock;
