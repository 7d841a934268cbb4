import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { inputsFingerprint, ROOT, stampMatches } from "./fingerprint";
import { precompressBuild } from "./precompress";

// `npm start` and `npm test` build the web app only when its inputs changed since the last good build,
// so a fresh clone starts with one command (scripts/lib/fingerprint.ts).

const INPUTS = {
  dirs: ["src/web", "src/shared", "public"],
  files: ["react-router.config.ts", "vite.config.ts", "package-lock.json", "tsconfig.json"],
};
const BUILD_OUTPUT = path.join(ROOT, "build/client/__spa-fallback.html");
const STAMP = path.join(ROOT, "build/.web-build-stamp");

export const webInputsFingerprint = () => inputsFingerprint(INPUTS);

export function webBuildIsFresh(fingerprint = webInputsFingerprint()): boolean {
  return stampMatches(STAMP, BUILD_OUTPUT, fingerprint);
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
  console.log(
    `Compressed ${precompressBuild(path.join(ROOT, "build/client"))} files at brotli's best quality.`,
  );
  // Stamp what was read before the build started: an edit made during the build triggers the next one.
  writeFileSync(STAMP, `${before}\n`);
  return "built";
}
