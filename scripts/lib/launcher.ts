import { readFileSync } from "node:fs";

// npm runs a script as npm → sh → tsx → our process. On SIGTERM npm passes the signal to `sh`, which
// dies without passing it on, so our process would keep running as an orphan. Watching the launcher
// above tsx and sending ourselves SIGTERM when it goes lets the normal graceful shutdown run.
// See docs/decisions/0004-start-builds-when-stale-and-runs-in-process.md.

/** Linux: the parent pid of `pid` from /proc, or undefined where that cannot be read. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (command) state ppid …"; the command may contain spaces, so read after the last ")".
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

export function stopWhenLauncherExits(signal: NodeJS.Signals = "SIGTERM") {
  // Only under `npm run`/`npm start`: run directly (say under nohup), our parent may go away on purpose.
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const launcher = parentOf(parent);
  if (launcher === undefined || launcher <= 1) return;
  const timer = setInterval(() => {
    if (process.ppid !== parent || parentOf(parent) !== launcher) {
      clearInterval(timer);
      process.kill(process.pid, signal);
    }
  }, 500);
  timer.unref();
}
