import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { queryRows } from "../db/client";
import { createQueue, type Queue } from "./queue";

// pg-boss runs in the app's own database: on PGlite through the one shared session, on
// PostgreSQL through its own pool. The same behaviour is asserted on both (TEST_DATABASE_URL).

const logger = pino({ level: "silent" });

async function jobState(database: TestDatabase, id: string): Promise<string | undefined> {
  const { rows } = await database.query("select state from pgboss.job where id = $1", [id]);
  return rows[0]?.state as string | undefined;
}

describe(`queue on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let database: TestDatabase;
  let queue: Queue;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = createQueue(database, logger, { pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
    await queue.start();
  });

  afterAll(async () => {
    await queue.stop(1000);
    await database.dispose();
  });

  test("a sent job reaches its worker with its data and ends completed", async () => {
    const seen: { data: unknown; id: string }[] = [];
    await queue.work<{ hello: string }>("probe", async (data, job) => {
      seen.push({ data, id: job.id });
      return { handled: true };
    });
    const id = await queue.send("probe", { hello: "world" });
    expect(id).toEqual(expect.any(String));
    await vi.waitFor(async () => expect(await jobState(database, id ?? "")).toBe("completed"), {
      timeout: 10_000,
      interval: 100,
    });
    expect(seen).toEqual([{ data: { hello: "world" }, id }]);
  });

  test("a handler that throws leaves the job failed with the error as its output", async () => {
    await queue.work("always-fails", async () => {
      throw new Error("board unreachable");
    });
    const id = await queue.send("always-fails", {}, { retryLimit: 0 });
    await vi.waitFor(async () => expect(await jobState(database, id ?? "")).toBe("failed"), {
      timeout: 10_000,
      interval: 100,
    });
    const { rows } = await database.query("select output from pgboss.job where id = $1", [id]);
    expect(rows[0]?.output).toMatchObject({ message: "board unreachable" });
  });

  test("a schedule sends its job on time", async () => {
    const runs: unknown[] = [];
    await queue.work<{ pass: string }>("every-minute", async (data) => {
      runs.push(data);
    });
    // Every minute: the last tick is always less than a minute ago, so the next cron check sends it.
    await queue.schedule("every-minute", "* * * * *", { pass: "scheduled" });
    await vi.waitFor(() => expect(runs).toEqual([{ pass: "scheduled" }]), { timeout: 15_000, interval: 200 });
  });

  test("the app's own queries keep working alongside the queue", async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pgboss.queue`,
    );
    expect(row?.n).toBeGreaterThanOrEqual(3);
  });
});

describe("raw transaction scripts", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  test("a failing script rolls back whole and leaves the session usable", async () => {
    await expect(
      database.query("BEGIN; CREATE TABLE script_probe (n int); SELECT 1/0; COMMIT;"),
    ).rejects.toThrow(/division by zero/);
    // Before the fix, PGlite's one session stayed in an aborted transaction: every later query failed.
    const { rows } = await database.query("select to_regclass('script_probe') as t, 1 as ok");
    expect(rows[0]).toEqual({ t: null, ok: 1 });
  });

  test("a script that succeeds commits, and the last statement's rows come back", async () => {
    const { rows } = await database.query(
      "BEGIN; CREATE TABLE script_ok (n int); INSERT INTO script_ok VALUES (7); SELECT n FROM script_ok; COMMIT;",
    );
    expect(rows).toEqual([{ n: 7 }]);
    const after = await database.query("select n from script_ok where n = $1", [7]);
    expect(after.rows).toEqual([{ n: 7 }]);
  });
});
