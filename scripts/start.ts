import { fileURLToPath } from "node:url";
import { loadConfig } from "../src/server/config";
import { runCluster } from "./lib/cluster";
import { stopWhenLauncherExits } from "./lib/launcher";
import { ensureWebBuild } from "./lib/web-build";

// `npm start`: build the web app if it is missing or stale, then run the server in this
// same process, so SIGTERM/SIGINT reach its graceful shutdown (drain requests, close the database).
// See docs/decisions/0004-start-builds-when-stale-and-runs-in-process.md.
// With WEB_CONCURRENCY above 1 (PostgreSQL only) this process forks that many servers instead and
// serves nothing itself (scripts/lib/cluster.ts).

let concurrency = 1;
let runWorkers = true;
try {
  const config = loadConfig();
  concurrency = config.webConcurrency;
  runWorkers = config.runWorkers;
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (concurrency > 1) {
  runCluster(concurrency, runWorkers, fileURLToPath(new URL("../src/server/index.ts", import.meta.url)));
} else {
  await import("../src/server/index");
}
stopWhenLauncherExits();
