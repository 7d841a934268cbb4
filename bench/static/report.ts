import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { replaceSection } from "../support/doc-sections";
import { machine } from "../support/report";

// The "static-pages" section of docs/performance.md and the console lines of `npm run bench:static`.

export const SECTION = "static-pages";
export const SETTINGS = { connections: 50, seconds: 10, slices: 5, warmupSeconds: 3 };
/** The product's bar: a prerendered page at half or more of what bare node:http does with the same bytes. */
export const TARGET_RATIO = 0.5;

export type Measured = { perSecond: number; p50: number; p99: number; requests: number };
export type CaseResult = {
  name: string;
  path: string;
  requestHeaders: Record<string, string>;
  status: number;
  bytes: number;
  headerCount: number;
  app: Measured;
  bare: Measured;
};

const ratio = (result: CaseResult) => result.app.perSecond / result.bare.perSecond;
const whole = (n: number) => Math.round(n).toLocaleString("en-GB");
const ms = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function printCase(result: CaseResult) {
  for (const [label, m] of [
    ["app", result.app],
    ["bare node:http", result.bare],
  ] as const) {
    console.log(
      `  ${label.padEnd(16)} ${whole(m.perSecond).padStart(7)} req/s   p50 ${ms(m.p50).padStart(4)} ms   p99 ${ms(m.p99).padStart(4)} ms`,
    );
  }
  const verdict = ratio(result) >= TARGET_RATIO ? "meets" : "MISSES";
  console.log(`  ratio app / bare: ${ratio(result).toFixed(2)} (${verdict} the ${TARGET_RATIO} target)`);
}

function row(result: CaseResult) {
  const request = Object.entries(result.requestHeaders)
    .map(([name, value]) => `${name}: ${name === "if-none-match" ? "(its ETag)" : value}`)
    .join(", ");
  const answer = `${result.status}, ${whole(result.bytes)} B body, ${result.headerCount} headers`;
  const cells = (m: Measured) => `${whole(m.perSecond)} | ${ms(m.p50)} | ${ms(m.p99)}`;
  return `| ${result.name}: \`GET ${result.path}\` (${request}) | ${answer} | ${cells(result.app)} | ${cells(result.bare)} | ${ratio(result).toFixed(2)} |`;
}

export function writeSection(file: string, results: CaseResult[], run: { loadAverage: [number, number] }) {
  const m = machine();
  const misses = results.filter((r) => ratio(r) < TARGET_RATIO).map((r) => r.name);
  const body = `## Prerendered pages and assets (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`npm run bench:static\` (bench/static.ts) builds the web app if its inputs changed, starts the server as
deployed (\`src/server/index.ts\`, \`NODE_ENV=production\`, fresh \`DATA_DIR\`, in its own process) and
fetches a prerendered public page once with \`accept-encoding: br, gzip\`, then the same page with its
ETag in \`If-None-Match\`, then the first hashed script the page loads. Each answer is kept as sent:
status, headers (the request id included) and body bytes.

**Baseline.** A bare \`node:http\` server in a process of its own (bench/static/bare-server.ts) that answers
with exactly those captured bytes and headers, with no routing, middleware, file access or compression.
The run checks that it sends what the app sent. [autocannon](https://github.com/mcollina/autocannon)
drives both the same way from the benchmark's process, on localhost: ${SETTINGS.connections} connections, the
same request headers, ${SETTINGS.warmupSeconds} s of warm-up each, then ${SETTINGS.seconds} s each in ${SETTINGS.slices} slices that take
turns (app, baseline, baseline, app, app, …), so that other work on the machine weighs on both alike
(p50: the mean of the slices; p99: the highest). **Ratio** = app requests per second ÷ baseline
requests per second. Target: ≥ ${TARGET_RATIO} for each case (the product's bar is for the page).

| Request | Answer | App req/s | App p50 ms | App p99 ms | Bare req/s | Bare p50 ms | Bare p99 ms | Ratio |
|---|---|---:|---:|---:|---:|---:|---:|---:|
${results.map(row).join("\n")}

**Target.** ${misses.length ? `Missed for: ${misses.join(", ")}.` : `Every case meets it.`}

**How the app gets there.** The build is read into memory at start-up (src/server/http/prepared-site.ts):
every file and prerendered page with its complete headers and a strong ETag, its brotli and gzip forms
made on first use and then kept. Requests for those exact paths are answered straight from \`node:http\`
(src/server/http/static-fast-path.ts), before Hono builds a Request and a Response and runs the
middleware; what is left per request is a map lookup, choosing the encoding, the ETag comparison and a
fresh request id. Before this (every request through Hono, the file looked up on disk each time, no
ETag), this benchmark measured the same page at 3,593 req/s against the baseline's 11,524: a ratio of
0.31 (2026-11-27, same machine). A CPU profile of the app during the page run (\`node --cpu-prof\`, same
day) had it idle about half the time; of the rest, most was \`node:http\`'s own parsing and socket writes,
and the fast path's code (lookup, encoding, ETag check, headers, request id) about 4% of all samples.

| Machine | |
|---|---|
| CPU | ${m.cpu} (${m.cores} cores) |
| Node | ${m.node} |
| OS | ${m.os} |
| Load average (1 min) | ${run.loadAverage.map((l) => l.toFixed(2)).join(" at the start, ")} at the end |

The load generator, the app and the baseline share the machine's cores, and autocannon itself uses
most of one, so on a small machine the baseline's number is partly autocannon's limit; the ratio is
what to compare between runs. A load average above the number of cores means other work shared the
machine during the run. autocannon records latency in whole milliseconds.

Reproduce with \`npm run bench:static\` (about a minute and a half, plus a web build if it is stale).
`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  writeFileSync(file, replaceSection(before, SECTION, body));
}
