import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { base32Decode, hotp, totpStep } from "../../src/server/features/account/totp";
import type { AppOptions } from "./app-process";

// Signing in as people do: a member with email and password, an admin with password then the code
// their authenticator shows. Admins are made with `npm run admin:create`, the only way.

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

type Jar = Map<string, string>;

async function post(appUrl: string, path: string, body: unknown, jar: Jar) {
  const response = await fetch(`${appUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl, cookie: cookieHeader(jar) },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

export async function memberCookie(appUrl: string, email: string, password: string) {
  const jar: Jar = new Map();
  await post(appUrl, "/api/account/sign-in", { email, password }, jar);
  return cookieHeader(jar);
}

export async function adminCookie(
  appUrl: string,
  admin: { email: string; password: string; totpSecret: string },
) {
  const jar: Jar = new Map();
  await post(appUrl, "/api/account/admin-sign-in", { email: admin.email, password: admin.password }, jar);
  const code = await hotp(base32Decode(admin.totpSecret), totpStep());
  await post(appUrl, "/api/account/admin-verify-totp", { code }, jar);
  return cookieHeader(jar);
}

/** Runs scripts/admin-create.ts against the app's database (before the app starts) and keeps the secret. */
export async function createAdmin(app: AppOptions & { authSecret: string }, email: string, password: string) {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/admin-create.ts", "--email", email, "--password", password],
      {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          DATA_DIR: app.dataDir,
          AUTH_SECRET: app.authSecret,
          ...(app.databaseUrl ? { DATABASE_URL: app.databaseUrl } : {}),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.once("exit", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`admin:create failed:\n${text}`)),
    );
  });
  const totpSecret = /^TOTP secret: ([A-Z2-7]+)$/m.exec(output)?.[1];
  if (!totpSecret) throw new Error(`admin:create printed no TOTP secret:\n${output}`);
  return { email, password, totpSecret };
}
