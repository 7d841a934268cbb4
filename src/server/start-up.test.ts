import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { DatabaseLockedError, processStartTime, takeLock } from "./db/client";

// Start-up faults a person meets: a lock file left by a crash whose pid now belongs to another
// program, and a PostgreSQL server that is not there.

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

describe("an unreachable PostgreSQL server", () => {
  test("stops the app with one line that names DATABASE_URL, and no stack trace", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "development",
        DATABASE_URL: "postgres://postgres:s3cret@127.0.0.1:1/finance",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "unreachable-")),
        PORT: "0",
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("DATABASE_URL");
    expect(lines[0]).toContain("127.0.0.1:1");
    expect(lines[0]).not.toContain("s3cret");
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
