import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

// One dialect, two homes (docs/architecture.md). Only this file knows whether the database is PGlite or a
// PostgreSQL server; the rest of the code sees `Db`.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction on it: what a write that may be part of a larger change takes. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other app process runs start-up work on this database: on PostgreSQL under a
   * session advisory lock, so several processes starting at once migrate and seed one after another
   * (drizzle's migrator takes no lock of its own). PGlite has one process, so it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL on the same database, for a library that brings its own statements (pg-boss).
   * With parameters: one statement. Without: the text may hold several; a script wrapped in
   * `BEGIN; … COMMIT;` runs as one transaction that rolls back whole if a statement fails, so the
   * session is never left in an aborted transaction (on PGlite that session is the app's only one).
   */
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PostgreSQL only: the connection string, for a library that opens its own pool. */
  connectionString?: string;
  /**
   * PGlite only: the data directory as a tarball, to clone a migrated template (tests) or, gzipped,
   * for `npm run db:backup`.
   */
  dump?(compression?: "none" | "gzip"): Promise<Blob>;
};

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string; loadDataDir?: Blob }
  | { memory: true; loadDataDir?: Blob };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Extensions the migrations create (pg_trgm: the admin user search and search corrections; unaccent:
 * accent-free search); every PGlite opens with them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export class DatabaseLockedError extends Error {
  /** The process holding the lock, when one is running. */
  readonly pid: number | undefined;
  constructor(message: string, pid?: number) {
    super(message);
    this.pid = pid;
  }
}

/** The PostgreSQL server in DATABASE_URL cannot be reached or refuses us; the message says which. */
export class DatabaseUnreachableError extends Error {}

/** Errors that mean "no usable server at that address" rather than a fault of ours. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ECONNRESET",
  "28P01", // password authentication failed
  "28000", // no pg_hba.conf entry / role not allowed
  "3D000", // database does not exist
]);

/** Codes that can clear up on their own (the server is starting, the network is coming up). */
const TRANSIENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ECONNRESET",
  "57P03", // the database system is starting up
]);

/** The driver's error sits inside the ORM's (cause) or a pool's (errors); the first known code wins. */
function knownFailure(error: unknown, codes: Set<string>): (Error & { code: string }) | undefined {
  const seen: unknown[] = [];
  for (let current = error; current && seen.length < 5; ) {
    seen.push(current);
    const next = current as { cause?: unknown; errors?: unknown[] };
    current = next.cause ?? next.errors?.[0];
  }
  return seen.find((e) => codes.has((e as { code?: string }).code ?? "")) as
    | (Error & { code: string })
    | undefined;
}

/** The connection string as it may be shown: the password replaced by ****. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "****";
    return parsed.toString();
  } catch {
    return "(not a valid URL)";
  }
}

/**
 * One line for the start-up failure: which server (the password left out), what it answered, and
 * what to do. Anything else is returned as it is.
 */
export function explainConnectionFailure(url: string, error: unknown, note = ""): unknown {
  const found = knownFailure(error, UNREACHABLE_CODES);
  if (!found) return error;
  const reason = found.message || found.code;
  return new DatabaseUnreachableError(
    `Cannot use the PostgreSQL server in DATABASE_URL (${maskedUrl(url)}): ${reason}${note}. Start the server or correct DATABASE_URL, or unset it to use the embedded database.`,
  );
}

export type WaitOptions = {
  /** Give up after this long (0: one attempt). */
  timeoutSeconds: number;
  /** Told before each pause, with a one-line reason that names DATABASE_URL. */
  onRetry(message: string, attempt: number, delayMs: number): void;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Waits for the PostgreSQL server in `url` to answer: a server that is still starting (a container
 * brought up beside the app, a failover) is retried with backoff from 0.5 s doubling to 10 s. A refusal
 * that waiting cannot fix (wrong password, no such database) and the end of the time allowed both throw
 * the one-line DatabaseUnreachableError.
 */
export async function waitForDatabase(database: Database, url: string, options: WaitOptions) {
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const started = Date.now();
  const deadline = started + options.timeoutSeconds * 1000;
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.ping();
      return;
    } catch (error) {
      const transient = knownFailure(error, TRANSIENT_CODES);
      const left = deadline - Date.now();
      if (!transient || left <= 0) {
        const waited =
          attempt > 1 ? ` (${attempt} attempts in ${Math.round((Date.now() - started) / 1000)} s)` : "";
        throw explainConnectionFailure(url, error, waited);
      }
      const wait = Math.min(delay, left);
      options.onRetry(
        `Waiting for the PostgreSQL server in DATABASE_URL (${maskedUrl(url)}): ${transient.message || transient.code}; attempt ${attempt}, next in ${(wait / 1000).toFixed(1)} s`,
        attempt,
        wait,
      );
      await sleep(wait);
      delay = Math.min(delay * 2, 10_000);
    }
  }
}

/** Any fixed key: every app process on the database agrees on it. */
const START_UP_LOCK = 727_100_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url, options.poolSize);
  return openPglite(options);
}

function openPostgres(url: string, poolSize = 10): Database {
  // A server that never answers (a dropped packet) fails the connection after 10 s rather than hanging.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  // The lock belongs to one session, so it is held on a client of its own while the work uses the pool.
  // Re-entrant: migrate() inside exclusive() takes it again on the same held client's behalf.
  let held = 0;
  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (held > 0) return work();
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [START_UP_LOCK]);
      held += 1;
      try {
        return await work();
      } finally {
        held -= 1;
        await client.query("select pg_advisory_unlock($1)", [START_UP_LOCK]);
      }
    } finally {
      client.release();
    }
  }
  return {
    db,
    kind: "postgres",
    migrate: () => exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    exclusive,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    connectionString: url,
    query: async (text, params) => {
      const script = transactionScriptBody(text, params);
      if (script === null) return lastResult(await pool.query(text, params as unknown[] | undefined));
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = lastResult(await client.query(script));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

type Rows = { rows: Record<string, unknown>[] };

/** A multi-statement query answers one result per statement; the caller wants the last one's rows. */
function lastResult(result: Rows | Rows[]): Rows {
  const last = Array.isArray(result) ? result.at(-1) : result;
  return { rows: last?.rows ?? [] };
}

/** The statements between a parameterless script's leading `BEGIN;` and trailing `COMMIT;`, else null. */
function transactionScriptBody(text: string, params?: unknown[]): string | null {
  if (params?.length) return null;
  const match = /^\s*BEGIN\s*;([\s\S]*);?\s*COMMIT\s*;?\s*$/i.exec(text);
  return match ? (match[1] ?? "") : null;
}

async function openPglite(
  options: { dataDir: string; loadDataDir?: Blob } | { memory: true; loadDataDir?: Blob },
) {
  let releaseLock = () => {};
  let client: PGlite;
  if ("dataDir" in options) {
    const dir = path.resolve(options.dataDir, "pglite");
    releaseLock = takeLock(options.dataDir);
    try {
      // The zero-setup default runs without fsync; production uses PostgreSQL (docs/deploy.md).
      // loadDataDir: a restore (`npm run db:restore`) fills an empty folder from a backup tarball.
      client = await PGlite.create({
        dataDir: dir,
        relaxedDurability: true,
        extensions: PGLITE_EXTENSIONS,
        loadDataDir: options.loadDataDir,
      });
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite" as const,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: <T>(work: () => Promise<T>) => work(),
    ping: async () => {
      if (client.closed) throw new Error("database is closed");
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
      releaseLock();
    },
    dump: (compression: "none" | "gzip" = "none") => client.dumpDataDir(compression),
    // PGlite's query() takes parameters but one statement; exec() takes several but no parameters.
    // A transaction script goes through transaction(), which holds the session for the whole script.
    query: async (text: string, params?: unknown[]) => {
      if (params?.length) return { rows: (await client.query<Record<string, unknown>>(text, params)).rows };
      const script = transactionScriptBody(text, params);
      const results =
        script === null ? await client.exec(text) : await client.transaction((tx) => tx.exec(script));
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/**
 * PGlite is one Postgres session: a second process opening the same folder corrupts it.
 * The owner holds `DATA_DIR/pglite.lock` with its pid and that process's start time. A pid alone is
 * not enough: after a crash or a reboot the same number can belong to another program, which would
 * keep the database locked forever. So the lock is stale unless a process with that pid is running
 * and started when the lock says.
 */
export function takeLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, lockText(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readLock(readFileSync(file, "utf8"));
      if (owner && owner.pid !== process.pid && lockHeld(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${path.resolve(dataDir)} is in use by process ${owner.pid}. ` +
            "Stop the app first, or set DATABASE_URL to use a PostgreSQL server.",
          owner.pid,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not take the database lock ${file}.`);
}

/** A process's start time (clock ticks after boot, from /proc), or null where /proc cannot tell. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and brackets, so fields are counted after its ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

const lockText = (pid: number) => `${pid} ${processStartTime(pid) ?? ""}`.trim();

function readLock(text: string): { pid: number; started: string | null } | null {
  const [pid, started] = text.trim().split(/\s+/);
  const number = Number(pid);
  return Number.isInteger(number) && number > 0 ? { pid: number, started: started ?? null } : null;
}

function lockHeld(owner: { pid: number; started: string | null }): boolean {
  if (!processAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  // Where start times can be read, they must match; an older lock without one is held only by a
  // Node.js process (the app), not by whatever program has the pid now.
  if (owner.started && started) return owner.started === started;
  if (!owner.started && started) return isNodeProcess(owner.pid);
  return true;
}

function isNodeProcess(pid: number): boolean {
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return true;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Raw SQL rows; both drivers answer `{ rows }`, which the shared `Db` type cannot express. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
