import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { exitOnStartUpFailure, onStopSignal, openServices } from "./start-up";
import { startWorkers } from "./workers";

// A web process: configuration, database, migrations, HTTP, and the queue workers unless
// RUN_WORKERS=false leaves them to `npm run worker` processes (src/server/worker.ts). SIGTERM drains
// requests and closes the database so PGlite's files are consistent for the next start.

export const WEB_ROOT = path.resolve("build/client");

async function main() {
  const { config, database, deps } = await openServices("web");
  const { logger, queue } = deps;
  const app = createApp(deps, { webRoot: WEB_ROOT });
  if (config.runWorkers) await startWorkers(deps);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, url: config.appUrl, workers: config.runWorkers },
      `listening on ${config.appUrl}`,
    );
  });

  onStopSignal((signal) => {
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
  });
}

main().catch(exitOnStartUpFailure);
