import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { stopWhenLauncherExits } from "./lib/launcher";

// `npm run dev`: the API under `tsx watch` (restarts on change) beside the React Router dev server
// (Vite, hot reload) at http://localhost:5173, which proxies /api to the API (vite.config.ts).
// Each child runs in its own process group so stopping one stops everything it started; when either
// exits, or we are told to stop, both go.

const API_PORT = process.env.API_PORT ?? "3000";
const WEB_URL = "http://localhost:5173";
const bin = (name: string) => path.resolve("node_modules/.bin", name);

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env }, detached: true });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} exited (${signal ?? `code ${code}`}); stopping the other process.`);
      stop(code ?? 1);
    }
  });
  return child;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) killGroup(child, "SIGTERM");
  // The API closes its database on SIGTERM; give it time, then make sure nothing is left behind.
  const force = setTimeout(() => {
    for (const child of children) killGroup(child, "SIGKILL");
    process.exit(exitCode);
  }, 10_000);
  force.unref();
  Promise.all(
    children.map((c) =>
      c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once("exit", r)),
    ),
  ).then(() => process.exit(exitCode));
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(0));

start("API", bin("tsx"), ["watch", "--clear-screen=false", "src/server/index.ts"], {
  PORT: API_PORT,
  APP_URL: WEB_URL,
});
start("Web", bin("react-router"), ["dev"], { API_PORT });
stopWhenLauncherExits();
console.log(`Development: open ${WEB_URL} (API on port ${API_PORT}). Ctrl-C stops both.`);
