import { stopWhenLauncherExits } from "./lib/launcher";

// `npm run worker`: the queue workers without HTTP, in this same process so SIGTERM/SIGINT reach its
// graceful stop. Needs DATABASE_URL; see the README's "Several processes".

await import("../src/server/worker");
stopWhenLauncherExits();
