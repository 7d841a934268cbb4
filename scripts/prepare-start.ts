import { ensureServerBuild } from "./lib/server-build";
import { ensureWebBuild } from "./lib/web-build";

// The first half of `npm start` (and, with --server, of `npm run worker`): build the web app and
// compile the server when their sources changed since the last build, so a fresh clone starts with one
// command. npm then replaces its shell with `node build/node-server/…` (package.json), so the server runs
// as compiled JavaScript and receives npm's signals itself (docs/decisions/0031).

try {
  if (!process.argv.includes("--server")) ensureWebBuild();
  await ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
