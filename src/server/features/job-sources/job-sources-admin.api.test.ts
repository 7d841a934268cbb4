import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  type FakeJobBoards,
  greenhouseJob,
  startFakeJobBoards,
} from "../../../../tests/support/fake-job-boards";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { SITE_CONTENT_MESSAGES } from "../../../shared/schemas/site-content";
import { adminAuditLog, firms, jobs } from "../../db/schema";

// The Job Sources section of the admin's Site Content screen and the CSV of roles: what each
// /api/admin/site-content/job-sources and /jobs-csv route does, what it refuses and in which words, and
// the audit row each change leaves. Access for every role is in src/server/authz.api.test.ts.

const BASE = "/api/admin/site-content";

describe("admin job sources API", () => {
  let t: TestApp;
  let boards: FakeJobBoards;
  let admin: SignedIn;
  const get = async (path: string) => {
    const response = await t.request(`${BASE}${path}`, { cookie: admin.cookie });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const send = (method: string, path: string, json?: unknown) =>
    t.request(`${BASE}${path}`, { method, json: json ?? {}, cookie: admin.cookie });
  const auditOf = (targetType: string) =>
    t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetType, targetType));

  beforeAll(async () => {
    boards = await startFakeJobBoards();
    t = await createTestApp({ env: { GREENHOUSE_API_URL: boards.url, LEVER_API_URL: boards.url } });
    admin = await t.signUpAdmin();
  });
  afterAll(async () => {
    await t?.dispose();
    await boards?.close();
  });
  beforeEach(async () => {
    await t.db.delete(adminAuditLog);
  });

  describe("job sources", () => {
    test("adds a Greenhouse board for a new firm, refuses a bad token and a second copy", async () => {
      const bad = await send("POST", "/job-sources", {
        firm_name: "Northbank Capital",
        kind: "greenhouse",
        token: "north bank/../",
        sector: "investment_banking",
      });
      expect((await bad.json()).error.fields).toEqual({ token: SITE_CONTENT_MESSAGES.boardToken });

      const input = {
        firm_name: "Northbank Capital",
        kind: "greenhouse",
        token: "northbank",
        sector: "investment_banking",
      };
      const created = await send("POST", "/job-sources", input);
      expect(created.status).toBe(201);
      expect(await created.json()).toMatchObject({
        firm: "Northbank Capital",
        kind: "greenhouse",
        token: "northbank",
        last_success_at: null,
      });
      const again = await send("POST", "/job-sources", { ...input, firm_name: "Someone Else" });
      expect(again.status).toBe(409);
      expect((await again.json()).error.message).toBe(
        "This Greenhouse board (northbank) is already set up for Northbank Capital.",
      );
      const [audit] = await auditOf("job_source");
      expect(audit).toMatchObject({
        action: "job_source.create",
        after: { firm: "Northbank Capital", kind: "greenhouse", token: "northbank", firm_created: true },
      });
    });

    test("run now reads the board and shows the last success, or the error when it fails", async () => {
      boards.greenhouse.set("eastgate", [greenhouseJob({ title: "2027 Summer Analyst" })]);
      const source = await (
        await send("POST", "/job-sources", {
          firm_name: "Eastgate Partners",
          kind: "greenhouse",
          token: "eastgate",
          sector: "private_equity",
        })
      ).json();
      const run = await send("POST", `/job-sources/${source.id}/run`);
      expect(run.status).toBe(200);
      const body = await run.json();
      expect(body.summary).toMatchObject({ ok: true, added: 1, errors: [] });
      expect(body.source.last_success_at).not.toBeNull();
      expect(body.source.last_job_count).toBe(1);
      expect(await t.db.select().from(jobs).where(eq(jobs.firmName, "Eastgate Partners"))).toHaveLength(1);

      boards.greenhouse.delete("eastgate");
      const failed = await (await send("POST", `/job-sources/${source.id}/run`)).json();
      expect(failed.summary.ok).toBe(false);
      expect(failed.source.last_error).toMatch(/404/);
      const listed = (await get("/job-sources")).sources.find((s: { id: string }) => s.id === source.id);
      expect(listed).toMatchObject({ last_error: failed.source.last_error, last_job_count: 1 });
      const runs = (await auditOf("job_source")).filter((row) => row.action === "job_source.run");
      expect(runs.map((row) => (row.after as { ok: boolean }).ok).sort()).toEqual([false, true]);

      expect((await send("POST", `/job-sources/${crypto.randomUUID()}/run`)).status).toBe(404);
    });
  });

  describe("CSV of roles", () => {
    const HEADER = "Firm,Title,Location,Role type,Apply URL,Closes,Description";
    const csv = [
      HEADER,
      "Westmoor Bank,2027 Spring Week,London,Spring week,https://westmoor.example/spring,rolling,A week with us.",
      "Westmoor Bank,Off-cycle Intern,London,,not a link,,",
      "Westmoor Bank,Graduate Analyst,Leeds,,https://westmoor.example/grad,,",
    ].join("\n");

    beforeAll(async () => {
      await t.db
        .insert(firms)
        .values({ slug: "westmoor-bank", name: "Westmoor Bank", sector: "investment_banking" });
    });

    test("a preview counts and reports rows without storing; the import stores them and is audited", async () => {
      const preview = await send("POST", "/jobs-csv", { csv, dry_run: true });
      expect(preview.status).toBe(200);
      expect(await preview.json()).toEqual({
        dry_run: true,
        rows: 3,
        added: 2,
        updated: 0,
        rejected: 1,
        errors: [{ line: 3, message: "Apply URL must be a full http:// or https:// address." }],
        new_firms: [],
      });
      expect(await t.db.select().from(jobs).where(eq(jobs.source, "manual"))).toEqual([]);
      expect(await auditOf("job_csv")).toEqual([]);

      const imported = await (await send("POST", "/jobs-csv", { csv })).json();
      expect(imported).toMatchObject({ dry_run: false, added: 2, updated: 0, rejected: 1 });
      expect(await t.db.select().from(jobs).where(eq(jobs.source, "manual"))).toHaveLength(2);
      const again = await (await send("POST", "/jobs-csv", { csv })).json();
      expect(again).toMatchObject({ added: 0, updated: 2, rejected: 1 });

      const audit = await auditOf("job_csv");
      expect(audit.map((row) => row.after)).toEqual([
        { rows: 3, added: 2, updated: 0, rejected: 1, new_firms: [] },
        { rows: 3, added: 0, updated: 2, rejected: 1, new_firms: [] },
      ]);
      const manual = (await get("/job-sources")).sources.find(
        (s: { kind: string; firm: string }) => s.kind === "manual" && s.firm === "Westmoor Bank",
      );
      expect(manual?.last_success_at).not.toBeNull();
    });

    test("a file that cannot be read as a whole says why", async () => {
      const noHeader = await send("POST", "/jobs-csv", { csv: "Company,Role\nWestmoor Bank,Analyst" });
      expect(noHeader.status).toBe(400);
      expect((await noHeader.json()).error.message).toMatch(/^The header row lacks apply url/);
      const empty = await send("POST", "/jobs-csv", { csv: "" });
      expect((await empty.json()).error.message).toBe(SITE_CONTENT_MESSAGES.csvEmpty);
    });

    test("a file above 100 KB (the API's usual limit) is accepted on this route", async () => {
      const rows = Array.from(
        { length: 1500 },
        (_, i) => `Westmoor Bank,Analyst ${i},London,,https://westmoor.example/a${i},,${"x".repeat(60)}`,
      );
      const big = [HEADER, ...rows].join("\n");
      expect(big.length).toBeGreaterThan(100 * 1024);
      const response = await send("POST", "/jobs-csv", { csv: big, dry_run: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ rows: 1500, added: 1500, rejected: 0 });
    });
  });
});
