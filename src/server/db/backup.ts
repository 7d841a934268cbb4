import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { DatabaseLockedError, openDatabase, takeLock } from "./client";

// `npm run db:backup` / `npm run db:restore` for the embedded database (docs/deploy.md). A backup is
// PGlite's own tarball of its data folder, gzipped. PGlite is one process at a time (client.ts), so
// both refuse while the app holds the lock rather than copy files that are being written.

/** A refusal or a bad file: the message says what happened and what to do, and is printed as is. */
export class BackupError extends Error {}

/** `20261127T074512Z`: sorts by time and is safe in a file name on every system. */
export function timestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

export function defaultBackupFile(now = new Date()): string {
  return path.join("backups", `finance-careers-${timestamp(now)}.tar.gz`);
}

/** Printed instead of a backup when DATABASE_URL names a server: its own tools copy it consistently. */
export function pgDumpAdvice(now = new Date()): string {
  return [
    "DATABASE_URL is set, so the database is a PostgreSQL server; npm run db:backup copies only the embedded database. Back the server up with pg_dump:",
    `  pg_dump --format=custom --no-owner --file=backups/finance-careers-${timestamp(now)}.dump "$DATABASE_URL"`,
    "(docs/deploy.md explains restoring it with pg_restore).",
  ].join("\n");
}

export function pgRestoreAdvice(): string {
  return [
    "DATABASE_URL is set, so the database is a PostgreSQL server; npm run db:restore restores only the embedded database. Restore a pg_dump file into the server with pg_restore:",
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE.dump',
    "(docs/deploy.md has the details).",
  ].join("\n");
}

function inUse(error: DatabaseLockedError, dataDir: string, command: string): BackupError {
  const by = error.pid ? `the app (process ${error.pid})` : "another process";
  return new BackupError(
    `The embedded database in ${dataDir} is in use by ${by}. Stop the app first (Ctrl-C, or SIGTERM to that process), then run ${command} again: only one process may open it at a time.`,
  );
}

export type BackupResult = { file: string; bytes: number };

/** Writes the embedded database in `dataDir` to `file` (a .tar.gz); never overwrites a file. */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<BackupResult> {
  const dir = path.resolve(dataDir);
  const target = path.resolve(file);
  if (!existsSync(path.join(dir, "pglite", "PG_VERSION"))) {
    throw new BackupError(
      `There is no embedded database in ${dir}, so there is nothing to back up. Check DATA_DIR.`,
    );
  }
  if (existsSync(target)) {
    throw new BackupError(`${target} already exists. Give another file name, or move that file away first.`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir: dir });
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw inUse(error, dir, "npm run db:backup");
    throw error;
  }
  let archive: Blob;
  try {
    const dump = await database.dump?.("gzip");
    if (!dump) throw new Error("PGlite did not produce a dump");
    archive = dump;
  } finally {
    await database.close();
  }
  const bytes = Buffer.from(await archive.arrayBuffer());
  mkdirSync(path.dirname(target), { recursive: true });
  // Written under another name first, so an interrupted backup never looks like a complete one.
  const partial = `${target}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, target);
  return { file: target, bytes: bytes.length };
}

/**
 * Reads a backup and checks it is a gzipped (or plain) tar holding a Postgres data folder, so a wrong
 * or truncated file is refused with a message before anything on disk changes.
 */
export function readBackupFile(file: string): Buffer {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`Backup file ${source} not found. Check the path.`);
  const raw = readFileSync(source);
  let tar = raw;
  if (raw[0] === 0x1f && raw[1] === 0x8b) {
    try {
      tar = gunzipSync(raw);
    } catch (error) {
      throw new BackupError(
        `${source} is damaged or incomplete (${(error as Error).message}). Nothing was changed; use another backup.`,
      );
    }
  }
  if (!tarHolds(tar, "PG_VERSION")) {
    throw new BackupError(
      `${source} is not a backup made by npm run db:backup (no database files in it). Nothing was changed.`,
    );
  }
  return raw;
}

/** Whether a tar archive lists a file with this base name (headers are 512-byte blocks, sizes octal). */
function tarHolds(tar: Buffer, baseName: string): boolean {
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return false;
    if (header.toString("latin1", 257, 262) !== "ustar") return false;
    const name = header.toString("utf8", 0, 100).replace(/\0.*$/s, "");
    if (path.posix.basename(name) === baseName) return true;
    const size = Number.parseInt(header.toString("latin1", 124, 136).replace(/\0.*$/s, "").trim() || "0", 8);
    if (!Number.isFinite(size)) return false;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return false;
}

const KEPT_IN_PLACE = new Set(["pglite.lock", "auth-secret"]);

export type RestoreResult = {
  dataDir: string;
  /** Where the replaced data folder was moved (with --force), or undefined when there was none. */
  movedAside: string | undefined;
  /** Whether the replaced folder's generated auth secret was carried into the restored one. */
  keptAuthSecret: boolean;
  accounts: number;
};

/**
 * Restores a backup into `dataDir`. The backup is loaded, migrated and checked in a folder beside it
 * first; only then is an existing data folder (allowed with `force`) moved aside, never deleted.
 */
export async function restoreEmbeddedDatabase(
  file: string,
  dataDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const dir = path.resolve(dataDir);
  const archive = readBackupFile(file);
  const stamp = timestamp(options.now);
  mkdirSync(path.dirname(dir), { recursive: true });
  const existed = existsSync(dir);
  let releaseLock: () => void;
  try {
    releaseLock = takeLock(dir);
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw inUse(error, dir, "npm run db:restore");
    throw error;
  }
  const staging = `${dir}.restoring-${stamp}`;
  try {
    // The lock is ours, and loading the configuration generates an auth secret in a new DATA_DIR:
    // neither is data a restore could lose.
    const contents = readdirSync(dir).filter((name) => !KEPT_IN_PLACE.has(name));
    if (contents.length > 0 && !options.force) {
      throw new BackupError(
        `${dir} is not empty (it holds ${contents.slice(0, 3).join(", ")}${contents.length > 3 ? ", …" : ""}). Nothing was changed. To replace it, run again with --force: the current folder is then kept as ${dir}.before-restore-<time>.`,
      );
    }
    const accounts = await loadAndCheck(archive, staging, file);
    let movedAside: string | undefined;
    let keptAuthSecret = false;
    if (contents.length > 0) {
      movedAside = `${dir}.before-restore-${stamp}`;
      // The lock file moves with the old folder and is removed there: nothing may open it meanwhile.
      renameSync(dir, movedAside);
      rmSync(path.join(movedAside, "pglite.lock"), { force: true });
      renameSync(staging, dir);
      // Outside production the auth secret is generated into DATA_DIR; sessions and admins' two-factor
      // secrets depend on it, so this instance keeps its own rather than generating a new one.
      const secret = path.join(movedAside, "auth-secret");
      if (existsSync(secret)) {
        copyFileSync(secret, path.join(dir, "auth-secret"));
        keptAuthSecret = true;
      }
    } else {
      renameSync(path.join(staging, "pglite"), path.join(dir, "pglite"));
      rmSync(staging, { recursive: true, force: true });
      releaseLock();
    }
    return { dataDir: dir, movedAside, keptAuthSecret, accounts };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    releaseLock();
    if (!existed && existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
    throw error;
  }
}

/** Loads the tarball into `staging`, applies pending migrations and counts the accounts. */
async function loadAndCheck(archive: Buffer, staging: string, file: string): Promise<number> {
  try {
    const database = await openDatabase({
      dataDir: staging,
      loadDataDir: new Blob([new Uint8Array(archive)]),
    });
    try {
      await database.migrate();
      const { rows } = await database.query(`select count(*)::int as n from "user"`);
      return Number(rows[0]?.n ?? 0);
    } finally {
      await database.close();
    }
  } catch (error) {
    throw new BackupError(
      `${path.resolve(file)} could not be restored: ${(error as Error).message}. Nothing was changed; use another backup.`,
    );
  }
}
