import { describe, expect, test } from "vitest";
import { campaigns, siteFigures, testimonials } from "../db/schema";
import { contentChanged, createContentCache, type Snapshot } from "./content-cache";

// The cache's rules on a stepped clock and a load the test answers by hand: how long a copy lives,
// what ends it early, and that concurrent misses and changes mid-read never leave an old copy behind.

const TTL = 5000;

/** A load whose reads the test finishes one by one; `reads` counts them. */
function manualLoad() {
  const pending: { now: Date; finish(snapshot: Snapshot<string>): void; fail(error: Error): void }[] = [];
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    pending,
    load(now: Date) {
      reads += 1;
      return new Promise<Snapshot<string>>((resolve, reject) => {
        pending.push({ now, finish: resolve, fail: reject });
      });
    },
  };
}

/** A load that answers at once with "v1", "v2", … */
function countingLoad(until?: (now: Date) => number) {
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    load: async (now: Date) => {
      reads += 1;
      return { value: `v${reads}`, until: until?.(now) };
    },
  };
}

function setUp(options: { ttlMs?: number; until?: (now: Date) => number } = {}) {
  let time = 1_000_000;
  const db = {};
  const source = countingLoad(options.until);
  const cache = createContentCache({
    db,
    tables: [campaigns, testimonials],
    ttlMs: options.ttlMs ?? TTL,
    load: source.load,
    clock: () => time,
  });
  return {
    db,
    cache,
    source,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe("content cache", () => {
  test("serves the copy for its lifetime, then reads again", async () => {
    const { cache, source, advance } = setUp();
    expect(await cache.get()).toBe("v1");
    advance(TTL - 1);
    expect(await cache.get()).toBe("v1");
    expect(source.reads).toBe(1);
    advance(1);
    expect(await cache.get()).toBe("v2");
    expect(source.reads).toBe(2);
  });

  test("a change to one of its tables in the same database drops the copy; others do not", async () => {
    const { db, cache, source } = setUp();
    await cache.get();
    contentChanged(db, siteFigures);
    contentChanged({}, campaigns);
    expect(await cache.get()).toBe("v1");
    contentChanged(db, siteFigures, testimonials);
    expect(await cache.get()).toBe("v2");
    expect(source.reads).toBe(2);
  });

  test("a copy ends early at its own deadline", async () => {
    const { cache, advance } = setUp({ until: (now) => now.getTime() + 1000 });
    expect(await cache.get()).toBe("v1");
    advance(999);
    expect(await cache.get()).toBe("v1");
    advance(1);
    expect(await cache.get()).toBe("v2");
  });

  test("a clock set back does not make a copy live longer", async () => {
    const { cache, advance } = setUp();
    expect(await cache.get()).toBe("v1");
    advance(-60_000);
    expect(await cache.get()).toBe("v2");
  });

  test("a lifetime of 0 reads on every request", async () => {
    const { cache, source } = setUp({ ttlMs: 0 });
    expect(await Promise.all([cache.get(), cache.get()])).toEqual(["v1", "v2"]);
    expect(await cache.get()).toBe("v3");
    expect(source.reads).toBe(3);
  });

  test("concurrent misses share one read", async () => {
    const source = manualLoad();
    const cache = createContentCache({ db: {}, tables: [campaigns], ttlMs: TTL, load: source.load });
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.get()));
    expect(source.reads).toBe(1);
    source.pending[0]?.finish({ value: "fresh" });
    expect(new Set(await answers)).toEqual(new Set(["fresh"]));
    expect(await cache.get()).toBe("fresh");
    expect(source.reads).toBe(1);
  });

  test("a read that began before a change is neither joined nor kept", async () => {
    const db = {};
    const source = manualLoad();
    const cache = createContentCache({ db, tables: [campaigns], ttlMs: TTL, load: source.load });
    const before = cache.get();
    contentChanged(db, campaigns);
    const after = cache.get();
    expect(source.reads).toBe(2);
    source.pending[1]?.finish({ value: "after the change" });
    source.pending[0]?.finish({ value: "before the change" });
    expect(await before).toBe("before the change");
    expect(await after).toBe("after the change");
    expect(await cache.get()).toBe("after the change");
    expect(source.reads).toBe(2);
  });

  test("a failed read fails its waiters and is not kept", async () => {
    const source = manualLoad();
    const cache = createContentCache({ db: {}, tables: [campaigns], ttlMs: TTL, load: source.load });
    const waiters = [cache.get(), cache.get()];
    source.pending[0]?.fail(new Error("database gone"));
    for (const waiter of waiters) await expect(waiter).rejects.toThrow("database gone");
    const retry = cache.get();
    expect(source.reads).toBe(2);
    source.pending[1]?.finish({ value: "back" });
    expect(await retry).toBe("back");
  });
});
