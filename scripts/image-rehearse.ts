import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// `npm run image:rehearse`: the production image's last stage, step by step, without a container engine.
// Where Docker runs, `docker build` is the real check; where it does not (CI machines without a daemon),
// this reads the Dockerfile's runtime stage and replays it in a scratch folder standing in for /app: the
// same ENV, the same COPYs (from the checkout, or from `npm run build`'s output for `--from=build`), the
// same RUN lines (so `npm ci --omit=dev` installs production dependencies only) and, when run as root,
// the same unprivileged user (uid 1000, as `node` is in node:*-bookworm-slim). Then it runs what an
// operator runs in the image, as docs/deploy.md gives it: migrations, the first admin with the password
// on stdin, the server until its HEALTHCHECK passes and a page and the session answer, a clean stop on
// SIGTERM, the worker, and a backup of the embedded database. A runtime import of a dev dependency, a
// command left out of the compiled build or a write outside DATA_DIR fails here as it would in the image.

const ROOT = process.cwd();
const IMAGE_UID = 1000;
const STOP_GRACE_MS = 15_000;

type Stage = {
  env: Record<string, string>;
  steps: Step[];
  workdir: string;
  user?: string;
  cmd: string[];
  health?: string[];
};
type Step =
  | { kind: "copy"; from?: string; sources: string[]; dest: string }
  | { kind: "run"; command: string };

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): { op: string; args: string }[] {
  const joined = text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const op = line.split(/\s+/)[0] ?? "";
      return { op: op.toUpperCase(), args: line.slice(op.length).trim() };
    });
}

function envPairs(args: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S+)/g)) {
    pairs[match[1] as string] = match[3] ?? (match[2] as string);
  }
  return pairs;
}

/** The last stage: the image that ships. Unknown instructions stop the rehearsal rather than skip. */
function runtimeStage(dockerfile: string): Stage {
  const all = instructions(dockerfile);
  const lastFrom = all.map((i) => i.op).lastIndexOf("FROM");
  const stage: Stage = { env: {}, steps: [], workdir: "/", cmd: [] };
  let workdir = "/";
  for (const { op, args } of all.slice(lastFrom + 1)) {
    if (op === "ENV") Object.assign(stage.env, envPairs(args));
    else if (op === "WORKDIR") workdir = path.posix.resolve(workdir, args);
    else if (op === "COPY") {
      const words = args.split(/\s+/);
      const from = words.find((w) => w.startsWith("--from="))?.slice("--from=".length);
      const paths = words.filter((w) => !w.startsWith("--"));
      const dest = path.posix.resolve(workdir, paths.pop() as string);
      stage.steps.push({ kind: "copy", from, sources: paths, dest });
    } else if (op === "RUN") stage.steps.push({ kind: "run", command: `cd ${workdir} && ${args}` });
    else if (op === "USER") stage.user = args;
    else if (op === "CMD") stage.cmd = JSON.parse(args) as string[];
    else if (op === "HEALTHCHECK") stage.health = JSON.parse(args.slice(args.indexOf("CMD") + 3)) as string[];
    else if (op !== "EXPOSE") throw new Error(`The rehearsal does not know the instruction ${op}`);
  }
  if (!stage.cmd.length) throw new Error("The Dockerfile's last stage has no CMD");
  stage.workdir = workdir;
  return stage;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Migrations, then the worker for a few seconds and a clean stop on SIGTERM, against PostgreSQL. */
async function rehearseWorker(cwd: string, env: NodeJS.ProcessEnv, ids: { uid?: number; gid?: number }) {
  console.log("\n▶ node build/node-server/cli/db-migrate.js on PostgreSQL");
  const migrated = spawnSync("node", ["build/node-server/cli/db-migrate.js"], {
    cwd,
    env,
    encoding: "utf8",
    ...ids,
  });
  if (migrated.status !== 0)
    throw new Error(`db-migrate on PostgreSQL exited ${migrated.status}:\n${migrated.stderr}`);
  console.log("\n▶ node --enable-source-maps build/node-server/worker.js on PostgreSQL, then SIGTERM");
  const worker = spawn("node", ["--enable-source-maps", "build/node-server/worker.js"], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "inherit"],
    ...ids,
  });
  let workerOut = "";
  worker.stdout.on("data", (chunk) => {
    workerOut += chunk;
  });
  const workerExit = new Promise<number | null>((resolve) => worker.once("exit", (c) => resolve(c)));
  await new Promise((r) => setTimeout(r, 8_000));
  if (worker.exitCode !== null)
    throw new Error(`The worker stopped by itself (exit ${worker.exitCode}):\n${workerOut}`);
  worker.kill("SIGTERM");
  const workerCode = await Promise.race([
    workerExit,
    new Promise<"late">((r) => setTimeout(() => r("late"), STOP_GRACE_MS)),
  ]);
  if (workerCode !== 0) {
    worker.kill("SIGKILL");
    throw new Error(`The worker did not stop cleanly on SIGTERM (${workerCode}):\n${workerOut}`);
  }
  console.log("The worker ran and stopped cleanly on SIGTERM");
}

async function main() {
  if (!existsSync(path.join(ROOT, "build/node-server/start.js"))) {
    throw new Error("No build to copy: run `npm run build` first (the image's build stage does the same).");
  }
  const stage = runtimeStage(readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
  const scratch = mkdtempSync(path.join(tmpdir(), "image-rehearse-"));
  chmodSync(scratch, 0o755);
  // The image's absolute paths, inside the scratch folder.
  const inImage = (p: string) => path.join(scratch, p);
  const asRoot = process.getuid?.() === 0;
  const unprivileged = asRoot && stage.user !== undefined && stage.user !== "root";
  const ids = unprivileged ? { uid: IMAGE_UID, gid: IMAGE_UID } : {};
  const cwd = inImage(stage.workdir);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: inImage("/home/node"),
    ...stage.env,
    // The image's DATA_DIR, moved into the scratch folder.
    ...(stage.env.DATA_DIR ? { DATA_DIR: inImage(stage.env.DATA_DIR) } : {}),
    AUTH_SECRET: "rehearsal-secret-rehearsal-secret-rehearsal-secret",
    APP_URL: "http://127.0.0.1",
  };
  mkdirSync(inImage("/home/node"), { recursive: true });

  const step = (what: string) => console.log(`\n▶ ${what}`);
  try {
    for (const s of stage.steps) {
      if (s.kind === "copy") {
        for (const source of s.sources) {
          // The build stage works in /app on a copy of the checkout, so its /app is this checkout.
          const from = s.from
            ? path.join(ROOT, path.posix.relative("/app", source))
            : path.join(ROOT, source);
          const target =
            s.dest.endsWith("/") || s.sources.length > 1
              ? path.join(inImage(s.dest), path.basename(source))
              : inImage(s.dest);
          step(`COPY ${s.from ? `--from=${s.from} ` : ""}${source} → ${s.dest}`);
          mkdirSync(path.dirname(target), { recursive: true });
          cpSync(from, target, { recursive: true });
        }
      } else {
        const command = s.command
          .replace(new RegExp(`(^|[\\s=:])${stage.workdir}\\b`, "g"), `$1${cwd}`)
          // The image's `node` user is uid 1000; this machine may have no user of that name.
          .replace(/chown node:node/g, `chown ${IMAGE_UID}:${IMAGE_UID}`);
        step(`RUN ${s.command}`);
        mkdirSync(cwd, { recursive: true });
        const result = spawnSync("sh", ["-c", command], {
          stdio: "inherit",
          env: { ...process.env, ...env },
        });
        if (result.status !== 0) throw new Error(`RUN failed (exit ${result.status}): ${s.command}`);
      }
    }
    if (stage.env.DATA_DIR && !unprivileged) mkdirSync(env.DATA_DIR as string, { recursive: true });
    if (unprivileged) spawnSync("chown", ["-R", `${IMAGE_UID}:${IMAGE_UID}`, inImage("/home/node")]);
    console.log(
      unprivileged
        ? `\nCommands run as uid ${IMAGE_UID} (the image's ${stage.user}), with ${cwd} not writable by it.`
        : "\nNot root: commands run as the current user, so the image's unprivileged user is not rehearsed.",
    );
    if (unprivileged && statSync(cwd).uid === IMAGE_UID) throw new Error(`${cwd} belongs to the app user`);

    const run = (args: string[], input?: string) => {
      const result = spawnSync(args[0] as string, args.slice(1), {
        cwd,
        env,
        input,
        encoding: "utf8",
        ...ids,
      });
      if (result.status !== 0) {
        throw new Error(`${args.join(" ")} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
      }
      return `${result.stdout}${result.stderr}`;
    };

    step("node build/node-server/cli/db-migrate.js");
    run(["node", "build/node-server/cli/db-migrate.js"]);

    step(
      "node build/node-server/cli/admin-create.js --email ops@example.com --password - (password on stdin)",
    );
    const created = run(
      [
        "node",
        "build/node-server/cli/admin-create.js",
        "--email",
        "ops@example.com",
        "--password",
        "-",
        "--name",
        "Ops Admin",
      ],
      "Rehearsal-admin-password-42\n",
    );
    if (!created.includes("otpauth://"))
      throw new Error(`admin-create printed no authenticator URI:\n${created}`);

    const port = await freePort();
    step(`${stage.cmd.join(" ")} (PORT=${port})`);
    const server = spawn(stage.cmd[0] as string, stage.cmd.slice(1), {
      cwd,
      env: { ...env, PORT: String(port) },
      stdio: ["ignore", "inherit", "inherit"],
      ...ids,
    });
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    try {
      const health = stage.health ?? [
        "node",
        "-e",
        `fetch('http://127.0.0.1:${port}/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`,
      ];
      const deadline = Date.now() + 60_000;
      for (;;) {
        const probe = spawnSync(health[0] as string, health.slice(1), {
          env: { ...env, PORT: String(port) },
          ...ids,
        });
        if (probe.status === 0) break;
        if (server.exitCode !== null)
          throw new Error(`The server stopped (exit ${server.exitCode}) before it was healthy`);
        if (Date.now() > deadline) throw new Error("The HEALTHCHECK did not pass within 60 s");
        await new Promise((r) => setTimeout(r, 500));
      }
      console.log("HEALTHCHECK passes");
      const home = await fetch(`http://127.0.0.1:${port}/`);
      if (home.status !== 200 || !(await home.text()).includes("<html"))
        throw new Error(`GET / answered ${home.status}`);
      const session = await fetch(`http://127.0.0.1:${port}/api/account/session`);
      const body = (await session.json().catch(() => ({}))) as { user?: unknown };
      if (session.status !== 200 || body.user !== null) {
        throw new Error(`GET /api/account/session answered ${session.status} ${JSON.stringify(body)}`);
      }
      console.log("GET / and GET /api/account/session answer 200");
    } finally {
      server.kill("SIGTERM");
    }
    const code = await Promise.race([
      exited,
      new Promise<"late">((r) => setTimeout(() => r("late"), STOP_GRACE_MS)),
    ]);
    if (code !== 0) {
      server.kill("SIGKILL");
      throw new Error(
        code === "late"
          ? `The server did not stop within ${STOP_GRACE_MS / 1000} s of SIGTERM`
          : `The server exited ${code} on SIGTERM`,
      );
    }
    console.log("The server stopped cleanly on SIGTERM");

    const backups = inImage("/backups");
    mkdirSync(backups, { recursive: true });
    if (unprivileged) spawnSync("chown", [`${IMAGE_UID}:${IMAGE_UID}`, backups]);
    step("node build/node-server/cli/db-backup.js /backups/careers.tar.gz");
    run(["node", "build/node-server/cli/db-backup.js", path.join(backups, "careers.tar.gz")]);
    const size = statSync(path.join(backups, "careers.tar.gz")).size;
    if (size < 1024) throw new Error(`The backup is ${size} bytes`);
    console.log(`Backup written (${Math.round(size / 1024)} KiB)`);

    // The worker runs beside the web process only on PostgreSQL (the embedded database is one process).
    const postgres = process.env.DATABASE_URL;
    step("node --enable-source-maps build/node-server/worker.js on the embedded database (refused)");
    const refused = spawnSync("node", ["build/node-server/worker.js"], {
      cwd,
      env,
      encoding: "utf8",
      ...ids,
    });
    if (refused.status === 0 || !`${refused.stdout}${refused.stderr}`.includes("DATABASE_URL")) {
      throw new Error(
        `The worker on the embedded database should refuse and name DATABASE_URL:\n${refused.stderr}`,
      );
    }
    console.log("Refused, naming DATABASE_URL");
    if (postgres) await rehearseWorker(cwd, { ...env, DATABASE_URL: postgres }, ids);
    else console.log("DATABASE_URL is not set: the worker on PostgreSQL is not rehearsed.");

    console.log("\nThe image's runtime stage and an operator's commands work.");
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
