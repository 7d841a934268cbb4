import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Debian's Chromium for Lighthouse (never a downloaded browser), started by hand rather than through
// chrome-launcher: a fresh profile each time and a DevTools port chosen by Chromium itself, read from the
// "DevTools listening on ws://…" line it prints, so parallel runs on the machine never collide.

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--remote-debugging-port=0",
];
const START_TIMEOUT_MS = 30_000;

export type Chromium = { port: number; version: string; close(): Promise<void> };

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(tmpdir(), "lighthouse-chromium-"));
  // Detached: Debian's /usr/bin/chromium is a wrapper script, so the browser is stopped as a process group.
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, "about:blank"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open DevTools:\n${stderr}`)),
      START_TIMEOUT_MS,
    );
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before DevTools opened:\n${stderr}`));
    });
  });
  const version = (await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.json())) as {
    Browser: string;
  };
  return {
    port,
    version: version.Browser,
    async close() {
      signalGroup(child, "SIGTERM");
      const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 5_000);
      await exited(child);
      clearTimeout(timer);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
