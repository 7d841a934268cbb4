import cluster, { type Worker } from "node:cluster";

// WEB_CONCURRENCY=N: the primary forks N web processes that share the port (node:cluster hands each
// connection to one of them) and serves nothing itself. Slot 1 runs the queue workers as RUN_WORKERS
// says; the other slots never do, so one machine runs one set of them however many cores it has. A
// process that dies is started again after a pause that doubles (1 s to 30 s) while it keeps dying.

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** A process that ran this long was healthy: its slot's pause starts again from the first delay. */
const HEALTHY_AFTER_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** Forks `count` processes running `entry` (a web server entry point) and keeps them running. */
export function runCluster(count: number, runWorkers: boolean, entry: string) {
  // The forks run the web entry directly with this process's Node options (source maps; tsx in
  // development), not `npm start` again.
  cluster.setupPrimary({ exec: entry });
  const slots = new Map<number, { worker: Worker; started: number; delay: number }>();
  let stopping = false;

  const fork = (slot: number, delay: number) => {
    const worker = cluster.fork({
      RUN_WORKERS: slot === 1 && runWorkers ? "true" : "false",
      WEB_CONCURRENCY: "1",
    });
    slots.set(slot, { worker, started: Date.now(), delay });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      const ranFor = Date.now() - (slots.get(slot)?.started ?? Date.now());
      const next = ranFor >= HEALTHY_AFTER_MS ? FIRST_DELAY_MS : delay;
      console.error(
        `web process ${slot} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}); starting it again in ${next / 1000} s`,
      );
      setTimeout(() => {
        if (!stopping) fork(slot, Math.min(next * 2, MAX_DELAY_MS));
      }, next);
    });
  };
  for (let slot = 1; slot <= count; slot++) fork(slot, FIRST_DELAY_MS);
  console.log(`started ${count} web processes (queue workers in ${runWorkers ? "process 1" : "none"})`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = [...slots.values()].map(({ worker }) => worker).filter((w) => !w.isDead());
    if (running.length === 0) process.exit(0);
    let left = running.length;
    let failed = false;
    for (const worker of running) {
      worker.once("exit", (code) => {
        if (code !== 0) failed = true;
        left -= 1;
        if (left === 0) process.exit(failed ? 1 : 0);
      });
      // Each web process drains its requests and closes its database, as a single `npm start` does.
      worker.process.kill(signal);
    }
    setTimeout(() => {
      for (const worker of running) if (!worker.isDead()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
