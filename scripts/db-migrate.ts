import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../src/server/db/client";
import { runCli } from "./lib/cli-context";

// Forward-only migrations, committed under src/server/db/migrations. The server applies
// them at start-up too; this runs them without starting it (for example before a deploy).

async function appliedCount(db: Db): Promise<number> {
  try {
    const [row] = await queryRows<{ count: string | number }>(
      db,
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    return Number(row?.count ?? 0);
  } catch {
    // No migrations table yet: a new database.
    return 0;
  }
}

await runCli(
  async ({ database, config }) => {
    const before = await appliedCount(database.db);
    await database.migrate();
    const after = await appliedCount(database.db);
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    const applied = after - before;
    const migrations = (n: number) => `${n} migration${n === 1 ? "" : "s"}`;
    console.log(
      applied > 0
        ? `Applied ${migrations(applied)} to ${where}; ${after} in total.`
        : `${where} is up to date (${migrations(after)}).`,
    );
  },
  { migrate: false },
);
