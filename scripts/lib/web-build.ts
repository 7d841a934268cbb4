import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm start` and `npm test` build the web app only when its inputs changed since the last good build,
// so a fresh clone starts with one command. The fingerprint is a hash of every input's path, size and mtime, plus the mtimes of the
// folders (a deleted or renamed file changes its folder's): stat calls only, no file contents, so the
// check costs milliseconds. The stamp sits in build/, outside the served build/client.

const ROOT = process.cwd();
const INPUT_DIRS = ["src/web", "src/shared", "public"];
const INPUT_FILES = ["react-router.config.ts", "vite.config.ts", "package-lock.json", "tsconfig.json"];
const BUILD_OUTPUT = path.join(ROOT, "build/client/__spa-fallback.html");
const STAMP = path.join(ROOT, "build/.web-build-stamp");

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

export function webInputsFingerprint(): string {
  const entries: string[] = [];
  for (const dir of INPUT_DIRS) walk(path.join(ROOT, dir), entries);
  for (const file of INPUT_FILES) {
    const full = path.join(ROOT, file);
    if (existsSync(full)) {
      const s = statSync(full);
      entries.push(`${full} ${s.size} ${s.mtimeMs}`);
    }
  }
  return createHash("sha256").update(entries.sort().join("\n")).digest("hex");
}

export function webBuildIsFresh(fingerprint = webInputsFingerprint()): boolean {
  if (!existsSync(BUILD_OUTPUT) || !existsSync(STAMP)) return false;
  return readFileSync(STAMP, "utf8").trim() === fingerprint;
}

/** Builds with the local react-router binary unless the build is fresh. Throws when the build fails. */
export function ensureWebBuild(options: { force?: boolean } = {}): "fresh" | "built" {
  const before = webInputsFingerprint();
  if (!options.force && webBuildIsFresh(before)) return "fresh";
  console.log("Building the web app (react-router build)…");
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`);
  // Stamp what was read before the build started: an edit made during the build triggers the next one.
  writeFileSync(STAMP, `${before}\n`);
  return "built";
}
