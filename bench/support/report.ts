import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

// Writes docs/performance.md: what is measured, the machine, and the latest run's numbers.

export type Measurement = { label: string; perSecond: number; p50: number; p99: number; requests: number };
export type CaseResult = {
  database: string;
  version: string;
  api: Measurement;
  raw: Measurement;
};

export type RunSettings = { connections: number; seconds: number; warmupSeconds: number };

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

export function ratio(result: CaseResult) {
  return result.api.perSecond / result.raw.perSecond;
}

export function printCase(result: CaseResult) {
  for (const m of [result.api, result.raw]) {
    console.log(
      `  ${m.label.padEnd(44)} ${fixed(m.perSecond, 0).padStart(7)} req/s   p50 ${fixed(m.p50, 2).padStart(6)} ms   p99 ${fixed(m.p99, 2).padStart(6)} ms`,
    );
  }
  console.log(
    `  ratio API / raw: ${fixed(ratio(result), 2)} (the API serves ${fixed(ratio(result) * 100, 0)}% of raw throughput)`,
  );
}

export function writeReport(file: string, results: CaseResult[], skipped: string[], settings: RunSettings) {
  const m = machine();
  const rows = results.flatMap((r) => [
    `| ${r.database} | ${r.api.label} | ${fixed(r.api.perSecond, 0)} | ${fixed(r.api.p50, 2)} | ${fixed(r.api.p99, 2)} | ${fixed(ratio(r), 2)} |`,
    `| ${r.database} | ${r.raw.label} | ${fixed(r.raw.perSecond, 0)} | ${fixed(r.raw.p50, 2)} | ${fixed(r.raw.p99, 2)} | 1.00 |`,
  ]);
  const text = `# Performance

\`npm run bench\` (bench/run.ts) measures an authenticated, database-backed API route and compares it
with a baseline measured in the same run on the same machine (DESIGN §9), so the numbers say what the
app adds rather than how fast this particular machine is. No test asserts a time; this file is
rewritten by each run.

**What runs.** The app is started as it is deployed (\`src/server/index.ts\`, \`NODE_ENV=production\`,
request logging on) in its own process, on a fresh \`DATA_DIR\`. A member is signed up through the API.
[autocannon](https://github.com/mcollina/autocannon) then calls \`GET /api/account/session\` with that
member's session cookie: the request passes the security headers, request id and logging middleware,
better-auth's session lookup (session joined with its user), and the profile read, and answers JSON.

**Baseline.** The same database work issued directly, with no HTTP, framework or auth library: the
session-by-token query joined with the user, then the profile select, through raw \`pg\` (PostgreSQL)
or the PGlite client (embedded). The baseline uses the same number of concurrent connections and the
same duration. **Ratio** = API requests per second ÷ baseline per second (1.00 would mean the app adds
nothing).

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

| Database | Measured | req/s | p50 ms | p99 ms | ratio |
|---|---|---:|---:|---:|---:|
${rows.join("\n")}
${skipped.length ? `\nSkipped: ${skipped.join("; ")}.\n` : ""}
Reproduce with \`npm run bench\` (PostgreSQL case: a server reachable at \`BENCH_DATABASE_URL\`, else
\`TEST_DATABASE_URL\`, else \`postgres://postgres@127.0.0.1:5432/postgres\`; the benchmark creates and
drops its own database there).
`;
  // The scale benchmarks' sections (bench/support/scale-report.ts) follow this part and are kept.
  const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
  const scale = previous.indexOf("<!-- scale -->");
  writeFileSync(file, scale >= 0 ? `${text}\n${previous.slice(scale)}` : text);
}
