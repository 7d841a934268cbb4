import type { Db } from "./client";

// The busiest reads (every page's session and profile, the notification bell) are built once per
// database as prepared queries: drizzle then skips composing the SQL on each call, and PostgreSQL parses
// and plans a named statement once per connection. Keyed by the database handle, so each test file's
// database and each process's get their own.

const byDb = new WeakMap<Db, Map<string, unknown>>();

/** The query `build` makes for `db`, made on first use under `name` (unique across the app). */
export function preparedQuery<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let queries = byDb.get(db);
  if (!queries) {
    queries = new Map();
    byDb.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db, name);
    queries.set(name, query);
  }
  return query;
}
