import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// Where a worker thread's script is. It is a module beside the code that starts it: `<name>.js` when the
// server runs compiled (the build emits each worker script as its own entry point into the same
// directory), `<name>.ts` when it runs from its TypeScript sources (tsx, vitest). A thread does not
// inherit the TypeScript loader of its process, and running one inside the thread held up the process's
// own event loop while it loaded, so in source mode the script is bundled once, as the build bundles it,
// and the thread runs plain JavaScript there too.

/** The worker script `name` in the directory of `callerUrl` (the caller's `import.meta.url`). */
export function workerScript(callerUrl: string, name: string): URL {
  return new URL(`./${name}${callerUrl.endsWith(".ts") ? ".ts" : ".js"}`, callerUrl);
}

const bundles = new Map<string, Promise<URL>>();

/** A script a thread can run: the compiled file as it is, a TypeScript source bundled (once a process). */
export function runnableScript(script: URL): Promise<URL> {
  if (!script.pathname.endsWith(".ts")) return Promise.resolve(script);
  let bundle = bundles.get(script.href);
  if (!bundle) {
    bundle = bundleSource(fileURLToPath(script));
    bundles.set(script.href, bundle);
    // A failed bundle (a syntax error while developing) is tried again next time.
    bundle.catch(() => bundles.delete(script.href));
  }
  return bundle;
}

async function bundleSource(source: string): Promise<URL> {
  // esbuild is a development dependency: compiled servers never come here.
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [source],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "inline",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild produced nothing for ${source}`);
  // Under node_modules, so the packages it imports resolve as they do from the sources. Named by its
  // content and written whole before it appears, so processes running at once share one file safely.
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const directory = path.join(nodeModulesOf(source), ".cache", "worker-scripts");
  const file = path.join(directory, `${path.basename(source, ".ts")}-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(directory, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return pathToFileURL(file);
}

function nodeModulesOf(from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules");
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no node_modules above ${from}`);
  }
}
