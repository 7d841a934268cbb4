import { threadId } from "node:worker_threads";
import { serveWorkerTasks } from "./worker-task";

// The worker script worker-task.test.ts runs: each task says what the thread should do.

export type FixtureTask =
  | { do: "double"; value: number }
  | { do: "spin"; ms: number }
  | { do: "sleep"; ms: number }
  | { do: "fill-heap" }
  | { do: "throw" };

export type FixtureAnswer = { threadId: number; value?: number };

serveWorkerTasks<FixtureTask, FixtureAnswer>(async (task) => {
  switch (task.do) {
    case "double":
      return { threadId, value: task.value * 2 };
    case "spin": {
      const until = Date.now() + task.ms;
      while (Date.now() < until) {
        // Busy: this thread's event loop is blocked, as a reader's is on a hostile file.
      }
      return { threadId };
    }
    case "sleep":
      // Blocked without using the CPU, as a thread is that a busy machine gives no time to.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.ms);
      return { threadId };
    case "fill-heap": {
      const kept: unknown[] = [];
      for (;;) kept.push(new Array(100_000).fill({ threadId }));
    }
    case "throw":
      throw new Error("this task fails on purpose");
  }
});
