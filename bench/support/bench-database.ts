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
