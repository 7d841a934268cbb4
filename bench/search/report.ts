import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { replaceSection } from "../support/doc-sections";

// The "Search quality" section of docs/performance.md and the console table of `npm run bench:search`.

export const SECTION = "search-quality";
// The run's targets, on the means over every query. A run below either exits 1 (missedTargets): the roles,
// the judgements and the code are the same on every run, so a miss is the search's, not the machine's.
// (Only a tie between equally scored roles falls by their random row id, which moves a mean very little.)
export const MEAN_RECALL_TARGET = 0.9;
export const MEAN_NDCG_TARGET = 0.8;
export const TARGETS = { recall: MEAN_RECALL_TARGET, ndcg: MEAN_NDCG_TARGET };
export const CUTOFF = 10;

export type QueryResult = {
  q: string;
  why: string;
  /** Judged relevant roles: grade 2 and grade 1. */
  exact: number;
  acceptable: number;
  /** Relevant roles (any grade) in the top 10, and how many roles the search returned in all (first page). */
  found: number;
  returned: number;
  recall: number;
  ndcg: number;
  /** The top 10 as returned, each with its grade (0 when not judged relevant). */
  top: { title: string; firm: string; grade: number }[];
  /** Relevant roles not in the top 10. */
  missed: { title: string; firm: string; grade: number }[];
};

export type RunInfo = { roles: number; boards: number; firms: number; seconds: number };

export const meetsTargets = (result: Pick<QueryResult, "recall" | "ndcg">) =>
  result.recall >= TARGETS.recall && result.ndcg >= TARGETS.ndcg;

const fixed = (value: number) => value.toFixed(2);
const cell = (text: string) => text.replace(/\|/g, "\\|");

/**
 * Which means miss their target, one line each; empty when the run meets both. Three decimals, so a mean
 * just under its target never prints as the target itself. A run with no queries (NaN means) misses both.
 */
export function missedTargets(means: { recall: number; ndcg: number }): string[] {
  const missed: string[] = [];
  if (!(means.recall >= TARGETS.recall)) {
    missed.push(`mean recall@${CUTOFF} ${means.recall.toFixed(3)} is below its target of ${TARGETS.recall}`);
  }
  if (!(means.ndcg >= TARGETS.ndcg)) {
    missed.push(`mean nDCG@${CUTOFF} ${means.ndcg.toFixed(3)} is below its target of ${TARGETS.ndcg}`);
  }
  return missed;
}

export function printTable(results: QueryResult[], means: { recall: number; ndcg: number }) {
  const width = Math.max(...results.map((r) => r.q.length), 5);
  console.log(`\n  ${"query".padEnd(width)}  judged  top-10  recall@10  nDCG@10`);
  for (const r of results) {
    const judged = `${r.exact}+${r.acceptable}`.padStart(6);
    const found = String(r.found).padStart(6);
    const mark = meetsTargets(r) ? "" : "  MISS";
    console.log(
      `  ${r.q.padEnd(width)}  ${judged}  ${found}  ${fixed(r.recall).padStart(9)}  ${fixed(r.ndcg).padStart(7)}${mark}`,
    );
  }
  console.log(
    `  ${"mean".padEnd(width)}  ${"".padStart(6)}  ${"".padStart(6)}  ${fixed(means.recall).padStart(9)}  ${fixed(means.ndcg).padStart(7)}`,
  );
  console.log(
    `\n  targets: mean recall@${CUTOFF} ≥ ${TARGETS.recall} (${means.recall >= TARGETS.recall ? "met" : "MISSED"}), ` +
      `mean nDCG@${CUTOFF} ≥ ${TARGETS.ndcg} (${means.ndcg >= TARGETS.ndcg ? "met" : "MISSED"})`,
  );
}

/** For each query below a target: what came back (grade in brackets) and which relevant roles did not. */
export function printMisses(results: QueryResult[]) {
  const missing = results.filter((r) => !meetsTargets(r));
  if (!missing.length) {
    console.log("  every query meets both targets");
    return;
  }
  console.log(`\n  ${missing.length} of ${results.length} queries miss a target:`);
  for (const r of missing) {
    console.log(
      `\n  "${r.q}" (recall@${CUTOFF} ${fixed(r.recall)}, nDCG@${CUTOFF} ${fixed(r.ndcg)}): ${r.why}`,
    );
    if (!r.top.length) console.log("    returned nothing");
    r.top.forEach((job, i) => {
      console.log(`    ${String(i + 1).padStart(2)}. [${job.grade}] ${job.title} · ${job.firm}`);
    });
    for (const job of r.missed) console.log(`     missed [${job.grade}] ${job.title} · ${job.firm}`);
  }
}

export function writeSection(
  file: string,
  results: QueryResult[],
  means: { recall: number; ndcg: number },
  info: RunInfo,
) {
  const missing = results.filter((r) => !meetsTargets(r));
  const verdict = (value: number, target: number) => (value >= target ? "met" : "**missed**");
  const body = `## Search quality (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`npm run bench:search\` (bench/search.ts) measures whether the job feed's search finds what a UK finance
student means, not how fast it is (search at 100k jobs is \`npm run bench:scale\`). ${info.roles} hand-written
roles at ${info.firms} firms (a bulge-bracket bank, an elite boutique, a Big Four-style advisory firm, a hedge
fund, an asset manager, a private equity firm and a trading firm) sit in bench/search/boards/ in the providers'
own wire formats (Greenhouse Job Board API, Lever Postings API). The bench serves them from local HTTP
servers, creates the firms and sources, and runs the real ingestion pass (\`runIngestion\`: parsing,
sanitising, classification) into a fresh migrated in-memory PGlite. Each query in
bench/search/queries.json then goes through \`feedQuerySchema\` and \`searchFeed\` as the feed sends it
(relevance order, a premium member with no onboarding answers, no filters). Only the roles returned
count; a suggested correction, if the search offers one, is not followed.

**Judgements.** Every query lists, by hand, the roles a finance student would expect: grade 2 = exactly
what they want, 1 = acceptable; everything else is irrelevant. They were written from the roles, not
from what the search returns, and each query's reason is in queries.json (for example, "placement" means
an industrial placement or year in industry, not "Fund Placement Associate").

**Metrics**, over the first ${CUTOFF} results: recall@${CUTOFF} = relevant roles found ÷ min(${CUTOFF}, relevant
roles); nDCG@${CUTOFF} = Σ grade ÷ log2(position + 1), divided by the same sum for the ideal order of the
judged roles. **Targets:** mean recall@${CUTOFF} ≥ ${TARGETS.recall} (${verdict(means.recall, TARGETS.recall)}), mean
nDCG@${CUTOFF} ≥ ${TARGETS.ndcg} (${verdict(means.ndcg, TARGETS.ndcg)}); a query "meets" both when it reaches both on its own.
Roles of equal score are ordered by their random row id, so a tie between a relevant and an irrelevant
role can move a query's figures slightly from one run to the next.

| Query | Judged (2 + 1) | Relevant in top ${CUTOFF} | Returned | recall@${CUTOFF} | nDCG@${CUTOFF} | Meets |
|---|---:|---:|---:|---:|---:|:---:|
${results
  .map(
    (r) =>
      `| \`${cell(r.q)}\` | ${r.exact} + ${r.acceptable} | ${r.found} | ${r.returned} | ${fixed(r.recall)} | ${fixed(r.ndcg)} | ${meetsTargets(r) ? "yes" : "no"} |`,
  )
  .join("\n")}
| **Mean** | | | | **${fixed(means.recall)}** | **${fixed(means.ndcg)}** | |

${missing.length ? `${missing.length} of ${results.length} queries miss a target: ${missing.map((r) => `\`${cell(r.q)}\``).join(", ")}.` : "Every query meets both targets."}

"Returned" is the first page of the feed (up to 20 roles). The console output of a run lists, for each
query that misses, the top ${CUTOFF} with their grades and the relevant roles left out.

Reproduce with \`npm run bench:search\` (about ${Math.max(1, Math.round(info.seconds))} s; no server or network needed). It exits 1
when a mean misses its target; a single query below a target is listed, not failed.
`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  writeFileSync(file, replaceSection(before, SECTION, body));
}
