import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type AppProcess, sessionToken, signUp, startApp } from "./support/app-process";
import { onEachDatabase } from "./support/bench-database";
import {
  driveQueries,
  NOTIFICATIONS_APP_WORK,
  NOTIFICATIONS_WORK,
  type Query,
  SESSION_APP_WORK,
  SESSION_WORK,
  seedNotifications,
  type Work,
  withPglite,
  withPostgres,
} from "./support/raw-baseline";
import {
  type CaseResult,
  type Measurement,
  printCase,
  type RunSettings,
  writeReport,
} from "./support/report";

// `npm run bench`: signed-in, database-backed routes against the same queries issued
// directly, on PGlite and (when reachable) PostgreSQL. Results go to docs/performance.md.

const SETTINGS: RunSettings = { connections: 10, seconds: 10, warmupSeconds: 3, notifications: 60 };
// The app's node-postgres pool has 10 connections (src/server/db/client.ts); the baseline gets as many.
const POOL_SIZE = 10;
const REPORT = path.resolve("docs/performance.md");
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/postgres";

type Route = { path: string; work: Work; baseline: string; appWork: Work; appQueries: string };
const ROUTES: Route[] = [
  {
    path: "/api/account/session",
    work: SESSION_WORK,
    baseline: "session + profile queries",
    appWork: SESSION_APP_WORK,
    appQueries: "the app's query: session with profile",
  },
  {
    path: "/api/notifications",
    work: NOTIFICATIONS_WORK,
    baseline: "session + list + unread queries",
    appWork: NOTIFICATIONS_APP_WORK,
    appQueries: "the app's queries: session, list with unread",
  },
];

type Member = { cookie: string; userId: string; token: string };

async function loadApi(url: string, route: string, cookie: string): Promise<Measurement> {
  const options = { url: `${url}${route}`, connections: SETTINGS.connections, headers: { cookie } };
  await autocannon({ ...options, duration: SETTINGS.warmupSeconds });
  const result = await autocannon({ ...options, duration: SETTINGS.seconds });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${route} failed under load: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`,
    );
  }
  return {
    label: `GET ${route}`,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

async function loadRaw(label: string, query: Query, work: Work, member: Member): Promise<Measurement> {
  await driveQueries(query, work, member, SETTINGS.connections, SETTINGS.warmupSeconds);
  const result = await driveQueries(query, work, member, SETTINGS.connections, SETTINGS.seconds);
  return { label, perSecond: result.perSecond, p50: result.p50, p99: result.p99, requests: result.requests };
}

async function signedUpMember(app: AppProcess): Promise<Member> {
  const member = await signUp(app.url);
  return { ...member, token: sessionToken(member.cookie) };
}

async function measureApi(app: AppProcess, member: Member) {
  // The session route answers 200 to visitors too: make sure it is measured signed in.
  const session = await fetch(`${app.url}/api/account/session`, { headers: { cookie: member.cookie } });
  if (((await session.json()) as { user: { id: string } | null }).user?.id !== member.userId) {
    throw new Error("the app does not accept the member's session cookie");
  }
  const api: Measurement[] = [];
  for (const route of ROUTES) api.push(await loadApi(app.url, route.path, member.cookie));
  return api;
}

async function benchPglite(): Promise<CaseResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
  const database = path.join(dataDir, "pglite");
  try {
    // PGlite has exactly one owner at a time: the member signs up through the app, the notifications
    // are written while it is stopped, then the app is measured, stopped again, and the baseline runs.
    // The same secret both times, or the restarted app would not accept the member's signed cookie.
    const authSecret = randomBytes(32).toString("base64url");
    let app = await startApp({ dataDir, authSecret });
    const member = await signedUpMember(app).finally(() => app.stop());
    await withPglite(database, (query) => seedNotifications(query, member.userId, SETTINGS.notifications));
    app = await startApp({ dataDir, authSecret });
    const api = await measureApi(app, member).finally(() => app.stop());
    return await withPglite(database, async (query) => {
      const pairs = [];
      for (const [i, route] of ROUTES.entries()) {
        const raw = await loadRaw(`${route.baseline} (PGlite client)`, query, route.work, member);
        const own = await loadRaw(`${route.appQueries} (PGlite client)`, query, route.appWork, member);
        pairs.push({ api: api[i] as Measurement, raw, own });
      }
      const { rows } = await query("select version() as v", []);
      return {
        database: "PGlite",
        version: String((rows[0] as { v: string }).v).split(" on ")[0] ?? "",
        pairs,
      };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string): Promise<CaseResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pg-"));
  try {
    const app = await startApp({ dataDir, databaseUrl: url });
    let member: Member;
    let api: Measurement[];
    try {
      member = await signedUpMember(app);
      await withPostgres(url, 1, (query) => seedNotifications(query, member.userId, SETTINGS.notifications));
      api = await measureApi(app, member);
    } finally {
      await app.stop();
    }
    return await withPostgres(url, POOL_SIZE, async (query) => {
      const pairs = [];
      for (const [i, route] of ROUTES.entries()) {
        const raw = await loadRaw(`${route.baseline} (raw pg)`, query, route.work, member);
        const own = await loadRaw(`${route.appQueries} (raw pg)`, query, route.appWork, member);
        pairs.push({ api: api[i] as Measurement, raw, own });
      }
      const { rows } = await query("show server_version", []);
      return {
        database: "PostgreSQL",
        version: `PostgreSQL ${(rows[0] as { server_version: string }).server_version}`,
        pairs,
      };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`PGlite: ${SETTINGS.seconds} s per measurement, ${SETTINGS.connections} connections`);
const { results, skipped } = await onEachDatabase({
  postgresUrl: POSTGRES_URL,
  pglite: benchPglite,
  postgres: benchPostgres,
  print: printCase,
});

writeReport(REPORT, results, skipped, SETTINGS);
console.log(`\nWrote ${path.relative(process.cwd(), REPORT)}`);
