import { describe, expect, test } from "vitest";
import { workerScript } from "./worker-script";
import { WALL_FACTOR, type WorkerOutcome, workerPool } from "./worker-task";
import type { FixtureAnswer, FixtureTask } from "./worker-task-fixture";

// Tasks run in pooled worker threads (worker-task-fixture.ts) while this thread stays free; a task past
// its time or heap limit is stopped and its thread replaced; past the queue, a task is refused at once.

const script = workerScript(import.meta.url, "worker-task-fixture");
const pool = (options: { size?: number; maxWaiting?: number; heapMb?: number; timeMs?: number } = {}) =>
  workerPool<FixtureTask, FixtureAnswer>({
    script,
    limits: { timeMs: options.timeMs ?? 10_000, heapMb: options.heapMb ?? 64 },
    size: options.size ?? 2,
    maxWaiting: options.maxWaiting ?? 10,
  });

function answer(outcome: WorkerOutcome<FixtureAnswer>): FixtureAnswer {
  if (outcome.kind !== "done") throw new Error(`expected an answer, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

describe("a pool of worker threads", () => {
  test("answers a task, and the next task reuses the thread already loaded", async () => {
    const run = pool();
    const first = answer(await run({ do: "double", value: 21 }));
    const second = answer(await run({ do: "double", value: 5 }));
    expect([first.value, second.value]).toEqual([42, 10]);
    expect(second.threadId).toBe(first.threadId);
  });

  test("this thread keeps running while a task keeps its own thread busy", async () => {
    const run = pool();
    await run({ do: "double", value: 1 }); // loaded, so what follows times the task alone
    const lags: number[] = [];
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      lags.push(now - last);
      last = now;
    }, 10);
    const outcome = await run({ do: "spin", ms: 1_500 });
    clearInterval(probe);
    expect(outcome.kind).toBe("done");
    expect(lags.length).toBeGreaterThan(20);
    expect(Math.max(...lags)).toBeLessThan(100);
  });

  test("a task past its time limit is stopped, and the next task gets a fresh thread", async () => {
    const run = pool({ timeMs: 300 });
    const before = answer(await run({ do: "double", value: 1 }));
    const started = performance.now();
    expect(await run({ do: "spin", ms: 60_000 })).toEqual({ kind: "timeout" });
    expect(performance.now() - started).toBeLessThan(5_000);
    const after = answer(await run({ do: "double", value: 2 }));
    expect(after.value).toBe(4);
    expect(after.threadId).not.toBe(before.threadId);
  });

  test.runIf(process.platform === "linux")(
    "a task that gets no CPU from a busy machine is not stopped at its limit, only past the cap on the clock",
    async () => {
      const run = pool({ timeMs: 200 });
      await run({ do: "double", value: 1 });
      // Waiting past its limit without using the CPU, as a thread does that other work crowds out.
      expect(answer(await run({ do: "sleep", ms: 500 })).threadId).toBeGreaterThan(0);
      const started = performance.now();
      expect(await run({ do: "sleep", ms: 60_000 })).toEqual({ kind: "timeout" });
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(200 * WALL_FACTOR - 20);
      expect(waited).toBeLessThan(5_000);
    },
  );

  test("a task past the heap limit ends as out of memory, and the pool carries on", async () => {
    const run = pool({ heapMb: 32 });
    expect(await run({ do: "fill-heap" })).toEqual({ kind: "out-of-memory" });
    expect(answer(await run({ do: "double", value: 3 })).value).toBe(6);
  });

  test("a task that throws fails with its message", async () => {
    const outcome = await pool()({ do: "throw" });
    expect(outcome.kind).toBe("failed");
    expect(outcome.kind === "failed" && outcome.error.message).toBe("this task fails on purpose");
  });

  test("past the threads and the queue, a task is refused at once; the others still run", async () => {
    const run = pool({ size: 1, maxWaiting: 1 });
    const running = run({ do: "spin", ms: 300 });
    const queued = run({ do: "double", value: 4 });
    expect(await run({ do: "double", value: 5 })).toEqual({ kind: "busy" });
    expect((await running).kind).toBe("done");
    expect(answer(await queued).value).toBe(8);
  });
});
