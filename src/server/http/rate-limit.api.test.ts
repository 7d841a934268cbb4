import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { queryRows } from "../db/client";
import { consume, counted, PURGE_RATE_LIMITS, purgeExpiredRateLimits } from "./rate-limit";

// Counters hold email addresses in their keys, so they are deleted once their window has ended.

describe("rate-limit counters", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const rule = { name: "probe", windowSeconds: 60, max: 3 };

  test("counters whose window has ended are deleted; live ones stay", async () => {
    await consume(t.db, "ended@example.com", rule);
    await consume(t.db, "live@example.com", rule);
    await t.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'probe:ended@example.com'`,
    );
    expect(await purgeExpiredRateLimits(t.db)).toBeGreaterThanOrEqual(1);
    const keys = (await queryRows<{ key: string }>(t.db, sql`select key from rate_limits`)).map((r) => r.key);
    expect(keys).not.toContain("probe:ended@example.com");
    expect(keys).toContain("probe:live@example.com");
    expect((await counted(t.db, "live@example.com", rule)).count).toBe(1);
  });

  test("the queue runs the purge every hour", async () => {
    const rows = await queryRows<{ name: string; cron: string }>(
      t.db,
      sql`select name, cron from pgboss.schedule where name = ${PURGE_RATE_LIMITS.queue}`,
    );
    expect(rows).toEqual([{ name: PURGE_RATE_LIMITS.queue, cron: PURGE_RATE_LIMITS.cron }]);
  });
});
