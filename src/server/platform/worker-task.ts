import { readFileSync, readlinkSync } from "node:fs";
import os from "node:os";
import { parentPort, Worker } from "node:worker_threads";
import { runnableScript } from "./worker-script";

// Work that may run long or take much memory on untrusted input (reading an uploaded file) runs in
// worker threads, so the web process's event loop keeps answering. A pool keeps a few threads, each with
// a heap limit, and stops a thread whose task runs past its time limit; only `size` tasks run at once and
// the rest wait their turn. A thread is kept for the next task (loading the readers again for every file
// would add about half a second to each), until it has run `tasksPerThread` tasks or sat idle.
//
// Where the script is and how it runs from sources: worker-script.ts.

export type WorkerLimits = {
  /**
   * One task, from when the loaded thread is handed it: the thread's own CPU time where the system
   * reports it (Linux), so a task that waits for a busy machine's cores is not taken for a hostile one;
   * elsewhere, and in any case past `WALL_FACTOR` times this, the time on the clock.
   */
  timeMs: number;
  /** Each thread's JS heap (V8's old generation). Memory outside the heap, such as the contents of
   * array buffers, is not bounded by this. */
  heapMb: number;
};

export type WorkerOutcome<T> =
  | { kind: "done"; value: T }
  | { kind: "timeout" }
  | { kind: "out-of-memory" }
  /** More tasks are waiting than the pool accepts. */
  | { kind: "busy" }
  | { kind: "failed"; error: Error };

type ToWorker = { id: number; input: unknown };
type FromWorker =
  /** `statFile`: where the thread's CPU time can be read, when the system has one. */
  | { ready: true; statFile?: string }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string };

function startWorker(script: URL, heapMb: number): Worker {
  return new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
}

const START_MS = 30_000;
/** However little CPU a task has had, it is stopped after this many times its limit on the clock. */
export const WALL_FACTOR = 4;
/** Linux counts a thread's CPU time in ticks of 1/100 s (USER_HZ), whatever the kernel's own rate. */
const MS_PER_TICK = 10;

/** The CPU time a thread has used, in ms, read from its /proc stat file; undefined when unreadable. */
function threadCpuMs(statFile: string | undefined): number | undefined {
  if (!statFile) return undefined;
  try {
    const stat = readFileSync(statFile, "utf8");
    // The name in brackets may hold spaces; utime and stime are the 12th and 13th fields after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : undefined;
  } catch {
    return undefined;
  }
}

/** One thread: loads the script, then runs one task at a time. Gone for good after any failure. */
function poolThread(script: URL, heapMb: number) {
  const worker = startWorker(script, heapMb);
  let alive = true;
  let current: ((outcome: WorkerOutcome<unknown>) => void) | null = null;
  let nextId = 0;
  let tasks = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let statFile: string | undefined;
  const loaded = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), START_MS);
    worker.once("message", (message: FromWorker) => {
      clearTimeout(timer);
      if ("ready" in message) statFile = message.statFile;
      resolve("ready" in message);
    });
    worker.once("exit", () => resolve(false));
  });
  function stop() {
    alive = false;
    clearTimeout(idleTimer);
    void worker.terminate();
  }
  function settle(outcome: WorkerOutcome<unknown>) {
    const done = current;
    current = null;
    done?.(outcome);
  }
  worker.on("error", (error: Error & { code?: string }) => {
    stop();
    settle(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? { kind: "out-of-memory" } : { kind: "failed", error });
  });
  worker.on("exit", (code) => {
    alive = false;
    settle({ kind: "failed", error: new Error(`the worker thread exited (code ${code})`) });
  });

  return {
    get usable() {
      return alive;
    },
    get tasks() {
      return tasks;
    },
    async run(input: unknown, timeMs: number): Promise<WorkerOutcome<unknown>> {
      clearTimeout(idleTimer);
      worker.ref();
      if (!(await loaded)) {
        stop();
        return { kind: "failed", error: new Error("the worker thread did not start") };
      }
      tasks += 1;
      const id = ++nextId;
      const outcome = await new Promise<WorkerOutcome<unknown>>((resolve) => {
        const started = performance.now();
        const cpuAtStart = threadCpuMs(statFile);
        // At the limit, a thread that has had less than its limit of CPU (its cores were busy with other
        // work) is given the rest, up to the cap on the clock.
        const check = () => {
          const cpuNow = threadCpuMs(statFile);
          const cpu = cpuAtStart === undefined || cpuNow === undefined ? undefined : cpuNow - cpuAtStart;
          const wallLeft = timeMs * WALL_FACTOR - (performance.now() - started);
          if (cpu === undefined || cpu >= timeMs || wallLeft <= 0) {
            stop();
            settle({ kind: "timeout" });
          } else timer = setTimeout(check, Math.max(20, Math.min(timeMs - cpu, wallLeft)));
        };
        let timer = setTimeout(check, timeMs);
        current = (result) => {
          clearTimeout(timer);
          resolve(result);
        };
        const onMessage = (message: FromWorker) => {
          if (!("id" in message) || message.id !== id) return;
          worker.off("message", onMessage);
          settle(
            message.ok
              ? { kind: "done", value: message.value }
              : { kind: "failed", error: new Error(message.message) },
          );
        };
        worker.on("message", onMessage);
        worker.postMessage({ id, input } satisfies ToWorker);
      });
      // An idle thread must not keep the process from exiting.
      worker.unref();
      return outcome;
    },
    idleFor(ms: number) {
      idleTimer = setTimeout(stop, ms);
      idleTimer.unref();
    },
    stop,
  };
}

/**
 * Runs tasks on `script` in up to `size` threads; up to `maxWaiting` more tasks wait their turn, and past
 * that a task is refused at once (`busy`) rather than queued behind minutes of others.
 */
export function workerPool<I, O>(options: {
  script: URL;
  limits: WorkerLimits;
  size: number;
  maxWaiting: number;
  tasksPerThread?: number;
  idleMs?: number;
}) {
  const idle: Array<ReturnType<typeof poolThread>> = [];
  const waiting: Array<() => void> = [];
  let running = 0;

  /** False when the queue is full. A finished task hands its slot straight to the next in line. */
  async function takeSlot(): Promise<boolean> {
    if (running < options.size) {
      running += 1;
      return true;
    }
    if (waiting.length >= options.maxWaiting) return false;
    await new Promise<void>((turn) => waiting.push(turn));
    return true;
  }
  function releaseSlot() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  /** An idle thread still running; one stopped for idling is dropped here. */
  function takeIdle() {
    for (let thread = idle.pop(); thread; thread = idle.pop()) if (thread.usable) return thread;
    return undefined;
  }

  /** `timeMs` overrides the pool's time limit for this task. */
  return async (input: I, timeMs = options.limits.timeMs): Promise<WorkerOutcome<O>> => {
    if (!(await takeSlot())) return { kind: "busy" };
    try {
      const thread = takeIdle() ?? poolThread(await runnableScript(options.script), options.limits.heapMb);
      const outcome = await thread.run(input, timeMs);
      if (thread.usable && thread.tasks < (options.tasksPerThread ?? 50)) {
        thread.idleFor(options.idleMs ?? 60_000);
        idle.push(thread);
      } else thread.stop();
      return outcome as WorkerOutcome<O>;
    } finally {
      releaseSlot();
    }
  };
}

/**
 * The worker side: say it has loaded, then answer each task with `handle(input)`. A thrown error goes
 * back as its message only, so a task's expected refusals belong in its answer.
 */
export function serveWorkerTasks<I, O>(handle: (input: I) => Promise<O>) {
  const port = parentPort;
  if (!port) throw new Error("serveWorkerTasks runs only in a worker thread");
  // On Linux a thread has its own nice value (elsewhere this call would lower the whole process), so
  // there the reading thread yields the CPU to the thread answering requests when both want it.
  if (process.platform === "linux") os.setPriority(os.constants.priority.PRIORITY_LOW);
  port.on("message", ({ id, input }: ToWorker) => {
    handle(input as I).then(
      (value) => port.postMessage({ id, ok: true, value } satisfies FromWorker),
      (error: unknown) =>
        port.postMessage({
          id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies FromWorker),
    );
  });
  port.postMessage({ ready: true, statFile: ownStatFile() } satisfies FromWorker);
}

/** This thread's /proc stat file on Linux ("/proc/<pid>/task/<tid>/stat"), or undefined. */
function ownStatFile(): string | undefined {
  if (process.platform !== "linux") return undefined;
  try {
    return `/proc/${readlinkSync("/proc/thread-self")}/stat`;
  } catch {
    return undefined;
  }
}
