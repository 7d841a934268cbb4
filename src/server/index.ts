import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { prepareSite } from "./http/prepared-site";
import { withStaticFastPath } from "./http/static-fast-path";
import { exitOnStartUpFailure, onStopSignal, openServices } from "./start-up";
import { startWorkers } from "./workers";

// A web process: configuration, database, migrations, HTTP, and the queue workers unless
// RUN_WORKERS=false leaves them to `npm run worker` processes (src/server/worker.ts). SIGTERM drains
// requests and closes the database so PGlite's files are consistent for the next start.

export const WEB_ROOT = path.resolve("build/client");

async function main() {
  const { config, database, deps } = await openServices("web");
  const { logger, queue } = deps;
  const site = prepareSite(WEB_ROOT, { production: config.env === "production" });
  const app = createApp(deps, { site });
  if (config.runWorkers) await startWorkers(deps);

  // The build's pages and files are answered before Hono; everything else goes through the app.
  const honoListener = getRequestListener(app.fetch, { hostname: config.host });
  const server = createServer(withStaticFastPath(site, honoListener));
  server.listen(config.port, config.host, () => {
    const address = server.address();
    logger.info(
      {
        port: typeof address === "object" && address ? address.port : config.port,
        database: database.kind,
        url: config.appUrl,
        workers: config.runWorkers,
      },
      `listening on ${config.appUrl}`,
    );
  });

  onStopSignal((signal) => {
    logger.info({ signal }, "shutting down: draining requests");
    const force = setTimeout(() => {
      logger.warn("requests still open after 10 s; closing anyway");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await queue.stop().catch((error) => logger.error({ err: error }, "queue did not stop cleanly"));
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}

main().catch(exitOnStartUpFailure);
