import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureServerBuild, SERVER_OUT } from "../../scripts/lib/server-build";

// The app as deployed: the compiled server (build/node-server/index.js, made from src/server when stale)
// in its own process (production mode, its own event loop), so the load generator in this process does
// not share a CPU core's event loop with it.

export type AppProcess = { url: string; stop(): Promise<void> };

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type AppOptions = {
  dataDir: string;
  databaseUrl?: string;
  /** Fixed when something made before start (an admin's TOTP secret) is encrypted with it. */
  authSecret?: string;
  /** The server serves `build/client` under this folder (default: the repository's own build). */
  cwd?: string;
};

export async function startApp(options: AppOptions): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let stderr = "";
  await ensureServerBuild();
  // Absolute, so the server can run from another working directory (see `cwd` below).
  const entry = path.join(SERVER_OUT, "index.js");
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd: options.cwd ?? REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: options.dataDir,
      AUTH_SECRET: options.authSecret ?? randomBytes(32).toString("base64url"),
      LOG_LEVEL: "info",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    // Request logs go to stdout as in production; the benchmark discards them.
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up:\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the app did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Signs a new member up through the API and returns the Cookie header that carries the session. */
export async function signUp(appUrl: string): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${appUrl}/api/account/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify({
      first_name: "Bench",
      last_name: "Member",
      email: `bench-${Date.now()}@example.com`,
      password: randomBytes(12).toString("base64url"),
    }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const check = await fetch(`${appUrl}/api/account/session`, { headers: { cookie } });
  const session = (await check.json()) as { user: { id: string } | null };
  if (session.user?.id !== body.user.id) throw new Error("the session cookie from sign-up is not accepted");
  return { cookie, userId: body.user.id };
}

/** better-auth's cookie value is `<token>.<signature>`; the database stores the token. */
export function sessionToken(cookie: string): string {
  const value = cookie
    .split("; ")
    .find((c) => c.split("=")[0]?.endsWith("session_token"))
    ?.split("=")[1];
  if (!value) throw new Error("no session_token cookie");
  return decodeURIComponent(value).split(".")[0] ?? "";
}
