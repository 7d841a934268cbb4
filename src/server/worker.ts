import { exitOnStartUpFailure, onStopSignal, openServices, stopWhenParentExits } from "./start-up";
import { startWorkers } from "./workers";

// A worker process (`npm run worker`): the queue workers and schedules, no HTTP. Any number of them can
// run beside web processes started with RUN_WORKERS=false, all on one PostgreSQL server; pg-boss hands
// each job to one of them and starts each scheduled run once. SIGTERM lets running jobs finish (up to
// 10 s), then closes the database.

async function main() {
  const { database, deps } = await openServices("worker");
  const { logger, queue } = deps;
  await startWorkers(deps);
  logger.info({ database: database.kind }, "queue workers running");

  onStopSignal(async (signal) => {
    logger.info({ signal }, "shutting down: finishing running jobs");
    await queue.stop().catch((error) => logger.error({ err: error }, "queue did not stop cleanly"));
    await database.close();
    logger.info("stopped");
    process.exit(0);
  });
}

main().catch(exitOnStartUpFailure);
stopWhenParentExits();
