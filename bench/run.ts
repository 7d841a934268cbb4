import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sessionToken, signUp, startApp } from "./support/app-process";
import { createBenchDatabase } from "./support/bench-database";
import { driveQueries, type LoadResult, type Query, withPglite, withPostgres } from "./support/raw-baseline";
import {
  type CaseResult,
  type Measurement,
  printCase,
  type RunSettings,
  writeReport,
} from "./support/report";

// `npm run bench` (DESIGN §9): an authenticated database-backed route against the same
// query issued directly, on PGlite and (when reachable) PostgreSQL. Results go to docs/performance.md.

const SETTINGS: RunSettings = { connections: 10, seconds: 10, warmupSeconds: 2 };
// The app's node-postgres pool has 10 connections (src/server/db/client.ts); the baseline gets as many.
const POOL_SIZE = 10;
const ROUTE = "/api/account/session";
const REPORT = path.resolve("docs/performance.md");
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/postgres";

async function loadApi(url: string, cookie: string): Promise<Measurement> {
  const options = { url: `${url}${ROUTE}`, connections: SETTINGS.connections, headers: { cookie } };
  await autocannon({ ...options, duration: SETTINGS.warmupSeconds });
  const result = await autocannon({ ...options, duration: SETTINGS.seconds });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `the route failed under load: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`,
    );
  }
  return {
    label: `GET ${ROUTE} (autocannon)`,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

async function loadRaw(label: string, query: Query, token: string, userId: string): Promise<Measurement> {
  await driveQueries(query, token, userId, SETTINGS.connections, SETTINGS.warmupSeconds);
  const result: LoadResult = await driveQueries(query, token, userId, SETTINGS.connections, SETTINGS.seconds);
  return { label, perSecond: result.perSecond, p50: result.p50, p99: result.p99, requests: result.requests };
}

async function benchPglite(): Promise<CaseResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
  try {
    const app = await startApp({ dataDir });
    let api: Measurement;
    let member: { cookie: string; userId: string };
    try {
      member = await signUp(app.url);
      api = await loadApi(app.url, member.cookie);
    } finally {
      await app.stop();
    }
    // The server is stopped and its lock released: PGlite has exactly one owner at a time.
    return await withPglite(path.join(dataDir, "pglite"), async (query) => {
      const raw = await loadRaw(
        "session + profile queries (PGlite client)",
        query,
        sessionToken(member.cookie),
        member.userId,
      );
      const { rows } = await query("select version() as v", []);
      return {
        database: "PGlite",
        version: String((rows[0] as { v: string }).v).split(" on ")[0] ?? "",
        api,
        raw,
      };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(database: { url: string }): Promise<CaseResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pg-"));
  try {
    const app = await startApp({ dataDir, databaseUrl: database.url });
    let api: Measurement;
    let member: { cookie: string; userId: string };
    try {
      member = await signUp(app.url);
      api = await loadApi(app.url, member.cookie);
    } finally {
      await app.stop();
    }
    return await withPostgres(database.url, POOL_SIZE, async (query) => {
      const raw = await loadRaw(
        "session + profile queries (raw pg)",
        query,
        sessionToken(member.cookie),
        member.userId,
      );
      const { rows } = await query("show server_version", []);
      return {
        database: "PostgreSQL",
        version: `PostgreSQL ${(rows[0] as { server_version: string }).server_version}`,
        api,
        raw,
      };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: CaseResult[] = [];
const skipped: string[] = [];

console.log(`PGlite: ${SETTINGS.seconds} s per measurement, ${SETTINGS.connections} connections`);
results.push(await benchPglite());
printCase(results[0] as CaseResult);

const database = await createBenchDatabase(POSTGRES_URL);
if (typeof database === "string") {
  console.log(`\nSkipping PostgreSQL: ${database}`);
  skipped.push(database);
} else {
  console.log(`\nPostgreSQL (${new URL(POSTGRES_URL).host})`);
  try {
    const result = await benchPostgres(database);
    results.push(result);
    printCase(result);
  } finally {
    await database.drop();
  }
}

writeReport(REPORT, results, skipped, SETTINGS);
console.log(`\nWrote ${path.relative(process.cwd(), REPORT)}`);
