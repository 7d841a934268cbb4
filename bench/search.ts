import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { jobSources, jobs, user } from "../src/server/db/schema";
import type { FetchPolicy } from "../src/server/features/job-sources/fetch-json";
import { runIngestion } from "../src/server/features/job-sources/ingest.service";
import { ensureConfiguredSources } from "../src/server/features/job-sources/sources.service";
import { type FeedViewer, searchFeed } from "../src/server/features/jobs/feed.service";
import { feedQuerySchema } from "../src/shared/jobs";
import { loadBoards, loadQueries, serveBoards } from "./search/boards";
import { mean, ndcgAt, recallAt } from "./search/metrics";
import {
  CUTOFF,
  missedTargets,
  printMisses,
  printTable,
  type QueryResult,
  writeSection,
} from "./search/report";

// `npm run bench:search`: search quality of the job feed against hand-judged queries
// (bench/search/queries.json) over hand-written roles in the providers' wire formats
// (bench/search/boards/), ingested and searched through the product's own code. Results go to the
// "Search quality" section of docs/performance.md. Exits 1 when mean recall@10 or mean nDCG@10 misses its
// target (bench/search/report.ts); queries that miss on their own are listed, not failed.

const REPORT = path.resolve("docs/performance.md");
// The day the roles were written: deadlines in them are read relative to it, so a run next year
// classifies them as this one did.
const NOW = new Date("2026-11-25T09:00:00Z");
// Local servers only: short deadline, one retry.
const POLICY: FetchPolicy = {
  timeoutMs: 5_000,
  maxBytes: 5 * 1024 * 1024,
  retries: 1,
  backoffMs: 50,
  maxBackoffMs: 200,
};

const started = performance.now();
const boards = loadBoards();
const queries = loadQueries(boards);
const servers = await serveBoards(boards);
const database = await openDatabase({ memory: true });
try {
  await database.migrate();
  const db = database.db;
  await ensureConfiguredSources(
    db,
    boards.map((board) => ({
      kind: board.kind,
      token: board.token,
      firmName: board.firm,
      sector: board.sector,
    })),
  );
  const summaries = await runIngestion(db, {
    greenhouseApiUrl: servers.greenhouseUrl,
    leverApiUrl: servers.leverUrl,
    policy: POLICY,
    now: () => NOW,
  });
  for (const summary of summaries) {
    const expected = boards.find((board) => `${board.kind}:${board.token}` === summary.source)?.titles.size;
    if (!summary.ok || summary.errors.length || summary.added !== expected) {
      throw new Error(`ingesting ${summary.source} went wrong: ${JSON.stringify(summary)}`);
    }
  }
  if (summaries.length !== boards.length)
    throw new Error(`${summaries.length} of ${boards.length} boards read`);

  // Row id → "token/external id", the name the judgements use.
  const rows = await db
    .select({ id: jobs.id, externalId: jobs.externalId, token: jobSources.token, firm: jobs.firmName })
    .from(jobs)
    .innerJoin(jobSources, eq(jobSources.id, jobs.sourceId));
  const refOf = new Map(rows.map((row) => [row.id, `${row.token}/${row.externalId}`]));
  const firmOf = new Map(rows.map((row) => [`${row.token}/${row.externalId}`, row.firm]));
  console.log(`  ingested ${rows.length} roles from ${boards.length} boards`);

  // A member who has answered nothing, so no preference moves the order.
  const [member] = await db
    .insert(user)
    .values({ id: "bench-search-member", name: "Bench Searcher", email: "bench-search@example.com" })
    .returning({ id: user.id });
  const viewer: FeedViewer = { id: member?.id ?? "bench-search-member", premium: true, preferences: null };

  const results: QueryResult[] = [];
  for (const query of queries) {
    const feed = await searchFeed(db, viewer, feedQuerySchema.parse({ q: query.q, sort: "relevance" }), NOW);
    const ranked = feed.jobs.map((job) => refOf.get(job.id) ?? `unknown/${job.id}`);
    const judgements = new Map(query.relevant.map((r) => [r.job, r.grade as number]));
    const titleOf = new Map(feed.jobs.map((job, i) => [ranked[i], job.title]));
    const top = ranked.slice(0, CUTOFF);
    const graded = (ref: string, title: string) => ({
      title,
      firm: firmOf.get(ref) ?? "?",
      grade: judgements.get(ref) ?? 0,
    });
    results.push({
      q: query.q,
      why: query.why,
      exact: query.relevant.filter((r) => r.grade === 2).length,
      acceptable: query.relevant.filter((r) => r.grade === 1).length,
      found: top.filter((ref) => judgements.has(ref)).length,
      returned: feed.jobs.length,
      recall: recallAt(ranked, judgements, CUTOFF),
      ndcg: ndcgAt(ranked, judgements, CUTOFF),
      top: top.map((ref) => graded(ref, titleOf.get(ref) ?? ref)),
      missed: query.relevant
        .filter((r) => !top.includes(r.job))
        .sort((a, b) => b.grade - a.grade)
        .map((r) => graded(r.job, r.title)),
    });
  }

  const means = { recall: mean(results.map((r) => r.recall)), ndcg: mean(results.map((r) => r.ndcg)) };
  printTable(results, means);
  printMisses(results);
  const seconds = (performance.now() - started) / 1000;
  writeSection(REPORT, results, means, {
    roles: rows.length,
    boards: boards.length,
    firms: boards.length,
    seconds,
  });
  console.log(`\n  wrote the "Search quality" section of ${path.relative(process.cwd(), REPORT)}`);
  const missed = missedTargets(means);
  for (const line of missed) console.error(`  target missed: ${line}`);
  if (missed.length) process.exitCode = 1;
} finally {
  await database.close();
  await servers.close();
}
