import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Db, MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import type { AppOptions } from "./app-process";
import { createBenchDatabase } from "./bench-database";
import type { Query } from "./raw-baseline";

// Where one scale case runs: its own PostgreSQL database or its own PGlite folder. The benchmark opens
// it directly (seeding, service calls, baselines); the app process opens it as it does in production.
// PGlite has one owner at a time, so the benchmark closes its handle before the app starts.

export type Statement = { sql: string; params: unknown[] };

export type BenchDb = {
  db: Db;
  query: Query;
  version: string;
  /** Runs `work` and answers every statement drizzle issued meanwhile, exactly as sent. */
  capture(work: (db: Db) => Promise<unknown>): Promise<Statement[]>;
  close(): Promise<void>;
};

export type ScaleTarget = {
  label: "PostgreSQL" | "PGlite";
  app: AppOptions;
  open(): Promise<BenchDb>;
  dispose(): Promise<void>;
};

// The app's node-postgres pool size (src/server/db/client.ts); the baseline gets as many connections.
export const POOL_SIZE = 10;

function recorder() {
  let log: Statement[] | null = null;
  const logger: Logger = { logQuery: (sql, params) => log?.push({ sql, params }) };
  const capture = (db: Db) => async (work: (db: Db) => Promise<unknown>) => {
    log = [];
    try {
      await work(db);
      return log;
    } finally {
      log = null;
    }
  };
  return { logger, capture };
}

export async function postgresTarget(adminUrl: string, area: string): Promise<ScaleTarget | string> {
  const database = await createBenchDatabase(adminUrl, `bench_scale_${area}`);
  if (typeof database === "string") return database;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-scale-"));
  return {
    label: "PostgreSQL",
    app: { dataDir, databaseUrl: database.url },
    async open() {
      const pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
      const { logger, capture } = recorder();
      const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      const { rows } = await pool.query("show server_version");
      return {
        db,
        query: (sql, params) => pool.query(sql, params),
        version: `PostgreSQL ${(rows[0] as { server_version: string }).server_version}`,
        capture: capture(db),
        close: () => pool.end(),
      };
    },
    async dispose() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function pgliteTarget(): ScaleTarget {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-scale-pglite-"));
  return {
    label: "PGlite",
    app: { dataDir },
    async open() {
      // The folder the app uses (DATA_DIR/pglite), opened as the app opens it.
      const client = await PGlite.create({
        dataDir: path.join(dataDir, "pglite"),
        relaxedDurability: true,
        extensions: PGLITE_EXTENSIONS,
      });
      const { logger, capture } = recorder();
      const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      const { rows } = await client.query<{ v: string }>("select version() as v");
      return {
        db,
        query: (sql, params) => client.query(sql, params),
        version: String(rows[0]?.v).split(" on ")[0] ?? "PGlite",
        capture: capture(db),
        close: () => client.close(),
      };
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
