import { ensureServerBuild } from "./lib/server-build";
import { ensureWebBuild } from "./lib/web-build";

// `npm run build`: the web app (build/client) and the compiled server (build/node-server), always rebuilt.
// This is what the container image runs (Dockerfile) and what `npm test` runs before the browser tests.

try {
  ensureWebBuild({ force: true });
  await ensureServerBuild({ force: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
