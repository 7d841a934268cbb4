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

// DESIGN §3: one dialect, two homes. Only this file knows whether the database is PGlite or a
// PostgreSQL server; the rest of the code sees `Db`.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction on it: what a write that may be part of a larger change takes. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL on the same database, for a library that brings its own statements (pg-boss, DESIGN §3).
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

/**
 * One line for the start-up failure: which server (the password left out), what it answered, and
 * what to do. Anything else is returned as it is.
 */
export function explainConnectionFailure(url: string, error: unknown): unknown {
  // The driver's error sits inside the ORM's (cause) or a pool's (errors); the first known code wins.
  const seen: unknown[] = [];
  for (let current = error; current && seen.length < 5; ) {
    seen.push(current);
    const next = current as { cause?: unknown; errors?: unknown[] };
    current = next.cause ?? next.errors?.[0];
  }
  const found = seen.find((e) => UNREACHABLE_CODES.has((e as { code?: string }).code ?? "")) as
    | (Error & { code: string })
    | undefined;
  if (!found) return error;
  let shown = url;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "****";
    shown = parsed.toString();
  } catch {
    shown = "(not a valid URL)";
  }
  const reason = found.message || found.code;
  return new DatabaseUnreachableError(
    `Cannot use the PostgreSQL server in DATABASE_URL (${shown}): ${reason}. Start the server or correct DATABASE_URL, or unset it to use the embedded database.`,
  );
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url, options.poolSize);
  return openPglite(options);
}

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
      // DESIGN §3: the zero-setup default runs without fsync; production uses PostgreSQL.
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
 * PGlite is one Postgres session: a second process opening the same folder corrupts it (DESIGN §3).
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
