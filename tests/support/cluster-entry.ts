import { fileURLToPath } from "node:url";
import { runCluster } from "../../src/server/cluster";
import { loadConfig } from "../../src/server/config";

// `npm start` with WEB_CONCURRENCY, without the web build step: the same cluster of web processes, for
// a test that runs where the web app has not been built (the API suite).

const config = loadConfig();
runCluster(
  config.webConcurrency,
  config.runWorkers,
  fileURLToPath(new URL("../../src/server/index.ts", import.meta.url)),
);
