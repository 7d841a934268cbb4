import pg from "pg";

// A throw-away database on the PostgreSQL server, so a benchmark never touches another database.

export type BenchDatabase = { url: string; drop(): Promise<void> };

/** Creates `<prefix>_<pid>_<time>` on the server, or answers why it could not (no server, no rights). */
export async function createBenchDatabase(
  adminUrl: string,
  prefix = "bench",
): Promise<BenchDatabase | string> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => {});
    return `PostgreSQL at ${new URL(adminUrl).host} not usable (${(error as Error).message})`;
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type EachDatabase<T> = {
  /** The server to create the throw-away database on. */
  postgresUrl: string;
  /** The throw-away database's name prefix. */
  prefix?: string;
  pglite(): Promise<T>;
  postgres(url: string): Promise<T>;
  /** Called with each case's result as soon as it is measured. */
  print(result: T): void;
};

/**
 * Runs a benchmark's PGlite case, then its PostgreSQL case in a database of its own when the server is
 * usable (dropped afterwards); `skipped` says why the second did not run.
 */
export async function onEachDatabase<T>(run: EachDatabase<T>): Promise<{ results: T[]; skipped: string[] }> {
  const results: T[] = [];
  const skipped: string[] = [];
  const pglite = await run.pglite();
  results.push(pglite);
  run.print(pglite);

  const database = await createBenchDatabase(run.postgresUrl, run.prefix);
  if (typeof database === "string") {
    console.log(`\nSkipping PostgreSQL: ${database}`);
    skipped.push(database);
    return { results, skipped };
  }
  console.log(`\nPostgreSQL (${new URL(run.postgresUrl).host})`);
  try {
    const result = await run.postgres(database.url);
    results.push(result);
    run.print(result);
  } finally {
    await database.drop();
  }
  return { results, skipped };
}
