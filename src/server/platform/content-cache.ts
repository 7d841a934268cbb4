import { getTableName, type Table } from "drizzle-orm";

// Content that changes when someone edits it, not with every visit (the landing page's campaign,
// testimonials and figures), kept in this process's memory for a few seconds so that a crowd of
// visitors costs one read of the database instead of one each (docs/decisions/0030-landing-cache.md).
//
// - A writer in this process says which tables it changed (`contentChanged`); every cache built on
//   them drops its copy, so the next request reads the change.
// - What this process cannot hear about (another process on the same PostgreSQL, a CLI, a row written
//   by hand) shows once the copy's lifetime (`ttlMs`) ends; a copy also ends at its own `until`
//   (a deadline in it passing).
// - Concurrent misses share one read, and a read that began before a change is never kept.

type Listener = () => void;

/** Per database handle: one process may hold several (tests do), and a change to one is not news to another. */
const listeners = new WeakMap<object, Map<string, Set<Listener>>>();

/**
 * Tells this process's caches on `db` that rows of `tables` changed. Call it once the change is
 * committed, with the database rather than the transaction: a cache that read again before the commit
 * would see, and keep, the rows as they were.
 */
export function contentChanged(db: object, ...tables: Table[]): void {
  const byTable = listeners.get(db);
  if (!byTable) return;
  const called = new Set<Listener>();
  for (const table of tables) {
    for (const listener of byTable.get(getTableName(table)) ?? []) {
      if (called.has(listener)) continue;
      called.add(listener);
      listener();
    }
  }
}

function onContentChanged(db: object, tables: Table[], listener: Listener): void {
  let byTable = listeners.get(db);
  if (!byTable) {
    byTable = new Map();
    listeners.set(db, byTable);
  }
  for (const table of tables) {
    const name = getTableName(table);
    const set = byTable.get(name) ?? new Set();
    set.add(listener);
    byTable.set(name, set);
  }
}

/** What a load returns: the value, and optionally the moment (epoch ms) it goes out of date by itself. */
export type Snapshot<T> = { value: T; until?: number };

export type ContentCache<T> = {
  get(): Promise<T>;
  /** Drops the copy and forgets any read in progress: the next get() reads again. */
  invalidate(): void;
};

export type ContentCacheOptions<T> = {
  /** The database the content is read from; `contentChanged` on it with one of `tables` invalidates. */
  db: object;
  tables: Table[];
  /** How long a copy may be served; 0 reads on every get(), sharing nothing. */
  ttlMs: number;
  /** Reads the content as of `now`. */
  load(now: Date): Promise<Snapshot<T>>;
  /** Epoch ms; the system clock unless a test steps its own. */
  clock?: () => number;
};

export function createContentCache<T>(options: ContentCacheOptions<T>): ContentCache<T> {
  const clock = options.clock ?? (() => Date.now());
  let kept: { value: T; from: number; until: number } | null = null;
  let reading: Promise<T> | null = null;
  // Bumped by every invalidation; a read keeps its result only if none happened while it ran.
  let generation = 0;

  function read(): Promise<T> {
    const started = clock();
    const asOf = generation;
    const pending = options
      .load(new Date(started))
      .then((snapshot) => {
        if (asOf === generation) {
          // The lifetime counts from when the read began: the copy is never older than ttlMs.
          const until = Math.min(started + options.ttlMs, snapshot.until ?? Number.POSITIVE_INFINITY);
          kept = { value: snapshot.value, from: started, until };
        }
        return snapshot.value;
      })
      .finally(() => {
        if (reading === pending) reading = null;
      });
    reading = pending;
    return pending;
  }

  function invalidate() {
    generation += 1;
    kept = null;
    reading = null;
  }

  onContentChanged(options.db, options.tables, invalidate);

  return {
    async get() {
      if (options.ttlMs <= 0) return (await options.load(new Date(clock()))).value;
      const now = clock();
      // `now < from`: the wall clock was set back; the copy's age is unknown, so read again.
      if (kept && now >= kept.from && now < kept.until) return kept.value;
      return reading ?? read();
    },
    invalidate,
  };
}
