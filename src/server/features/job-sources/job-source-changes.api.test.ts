import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  type FakeJobBoards,
  greenhouseJob,
  startFakeJobBoards,
} from "../../../../tests/support/fake-job-boards";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { BOARD_PROVIDERS } from "../../../shared/job-source-providers";
import type { JobBoardApis } from "../../config";
import { adminAuditLog, firms, jobSources, jobs } from "../../db/schema";
import { runIngestion } from "./ingest.service";
import { NO_BOARD, UNREACHABLE } from "./source-errors";

// Correcting, pausing and deleting a job source from Site Content → Job Sources, each audited, and the
// two failures an operator must tell apart, for every provider: this server cannot reach the provider
// at all, or the provider has no board with these identifiers.

const BASE = "/api/admin/site-content/job-sources";
const FAST = { timeoutMs: 3_000, maxBytes: 1024 * 1024, retries: 0, backoffMs: 10, maxBackoffMs: 10 };
// One source per provider, with identifiers of the provider's shape.
const TOKENS = {
  greenhouse: "gh-firm",
  lever: "lever-firm",
  workday: "wd.wd3.myworkdayjobs.com/wd/Campus",
  oracle: "abcd.fa.em2.oraclecloud.com/CX_1",
  smartrecruiters: "SrFirm",
  ashby: "ashby-firm",
} as const;

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const apisAt = (url: string): JobBoardApis => ({
  greenhouseApiUrl: url,
  leverApiUrl: url,
  workdayApiUrl: url,
  oracleApiUrl: url,
  smartRecruitersApiUrl: url,
  ashbyApiUrl: url,
});

describe("editing, pausing and deleting job sources", () => {
  let t: TestApp;
  let boards: FakeJobBoards;
  let admin: SignedIn;
  let member: SignedIn;
  const send = (method: string, path: string, json?: unknown, cookie = admin.cookie) =>
    t.request(`${BASE}${path}`, { method, ...(json === undefined ? {} : { json }), cookie });
  const audit = (action: string) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
  const add = async (firm: string, token: string) => {
    const created = await send("POST", "", {
      firm_name: firm,
      kind: "greenhouse",
      token,
      sector: "hedge_fund",
    });
    expect(created.status).toBe(201);
    return (await created.json()) as { id: string };
  };

  beforeAll(async () => {
    boards = await startFakeJobBoards();
    t = await createTestApp({ env: { GREENHOUSE_API_URL: boards.url, LEVER_API_URL: boards.url } });
    admin = await t.signUpAdmin();
    member = await t.signUp();
    // Two apps' worth of set-up in one file: allow for a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t?.dispose();
    await boards?.close();
  });
  beforeEach(async () => {
    await t.db.delete(adminAuditLog);
  });

  test("a mistyped token fails as a missing board; corrected, the source reads its roles", async () => {
    boards.greenhouse.set("harbourline", [greenhouseJob({ title: "Quant Researcher" })]);
    const source = await add("Harbourline Capital", "harbourlin");
    const failed = await (await send("POST", `/${source.id}/run`)).json();
    expect(failed.source.last_error).toMatch(
      new RegExp(`^${NO_BOARD} \\(404\\): Greenhouse has nothing at "harbourlin"`),
    );

    const edited = await send("PATCH", `/${source.id}`, { kind: "greenhouse", token: " harbourline " });
    expect(edited.status).toBe(200);
    // The old error belonged to the old token: the source waits for its first run.
    expect(await edited.json()).toMatchObject({
      token: "harbourline",
      last_error: null,
      last_run_at: null,
      failed_runs: 0,
    });
    expect(await audit("job_source.update")).toMatchObject([
      {
        targetId: source.id,
        before: { firm: "Harbourline Capital", kind: "greenhouse", token: "harbourlin" },
        after: { firm: "Harbourline Capital", kind: "greenhouse", token: "harbourline" },
      },
    ]);
    const run = await (await send("POST", `/${source.id}/run`)).json();
    expect(run.summary).toMatchObject({ ok: true, added: 1 });

    // Identifiers another source has, or of the wrong shape, are refused.
    const other = await add("Other Capital", "othercap");
    const taken = await send("PATCH", `/${other.id}`, { kind: "greenhouse", token: "harbourline" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe(
      "This Greenhouse source (harbourline) is already set up for Harbourline Capital. Delete one of the two instead.",
    );
    expect((await send("PATCH", `/${other.id}`, { kind: "greenhouse", token: "a b/c" })).status).toBe(400);
    expect((await send("PATCH", `/${crypto.randomUUID()}`, { kind: "lever", token: "x" })).status).toBe(404);
    expect((await send("PATCH", `/${other.id}`, { kind: "lever", token: "x" }, member.cookie)).status).toBe(
      403,
    );
  });

  test("a paused source is skipped by every pass and listed as paused until resumed", async () => {
    boards.greenhouse.set("eastgate", [greenhouseJob({ title: "Summer Analyst" })]);
    const source = await add("Eastgate Partners", "eastgate");
    const paused = await send("PUT", `/${source.id}/enabled`, { enabled: false });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ id: source.id, enabled: false });
    expect(await audit("job_source.pause")).toMatchObject([
      {
        targetId: source.id,
        before: { enabled: true },
        after: { enabled: false, firm: "Eastgate Partners" },
      },
    ]);

    const pass = await runIngestion(t.db, { ...t.config.jobBoards, policy: FAST });
    expect(pass.map((summary) => summary.source)).not.toContain("greenhouse:eastgate");
    const [row] = await t.db.select().from(jobSources).where(eq(jobSources.id, source.id));
    expect(row).toMatchObject({ enabled: false, lastRunAt: null, lastError: null });
    // The dashboard shows it as paused, not as failing.
    const stats = await (await t.request("/api/admin/stats", { cookie: admin.cookie })).json();
    expect(stats.jobSources.find((s: { token: string }) => s.token === "eastgate")).toMatchObject({
      enabled: false,
    });

    // Pausing twice changes nothing; resuming puts it back in the pass.
    await send("PUT", `/${source.id}/enabled`, { enabled: false });
    expect(await audit("job_source.pause")).toHaveLength(1);
    expect((await send("PUT", `/${source.id}/enabled`, { enabled: true })).status).toBe(200);
    expect(await audit("job_source.resume")).toHaveLength(1);
    const next = await runIngestion(t.db, { ...t.config.jobBoards, policy: FAST, only: "eastgate" });
    expect(next).toMatchObject([{ source: "greenhouse:eastgate", ok: true, added: 1 }]);
    expect((await send("PUT", `/${source.id}/enabled`, { enabled: "no" })).status).toBe(400);
  });

  test("deleting a source closes its open roles, keeps them for members who saved them, and is audited", async () => {
    boards.greenhouse.set("westmoor", [
      greenhouseJob({ title: "Graduate Analyst" }),
      greenhouseJob({ title: "Spring Week" }),
    ]);
    const source = await add("Westmoor Bank", "westmoor");
    await send("POST", `/${source.id}/run`);
    const open = await t.db.select().from(jobs).where(eq(jobs.sourceId, source.id));
    expect(open.map((role) => role.closedAt)).toEqual([null, null]);

    const deleted = await send("DELETE", `/${source.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ roles_closed: 2 });
    expect(await t.db.select().from(jobSources).where(eq(jobSources.id, source.id))).toEqual([]);
    const after = await t.db.select().from(jobs).where(eq(jobs.firmName, "Westmoor Bank"));
    expect(after).toHaveLength(2);
    expect(after.every((role) => role.closedAt !== null && role.sourceId === null)).toBe(true);
    const feed = await (await t.request("/api/jobs?q=westmoor", { cookie: member.cookie })).json();
    expect(feed.jobs).toEqual([]);
    expect(await audit("job_source.delete")).toMatchObject([
      {
        targetId: source.id,
        before: { firm: "Westmoor Bank", kind: "greenhouse", token: "westmoor" },
        after: { roles_closed: 2 },
      },
    ]);
    // The firm stays.
    expect(await t.db.select().from(firms).where(eq(firms.name, "Westmoor Bank"))).toHaveLength(1);
    expect((await send("DELETE", `/${source.id}`)).status).toBe(404);
    expect((await send("DELETE", `/${crypto.randomUUID()}`, undefined, member.cookie)).status).toBe(403);
  });
});

describe("why a board could not be read, for every provider", () => {
  let t: TestApp;
  let missing: Server;
  let missingUrl = "";

  beforeAll(async () => {
    // Every provider's path answers 404, as a provider does for identifiers it does not know.
    missing = createServer((_request, response) => {
      response.writeHead(404, { "content-type": "application/json" });
      response.end('{"error":"not found"}');
    });
    await new Promise<void>((resolve) => missing.listen(0, "127.0.0.1", resolve));
    missingUrl = `http://127.0.0.1:${(missing.address() as AddressInfo).port}`;
    t = await createTestApp();
    for (const kind of BOARD_PROVIDERS) {
      const [firm] = await t.db
        .insert(firms)
        .values({ slug: `${kind}-firm`, name: `${kind} firm`, sector: "investment_banking" })
        .returning();
      await t.db.insert(jobSources).values({ firmId: firm?.id ?? "", kind, token: TOKENS[kind] });
    }
  });
  afterAll(async () => {
    await t?.dispose();
    await new Promise((resolve) => missing?.close(resolve));
  });

  const lastErrors = async () =>
    Object.fromEntries(
      (await t.db.select().from(jobSources)).map((row) => [row.kind, row.lastError ?? ""]),
    ) as Record<string, string>;

  test("a server that cannot reach the provider is not told to check the token", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const summaries = await runIngestion(t.db, { ...apisAt(url), policy: FAST });
    expect(summaries).toHaveLength(BOARD_PROVIDERS.length);
    const errors = await lastErrors();
    for (const kind of BOARD_PROVIDERS) {
      expect(errors[kind], kind).toMatch(new RegExp(`^${escapeRegExp(UNREACHABLE)}: ECONNREFUSED`));
      expect(errors[kind], kind).not.toContain(NO_BOARD);
    }
  });

  test("a provider with no board at the identifiers is told apart from the network", async () => {
    await runIngestion(t.db, { ...apisAt(missingUrl), policy: FAST });
    const errors = await lastErrors();
    for (const kind of BOARD_PROVIDERS) {
      expect(errors[kind], kind).toMatch(new RegExp(`^${escapeRegExp(NO_BOARD)} \\(404\\): `));
      expect(errors[kind], kind).toContain(TOKENS[kind]);
      expect(errors[kind], kind).not.toContain(UNREACHABLE);
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
