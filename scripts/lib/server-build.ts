import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { inputsFingerprint, ROOT, stampMatches } from "./fingerprint";

// Production runs the server as JavaScript compiled here, so no TypeScript loader sits in the request
// path (its module hooks showed in the server's CPU profile under load). esbuild bundles our code into
// build/node-server and leaves packages in node_modules, where they are resolved as usual at run time.
// Code shared by the entry points goes into chunks beside them, so one process loads it once.

/** The operators' commands (`npm run admin:create`, …), compiled too so a container needs no sources. */
const CLI_COMMANDS = [
  "admin-create",
  "campaign-set",
  "db-backup",
  "db-migrate",
  "db-restore",
  "jobs-ingest",
  "license-create",
  "referral-create",
  "testimonial-add",
];

const INPUTS = {
  dirs: ["src/server", "src/shared", "scripts/lib"],
  files: ["package-lock.json", "tsconfig.json", ...CLI_COMMANDS.map((name) => `scripts/${name}.ts`)],
};
export const SERVER_OUT = path.join(ROOT, "build/node-server");
const STAMP = path.join(ROOT, "build/.server-build-stamp");

/**
 * The processes production starts: `start` (npm start, cluster or one web process), `index`, `worker`;
 * and the scripts of worker threads, which their callers find beside themselves by the same name
 * (`platform/worker-task.ts`, `workerScript`).
 */
const ENTRY_POINTS = {
  start: "src/server/start.ts",
  index: "src/server/index.ts",
  worker: "src/server/worker.ts",
  "ingest-worker": "src/server/features/documents/ingest-worker.ts",
  ...Object.fromEntries(CLI_COMMANDS.map((name) => [`cli/${name}`, `scripts/${name}.ts`])),
};

export const serverInputsFingerprint = () => inputsFingerprint(INPUTS);

export async function buildServer() {
  rmSync(SERVER_OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRY_POINTS,
    outdir: SERVER_OUT,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    // Chunks stay in build/node-server itself: the database client finds its migrations beside it.
    chunkNames: "[name]-[hash]",
    banner: {
      js: "// Built from src/server by scripts/lib/server-build.ts; edit the sources, not this file.",
    },
  });
  // Read at run time by the migrator (src/server/db/client.ts MIGRATIONS_FOLDER).
  cpSync(path.join(ROOT, "src/server/db/migrations"), path.join(SERVER_OUT, "migrations"), {
    recursive: true,
  });
}

/** Compiles the server unless the last build was made from the same inputs. Throws when it fails. */
export async function ensureServerBuild(options: { force?: boolean } = {}): Promise<"fresh" | "built"> {
  const before = serverInputsFingerprint();
  if (!options.force && stampMatches(STAMP, path.join(SERVER_OUT, "start.js"), before)) return "fresh";
  console.log("Compiling the server (esbuild)…");
  await buildServer();
  writeFileSync(STAMP, `${before}\n`);
  return "built";
}
