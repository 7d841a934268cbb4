import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { ConfigError, loadConfig } from "./config";
import {
  DatabaseLockedError,
  DatabaseUnreachableError,
  explainConnectionFailure,
  openDatabase,
} from "./db/client";
import { prepareJobCatalogue } from "./features/job-sources/ingestion.jobs";
import { createLogger } from "./platform/logging";
import { createMailer } from "./platform/mail/mailer";
import { createQueue } from "./queue/queue";
import { startWorkers } from "./workers";

// Start-up: configuration, database, migrations, HTTP; SIGTERM drains requests and closes the
// database so PGlite's files are consistent for the next start.

export const WEB_ROOT = path.resolve("build/client");

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate().catch(async (error: unknown) => {
    await database.close().catch(() => undefined);
    throw config.databaseUrl ? explainConnectionFailure(config.databaseUrl, error) : error;
  });
  await prepareJobCatalogue({ db: database.db, config, logger });
  // Background jobs share the database (DESIGN §3); stopped below before the database closes.
  const queue = createQueue(database, logger);
  await queue.start();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
    logLinks: config.env !== "production",
  });
  const auth = createAuth({ db: database.db, config, mailer, logger });
  const deps = { config, db: database.db, auth, mailer, logger, ping: database.ping, queue };
  const app = createApp(deps, { webRoot: WEB_ROOT });
  await startWorkers(deps);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, url: config.appUrl },
      `listening on ${config.appUrl}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining requests");
    const force = setTimeout(() => {
      logger.warn("requests still open after 10 s; closing anyway");
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await queue.stop().catch((error) => logger.error({ err: error }, "queue did not stop cleanly"));
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof DatabaseUnreachableError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
