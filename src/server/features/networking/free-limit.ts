import { count, eq } from "drizzle-orm";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import type { DbOrTx } from "../../db/client";
import { networkingContacts } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { defineLimit, freeOnly } from "../../platform/free-limit";
import type { MemberPlan } from "../../platform/member-plan";

// spec 000 §2.6: the networking CRM is Premium; a Free member may keep up to FREE_LIMITS.contacts
// contacts and use every other networking tool with them. A member who leaves Premium keeps every
// contact (nothing is lost) and can edit or delete them, but adds more only once under the limit.

export type NetworkingMember = Pick<MemberPlan, "id" | "premium">;

async function contactCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(networkingContacts)
    .where(eq(networkingContacts.userId, userId));
  return row?.n ?? 0;
}

export const contactLimit = defineLimit<NetworkingMember>({
  resource: "networking",
  max: freeOnly(FREE_LIMITS.contacts.value),
  count: contactCount,
  refusal: () => new HttpError(403, "free_limit_reached", limitMessage("contacts")),
});
