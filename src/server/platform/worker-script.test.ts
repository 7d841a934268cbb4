import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { runnableScript, workerScript } from "./worker-script";

// A worker script is found beside its caller, compiled or not; from the sources it is bundled to plain
// JavaScript once, as the build would.

test("the script is the TypeScript source beside a source caller, the compiled file beside a built one", () => {
  expect(workerScript("file:///app/src/server/features/x/caller.ts", "reader").href).toBe(
    "file:///app/src/server/features/x/reader.ts",
  );
  expect(workerScript("file:///app/build/node-server/chunk-AB12.js", "reader").href).toBe(
    "file:///app/build/node-server/reader.js",
  );
});

test("a compiled script runs as it is", async () => {
  const built = new URL("file:///app/build/node-server/reader.js");
  expect(await runnableScript(built)).toBe(built);
});

test("a TypeScript script is bundled once, to JavaScript that imports packages from node_modules", async () => {
  const source = workerScript(import.meta.url, "worker-task-fixture");
  const first = await runnableScript(source);
  expect(first.pathname).toMatch(
    /\/node_modules\/\.cache\/worker-scripts\/worker-task-fixture-[0-9a-f]{16}\.mjs$/,
  );
  expect(await runnableScript(source)).toBe(first);
  const code = readFileSync(fileURLToPath(first), "utf8");
  expect(code).toContain("serveWorkerTasks");
  expect(code).not.toMatch(/:\s*FixtureTask\b/);
});
