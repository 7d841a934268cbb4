import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { DestinationStream, Level } from "pino";
import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth";
import { loadConfig } from "../../src/server/config";
import { session, user } from "../../src/server/db/schema";
import type { toUserDto } from "../../src/server/features/account/account.service";
import { enrolAdminTotp } from "../../src/server/features/account/admin-totp";
import type { PreparedSite } from "../../src/server/http/prepared-site";
import { createLogger } from "../../src/server/platform/logging";
import type { Mail, Mailer } from "../../src/server/platform/mail/mailer";
import { createQueue } from "../../src/server/queue/queue";
import { startWorkers } from "../../src/server/workers";
import type { SignUpInput } from "../../src/shared/schemas/auth";
import { applySetCookies } from "./cookies";
import { createTestDatabase } from "./test-db";
import { freshTotpCode } from "./totp";

// The whole app (config, better-auth, routes, error handler) on the test file's own database, driven
// through app.request(). Mail is recorded instead of sent; logs are silent.

export type UserDto = ReturnType<typeof toUserDto>;
export type SignedIn = { cookie: string; user: UserDto; email: string; password: string };
/** An admin also has the TOTP secret (base32) their authenticator app would hold. */
export type SignedInAdmin = SignedIn & { totpSecret: string };
export type RequestOptions = {
  method?: string;
  /** Sent as JSON; `body` sends a raw string (malformed JSON, oversized bodies) or a form (uploads). */
  json?: unknown;
  body?: string | FormData;
  headers?: Record<string, string>;
  cookie?: string;
  /** Defaults to the app's own origin on state-changing requests; `null` sends no Origin at all. */
  origin?: string | null;
  /** The client address the rate limits see; by default one fixed visitor. */
  ip?: string;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const TEST_APP_URL = "http://localhost:3000";
export const DEFAULT_PASSWORD = "correct horse battery";
let sequence = 0;

/** A fresh address per call; the prefix says who it is when a test fails. */
export function uniqueEmail(prefix = "member"): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString("hex")}@example.com`;
}

/** A different client address per call, so creating many users does not trip the per-IP limits. */
function freshIp(): string {
  const b = randomBytes(2);
  return `10.77.${b[0]}.${b[1]}`;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** Receives the app's log lines (JSON), for tests of what is logged. */
    logTo?: DestinationStream;
    /** A web build to serve besides the API (tests of the public pages). */
    site?: PreparedSite;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "app-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: TEST_APP_URL,
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const database = await createTestDatabase();
  // TEST_LOG_LEVEL=error shows what the server logged (e.g. the cause of a 500) while debugging a test.
  const logger = options.logTo
    ? createLogger("info", options.logTo)
    : createLogger((process.env.TEST_LOG_LEVEL as Level | undefined) ?? "silent");
  const mails: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
  };
  const auth = createAuth({ db: database.db, config, mailer, logger });
  // A real queue in the test's database, with every worker, so background work (broadcasts, alerts after
  // new roles) goes the way it goes in production.
  const queue = createQueue(database, logger, { pollingIntervalSeconds: 0.5, runSchedules: false });
  await queue.start();
  const deps = { config, db: database.db, auth, mailer, logger, ping: database.ping, queue };
  await startWorkers(deps);
  const app = createApp(deps, { site: options.site });

  async function request(pathname: string, opts: RequestOptions = {}): Promise<Response> {
    const hasBody = opts.json !== undefined || opts.body !== undefined;
    const method = opts.method ?? (hasBody ? "POST" : "GET");
    const headers = new Headers(opts.headers);
    if (opts.json !== undefined) headers.set("content-type", "application/json");
    if (opts.cookie) headers.set("cookie", opts.cookie);
    const origin =
      opts.origin === undefined ? (SAFE_METHODS.has(method) ? null : config.appUrl) : opts.origin;
    if (origin) headers.set("origin", origin);
    const body = opts.json !== undefined ? JSON.stringify(opts.json) : opts.body;
    // @hono/node-server's getConnInfo reads the socket from the env, so tests can pick the address.
    const env = { incoming: { socket: { remoteAddress: opts.ip ?? "192.0.2.10" } } };
    return app.request(new URL(pathname, config.appUrl).toString(), { method, headers, body }, env);
  }

  async function expectOk(response: Response, what: string) {
    if (response.ok) return response.json();
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  }

  /** Signs up through the API (a new visitor each time) and returns the session cookie. */
  async function signUp(overrides: Partial<SignUpInput> = {}): Promise<SignedIn> {
    const input = {
      first_name: "Ada",
      last_name: "Lovelace",
      email: uniqueEmail(),
      password: DEFAULT_PASSWORD,
      ...overrides,
    };
    const response = await request("/api/account/sign-up", { json: input, ip: freshIp() });
    const body = (await expectOk(response, "sign-up")) as { user: UserDto };
    return {
      cookie: applySetCookies(undefined, response),
      user: body.user,
      email: body.user.email,
      password: input.password,
    };
  }

  async function signIn(email: string, password = DEFAULT_PASSWORD): Promise<SignedIn> {
    const response = await request("/api/account/sign-in", { json: { email, password }, ip: freshIp() });
    const body = (await expectOk(response, "sign-in")) as { user: UserDto };
    return { cookie: applySetCookies(undefined, response), user: body.user, email, password };
  }

  /** Promotes as `admin:create` does: the role, and the account's member sessions end. */
  async function makeAdmin(email: string): Promise<void> {
    const [row] = await database.db
      .update(user)
      .set({ role: "admin" })
      .where(eq(user.email, email.toLowerCase()))
      .returning({ id: user.id });
    if (row) await database.db.delete(session).where(eq(session.userId, row.id));
  }

  /** Gives an existing account TOTP as `admin:create` does; returns the base32 secret. */
  async function enrolTotp(email: string): Promise<string> {
    const [row] = await database.db.select().from(user).where(eq(user.email, email.toLowerCase()));
    if (!row) throw new Error(`no account for ${email}`);
    const enrolment = await enrolAdminTotp(auth, database.db, row, { reset: true });
    if (!enrolment) throw new Error("a reset enrolment always returns the secret");
    return enrolment.secret;
  }

  /** The admin login's two steps: password, then the authenticator code. */
  async function signInAdmin(email: string, password: string, totpSecret: string): Promise<SignedInAdmin> {
    const ip = freshIp();
    const first = await request("/api/account/admin-sign-in", { json: { email, password }, ip });
    await expectOk(first, "admin sign-in");
    const challenge = applySetCookies(undefined, first);
    const second = await request("/api/account/admin-verify-totp", {
      json: { code: await freshTotpCode(totpSecret) },
      cookie: challenge,
      ip,
    });
    const body = (await expectOk(second, "admin code")) as { user: UserDto };
    return { cookie: applySetCookies(challenge, second), user: body.user, email, password, totpSecret };
  }

  /** A member with the admin role and TOTP (as `admin:create` leaves them), signed in at the admin login. */
  async function signUpAdmin(): Promise<SignedInAdmin> {
    const member = await signUp({ email: uniqueEmail("admin") });
    await makeAdmin(member.email);
    const totpSecret = await enrolTotp(member.email);
    return signInAdmin(member.email, member.password, totpSecret);
  }

  const mailsTo = (email: string) => mails.filter((mail) => mail.to === email);

  async function dispose() {
    await queue.stop(2000).catch(() => undefined);
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    app,
    deps,
    config,
    database,
    db: database.db,
    mails,
    mailsTo,
    request,
    signUp,
    signIn,
    makeAdmin,
    enrolTotp,
    signInAdmin,
    signUpAdmin,
    dispose,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
