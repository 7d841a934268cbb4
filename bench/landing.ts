import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../src/server/db/client";
import { loadLanding } from "../src/server/features/landing/landing.service";
import { startApp } from "./support/app-process";
import { onEachDatabase } from "./support/bench-database";
import { replaceSection } from "./support/doc-sections";
import { type Latency, measure } from "./support/measure";
import { machine } from "./support/report";
import { SEEDED, seedLanding } from "./support/seed-landing";

// `npm run bench:landing` (docs/decisions/0030-landing-cache.md): GET /api/landing under 50
// connections, served from the server's cache, against the same answer without the cache
// (loadLanding's reads and the JSON, every time) on the same data, on PGlite and PostgreSQL. Writes
// the "landing-cache" section of docs/performance.md.

const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 3;
// The app's node-postgres pool (src/server/db/client.ts); the uncached side gets as many connections.
const POOL_SIZE = 10;
const ROUTE = "/api/landing";
const REPORT = path.resolve("docs/performance.md");
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/postgres";

type Case = { database: string; cached: Latency; uncached: Latency; answerBytes: number };

type LandingAnswer = {
  campaign: { seats_left: number } | null;
  testimonials: unknown[];
  hero_figure: { value: number } | null;
};

/** The seeded page must be what the route answers, or the numbers describe an empty page. */
async function checkAnswer(url: string): Promise<number> {
  const response = await fetch(`${url}${ROUTE}`);
  const text = await response.text();
  const body = JSON.parse(text) as LandingAnswer;
  const expected =
    body.campaign?.seats_left === SEEDED.seatCap - SEEDED.premium &&
    body.testimonials.length === 5 &&
    body.hero_figure?.value === SEEDED.newThisWeek;
  if (response.status !== 200 || !expected) {
    throw new Error(`unexpected landing answer (${response.status}): ${text.slice(0, 300)}`);
  }
  return Buffer.byteLength(text);
}

async function loadRoute(url: string): Promise<Latency> {
  const options = { url: `${url}${ROUTE}`, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `the route failed under load: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`,
    );
  }
  return {
    label: `GET ${ROUTE}, cached (HTTP, autocannon)`,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p95: result.latency.p90,
    p99: result.latency.p99,
  };
}

/** What every request cost before the cache: the reads and the JSON, with no HTTP in front. */
async function loadUncached(options: Parameters<typeof openDatabase>[0], label: string) {
  const database = await openDatabase(options);
  try {
    return await measure(
      `loadLanding + JSON, uncached (${label}, no HTTP)`,
      async () => {
        JSON.stringify(await loadLanding(database.db));
      },
      { concurrency: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS },
    );
  } finally {
    await database.close();
  }
}

async function seed(options: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedLanding(database.db);
  } finally {
    await database.close();
  }
}

async function benchPglite(): Promise<Case> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-landing-"));
  try {
    await seed({ dataDir });
    const app = await startApp({ dataDir });
    let cached: Latency;
    let answerBytes: number;
    try {
      answerBytes = await checkAnswer(app.url);
      cached = await loadRoute(app.url);
    } finally {
      await app.stop();
    }
    // PGlite has one owner at a time: the uncached side opens the folder once the server has let go.
    const uncached = await loadUncached({ dataDir }, "PGlite client");
    return { database: "PGlite", cached, uncached, answerBytes };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string): Promise<Case> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-landing-pg-"));
  try {
    await seed({ url });
    const app = await startApp({ dataDir, databaseUrl: url });
    let cached: Latency;
    let answerBytes: number;
    try {
      answerBytes = await checkAnswer(app.url);
      cached = await loadRoute(app.url);
    } finally {
      await app.stop();
    }
    const uncached = await loadUncached({ url, poolSize: POOL_SIZE }, `pool of ${POOL_SIZE}`);
    return { database: "PostgreSQL", cached, uncached, answerBytes };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

function print(result: Case) {
  for (const m of [result.cached, result.uncached]) {
    console.log(
      `  ${m.label.padEnd(52)} ${fixed(m.perSecond, 0).padStart(7)} req/s   p50 ${fixed(m.p50, 2).padStart(7)} ms   p99 ${fixed(m.p99, 2).padStart(7)} ms`,
    );
  }
  console.log(
    `  cached / uncached throughput: ${fixed(result.cached.perSecond / result.uncached.perSecond, 1)}×`,
  );
}

function section(results: Case[], skipped: string[], load: [number, number]) {
  const m = machine();
  const rows = results.flatMap((r) => [
    `| ${r.database} | ${r.cached.label} | ${fixed(r.cached.perSecond, 0)} | ${fixed(r.cached.p50, 1)} | ${fixed(r.cached.p99, 1)} | ${fixed(r.cached.perSecond / r.uncached.perSecond, 1)}× |`,
    `| ${r.database} | ${r.uncached.label} | ${fixed(r.uncached.perSecond, 0)} | ${fixed(r.uncached.p50, 1)} | ${fixed(r.uncached.p99, 1)} | 1.0× |`,
  ]);
  return `## Landing page data from memory (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`npm run bench:landing\` (bench/landing.ts). \`GET /api/landing\` is called by every visitor of the
home page every 15 s; its answer changes when an admin edits the site content or a member becomes
premium, so the server keeps it in memory for \`LANDING_CACHE_SECONDS\` (5 s) and drops it on those
edits (docs/decisions/0030-landing-cache.md). Before the cache, the route measured 88 req/s with a p99 of
2.9 s on PGlite under 50 connections.

**What runs.** A fresh database is seeded through the product's own services with a running campaign
(${SEEDED.seatCap} seats, ${SEEDED.premium} taken), ${SEEDED.testimonials} testimonials (${SEEDED.testimonials - 1} published, 5 shown), 3 admin figures and
${SEEDED.members} members, ${SEEDED.newThisWeek} of them new this week (an answer of ${results[0]?.answerBytes ?? "?"} bytes). The app is started as deployed
(\`src/server/index.ts\`, \`NODE_ENV=production\`, its own process), and autocannon calls the route with
${CONNECTIONS} connections: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured (1 ms latency resolution).

**Baseline, same run.** Once the server has stopped, the same answer without the cache: \`loadLanding\`
(its seven queries) and \`JSON.stringify\`, in ${CONNECTIONS} concurrent loops for the same time, on the same
database (the PGlite client; on PostgreSQL a pool of ${POOL_SIZE}, as the app's). It pays no HTTP, so the
uncached route would be slower still on the same machine at the same moment: the gain is if anything
understated. **Gain** = cached req/s ÷
uncached req/s.

| Database | Measured | req/s | p50 ms | p99 ms | gain |
|---|---|---:|---:|---:|---:|
${rows.join("\n")}
${skipped.length ? `\nSkipped: ${skipped.join("; ")}.\n` : ""}
| Machine | |
|---|---|
| CPU | ${m.cpu} (${m.cores} cores) |
| Memory | ${m.memoryGiB} GiB |
| Node | ${m.node} |
| OS | ${m.os} |
| Load average (1 min) | ${fixed(load[0], 2)} at the start, ${fixed(load[1], 2)} at the end |

The load generator and the app share the machine's cores, so the cached numbers are bounded by HTTP
and the app's per-request middleware rather than by the database; other work on the machine moves both
sides, so compare the rows of one run. Reproduce with \`npm run bench:landing\` (PostgreSQL: a server
at \`BENCH_DATABASE_URL\`, else \`TEST_DATABASE_URL\`, else \`postgres://postgres@127.0.0.1:5432/postgres\`;
the benchmark creates and drops its own database there).
`;
}

const loadAtStart = loadavg()[0] ?? 0;

console.log(`PGlite: ${CONNECTIONS} connections, ${SECONDS} s per measurement`);
const { results, skipped } = await onEachDatabase({
  postgresUrl: POSTGRES_URL,
  prefix: "bench_landing",
  pglite: benchPglite,
  postgres: benchPostgres,
  print,
});

writeFileSync(
  REPORT,
  replaceSection(
    readFileSync(REPORT, "utf8"),
    "landing-cache",
    section(results, skipped, [loadAtStart, loadavg()[0] ?? 0]),
  ),
);
console.log(`\nWrote the "landing-cache" section of ${path.relative(process.cwd(), REPORT)}`);
