import { fileURLToPath } from "node:url";
import { runCluster } from "./cluster";
import { loadConfig } from "./config";
import { stopWhenParentExits } from "./start-up";

// What `npm start` runs once the builds are fresh (scripts/prepare-start.ts), compiled to
// build/node-server/start.js: the server in this same process, so SIGTERM/SIGINT reach its graceful
// shutdown. With WEB_CONCURRENCY above 1 (PostgreSQL only) it forks that many servers instead and
// serves nothing itself (cluster.ts). The container runs it directly (Dockerfile).

let concurrency = 1;
let runWorkers = true;
try {
  const config = loadConfig();
  concurrency = config.webConcurrency;
  runWorkers = config.runWorkers;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// Compiled, the web entry is index.js beside this file; run from source (tests, tsx), index.ts.
const entry = new URL(import.meta.url.endsWith(".ts") ? "./index.ts" : "./index.js", import.meta.url);
if (concurrency > 1) runCluster(concurrency, runWorkers, fileURLToPath(entry));
else await import("./index");
stopWhenParentExits();
