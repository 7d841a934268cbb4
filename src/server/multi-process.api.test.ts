import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort, type MailSink, REPO_ROOT, runTs, startMailSink } from "../../tests/e2e/support/server";
import { freshTotpCode } from "../../tests/support/totp";
import { type Database, openDatabase, queryRows } from "./db/client";
import { broadcasts, user, userNotifications } from "./db/schema";
import { BROADCAST_JOB } from "./features/broadcasts/broadcasts.service";
import { PURGE_RATE_LIMITS } from "./http/rate-limit";

// Several processes on one PostgreSQL server, as the README's "Several processes" runs them: two web
// processes with RUN_WORKERS=false and two `npm run worker` processes, all started at once on a fresh,
// unmigrated database (so they also take turns migrating). What one process does, the others see:
// sessions, rate-limit counters; and what the queue does happens once, not once per worker.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const START_TIMEOUT_MS = 60_000;

type Child = { name: string; process: ChildProcess; output: () => string };

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function spawnEntry(name: string, entry: string, env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, ["--import", "tsx", entry], { cwd: REPO_ROOT, env, stdio: "pipe" });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { name, process: child, output: () => output };
}

/** Polls `check` until it answers; on timeout the error carries `explain()` (the processes' logs, rows). */
async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  explain: () => Promise<string> | string = () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${await explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!SERVER_URL)(
  "two web processes and two workers on one PostgreSQL server (needs TEST_DATABASE_URL)",
  () => {
    const dbName = `procs_${randomBytes(5).toString("hex")}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), "procs-"));
    const children: Child[] = [];
    let mail: MailSink;
    let database: Database;
    let appUrl: string;
    let webA: string;
    let webB: string;
    let env: NodeJS.ProcessEnv;
    let schedulesAtStart: { cron: string }[] = [];
    /** When the schedule was made due, its minute (UTC), and a moment after that minute is over. */
    let scheduled: { since: string; minute: number; over: Date };
    const logs = () => children.map((c) => `--- ${c.name}\n${c.output()}`).join("\n");

    beforeAll(async () => {
      await adminQuery(`CREATE DATABASE ${dbName}`);
      const url = new URL(SERVER_URL as string);
      url.pathname = `/${dbName}`;
      mail = await startMailSink();
      const [portA, portB] = [await freePort(), await freePort()];
      webA = `http://127.0.0.1:${portA}`;
      webB = `http://127.0.0.1:${portB}`;
      // One public address for both, as behind a load balancer: cookies and the origin check use it.
      appUrl = webA;
      env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        APP_URL: appUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        AUTH_SECRET: randomBytes(32).toString("base64url"),
        SMTP_URL: mail.url,
        REQUIRE_EMAIL_VERIFICATION: "false",
        TRUST_PROXY: "true",
        LOG_LEVEL: "warn",
        SAMPLE_CATALOGUE: "false",
        QUEUE_CRON_CHECK_SECONDS: "2",
      };
      const web = { ...env, RUN_WORKERS: "false" };
      children.push(
        spawnEntry("web A", "src/server/index.ts", { ...web, PORT: String(portA) }),
        spawnEntry("web B", "src/server/index.ts", { ...web, PORT: String(portB) }),
        // At info level a worker says when its workers and schedules are registered.
        spawnEntry("worker 1", "src/server/worker.ts", { ...env, LOG_LEVEL: "info" }),
        spawnEntry("worker 2", "src/server/worker.ts", { ...env, LOG_LEVEL: "info" }),
      );
      for (const child of children) {
        child.process.once("exit", (code) => {
          if (code !== 0 && code !== null)
            console.error(`${child.name} exited with ${code}:\n${child.output()}`);
        });
      }
      for (const origin of [webA, webB]) {
        await until(
          `GET ${origin}/api/health`,
          async () => {
            const exited = children.find((c) => c.process.exitCode !== null);
            if (exited) throw new Error(`${exited.name} exited during start-up:\n${logs()}`);
            const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) })
              .then((r) => r.status === 200)
              .catch(() => false);
            return ok || undefined;
          },
          START_TIMEOUT_MS,
        );
      }
      database = await openDatabase({ url: url.toString(), poolSize: 2 });
      // Both workers have registered their schedules once they have logged that they run.
      await until(
        "both workers running",
        async () =>
          children
            .filter((c) => c.name.startsWith("worker"))
            .every((c) => c.output().includes("queue workers running")) || undefined,
        START_TIMEOUT_MS,
      );

      // The schedules as both workers left them, then the purge of expired rate-limit counters made due
      // in one minute of this run (pg-boss starts a schedule during the minute after its cron time), so
      // both workers, checking every 2 s, meet it due many times while the tests below run.
      schedulesAtStart = await queryRows<{ cron: string }>(
        database.db,
        sql`select cron from pgboss.schedule where name = ${PURGE_RATE_LIMITS.queue}`,
      );
      await database.db.execute(
        sql`insert into rate_limits (key, count, reset_at) values ('procs-test:expired', 1, now() - interval '1 hour')`,
      );
      // The current minute (UTC) if at least 12 s of it are left for the workers to check, else the next.
      const [clock] = await queryRows<{ now: string; minute: number; second: number }>(
        database.db,
        sql`select now()::text as now, extract(minute from now() at time zone 'UTC')::int as minute,
              extract(second from now())::float as second`,
      );
      if (!clock) throw new Error("the database did not tell the time");
      let ahead = clock.second > 48 ? 1 : 0;
      // Not the purge's own minute: the test puts its cron back at the end, and put back during the
      // minute after that cron time, pg-boss would start it a second time (seen when a run fell at :23).
      if ((clock.minute + ahead) % 60 === Number(PURGE_RATE_LIMITS.cron.split(" ")[0])) ahead++;
      scheduled = {
        since: clock.now,
        minute: (clock.minute + ahead) % 60,
        over: new Date(Date.parse(clock.now) + (60 - clock.second + ahead * 60 + 3) * 1000),
      };
      await database.db.execute(
        sql`update pgboss.schedule set cron = ${`${scheduled.minute} * * * *`} where name = ${PURGE_RATE_LIMITS.queue}`,
      );
    }, 150_000);

    afterAll(async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
              const force = setTimeout(() => child.process.kill("SIGKILL"), 10_000);
              child.process.once("exit", () => {
                clearTimeout(force);
                resolve();
              });
              child.process.kill("SIGTERM");
            }),
        ),
      );
      await database?.close().catch(() => undefined);
      await mail?.close();
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }, 60_000);

    const post = (origin: string, pathname: string, json: unknown, headers: Record<string, string> = {}) =>
      fetch(`${origin}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: appUrl, ...headers },
        body: JSON.stringify(json),
      });
    const cookieOf = (response: Response, previous = "") => {
      const jar = new Map(
        previous ? previous.split("; ").map((p) => p.split("=", 2) as [string, string]) : [],
      );
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair?.indexOf("=") ?? -1;
        if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    };
    let ipCounter = 0;
    const freshIp = () => `10.77.0.${++ipCounter}`;
    async function signUp(origin: string, email: string, password: string) {
      const response = await post(
        origin,
        "/api/account/sign-up",
        { first_name: "Sam", last_name: "Rivera", email, password },
        { "x-forwarded-for": freshIp() },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      return cookieOf(response);
    }

    test("a session made on one web process works on the other", async () => {
      const email = `procs-session-${randomBytes(3).toString("hex")}@example.com`;
      const cookie = await signUp(webA, email, "Pw-session-1234");
      const onB = await fetch(`${webB}/api/account/session`, { headers: { cookie } });
      expect(onB.status).toBe(200);
      expect((await onB.json()).user?.email).toBe(email);
      // And signing out on B ends it on A.
      const signedOut = await post(webB, "/api/auth/sign-out", {}, { cookie });
      expect(signedOut.status).toBe(200);
      const onA = await fetch(`${webA}/api/account/session`, { headers: { cookie } });
      expect((await onA.json()).user).toBeNull();
    });

    test("rate-limit counters are shared: failed sign-ins alternating between the processes trip one limit", async () => {
      const email = `procs-limit-${randomBytes(3).toString("hex")}@example.com`;
      await signUp(webA, email, "Pw-right-1234");
      const ip = { "x-forwarded-for": "10.78.0.1" };
      // Ten failures per account and address in 15 minutes (RATE_RULES.signInPair): five on each process.
      // Counted per process, neither would have reached the limit.
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const origin = i % 2 === 0 ? webA : webB;
        statuses.push(
          (await post(origin, "/api/account/sign-in", { email, password: "Pw-wrong-0000" }, ip)).status,
        );
      }
      expect(statuses).toEqual(Array(10).fill(401));
      for (const origin of [webA, webB]) {
        const refused = await post(origin, "/api/account/sign-in", { email, password: "Pw-right-1234" }, ip);
        expect(refused.status).toBe(429);
        expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      }
    });

    test("a broadcast sent on one web process is emailed and notified once, by one of the two workers", async () => {
      const admin = {
        email: `procs-admin-${randomBytes(3).toString("hex")}@example.com`,
        password: "Pw-admin-123456",
      };
      const output = await runTs(
        "scripts/admin-create.ts",
        ["--email", admin.email, "--password", admin.password, "--name", "Ada Admin"],
        env,
      );
      const secret = /^TOTP secret: ([A-Z2-7]+)$/m.exec(output)?.[1];
      if (!secret) throw new Error(`admin:create printed no TOTP secret:\n${output}`);
      const ip = { "x-forwarded-for": freshIp() };
      const first = await post(webA, "/api/account/admin-sign-in", admin, ip);
      expect(first.status, await first.clone().text()).toBe(200);
      const second = await post(
        webA,
        "/api/account/admin-verify-totp",
        { code: await freshTotpCode(secret) },
        { ...ip, cookie: cookieOf(first) },
      );
      expect(second.status, await second.clone().text()).toBe(200);
      const adminCookie = cookieOf(second, cookieOf(first));

      const members = [1, 2].map((n) => `procs-member-${n}-${randomBytes(3).toString("hex")}@example.com`);
      for (const email of members) await signUp(webB, email, "Pw-member-1234");

      const title = `Autumn fairs ${randomBytes(3).toString("hex")}`;
      const composed = await post(
        webB,
        "/api/admin/broadcasts",
        { title, message: "The autumn careers fairs are open for booking." },
        { cookie: adminCookie },
      );
      expect(composed.status, await composed.clone().text()).toBe(201);
      const { broadcast } = (await composed.json()) as { broadcast: { id: string } };

      await until(
        "the broadcast is sent",
        async () => {
          const [row] = await database.db.select().from(broadcasts).where(eq(broadcasts.id, broadcast.id));
          return row?.status === "sent" ? row : undefined;
        },
        30_000,
        logs,
      );
      for (const email of members) await mail.waitForMail(email, (m) => m.subject === title);
      // Both workers poll every 2 s: give the other one time to send it again if it were going to.
      await new Promise((resolve) => setTimeout(resolve, 5_000));

      for (const email of members) {
        expect(mail.mails.filter((m) => m.subject === title && m.to.includes(email))).toHaveLength(1);
        const notes = await database.db
          .select({ id: userNotifications.id })
          .from(userNotifications)
          .innerJoin(user, eq(user.id, userNotifications.userId))
          .where(and(eq(user.email, email), eq(userNotifications.broadcastId, broadcast.id)));
        expect(notes).toHaveLength(1);
      }
      const perRecipient = new Map<string, number>();
      for (const m of mail.mails.filter((m) => m.subject === title)) {
        for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      }
      expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
      const [jobs] = await queryRows<{ count: string }>(
        database.db,
        sql`select count(*) as count from pgboss.job where name = ${BROADCAST_JOB} and data->>'id' = ${broadcast.id}`,
      );
      expect(Number(jobs?.count)).toBe(1);
    }, 60_000);

    test("WEB_CONCURRENCY=2 runs two web processes on one port, and starts one that dies again", async () => {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const primary = spawnEntry("cluster", "src/server/start.ts", {
        ...env,
        RUN_WORKERS: "false",
        WEB_CONCURRENCY: "2",
        PORT: String(port),
        LOG_LEVEL: "info",
      });
      children.push(primary);
      const listening = () =>
        primary
          .output()
          .split("\n")
          .filter((line) => line.includes('"msg":"listening on'))
          .map((line) => JSON.parse(line) as { pid: number; workers: boolean });
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      // Each fork compiles the server on start, which can take a while on a busy machine.
      const first = await until(
        "two web processes listening",
        async () => (listening().length >= 2 ? listening() : undefined),
        60_000,
        primary.output,
      );
      expect(new Set(first.map((p) => p.pid)).size).toBe(2);
      expect(first.map((p) => p.pid)).not.toContain(primary.process.pid);
      expect(first.every((p) => p.workers === false)).toBe(true);
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);

      const [victim, survivor] = first.map((p) => p.pid) as [number, number];
      process.kill(victim, "SIGKILL");
      const replaced = await until(
        "the dead process started again",
        async () => (listening().length >= 3 ? listening()[2] : undefined),
        60_000,
        primary.output,
      );
      expect(primary.output()).toContain(`(pid ${victim}) exited (SIGKILL); starting it again in 1 s`);
      expect([victim, survivor]).not.toContain(replaced.pid);
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);

      const exit = new Promise<number | null>((resolve) => primary.process.once("exit", resolve));
      primary.process.kill("SIGTERM");
      expect(await exit).toBe(0);
      expect(alive(survivor) || alive(replaced.pid)).toBe(false);
    }, 150_000);

    test("a scheduled job runs once in its minute although both workers check the schedule", async () => {
      // Both workers registered the hourly purge: one schedule.
      expect(schedulesAtStart).toEqual([{ cron: PURGE_RATE_LIMITS.cron }]);
      await until(
        "the purge ran",
        async () => {
          const left = await queryRows<{ key: string }>(
            database.db,
            sql`select key from rate_limits where key = 'procs-test:expired'`,
          );
          return left.length === 0 || undefined;
        },
        150_000,
        async () => {
          const rows = await queryRows<Record<string, unknown>>(
            database.db,
            sql`select name, state, singleton_key, singleton_on::text, created_on::text from pgboss.job
                where name in (${PURGE_RATE_LIMITS.queue}, '__pgboss__send-it') order by created_on`,
          );
          const [clock] = await queryRows<{ now: string }>(database.db, sql`select now()::text as now`);
          return `due in minute ${scheduled.minute} since ${scheduled.since}; now ${clock?.now}\njobs: ${JSON.stringify(rows)}\n${logs()}`;
        },
      );
      // Every check either worker made in that minute has happened.
      const wait = scheduled.over.getTime() - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await database.db.execute(
        sql`update pgboss.schedule set cron = ${PURGE_RATE_LIMITS.cron} where name = ${PURGE_RATE_LIMITS.queue}`,
      );
      const [runs] = await queryRows<{ count: string; completed: string }>(
        database.db,
        sql`select count(*) as count, count(*) filter (where state = 'completed') as completed
            from pgboss.job where name = ${PURGE_RATE_LIMITS.queue} and created_on >= ${scheduled.since}::timestamptz`,
      );
      expect(runs).toEqual({ count: "1", completed: "1" });
    }, 240_000);
  },
);
