import { stopWhenLauncherExits } from "./lib/launcher";
import { ensureWebBuild } from "./lib/web-build";

// `npm start`: build the web app if it is missing or stale, then run the server in this
// same process, so SIGTERM/SIGINT reach its graceful shutdown (drain requests, close the database).
// See docs/decisions/0004-start-builds-when-stale-and-runs-in-process.md.

try {
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

await import("../src/server/index");
stopWhenLauncherExits();
