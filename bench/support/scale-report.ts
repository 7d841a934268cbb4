import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { replaceSection } from "./doc-sections";
import type { Latency, Load } from "./measure";
import { machine } from "./report";

// docs/performance.md keeps one section per scale benchmark and database (doc-sections.ts), so running
// one area replaces its own section and leaves the others (and the other benchmarks' parts) as they are.

const INTRO = `## Scale benchmarks (\`npm run bench:scale\`)

bench/scale.ts seeds a throw-away database with set-based SQL (PostgreSQL: its own database
\`bench_scale_<area>_<pid>_<time>\`, dropped afterwards; PGlite: its own folder), starts the app as deployed,
signs in through the API, and times each route against the **bare SQL the service issues**, captured
from drizzle while the service ran and replayed directly (raw \`pg\` or the PGlite client) in the same run.
Both sides go through the same driver: N concurrent loops for a fixed time, every request timed
(sub-millisecond), p50/p95/p99 from the sorted times. The API side also pays HTTP, session lookup
(better-auth) and JSON; that difference is what the ratio shows. It is a fixed cost per request, so it
dominates the ratio when the query itself takes a few milliseconds, and on this 2-core machine the app
process and the database compete for the same cores while the bare side has the cores to itself. Areas:
\`--feed\`, \`--admin\`, \`--broadcasts\`, \`--tracker\`; PostgreSQL by default, \`--pglite\` for the embedded database.

**Reading a missed target.** A 2× target on p95 is missed where the bare query takes only tens of
milliseconds: the API's own per-request work (HTTP, the better-auth session lookup, the profile read,
JSON) does not shrink with the query, and on PGlite the app's single database session also serves
pg-boss and every concurrent request in turn, so four concurrent requests queue behind each other.
Slow cases that run for seconds complete only a handful of times in a measurement; their p95 is then
close to the maximum and moves from run to run.
`;

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

export type Comparison = { api: Latency; bare: Latency; target?: number };

export function p95Ratio(c: Comparison) {
  return c.api.p95 / c.bare.p95;
}

export function latencyTable(comparisons: Comparison[]) {
  const rows = comparisons.flatMap((c) => {
    const ratio = p95Ratio(c);
    const verdict =
      c.target === undefined
        ? ""
        : ratio <= c.target
          ? ` (≤ ${c.target}×: met)`
          : ` (≤ ${c.target}×: **missed**)`;
    return [
      `| ${c.api.label} | ${ms(c.api.p50)} | ${ms(c.api.p95)} | ${ms(c.api.p99)} | ${c.api.perSecond.toFixed(0)} | ${c.api.requests} | ${ratio.toFixed(2)}${verdict} |`,
      `| ${c.bare.label} | ${ms(c.bare.p50)} | ${ms(c.bare.p95)} | ${ms(c.bare.p99)} | ${c.bare.perSecond.toFixed(0)} | ${c.bare.requests} | 1.00 |`,
    ];
  });
  return `| Measured | p50 ms | p95 ms | p99 ms | per s | n | p95 ratio |
|---|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}`;
}

export function runHeader(database: string, dataset: string, load: Load) {
  const m = machine();
  return `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB),
Node ${m.node}, ${m.os}; ${database}. Dataset: ${dataset}. Load: ${load.concurrency} concurrent loops,
${load.warmupSeconds} s warm-up then ${load.seconds} s per measurement, localhost. Load average when the
section was written (other work shares the machine): ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")}.`;
}

/** Replaces (or appends) the section `key` (for example `feed-postgresql`) in the report. */
export function writeSection(file: string, key: string, body: string) {
  let text = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  if (!text.includes("<!-- scale-intro:start -->")) text = replaceSection(text, "scale-intro", INTRO);
  writeFileSync(file, replaceSection(text, `scale-${key}`, body));
}
