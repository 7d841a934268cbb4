import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { markedSections } from "./doc-sections";

// Writes docs/performance.md: what is measured, the machine, and the latest run's numbers.

export type Measurement = { label: string; perSecond: number; p50: number; p99: number; requests: number };
/** A route measured through the app, and its database work issued directly, in the same run. */
export type Pair = {
  api: Measurement;
  raw: Measurement;
  /** The app's own (fewer) queries issued directly: what is left is the HTTP and framework cost. */
  own: Measurement;
};
export type CaseResult = { database: string; version: string; pairs: Pair[] };

/** What the app must keep of the raw baseline's throughput on each route. */
export const TARGET_RATIO = 0.6;

export type RunSettings = {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** How many notifications the measured member has. */
  notifications: number;
};

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
  };
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

export function ratio(pair: Pair) {
  return pair.api.perSecond / pair.raw.perSecond;
}

export function printCase(result: CaseResult) {
  for (const pair of result.pairs) {
    for (const m of [pair.api, pair.raw, pair.own]) {
      console.log(
        `  ${m.label.padEnd(48)} ${fixed(m.perSecond, 0).padStart(7)} req/s   p50 ${fixed(m.p50, 2).padStart(6)} ms   p99 ${fixed(m.p99, 2).padStart(6)} ms`,
      );
    }
    const r = ratio(pair);
    console.log(
      `  ratio ${fixed(r, 2)}: the route serves ${fixed(r * 100, 0)}% of the baseline's throughput (target ${TARGET_RATIO * 100}%); ${fixed(pair.api.perSecond / pair.own.perSecond, 2)} of its own queries'`,
    );
  }
}

export function writeReport(file: string, results: CaseResult[], skipped: string[], settings: RunSettings) {
  const m = machine();
  const rows = results.flatMap((r) =>
    r.pairs.flatMap((pair) => [
      `| ${r.database} | ${pair.api.label} | ${fixed(pair.api.perSecond, 0)} | ${fixed(pair.api.p50, 2)} | ${fixed(pair.api.p99, 2)} | ${fixed(ratio(pair), 2)} | ${ratio(pair) >= TARGET_RATIO ? "met" : "missed"} |`,
      `| ${r.database} | ${pair.raw.label} | ${fixed(pair.raw.perSecond, 0)} | ${fixed(pair.raw.p50, 2)} | ${fixed(pair.raw.p99, 2)} | 1.00 | |`,
      `| ${r.database} | ${pair.own.label} | ${fixed(pair.own.perSecond, 0)} | ${fixed(pair.own.p50, 2)} | ${fixed(pair.own.p99, 2)} | (${fixed(pair.api.perSecond / pair.own.perSecond, 2)}) | |`,
    ]),
  );
  const text = `# Performance

\`npm run bench\` (bench/run.ts) measures signed-in, database-backed API routes and compares each
with a baseline measured in the same run and machine (docs/decisions/0007), so the numbers say what the
app adds rather than how fast this particular machine is. No test asserts a time; the part of this file
above the marked sections is rewritten by each run.

**What runs.** The app is started as it is deployed: the compiled server (\`build/node-server/index.js\`,
compiled from \`src/server\` first when stale), \`NODE_ENV=production\`, request logging on, in its own
process on a fresh \`DATA_DIR\`. A member is signed up through the API and given ${settings.notifications} notifications (a third of them unread).
[autocannon](https://github.com/mcollina/autocannon) then calls each route with that member's session
cookie: the request passes the security headers, request id and logging middleware, the session lookup
(the session joined with its user and the member's profile), and the route's own reads, and answers
JSON.

- \`GET /api/account/session\`: the member, profile and plan, from the session lookup's row.
- \`GET /api/notifications\`: the bell's latest 50 notifications (with their broadcasts' sent times) and
  the unread count.

**Baseline.** The same database work issued directly, with no HTTP, framework or auth library: the
session-by-token query joined with the user, then the route's queries, through raw \`pg\`
(PostgreSQL) or the PGlite client (embedded). The baseline uses the same number of concurrent
connections and the same duration. **Ratio** = API requests per second ÷ baseline per second (1.00
would mean the app adds nothing); the target is ${TARGET_RATIO.toFixed(2)} on both databases.

**The app's own queries.** The app reads the member's profile in the same query as the session, and
the unread count with the list, so it makes one round trip fewer than the baseline on each route. Those
queries are measured directly too; the ratio in brackets (API ÷ them) is what HTTP, the middleware,
the ORM and the JSON cost on top of the database work the app actually does.

**Before.** Measured the same way before decision 0031 (the server run through tsx, better-auth's
endpoint building a Request per session lookup, Hono copying the Response for every header set after a
handler, a blocking log write per request, the profile and the count as separate round trips), the
session route served 17% of this baseline on PostgreSQL (347 vs 2,073 per second) and 21% on PGlite
(120 vs 571). A CPU profile of the server under load now shows the time in \`node:http\`, the database
driver's socket writes and the ORM's row mapping; none of it in module loading or per-request set-up.

Each case: ${settings.warmupSeconds} s warm-up, then ${settings.seconds} s at ${settings.connections} concurrent
connections, localhost only. PGlite runs inside the app's process and serves one query at a time, so its
numbers describe the zero-set-up default, not a production deployment (use PostgreSQL there).
autocannon records latency with 1 ms resolution; the baseline's is sub-millisecond.

## Latest run (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

| Machine | |
|---|---|
| CPU | ${m.cpu} |
| Cores | ${m.cores} |
| Memory | ${m.memoryGiB} GiB |
| Node | ${m.node} |
| OS | ${m.os} |
${results.map((r) => `| ${r.database} | ${r.version} |`).join("\n")}

| Database | Measured | req/s | p50 ms | p99 ms | ratio | target |
|---|---|---:|---:|---:|---:|---|
${rows.join("\n")}
${skipped.length ? `\nSkipped: ${skipped.join("; ")}.\n` : ""}
Reproduce with \`npm run bench\` (PostgreSQL case: a server reachable at \`BENCH_DATABASE_URL\`, else
\`TEST_DATABASE_URL\`, else \`postgres://postgres@127.0.0.1:5432/postgres\`; the benchmark creates and
drops its own database there).
`;
  // Sections other benchmarks own (bench:lighthouse) stay as they are.
  const kept = existsSync(file) ? markedSections(readFileSync(file, "utf8")) : [];
  writeFileSync(file, [text, ...kept.map((section) => `${section}\n`)].join("\n"));
}
