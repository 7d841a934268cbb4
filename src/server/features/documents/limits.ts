import { and, count, eq, gte, sql, sum } from "drizzle-orm";
import { FREE_LIMITS, type FreeLimit, limitMessage, PREMIUM_LIMITS } from "../../../shared/plans";
import type { DbOrTx } from "../../db/client";
import { cvMatchRuns, documents, documentVersions } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { defineLimit, freeOnly } from "../../platform/free-limit";
import type { MemberPlan } from "../../platform/member-plan";

// spec 000 §2.6: Free stores up to FREE_LIMITS.storedDocuments documents in FREE_LIMITS.documentBytes
// (every version counts, since each is kept); Premium has PREMIUM_LIMITS. CV match scores: three a
// calendar month (UK time) on Free, unlimited on Premium. Refusals carry the upgrade prompt and store
// nothing. The three limits share one lock, so an upload and a score at once are still taken in turn.

export type DocumentUsage = {
  documents: number;
  bytes: number;
  maxDocuments: number;
  maxBytes: number;
  matchesThisMonth: number;
  /** null: unlimited. */
  maxMatches: number | null;
};

const RESOURCE = "documents";
const MONTH_START = sql`(date_trunc('month', now() at time zone 'Europe/London') at time zone 'Europe/London')`;

const freeRefusal = (limit: FreeLimit) => new HttpError(403, "free_limit_reached", limitMessage(limit));

const maxDocuments = (member: MemberPlan) =>
  member.premium ? PREMIUM_LIMITS.storedDocuments : FREE_LIMITS.storedDocuments.value;
const maxBytes = (member: MemberPlan) =>
  member.premium ? PREMIUM_LIMITS.documentBytes : FREE_LIMITS.documentBytes.value;

const documentCount = defineLimit<MemberPlan>({
  resource: RESOURCE,
  max: maxDocuments,
  count: async (db, userId) => {
    const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.userId, userId));
    return row?.n ?? 0;
  },
  refusal: ({ member }) =>
    member.premium
      ? new HttpError(
          403,
          "storage_limit_reached",
          `You have stored ${PREMIUM_LIMITS.storedDocuments} documents, the most an account can keep. Delete one you no longer need to upload another.`,
        )
      : freeRefusal("storedDocuments"),
});

const documentBytes = defineLimit<MemberPlan>({
  resource: RESOURCE,
  max: maxBytes,
  count: async (db, userId) => {
    const [row] = await db
      .select({ n: sum(documentVersions.size) })
      .from(documentVersions)
      .where(eq(documentVersions.userId, userId));
    return Number(row?.n ?? 0);
  },
  refusal: ({ member }) =>
    member.premium
      ? new HttpError(
          403,
          "storage_limit_reached",
          `Your documents use the ${PREMIUM_LIMITS.documentBytes / (1024 * 1024)} MB an account can store. Delete old documents or versions to make room.`,
        )
      : freeRefusal("documentBytes"),
});

const matchesThisMonth = defineLimit<MemberPlan>({
  resource: RESOURCE,
  max: freeOnly(FREE_LIMITS.cvMatchesPerMonth.value),
  count: async (db, userId) => {
    const [row] = await db
      .select({ n: count() })
      .from(cvMatchRuns)
      .where(and(eq(cvMatchRuns.userId, userId), gte(cvMatchRuns.createdAt, MONTH_START)));
    return row?.n ?? 0;
  },
  refusal: () => freeRefusal("cvMatchesPerMonth"),
});

/** Serialises one member's uploads and scores. Call first in a transaction. */
export const lockDocuments = documentCount.lock;

export async function documentUsage(db: DbOrTx, member: MemberPlan): Promise<DocumentUsage> {
  // Three small reads at once: on the database they use separate connections of the pool (inside a
  // transaction drizzle sends them one after another on its connection).
  const [matches, stored, bytes] = await Promise.all([
    matchesThisMonth.summary(db, member),
    documentCount.summary(db, member),
    documentBytes.summary(db, member),
  ]);
  return {
    documents: stored.used,
    bytes: bytes.used,
    maxDocuments: maxDocuments(member),
    maxBytes: maxBytes(member),
    matchesThisMonth: matches.used,
    maxMatches: matches.max,
  };
}

type Upload = { bytes: number; newDocument: boolean };

/** The early refusal, before the bytes are stored; ensureRoomForUpload decides under the lock. */
export async function checkRoomForUpload(db: DbOrTx, member: MemberPlan, upload: Upload) {
  await documentCount.check(db, member, upload.newDocument ? 1 : 0);
  await documentBytes.check(db, member, upload.bytes);
}

/**
 * Refuses an upload of `bytes` (a new document when `newDocument`) past the member's limits. Call
 * inside the transaction that stores it.
 */
export async function ensureRoomForUpload(tx: DbOrTx, member: MemberPlan, upload: Upload) {
  await documentCount.ensureRoom(tx, member, upload.newDocument ? 1 : 0);
  await documentBytes.ensureRoom(tx, member, upload.bytes);
}

/** The early refusal, before a match is scored; ensureMatchAllowed decides under the lock. */
export async function checkMatchAllowed(db: DbOrTx, member: MemberPlan) {
  await matchesThisMonth.check(db, member);
}

/** Refuses a CV match past Free's monthly allowance. Call inside the transaction that records it. */
export async function ensureMatchAllowed(tx: DbOrTx, member: MemberPlan) {
  await matchesThisMonth.ensureRoom(tx, member);
}
