import { execFile } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BackupError, backupEmbeddedDatabase, restoreEmbeddedDatabase } from "./backup";
import { openDatabase, takeLock } from "./client";

// `npm run db:backup` / `db:restore` round trip on real PGlite data folders: the functions the scripts
// use, then the scripts themselves through tsx, as an operator would run them.

const root = path.resolve(import.meta.dirname, "../../..");
const run = promisify(execFile);
let work: string;
let source: string;

/** Runs a script the way `npm run` does; never throws, so a refusal's exit code and message can be read. */
async function script(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", `scripts/${name}.ts`, ...args],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The member and referral code inserted into the source, as read back from a restored folder. */
async function readBack(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const members = await database.query(`select email, name from "user" order by email`);
    const codes = await database.query("select code, influencer_name from referral_codes");
    return { members: members.rows, codes: codes.rows };
  } finally {
    await database.close();
  }
}

const EXPECTED = {
  members: [{ email: "ada@example.com", name: "Ada Lovelace" }],
  codes: [{ code: "BACKUP1", influencer_name: "Round Trip" }],
};

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "db-backup-"));
  source = path.join(work, "source");
  const database = await openDatabase({ dataDir: source });
  try {
    await database.migrate();
    await database.query(
      `insert into "user" (id, name, first_name, last_name, email) values ('u1', 'Ada Lovelace', 'Ada', 'Lovelace', 'ada@example.com')`,
    );
    await database.query(
      `insert into referral_codes (code, influencer_name) values ('BACKUP1', 'Round Trip')`,
    );
  } finally {
    await database.close();
  }
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("backup and restore functions", () => {
  test("a backup restored into an empty folder holds the same rows", async () => {
    const file = path.join(work, "nested", "one.tar.gz");
    const backup = await backupEmbeddedDatabase(source, file);
    expect(backup.file).toBe(file);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const target = path.join(work, "restored");
    const restored = await restoreEmbeddedDatabase(file, target);
    expect(restored).toMatchObject({ dataDir: target, movedAside: undefined, accounts: 1 });
    expect(existsSync(path.join(target, "pglite.lock"))).toBe(false);
    expect(await readBack(target)).toEqual(EXPECTED);
    // Backing up never overwrites an earlier file.
    await expect(backupEmbeddedDatabase(source, file)).rejects.toThrow(/already exists/);
  }, 60_000);

  test("a folder that is not empty is refused without --force and moved aside with it", async () => {
    const file = path.join(work, "two.tar.gz");
    await backupEmbeddedDatabase(source, file);
    const target = path.join(work, "occupied");
    mkdirSync(path.join(target, "outbox"), { recursive: true });
    writeFileSync(path.join(target, "outbox", "mail.eml"), "kept");
    writeFileSync(path.join(target, "auth-secret"), "old-secret\n");

    await expect(restoreEmbeddedDatabase(file, target)).rejects.toThrow(/is not empty .*Nothing was changed/);
    expect(readdirSync(target).sort()).toEqual(["auth-secret", "outbox"]);
    expect(readdirSync(work).filter((name) => name.startsWith("occupied."))).toEqual([]);

    const now = new Date("2026-11-27T08:00:00Z");
    const restored = await restoreEmbeddedDatabase(file, target, { force: true, now });
    const aside = `${target}.before-restore-20261127T080000Z`;
    expect(restored).toMatchObject({ movedAside: aside, keptAuthSecret: true, accounts: 1 });
    expect(readFileSync(path.join(aside, "outbox", "mail.eml"), "utf8")).toBe("kept");
    expect(existsSync(path.join(aside, "pglite.lock"))).toBe(false);
    expect(readFileSync(path.join(target, "auth-secret"), "utf8")).toBe("old-secret\n");
    expect(await readBack(target)).toEqual(EXPECTED);
  }, 60_000);

  test("a missing, foreign or damaged file is refused with a clear message and nothing is created", async () => {
    const target = path.join(work, "never");
    await expect(restoreEmbeddedDatabase(path.join(work, "nope.tar.gz"), target)).rejects.toThrow(
      /nope\.tar\.gz not found/,
    );
    const foreign = path.join(work, "foreign.tar.gz");
    writeFileSync(foreign, "not a backup at all");
    await expect(restoreEmbeddedDatabase(foreign, target)).rejects.toThrow(
      /is not a backup made by npm run db:backup/,
    );

    const good = path.join(work, "for-truncating.tar.gz");
    await backupEmbeddedDatabase(source, good);
    const truncated = path.join(work, "truncated.tar.gz");
    writeFileSync(truncated, readFileSync(good).subarray(0, 50_000));
    const failure = restoreEmbeddedDatabase(truncated, target);
    await expect(failure).rejects.toBeInstanceOf(BackupError);
    await expect(failure).rejects.toThrow(/is damaged or incomplete/);
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  test("there is nothing to back up in a folder without a database", async () => {
    await expect(
      backupEmbeddedDatabase(path.join(work, "empty"), path.join(work, "x.tar.gz")),
    ).rejects.toThrow(/no embedded database/);
  });
});

describe("npm run db:backup / db:restore", () => {
  test("the scripts round-trip the database end to end", async () => {
    const file = path.join(work, "cli.tar.gz");
    const backup = await script("db-backup", [file], { DATA_DIR: source });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`to ${file}`);

    const target = path.join(work, "cli-restored");
    const restore = await script("db-restore", [file], { DATA_DIR: target });
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain("(1 account; migrations applied)");
    expect(await readBack(target)).toEqual(EXPECTED);

    const again = await script("db-restore", [file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Error: .*cli-restored is not empty/);
  }, 90_000);

  test("a backup is refused while the app holds the database, and with DATABASE_URL set", async () => {
    // This test process plays the running app: it holds the lock the server takes at start-up.
    const release = takeLock(source);
    try {
      const file = path.join(work, "while-running.tar.gz");
      const locked = await script("db-backup", [file], { DATA_DIR: source });
      expect(locked.code).toBe(1);
      expect(locked.stderr).toMatch(
        new RegExp(`is in use by the app \\(process ${process.pid}\\)\\. Stop the app first`),
      );
      expect(existsSync(file)).toBe(false);
    } finally {
      release();
    }

    const server = await script("db-backup", [], {
      DATA_DIR: path.join(work, "unused"),
      DATABASE_URL: "postgres://app@127.0.0.1:1/app",
    });
    expect(server.code).toBe(1);
    expect(server.stderr).toContain("pg_dump --format=custom --no-owner --file=backups/finance-careers-");
    expect(server.stderr).toContain('"$DATABASE_URL"');
  }, 60_000);
});
