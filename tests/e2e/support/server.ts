import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { ensureServerBuild, SERVER_OUT } from "../../../scripts/lib/server-build";

// The app as a user meets it: the real server process (built SPA, API, PGlite under a fresh DATA_DIR)
// on a free port, sending its mail through SMTP to a sink inside the test. One per spec file.

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const WEB_BUILD = path.join(REPO_ROOT, "build/client/__spa-fallback.html");

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const MAIL_TIMEOUT_MS = 15_000;

export type ReceivedMail = {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** The decoded text/plain part (or the whole body when the message is not multipart). */
  text: string;
  html: string;
  /** Every http(s) URL in the text part, in order. */
  links: string[];
  raw: string;
};

export type MailSink = {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` matching `predicate`, or fails after a bounded wait. */
  waitForMail(
    to: string,
    predicate?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export type TestServer = {
  /** The origin the browser must use (APP_URL). */
  url: string;
  port: number;
  dataDir: string;
  mail: MailSink;
  waitForMail: MailSink["waitForMail"];
  /** The server's recent stdout/stderr, for failure messages. */
  logs(): string;
  stop(): Promise<void>;
};

export type StartOptions = {
  /** Extra environment, e.g. { REQUIRE_EMAIL_VERIFICATION: "true" }. */
  env?: Record<string, string>;
  /**
   * Runs before the server starts, with the environment the server will get (same DATA_DIR), e.g. to
   * run a CLI that needs the PGlite lock.
   */
  setup?: (env: NodeJS.ProcessEnv) => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Mail

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable": {
      const bytes: number[] = [];
      const soft = body.replace(/=\r?\n/g, "");
      for (let i = 0; i < soft.length; i++) {
        const hex = soft.slice(i + 1, i + 3);
        if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
          bytes.push(Number.parseInt(hex, 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
        }
      }
      return Buffer.from(bytes).toString("utf8");
    }
    default:
      return body;
  }
}

/** Just enough MIME for nodemailer's messages: nested multipart, base64 and quoted-printable parts. */
function collectParts(raw: string, out: { text: string[]; html: string[] }) {
  const { headers, body } = splitHead(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectParts(section.replace(/^\r?\n/, ""), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding"));
  if (/^text\/html/i.test(type)) out.html.push(decoded);
  else if (/^text\//i.test(type)) out.text.push(decoded);
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers } = splitHead(raw);
  const parts = { text: [] as string[], html: [] as string[] };
  collectParts(raw, parts);
  const text = parts.text.join("\n");
  return {
    to: to.map((a) => a.toLowerCase()),
    subject: headers.get("subject") ?? "",
    text,
    html: parts.html.join("\n"),
    links: [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]),
    raw,
  };
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const events = new EventEmitter();
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), recipients);
        mails.push(mail);
        events.emit("mail", mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(0, "127.0.0.1", () => resolve());
  });
  smtp.on("error", () => {
    // A client dropping the connection must not crash the test worker.
  });
  const { port } = smtp.server.address() as AddressInfo;

  const waitForMail: MailSink["waitForMail"] = (to, predicate = () => true, timeoutMs = MAIL_TIMEOUT_MS) => {
    const address = to.toLowerCase();
    const matches = (mail: ReceivedMail) => mail.to.includes(address) && predicate(mail);
    const found = mails.find(matches);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const onMail = (mail: ReceivedMail) => {
        if (!matches(mail)) return;
        clearTimeout(timer);
        events.off("mail", onMail);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        events.off("mail", onMail);
        const seen = mails.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "none";
        reject(new Error(`No matching mail to ${to} within ${timeoutMs} ms (received: ${seen})`));
      }, timeoutMs);
      events.on("mail", onMail);
    });
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------------------
// App server

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The app exited during start-up (code ${child.exitCode}, signal ${child.signalCode}):\n${logs()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`GET /api/health was not 200 within ${START_TIMEOUT_MS} ms (last: ${last}):\n${logs()}`);
}

/** Runs a TypeScript entry point of this repository with the given environment; rejects on a non-zero exit. */
export async function runTs(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: "pipe",
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await exited(child);
  if (child.exitCode !== 0)
    throw new Error(`${entry} ${args.join(" ")} exited with ${child.exitCode}:\n${output}`);
  return output;
}

// ---------------------------------------------------------------------------------------------------
// A migrated PGlite data directory to copy: creating one costs ~10 s of WASM initdb, opening a copy half.

/** The variables every child process gets; nothing from the developer's shell (DATABASE_URL, …) leaks in. */
function baseEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    LANG: process.env.LANG,
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/** Changes whenever what a fresh database looks like could change. */
function templateKey(): string {
  const hash = createHash("sha256");
  const inputs = [
    ...filesUnder(path.join(REPO_ROOT, "src/server/db/migrations")),
    path.join(REPO_ROOT, "src/server/db/client.ts"),
    path.join(REPO_ROOT, "node_modules/@electric-sql/pglite/package.json"),
  ];
  for (const file of inputs) hash.update(path.relative(REPO_ROOT, file)).update(readFileSync(file));
  return hash.update(process.version).digest("hex").slice(0, 16);
}

const TEMPLATE_ROOT = path.join(tmpdir(), "e2e-pglite-templates");
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A data directory migrated by `npm run db:migrate`, made once and kept in the temp folder (keyed by the
 * migrations, the database client and PGlite's version). Undefined when the script is not there.
 */
async function migratedTemplate(): Promise<string | undefined> {
  if (!existsSync(path.join(REPO_ROOT, "scripts/db-migrate.ts"))) return undefined;
  const dir = path.join(TEMPLATE_ROOT, templateKey());
  if (existsSync(dir)) return dir;
  mkdirSync(TEMPLATE_ROOT, { recursive: true });
  for (const name of readdirSync(TEMPLATE_ROOT)) {
    const old = path.join(TEMPLATE_ROOT, name);
    if (Date.now() - statSync(old).mtimeMs > DAY_MS) rmSync(old, { recursive: true, force: true });
  }
  const staging = mkdtempSync(path.join(TEMPLATE_ROOT, "staging-"));
  try {
    await runTs("scripts/db-migrate.ts", [], {
      ...baseEnv(),
      NODE_ENV: "test",
      DATA_DIR: staging,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      LOG_LEVEL: "warn",
    });
    rmSync(path.join(staging, "pglite.lock"), { force: true });
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another run made the same template meanwhile.
    if (existsSync(dir)) return dir;
    throw error;
  }
  return dir;
}

let serverBuild: Promise<unknown> | undefined;

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  if (!existsSync(WEB_BUILD)) {
    throw new Error("build/client is missing: run `npm run build` before the browser tests.");
  }
  // The compiled server, as production runs it; compiling takes about a second when the sources changed.
  serverBuild ??= ensureServerBuild();
  await serverBuild;
  const mail = await startMailSink();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-app-"));
  const env: NodeJS.ProcessEnv = {
    ...baseEnv(),
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    SMTP_URL: mail.url,
    REQUIRE_EMAIL_VERIFICATION: "false",
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    // Each test file seeds what it needs; the offline demo catalogue would only slow start-up down.
    SAMPLE_CATALOGUE: "false",
    ...options.env,
  };

  let output = "";
  const logs = () => output.slice(-20_000);
  let child: ChildProcess | undefined;
  const kill = () => child?.kill("SIGKILL");
  try {
    const template = await migratedTemplate();
    if (template) cpSync(template, dataDir, { recursive: true });
    await options.setup?.(env);
    child = spawn(process.execPath, ["--enable-source-maps", path.join(SERVER_OUT, "index.js")], {
      cwd: REPO_ROOT,
      env,
      stdio: "pipe",
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-100_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    // Never leave a server behind if the worker dies.
    process.once("exit", kill);
    await waitForHealth(url, child, logs);
  } catch (error) {
    kill();
    if (child) await exited(child);
    process.off("exit", kill);
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = child;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (running.exitCode === null && running.signalCode === null) {
        running.kill("SIGTERM");
        const timer = setTimeout(() => running.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited(running);
        clearTimeout(timer);
      }
      process.off("exit", kill);
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (running.exitCode !== 0) {
        throw new Error(
          `The app did not stop cleanly (code ${running.exitCode}, signal ${running.signalCode}):\n${logs()}`,
        );
      }
    })());

  return { url, port, dataDir, mail, waitForMail: mail.waitForMail, logs, stop };
}
