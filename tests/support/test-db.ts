import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import pino from "pino";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/client";
import { createQueue } from "../../src/server/queue/queue";

// Every test file gets a database of its own, already migrated. PGlite by default (a clone
// of the run's template); a fresh database on a real server when TEST_DATABASE_URL is set.

export type TestDatabase = Database & {
  /** Closes the connection and, on a server, drops the database. Safe after close(). */
  dispose(): Promise<void>;
};

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl) : createPgliteDatabase();
}

/** close() may run twice (a test closes the database on purpose, teardown closes it again). */
function closingOnce(database: Database): Database {
  let closed: Promise<void> | undefined;
  return { ...database, close: () => (closed ??= database.close()) };
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const database = closingOnce(await openDatabase({ memory: true, loadDataDir: await pgliteTemplate() }));
  return { ...database, dispose: () => database.close() };
}

// Without the global setup (another vitest project), the template is made here, once per module graph.
let fallbackTemplate: Promise<Blob> | undefined;

async function pgliteTemplate(): Promise<Blob> {
  const file = inject("pgliteTemplate");
  if (file) return new Blob([await readFile(file)]);
  fallbackTemplate ??= (async () => {
    const template = await openDatabase({ memory: true });
    await prepareTemplate(template);
    const dump = await template.dump?.();
    await template.close();
    if (!dump) throw new Error("PGlite did not produce a dump");
    return dump;
  })();
  return fallbackTemplate;
}

/**
 * Migrations, and the queue's own tables (pg-boss creates them on its first start, which costs seconds on
 * PGlite), so each test file's copy starts ready.
 */
export async function prepareTemplate(database: Database): Promise<void> {
  await database.migrate();
  const queue = createQueue(database, pino({ level: "silent" }), { runSchedules: false });
  await queue.start();
  await queue.stop(1000);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the server: for tests, and for code under test that migrates its own. */
export async function emptyServerDatabase(
  serverUrl: string,
  prefix = "t",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const empty = await emptyServerDatabase(serverUrl);
  const database = closingOnce(await openDatabase({ url: empty.url, poolSize: 4 }));
  const dispose = async () => {
    await database.close();
    await empty.drop();
  };
  try {
    await database.migrate();
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...database, dispose };
}
