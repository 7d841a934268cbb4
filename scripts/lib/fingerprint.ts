import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// A build is redone only when its inputs changed since the last good build. The fingerprint is a hash
// of every input's path, size and mtime, plus the mtimes of the folders (a deleted or renamed file
// changes its folder's): stat calls only, no file contents, so the check costs milliseconds. Each
// build's stamp sits in build/, outside what is served.

/** The repository, wherever the command was started from. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

function walk(dir: string, entries: string[]) {
  if (!existsSync(dir)) return;
  const stat = statSync(dir);
  entries.push(`${dir}/ ${stat.mtimeMs}`);
  for (const dirent of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, dirent.name);
    if (dirent.isDirectory()) walk(full, entries);
    else if (dirent.isFile()) {
      const s = statSync(full);
      entries.push(`${full} ${s.size} ${s.mtimeMs}`);
    }
  }
}

export type Inputs = { dirs: string[]; files: string[] };

export function inputsFingerprint({ dirs, files }: Inputs): string {
  const entries: string[] = [];
  for (const dir of dirs) walk(path.join(ROOT, dir), entries);
  for (const file of files) {
    const full = path.join(ROOT, file);
    if (existsSync(full)) {
      const s = statSync(full);
      entries.push(`${full} ${s.size} ${s.mtimeMs}`);
    }
  }
  return createHash("sha256").update(entries.sort().join("\n")).digest("hex");
}

/** Whether `output` exists and `stamp` records `fingerprint` (the inputs of the build that made it). */
export function stampMatches(stamp: string, output: string, fingerprint: string): boolean {
  if (!existsSync(output) || !existsSync(stamp)) return false;
  return readFileSync(stamp, "utf8").trim() === fingerprint;
}
