import { and, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { BOARD_PROVIDERS } from "../../../shared/job-source-providers";
import type { JobBoardApis } from "../../config";
import type { Db } from "../../db/client";
import { firms, jobSources, jobs } from "../../db/schema";
import { searchTermsFor } from "../../platform/search-vocabulary";
import type { FetchPolicy } from "./fetch-json";
import { type ClassifiedJob, classifyPosting } from "./posting";
import { fetchAshbyBoard } from "./providers/ashby";
import type { BoardResult, ReadContext } from "./providers/board";
import { fetchGreenhouseBoard } from "./providers/greenhouse";
import { fetchLeverSite } from "./providers/lever";
import { fetchOracleSite } from "./providers/oracle";
import { fetchSmartRecruitersCompany } from "./providers/smartrecruiters";
import { fetchWorkdaySite } from "./providers/workday";
import { sourceFailure } from "./source-errors";

// One pass reads every enabled careers-board source (Greenhouse, Lever, Workday, Oracle,
// SmartRecruiters, Ashby). For each source, its postings are upserted by (source, external id) and
// every role of that source no longer on the board is closed (never deleted: members' saved roles and
// alert history point at it); a role that comes back is reopened. All of one source's changes happen in
// one transaction. A board that cannot be read changes nothing but its bookkeeping, which the admin
// console shows; the third such run in a row alerts the admins (source-alerts.service.ts).

export const POLLED_KINDS = BOARD_PROVIDERS;
export type PolledKind = (typeof POLLED_KINDS)[number];

/** However slow a board is, one source's run ends within this (the requests' own deadlines aside). */
export const SOURCE_TIME_LIMIT_MS = 20 * 60_000;

export type IngestOptions = JobBoardApis & {
  policy?: FetchPolicy;
  signal?: AbortSignal;
  /** A provider ("greenhouse", "workday", …) or one source's identifiers. */
  only?: string;
  now?: () => Date;
  /** Time limit for one source's run; SOURCE_TIME_LIMIT_MS unless given. */
  sourceTimeLimitMs?: number;
};

export type SourceSummary = {
  source: string;
  firm: string;
  ok: boolean;
  added: number;
  updated: number;
  reopened: number;
  closed: number;
  unchanged: number;
  errors: string[];
  /** Failed runs in a row, this one included (0 after a success). */
  failedRuns: number;
};

type SourceRow = {
  id: string;
  kind: string;
  token: string;
  firmId: string;
  firmName: string;
  sector: string;
};

export async function runIngestion(db: Db, options: IngestOptions): Promise<SourceSummary[]> {
  const only = options.only?.trim();
  const rows = await db
    .select({
      id: jobSources.id,
      kind: jobSources.kind,
      token: jobSources.token,
      firmId: firms.id,
      firmName: firms.name,
      sector: firms.sector,
    })
    .from(jobSources)
    .innerJoin(firms, eq(firms.id, jobSources.firmId))
    .where(
      and(
        eq(jobSources.enabled, true),
        inArray(jobSources.kind, [...POLLED_KINDS]),
        only ? or(eq(jobSources.kind, only), eq(jobSources.token, only)) : undefined,
      ),
    )
    .orderBy(jobSources.kind, jobSources.token);
  const summaries: SourceSummary[] = [];
  for (const source of rows) {
    if (options.signal?.aborted) break;
    summaries.push(await ingestSource(db, source, options));
  }
  return summaries;
}

export async function ingestSource(
  db: Db,
  source: SourceRow,
  options: IngestOptions,
): Promise<SourceSummary> {
  const now = options.now ?? (() => new Date());
  const summary: SourceSummary = {
    source: `${source.kind}:${source.token}`,
    firm: source.firmName,
    ok: false,
    added: 0,
    updated: 0,
    reopened: 0,
    closed: 0,
    unchanged: 0,
    errors: [],
    failedRuns: 0,
  };
  await db.update(jobSources).set({ lastRunAt: now() }).where(eq(jobSources.id, source.id));

  const limitMs = options.sourceTimeLimitMs ?? SOURCE_TIME_LIMIT_MS;
  const deadline = AbortSignal.timeout(limitMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let board: BoardResult;
  try {
    const known = await openFingerprints(db, source.id);
    board = await readBoard(source, { apis: options, policy: options.policy, signal, known });
  } catch (error) {
    const message = deadline.aborted
      ? `reading the board took longer than ${duration(limitMs)}: stopped; its roles stay as they were`
      : sourceFailure(source, error);
    summary.errors.push(message);
    const [row] = await db
      .update(jobSources)
      .set({
        lastError: message.slice(0, 1000),
        lastErrorAt: now(),
        failedRuns: sql`${jobSources.failedRuns} + 1`,
      })
      .where(eq(jobSources.id, source.id))
      .returning({ failedRuns: jobSources.failedRuns });
    summary.failedRuns = row?.failedRuns ?? 1;
    return summary;
  }

  const seenAt = now();
  const classified = board.postings.map((posting) => classifyPosting(posting, source.sector, seenAt));
  await db.transaction(async (tx) => {
    // Two passes over the same source (the schedule and `jobs:ingest`) take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ingest:${source.id}`}))`);
    const ids = classified.map((job) => job.externalId);
    const before = new Map(
      (ids.length
        ? await tx
            .select()
            .from(jobs)
            .where(and(eq(jobs.source, source.kind), inArray(jobs.externalId, ids)))
        : []
      ).map((row) => [row.externalId, row]),
    );
    for (const job of classified) {
      const existing = before.get(job.externalId);
      if (!existing) summary.added++;
      else if (existing.closedAt) summary.reopened++;
      else if (changed(existing, job, source)) summary.updated++;
      else summary.unchanged++;
    }
    for (let i = 0; i < classified.length; i += 200) {
      await upsertJobs(tx as unknown as Db, source, classified.slice(i, i + 200), seenAt);
    }
    // Listed as before: seen again, not read again.
    const unchangedIds = board.unchangedIds ?? [];
    for (let i = 0; i < unchangedIds.length; i += 500) {
      const touched = await tx
        .update(jobs)
        .set({ lastSeenAt: seenAt })
        .where(
          and(
            eq(jobs.sourceId, source.id),
            isNull(jobs.closedAt),
            inArray(jobs.externalId, unchangedIds.slice(i, i + 500)),
          ),
        )
        .returning({ id: jobs.id });
      summary.unchanged += touched.length;
    }
    const keep = [...ids, ...unchangedIds, ...board.unreadableIds];
    const closed = await tx
      .update(jobs)
      .set({ closedAt: seenAt })
      .where(
        and(
          eq(jobs.sourceId, source.id),
          isNull(jobs.closedAt),
          keep.length ? notInArray(jobs.externalId, keep) : undefined,
        ),
      )
      .returning({ id: jobs.id });
    summary.closed = closed.length;
    summary.errors.push(...board.errors);
    await tx
      .update(jobSources)
      .set({
        lastSuccessAt: seenAt,
        lastJobCount: classified.length + unchangedIds.length,
        lastAdded: summary.added + summary.reopened,
        lastClosed: summary.closed,
        failedRuns: 0,
        ...(board.errors.length
          ? {
              lastError: `${board.errors.length} skipped; ${board.errors[0]}`.slice(0, 1000),
              lastErrorAt: seenAt,
            }
          : {}),
      })
      .where(eq(jobSources.id, source.id));
  });
  summary.ok = true;
  return summary;
}

/** A time limit in words: "20 minutes", "45 seconds", "50 ms". */
function duration(ms: number): string {
  if (ms >= 120_000) return `${Math.round(ms / 60_000)} minutes`;
  if (ms >= 1_000) return `${Math.round(ms / 1_000)} seconds`;
  return `${ms} ms`;
}

/** Reads one board in its provider's wire format (a preview passes `detailLimit`). */
export function readBoard(
  source: { kind: string; token: string },
  context: ReadContext,
): Promise<BoardResult> {
  const { apis, policy, signal } = context;
  switch (source.kind) {
    case "greenhouse":
      return fetchGreenhouseBoard(apis.greenhouseApiUrl, source.token, policy, signal);
    case "lever":
      return fetchLeverSite(apis.leverApiUrl, source.token, policy, signal);
    case "workday":
      return fetchWorkdaySite(source.token, context);
    case "oracle":
      return fetchOracleSite(source.token, context);
    case "smartrecruiters":
      return fetchSmartRecruitersCompany(source.token, context);
    case "ashby":
      return fetchAshbyBoard(source.token, context);
    default:
      throw new Error(`${source.kind} sources are not read from a board`);
  }
}

/** The source's open roles and the fingerprint each was stored with. */
async function openFingerprints(db: Db, sourceId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ externalId: jobs.externalId, fingerprint: jobs.sourceFingerprint })
    .from(jobs)
    .where(and(eq(jobs.sourceId, sourceId), isNull(jobs.closedAt)));
  return new Map(rows.map((row) => [row.externalId, row.fingerprint]));
}

/** Inserts new roles and refreshes known ones (reopening closed ones), keeping the first posted date. */
export async function upsertJobs(
  db: Db,
  source: { id: string | null; kind: string; firmId: string; firmName: string },
  batch: ClassifiedJob[],
  seenAt: Date,
  /** Sample listings: marked, and first seen when they were "posted", so the newest order varies. */
  extra: { isSample?: boolean } = {},
) {
  if (!batch.length) return;
  await db
    .insert(jobs)
    .values(
      batch.map((job) => ({
        firmId: source.firmId,
        sourceId: source.id,
        source: source.kind,
        externalId: job.externalId,
        firmName: source.firmName,
        title: job.title,
        locations: job.locations,
        workplace: job.workplace,
        roleType: job.roleType,
        financeAreas: job.financeAreas,
        descriptionHtml: job.descriptionHtml,
        descriptionText: job.descriptionText,
        applyUrl: job.applyUrl,
        postedAt: job.postedAt,
        opensAt: job.opensAt,
        closesAt: job.closesAt,
        rolling: job.rolling,
        salary: job.salary,
        requirements: job.requirements,
        sourceFingerprint: job.fingerprint,
        searchTerms: searchTermsWithFirm(job, source.firmName),
        isSample: extra.isSample ?? false,
        firstSeenAt: extra.isSample ? (job.postedAt ?? seenAt) : seenAt,
        lastSeenAt: seenAt,
      })),
    )
    .onConflictDoUpdate({
      target: [jobs.source, jobs.externalId],
      set: {
        firmId: sql`excluded.firm_id`,
        sourceId: sql`excluded.source_id`,
        firmName: sql`excluded.firm_name`,
        title: sql`excluded.title`,
        locations: sql`excluded.locations`,
        workplace: sql`excluded.workplace`,
        roleType: sql`excluded.role_type`,
        financeAreas: sql`excluded.finance_areas`,
        descriptionHtml: sql`excluded.description_html`,
        descriptionText: sql`excluded.description_text`,
        applyUrl: sql`excluded.apply_url`,
        postedAt: sql`coalesce(${jobs.postedAt}, excluded.posted_at)`,
        opensAt: sql`excluded.opens_at`,
        closesAt: sql`excluded.closes_at`,
        rolling: sql`excluded.rolling`,
        salary: sql`excluded.salary`,
        requirements: sql`excluded.requirements`,
        sourceFingerprint: sql`excluded.source_fingerprint`,
        searchTerms: sql`excluded.search_terms`,
        isSample: sql`excluded.is_sample`,
        lastSeenAt: sql`excluded.last_seen_at`,
        closedAt: null,
      },
    });
}

/** The terms a posting's classification gives, with the ways its firm's name is typed. */
function searchTermsWithFirm(job: ClassifiedJob, firmName: string): string {
  return searchTermsFor({ ...job, firmName });
}

function changed(
  row: typeof jobs.$inferSelect,
  job: ClassifiedJob,
  source: { firmId: string; firmName: string },
): boolean {
  return (
    row.firmId !== source.firmId ||
    row.title !== job.title ||
    row.applyUrl !== job.applyUrl ||
    row.descriptionHtml !== job.descriptionHtml ||
    row.workplace !== job.workplace ||
    row.roleType !== job.roleType ||
    row.searchTerms !== searchTermsWithFirm(job, source.firmName) ||
    row.rolling !== job.rolling ||
    row.salary !== job.salary ||
    row.closesAt?.getTime() !== job.closesAt?.getTime() ||
    row.opensAt?.getTime() !== job.opensAt?.getTime() ||
    row.locations.join("|") !== job.locations.join("|") ||
    row.financeAreas.join("|") !== job.financeAreas.join("|")
  );
}
