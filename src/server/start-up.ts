import path from "node:path";
import { createAuth } from "./auth";
import { type Config, ConfigError, loadConfig } from "./config";
import {
  type Database,
  DatabaseLockedError,
  DatabaseUnreachableError,
  explainConnectionFailure,
  openDatabase,
  waitForDatabase,
} from "./db/client";
import { prepareJobCatalogue } from "./features/job-sources/ingestion.jobs";
import type { Deps } from "./http/context";
import { createLogger } from "./platform/logging";
import { createMailer } from "./platform/mail/mailer";
import { createQueue } from "./queue/queue";

// What a web process (src/server/index.ts) and a worker process (src/server/worker.ts) both need, built
// the same way: configuration, the database (waited for, migrated), the queue, mail and auth.

export type Role = "web" | "worker";

export type Services = {
  config: Config;
  database: Database;
  deps: Deps;
};

/** A mistake in the set-up a person can fix: printed as one line, without a stack trace. */
export class StartUpError extends Error {}

export async function openServices(role: Role): Promise<Services> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (role === "worker" && !config.databaseUrl) {
    throw new StartUpError(
      "npm run worker needs DATABASE_URL: the embedded database serves one process only, and the web process already runs the queue workers. Set DATABASE_URL to a PostgreSQL server.",
    );
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    if (config.databaseUrl) {
      await waitForDatabase(database, config.databaseUrl, {
        timeoutSeconds: config.databaseConnectTimeoutSeconds,
        onRetry: (message) => logger.warn(message),
      });
    }
    // Several processes starting together take turns: one migrates and seeds, the others then find
    // nothing left to do.
    await database.exclusive(async () => {
      await database.migrate();
      await prepareJobCatalogue({ db: database.db, config, logger });
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw config.databaseUrl ? explainConnectionFailure(config.databaseUrl, error) : error;
  }
  // Background jobs live in the app's own database. Every process can send; only a process that runs
  // the workers checks schedules and does the queue's upkeep.
  const runsWorkers = role === "worker" || config.runWorkers;
  const queue = createQueue(database, logger, {
    runSchedules: runsWorkers,
    supervise: runsWorkers,
    cronIntervalSeconds: config.queueCronCheckSeconds,
  });
  await queue.start();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
    logLinks: config.env !== "production",
  });
  const auth = createAuth({ db: database.db, config, mailer, logger });
  const deps: Deps = { config, db: database.db, auth, mailer, logger, ping: database.ping, queue };
  return { config, database, deps };
}

/** Start-up failed: one line for the faults a person can fix, the whole error for anything else. */
export function exitOnStartUpFailure(error: unknown): never {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof StartUpError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}

/**
 * SIGTERM and SIGINT run `stop` once (later signals are ignored while it runs); it stops the queue and
 * closes the database itself, after whatever the process must finish first.
 */
export function onStopSignal(stop: (signal: string) => void) {
  let stopping = false;
  const once = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stop(signal);
  };
  process.on("SIGTERM", () => once("SIGTERM"));
  process.on("SIGINT", () => once("SIGINT"));
}

/**
 * Under `npm start` / `npm run worker` the server replaces npm's shell (`exec`), so npm passes SIGTERM
 * and SIGINT straight to it. Should npm itself be killed outright, this process would be left running
 * and holding the embedded database; it notices its parent is gone and stops gracefully instead. Run
 * directly (a container, nohup), its parent may go away on purpose, so it only watches under npm.
 */
export function stopWhenParentExits() {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      process.kill(process.pid, "SIGTERM");
    }
  }, 500);
  timer.unref();
}
