import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { stopWhenLauncherExits } from "./lib/launcher";
import { ensureServerBuild } from "./lib/server-build";
import { ensureWebBuild } from "./lib/web-build";

// `npm test`, the README's test command: type check, lint, unit and API tests on PGlite,
// the API tests again on PostgreSQL when TEST_DATABASE_URL is set, then a fresh build, the production
// image's last stage replayed on it, and the browser suite against it. Stops at the first failure with its exit code and ends with one summary line.

type Step = { name: string; run: () => Promise<number> };

const bin = (name: string) => path.resolve("node_modules/.bin", name);
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
let current: ChildProcess | undefined;

function command(
  cmd: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): () => Promise<number> {
  return () =>
    new Promise((resolve) => {
      console.log(`$ ${[cmd, ...args].map((a) => path.relative(process.cwd(), a) || a).join(" ")}`);
      const merged = { ...process.env, ...env };
      for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
      current = spawn(cmd, args, { stdio: "inherit", env: merged });
      current.on("error", (error) => {
        console.error(error.message);
        resolve(1);
      });
      current.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    });
}

const steps: Step[] = [
  { name: "typecheck", run: command("npm", ["run", "typecheck"]) },
  { name: "lint", run: command("npm", ["run", "lint"]) },
  {
    name: "unit + api (PGlite)",
    run: command(bin("vitest"), ["run", "--project", "unit", "--project", "api"], {
      TEST_DATABASE_URL: undefined,
    }),
  },
];
if (postgresUrl) {
  steps.push({
    name: "api (PostgreSQL)",
    run: command(bin("vitest"), ["run", "--project", "api"], { TEST_DATABASE_URL: postgresUrl }),
  });
}
steps.push(
  {
    // The browser tests drive the app as production runs it: the built web app served by the compiled
    // server, made by the same steps as `npm run build` and the container image.
    name: "build (web app and server)",
    run: async () => {
      try {
        if (ensureWebBuild() === "fresh") console.log("The web build is up to date.");
        if ((await ensureServerBuild()) === "fresh") console.log("The server build is up to date.");
        return 0;
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        return 1;
      }
    },
  },
  {
    // The Dockerfile's runtime stage replayed on this build: production dependencies only, the
    // unprivileged user, the operators' compiled commands (scripts/image-rehearse.ts).
    name: "production image (rehearsed)",
    run: command("npm", ["run", "image:rehearse"], { DATABASE_URL: undefined }),
  },
  { name: "e2e (Chromium)", run: command(bin("vitest"), ["run", "--project", "e2e"]) },
);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function stopOnSignal(signal: NodeJS.Signals) {
  console.error(`\nnpm test: stopped by ${signal}`);
  current?.kill(signal);
  process.exit(128 + (signal === "SIGINT" ? 2 : 15));
}
process.on("SIGINT", () => stopOnSignal("SIGINT"));
process.on("SIGTERM", () => stopOnSignal("SIGTERM"));
stopWhenLauncherExits();

const started = Date.now();
const done: string[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const stepStarted = Date.now();
  const code = await step.run();
  const took = seconds(Date.now() - stepStarted);
  if (code !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${code}) after ${took}`);
    console.error(
      `npm test: FAILED at "${step.name}"; passed before it: ${done.join(", ") || "none"} (${seconds(Date.now() - started)})`,
    );
    process.exit(code);
  }
  console.log(`✔ ${step.name} (${took})`);
  done.push(step.name);
}
const skipped = postgresUrl ? "" : "; api on PostgreSQL skipped (TEST_DATABASE_URL not set)";
console.log(
  `\nnpm test: all ${done.length} steps passed (${done.join(", ")}) in ${seconds(Date.now() - started)}${skipped}`,
);
