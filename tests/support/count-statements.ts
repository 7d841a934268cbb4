import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";

// Counting the statements a piece of code sends: a second drizzle handle on the same connection
// (PGlite) or pool (PostgreSQL) whose logger records every statement as it goes to the database.
// Code under test takes it as its `db`, so what is counted is what really runs.

export type CountingDb = {
  db: Db;
  /** Every statement sent so far, in order. */
  statements: string[];
  /** The tables each statement reads or writes, by name, in order of the statements. */
  tables(): string[][];
};

export function countingDb(db: Db): CountingDb {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (db as unknown as { $client: unknown }).$client;
  const counted =
    client instanceof pg.Pool
      ? drizzlePg(client, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  return {
    db: counted as unknown as Db,
    statements,
    tables: () =>
      statements.map((text) => [
        ...new Set(
          [...text.matchAll(/\b(?:from|join|into|update)\s+"([a-z_]+)"/gi)].map((m) => m[1] as string),
        ),
      ]),
  };
}
