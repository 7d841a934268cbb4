import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_EXTENSIONS } from "../../src/server/db/client";

// The in-run baselines (docs/decisions/0007): the database work behind each measured route, issued directly.
// Every signed-in request first looks its session up by token together with its user; the session
// route then reads the profile, the notifications route the bell's latest 50 and the unread count.

export const SESSION_SQL = `select s.*, u.* from "session" s join "user" u on u.id = s.user_id
  where s.token = $1 limit 1`;
export const PROFILE_SQL = "select * from profiles where id = $1";
export const NOTIFICATIONS_SQL = `select n.*, b.sent_at from user_notifications n
  left join broadcasts b on b.id = n.broadcast_id
  where n.user_id = $1 order by n.created_at desc, n.id desc limit 50`;
export const UNREAD_SQL = "select count(*) from user_notifications where user_id = $1 and is_read = false";

// The app's own queries for the same routes: it reads the member's profile in the session's query and
// the unread count in the list's, one round trip fewer each (src/server/http/session-reader.ts,
// notifications.service.ts). Measured as well, so the report can tell the framework's cost apart from
// what the fewer round trips save.
export const SESSION_WITH_PROFILE_SQL = `select s.*, u.*, p.* from "session" s join "user" u on u.id = s.user_id
  left join profiles p on p.id = u.id where s.token = $1 limit 1`;
export const NOTIFICATIONS_WITH_UNREAD_SQL = `select n.id, n.kind, n.is_read, n.title, n.message, n.created_at,
  n.link, n.jobs, b.sent_at,
  (select count(*) from user_notifications where user_id = $1 and is_read = false) as unread
  from user_notifications n left join broadcasts b on b.id = n.broadcast_id
  where n.user_id = $1 order by n.created_at desc, n.id desc limit 50`;

export type Query = (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** One request's worth of database work for a route, given the member's session token and id. */
export type Work = (query: Query, token: string, userId: string) => Promise<void>;

async function session(query: Query, token: string) {
  const { rows } = await query(SESSION_SQL, [token]);
  if (rows.length !== 1) throw new Error("the session was not found by the raw query");
}

export const SESSION_WORK: Work = async (query, token, userId) => {
  await session(query, token);
  await query(PROFILE_SQL, [userId]);
};

// The route issues the list and the count together, as here.
export const NOTIFICATIONS_WORK: Work = async (query, token, userId) => {
  await session(query, token);
  await Promise.all([query(NOTIFICATIONS_SQL, [userId]), query(UNREAD_SQL, [userId])]);
};

async function sessionWithProfile(query: Query, token: string) {
  const { rows } = await query(SESSION_WITH_PROFILE_SQL, [token]);
  if (rows.length !== 1) throw new Error("the session was not found by the raw query");
}

export const SESSION_APP_WORK: Work = async (query, token) => {
  await sessionWithProfile(query, token);
};

export const NOTIFICATIONS_APP_WORK: Work = async (query, token, userId) => {
  await sessionWithProfile(query, token);
  await query(NOTIFICATIONS_WITH_UNREAD_SQL, [userId]);
};

export type LoadResult = { requests: number; seconds: number; perSecond: number; p50: number; p99: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** `connections` loops do `work` back to back until `seconds` have passed. */
export async function driveQueries(
  query: Query,
  work: Work,
  member: { token: string; userId: string },
  connections: number,
  seconds: number,
) {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await work(query, member.token, member.userId);
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

/** Gives the member `count` notifications, a third of them unread, as job alerts and broadcasts leave them. */
export async function seedNotifications(query: Query, userId: string, count: number) {
  await query(
    `insert into user_notifications (user_id, kind, title, message, link, is_read, created_at)
     select $1, 'job_alert', 'New roles for you: ' || i, 'Summer Analyst roles matching your alert (' || i || ')',
       '/app/jobs', i % 3 <> 0, now() - (i || ' minutes')::interval
     from generate_series(1, $2::int) as i`,
    [userId, count],
  );
}
