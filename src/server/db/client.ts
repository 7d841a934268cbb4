import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
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

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a migrated template (tests). */
  dump?(): Promise<Blob>;
};

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export class DatabaseLockedError extends Error {}

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
  };
}

async function openPglite(options: { dataDir: string } | { memory: true; loadDataDir?: Blob }) {
  let releaseLock = () => {};
  let client: PGlite;
  if ("dataDir" in options) {
    const dir = path.resolve(options.dataDir, "pglite");
    releaseLock = takeLock(options.dataDir);
    try {
      // DESIGN §3: the zero-setup default runs without fsync; production uses PostgreSQL.
      client = await PGlite.create({ dataDir: dir, relaxedDurability: true });
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create({ loadDataDir: options.loadDataDir });
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
    dump: () => client.dumpDataDir("none"),
  };
}

/**
 * PGlite is one Postgres session: a second process opening the same folder corrupts it (DESIGN §3).
 * The owner holds `DATA_DIR/pglite.lock` with its pid; a lock whose pid is dead is stale.
 */
function takeLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8"));
      if (owner && owner !== process.pid && processAlive(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${path.resolve(dataDir)} is in use by process ${owner}. ` +
            "Stop the app first, or set DATABASE_URL to use a PostgreSQL server.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not take the database lock ${file}.`);
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
