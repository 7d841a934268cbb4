import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { DatabaseLockedError, processStartTime, takeLock } from "./db/client";

// Start-up faults a person meets: a lock file left by a crash whose pid now belongs to another
// program, a PostgreSQL server that is not there (yet), and several processes asked of the embedded
// database.

const ROOT = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function running(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: "ignore" });
  children.push(child);
  return child;
}

function dataDirWithLock(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "pglite.lock"), text);
  return dir;
}

describe("the embedded database's lock", () => {
  test("a lock whose pid now belongs to another program is stale", () => {
    const other = running("sleep", ["30"]);
    const pid = other.pid as number;
    // Written by an app that has since died, at a time the pid meant something else.
    expect(() => takeLock(dataDirWithLock(`${pid} 1`))()).not.toThrow();
    // An older lock with the pid alone: the program there now is not the app.
    expect(() => takeLock(dataDirWithLock(String(pid)))()).not.toThrow();
  });

  test("a lock held by a running app refuses a second one, naming the process", () => {
    const app = running(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    const pid = app.pid as number;
    const started = processStartTime(pid);
    expect(started).toMatch(/^\d+$/);
    expect(() => takeLock(dataDirWithLock(`${pid} ${started}`))).toThrow(DatabaseLockedError);
    expect(() => takeLock(dataDirWithLock(`${pid} ${started}`))).toThrow(`in use by process ${pid}`);
    expect(() => takeLock(dataDirWithLock(String(pid)))).toThrow(DatabaseLockedError);
  });
});

/** Runs a server entry point with the given environment and waits for it to exit. */
async function runEntry(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "development",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "start-up-")),
      PORT: "0",
      LOG_LEVEL: "silent",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stdout, stderr };
}

function expectOneLine(stderr: string): string {
  const lines = stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
  return lines[0] ?? "";
}

describe("an unreachable PostgreSQL server", () => {
  test("is retried with backoff, a line per attempt, then stops the app with one line that names DATABASE_URL", async () => {
    const started = Date.now();
    const { code, stdout, stderr } = await runEntry("src/server/index.ts", {
      DATABASE_URL: "postgres://postgres:s3cret@127.0.0.1:1/finance",
      DATABASE_CONNECT_TIMEOUT_SECONDS: "2",
      LOG_LEVEL: "warn",
    });
    expect(code).toBe(1);
    const line = expectOneLine(stderr);
    expect(line).toContain("DATABASE_URL");
    expect(line).toContain("127.0.0.1:1");
    expect(line).toMatch(/\d+ attempts in \d+ s/);
    expect(line).not.toContain("s3cret");
    // 0.5 s, 1 s, then what is left of the 2 s: three waits, each announced on a line of its own.
    const waits = stdout
      .split("\n")
      .filter((l) => l.includes("Waiting for the PostgreSQL server in DATABASE_URL"));
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits[0]).toContain("attempt 1, next in 0.5 s");
    expect(waits[1]).toContain("attempt 2, next in 1.0 s");
    expect(stdout).not.toContain("s3cret");
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  }, 30_000);

  test("DATABASE_CONNECT_TIMEOUT_SECONDS=0 tries once and does not wait", async () => {
    const { code, stdout, stderr } = await runEntry("src/server/index.ts", {
      DATABASE_URL: "postgres://postgres:s3cret@127.0.0.1:1/finance",
      DATABASE_CONNECT_TIMEOUT_SECONDS: "0",
      LOG_LEVEL: "warn",
    });
    expect(code).toBe(1);
    expect(expectOneLine(stderr)).toContain("Cannot use the PostgreSQL server in DATABASE_URL");
    expect(stdout).not.toContain("Waiting for");
  }, 30_000);
});

describe("several processes need PostgreSQL", () => {
  test("WEB_CONCURRENCY above 1 without DATABASE_URL is refused in one line", async () => {
    const { code, stderr } = await runEntry("src/server/index.ts", { WEB_CONCURRENCY: "2" });
    expect(code).toBe(1);
    expect(expectOneLine(stderr)).toContain("WEB_CONCURRENCY=2 needs DATABASE_URL");
  }, 30_000);

  test("RUN_WORKERS=false without DATABASE_URL is refused in one line", async () => {
    const { code, stderr } = await runEntry("src/server/index.ts", { RUN_WORKERS: "false" });
    expect(code).toBe(1);
    expect(expectOneLine(stderr)).toContain("RUN_WORKERS=false needs DATABASE_URL");
  }, 30_000);

  test("a worker process without DATABASE_URL is refused in one line", async () => {
    const { code, stderr } = await runEntry("src/server/worker.ts", {});
    expect(code).toBe(1);
    expect(expectOneLine(stderr)).toContain("npm run worker needs DATABASE_URL");
  }, 30_000);
});
