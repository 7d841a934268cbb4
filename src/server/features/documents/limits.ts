import { and, count, eq, gte, sql, sum } from "drizzle-orm";
import { FREE_LIMITS, limitMessage, PREMIUM_LIMITS } from "../../../shared/plans";
import { uploadOverLimit } from "../../../shared/schemas/documents";
import type { DbOrTx } from "../../db/client";
import { cvMatchRuns, documents, documentVersions } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { MemberPlan } from "../../platform/member-plan";

// spec 000 §2.6: Free stores up to FREE_LIMITS.storedDocuments documents in FREE_LIMITS.documentBytes
// (every version counts, since each is kept); Premium has PREMIUM_LIMITS. CV match scores: three a
// calendar month (UK time) on Free, unlimited on Premium. Refusals carry the upgrade prompt and store
// nothing.

export type DocumentUsage = {
  documents: number;
  bytes: number;
  maxDocuments: number;
  maxBytes: number;
  matchesThisMonth: number;
  /** null: unlimited. */
  maxMatches: number | null;
};

/** Serialises one member's uploads and scores, so two at once cannot both pass a limit. */
export async function lockDocuments(tx: DbOrTx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents:${userId}`}))`);
}

const MONTH_START = sql`(date_trunc('month', now() at time zone 'Europe/London') at time zone 'Europe/London')`;

export async function documentUsage(db: DbOrTx, member: MemberPlan): Promise<DocumentUsage> {
  const [docs] = await db.select({ n: count() }).from(documents).where(eq(documents.userId, member.id));
  const [bytes] = await db
    .select({ n: sum(documentVersions.size) })
    .from(documentVersions)
    .where(eq(documentVersions.userId, member.id));
  const [matches] = await db
    .select({ n: count() })
    .from(cvMatchRuns)
    .where(and(eq(cvMatchRuns.userId, member.id), gte(cvMatchRuns.createdAt, MONTH_START)));
  return {
    documents: docs?.n ?? 0,
    bytes: Number(bytes?.n ?? 0),
    maxDocuments: member.premium ? PREMIUM_LIMITS.storedDocuments : FREE_LIMITS.storedDocuments.value,
    maxBytes: member.premium ? PREMIUM_LIMITS.documentBytes : FREE_LIMITS.documentBytes.value,
    matchesThisMonth: matches?.n ?? 0,
    maxMatches: member.premium ? null : FREE_LIMITS.cvMatchesPerMonth.value,
  };
}

function overLimit(member: MemberPlan, limit: "storedDocuments" | "documentBytes"): HttpError {
  if (!member.premium) return new HttpError(403, "free_limit_reached", limitMessage(limit));
  const message =
    limit === "storedDocuments"
      ? `You have stored ${PREMIUM_LIMITS.storedDocuments} documents, the most an account can keep. Delete one you no longer need to upload another.`
      : `Your documents use the ${PREMIUM_LIMITS.documentBytes / (1024 * 1024)} MB an account can store. Delete old documents or versions to make room.`;
  return new HttpError(403, "storage_limit_reached", message);
}

/** Refuses an upload of `bytes` (a new document when `newDocument`) past the member's limits. */
export async function ensureRoomForUpload(
  tx: DbOrTx,
  member: MemberPlan,
  upload: { bytes: number; newDocument: boolean },
) {
  const over = uploadOverLimit(await documentUsage(tx, member), upload);
  if (over) throw overLimit(member, over);
}

/** Refuses a CV match past Free's monthly allowance. */
export async function ensureMatchAllowed(tx: DbOrTx, member: MemberPlan) {
  if (member.premium) return;
  const usage = await documentUsage(tx, member);
  if (usage.maxMatches !== null && usage.matchesThisMonth >= usage.maxMatches) {
    throw new HttpError(403, "free_limit_reached", limitMessage("cvMatchesPerMonth"));
  }
}
