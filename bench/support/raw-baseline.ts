import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_EXTENSIONS } from "../../src/server/db/client";

// The in-run baseline (DESIGN §9): the database work behind GET /api/account/session, issued directly.
// better-auth looks the session up by token together with its user; the route then reads the profile.

export const SESSION_SQL = `select s.*, u.* from "session" s join "user" u on u.id = s.user_id
  where s.token = $1 and s.expires_at > now() limit 1`;
export const PROFILE_SQL = "select * from profiles where id = $1";

export type Query = (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

export type LoadResult = { requests: number; seconds: number; perSecond: number; p50: number; p99: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** `connections` loops issue the two queries back to back until `seconds` have passed. */
export async function driveQueries(
  query: Query,
  token: string,
  userId: string,
  connections: number,
  seconds: number,
) {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const { rows } = await query(SESSION_SQL, [token]);
      if (rows.length !== 1) throw new Error("the session was not found by the raw query");
      await query(PROFILE_SQL, [userId]);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  } satisfies LoadResult;
}

export async function withPostgres<T>(url: string, poolSize: number, run: (query: Query) => Promise<T>) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  try {
    return await run((sql, params) => pool.query(sql, params));
  } finally {
    await pool.end();
  }
}

/** The app's own PGlite folder, opened as the server opens it (it must be stopped first: one owner). */
export async function withPglite<T>(dataDir: string, run: (query: Query) => Promise<T>) {
  const client = await PGlite.create({ dataDir, relaxedDurability: true, extensions: PGLITE_EXTENSIONS });
  try {
    return await run((sql, params) => client.query(sql, params));
  } finally {
    await client.close();
  }
}
