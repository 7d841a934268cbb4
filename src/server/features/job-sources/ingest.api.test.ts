import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  type FakeJobBoards,
  greenhouseJob,
  leverPosting,
  startFakeJobBoards,
} from "../../../../tests/support/fake-job-boards";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-db";
import { jobSources, jobs } from "../../db/schema";
import type { FetchPolicy } from "./fetch-json";
import { type IngestOptions, runIngestion } from "./ingest.service";
import { ensureConfiguredSources } from "./sources.service";

// A local server in each provider's wire format: upsert, close, reopen,
// one transaction per source, bookkeeping, retries and timeouts. Nothing here reaches the network.

const POLICY: FetchPolicy = {
  timeoutMs: 400,
  maxBytes: 1024 * 1024,
  retries: 2,
  backoffMs: 5,
  maxBackoffMs: 50,
};

describe("ingestion pass", () => {
  let database: TestDatabase;
  let boards: FakeJobBoards;
  let options: IngestOptions;

  const jobsOf = (source: string) => database.db.select().from(jobs).where(eq(jobs.source, source));
  const sourceRow = async (token: string) =>
    (await database.db.select().from(jobSources).where(eq(jobSources.token, token)))[0];

  beforeAll(async () => {
    [database, boards] = await Promise.all([createTestDatabase(), startFakeJobBoards()]);
    options = { greenhouseApiUrl: boards.url, leverApiUrl: boards.url, policy: POLICY };
    await ensureConfiguredSources(database.db, [
      { kind: "greenhouse", token: "northbank", firmName: "Northbank Capital", sector: "investment_banking" },
      { kind: "lever", token: "quantbridge", firmName: "Quantbridge", sector: "hedge_fund" },
      { kind: "greenhouse", token: "missingboard", firmName: "Missing Board Ltd" },
    ]);
  });
  afterAll(async () => {
    await boards.close();
    await database.dispose();
  });
  beforeEach(() => {
    boards.requests.length = 0;
  });

  test("adds a board's roles cleaned and classified, and keeps the source's bookkeeping", async () => {
    boards.greenhouse.set("northbank", [
      greenhouseJob({
        id: 101,
        title: "2027 Investment Banking Summer Analyst",
        location: { name: "London, United Kingdom" },
        departments: [{ id: 1, name: "Investment Banking Division", parent_id: null, child_ids: [] }],
        html:
          '<p>Join our M&amp;A team.</p><script>alert(1)</script><p onclick="x()">Submit your CV and a cover letter. ' +
          "You will complete an SHL numerical reasoning test, then a HireVue interview and a superday.</p>" +
          "<p>Applications close on 15 March 2027.</p>",
      }),
      greenhouseJob({
        id: 102,
        title: "Spring Insight Week 2027",
        location: { name: "Edinburgh; Glasgow" },
        html: "<p>We review applications on a rolling basis.</p>",
      }),
    ]);
    boards.greenhouse.set("missingboard-unused", []);

    const summaries = await runIngestion(database.db, { ...options, only: "northbank" });
    expect(summaries).toEqual([
      expect.objectContaining({ source: "greenhouse:northbank", ok: true, added: 2, closed: 0, errors: [] }),
    ]);
    expect(boards.requests).toEqual(["/v1/boards/northbank/jobs?content=true"]);

    const rows = await jobsOf("greenhouse");
    const summer = rows.find((row) => row.externalId === "101");
    expect(summer).toMatchObject({
      firmName: "Northbank Capital",
      roleType: "summer_internship",
      financeAreas: ["investment_banking"],
      locations: ["london"],
      rolling: false,
      closedAt: null,
      requirements: {
        cv: true,
        cover_letter: true,
        online_tests: [
          { kind: "Aptitude tests", provider: "SHL" },
          { kind: "Video interview", provider: "HireVue" },
          { kind: "Numerical reasoning" },
        ],
        interview_stages: ["Video interview", "Superday"],
      },
    });
    expect(summer?.descriptionHtml).toContain("<p>Join our M&amp;A team.</p>");
    expect(summer?.descriptionHtml).not.toMatch(/script|onclick|alert/);
    expect(summer?.descriptionText).toContain("Join our M&A team.");
    expect(summer?.closesAt?.toISOString()).toBe("2027-03-15T23:59:59.000Z");
    const spring = rows.find((row) => row.externalId === "102");
    expect(spring).toMatchObject({
      roleType: "spring_week",
      rolling: true,
      locations: ["edinburgh", "glasgow"],
    });

    const source = await sourceRow("northbank");
    expect(source).toMatchObject({ lastJobCount: 2, lastError: null });
    expect(source?.lastRunAt).toBeInstanceOf(Date);
    expect(source?.lastSuccessAt).toBeInstanceOf(Date);
  });

  test("closes a role gone from its board, updates a changed one, and reopens one that returns", async () => {
    const [summer, spring] = boards.greenhouse.get("northbank") ?? [];
    if (!summer || !spring) throw new Error("previous test's board missing");
    boards.greenhouse.set("northbank", [
      { ...summer, title: "2027 Investment Banking Summer Analyst (London)" },
    ]);
    const second = await runIngestion(database.db, { ...options, only: "northbank" });
    expect(second[0]).toMatchObject({ added: 0, updated: 1, closed: 1, reopened: 0 });
    const closed = (await jobsOf("greenhouse")).find((row) => row.externalId === "102");
    expect(closed?.closedAt).toBeInstanceOf(Date);

    boards.greenhouse.set("northbank", [summer, spring]);
    const third = await runIngestion(database.db, { ...options, only: "northbank" });
    expect(third[0]).toMatchObject({ added: 0, updated: 1, reopened: 1, closed: 0 });
    const rows = await jobsOf("greenhouse");
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.closedAt === null)).toBe(true);
    expect(rows.find((row) => row.externalId === "101")?.title).toBe(
      "2027 Investment Banking Summer Analyst",
    );
  });

  test("reads every page of a Lever site and uses its workplace type", async () => {
    const postings = Array.from({ length: 130 }, (_, i) =>
      leverPosting({
        text: i === 0 ? "Quantitative Research Intern" : `Systematic Trading Analyst ${i}`,
        workplaceType: i === 0 ? "hybrid" : "on-site",
        categories: { location: "New York", commitment: i === 0 ? "Intern" : "Full-time", team: "Research" },
        description: i === 0 ? "<div>A six-month placement in our research team.</div>" : "<div>Trade.</div>",
        lists: i === 0 ? [{ text: "Requirements", content: "<li>Python</li><li>Cover letter</li>" }] : [],
      }),
    );
    boards.lever.set("quantbridge", postings);
    const [summary] = await runIngestion(database.db, { ...options, only: "lever" });
    expect(summary).toMatchObject({ source: "lever:quantbridge", ok: true, added: 130 });
    expect(boards.requests).toEqual([
      "/v0/postings/quantbridge?mode=json&skip=0&limit=100",
      "/v0/postings/quantbridge?mode=json&skip=100&limit=100",
    ]);
    const intern = (await jobsOf("lever")).find((row) => row.externalId === postings[0]?.id);
    expect(intern).toMatchObject({
      roleType: "off_cycle_internship",
      workplace: "hybrid",
      locations: ["new_york"],
      financeAreas: ["quant"],
      applyUrl: postings[0]?.applyUrl,
      requirements: { cover_letter: true },
    });
    expect(intern?.descriptionHtml).toContain("<h3>Requirements</h3><ul><li>Python</li>");
    expect(intern?.postedAt?.toISOString()).toBe("2026-10-01T09:00:00.000Z");
  });

  test("retries 5xx, 429 and a hung request, then succeeds", async () => {
    boards.fail("v1/boards/northbank", 503, { status: 429, retryAfter: 0.01 });
    const [first] = await runIngestion(database.db, { ...options, only: "northbank" });
    expect(first).toMatchObject({ ok: true, unchanged: 2 });
    expect(boards.requests).toHaveLength(3);

    boards.requests.length = 0;
    boards.fail("v1/boards/northbank", "hang", "reset");
    const [second] = await runIngestion(database.db, { ...options, only: "northbank" });
    expect(second).toMatchObject({ ok: true, closed: 0 });
    expect(boards.requests).toHaveLength(3);
  });

  test("gives up after the retries, records the error and leaves the roles open", async () => {
    boards.fail("v1/boards/northbank", 500, 502, 504);
    const [summary] = await runIngestion(database.db, { ...options, only: "northbank" });
    expect(summary).toMatchObject({
      ok: false,
      closed: 0,
      errors: [expect.stringContaining("answered 504")],
    });
    expect(boards.requests).toHaveLength(3);
    const source = await sourceRow("northbank");
    expect(source?.lastError).toContain("answered 504");
    expect(source?.lastErrorAt?.getTime()).toBeGreaterThan(source?.lastSuccessAt?.getTime() ?? Number.NaN);
    expect((await jobsOf("greenhouse")).every((row) => row.closedAt === null)).toBe(true);
  });

  test("does not retry a 4xx, an oversized body or a body that is not JSON", async () => {
    const [missing] = await runIngestion(database.db, { ...options, only: "missingboard" });
    expect(missing).toMatchObject({
      ok: false,
      errors: [
        'the provider has no board with this identifier (404): Greenhouse has nothing at "missingboard". Check the identifiers against the careers site\'s address, then edit the source.',
      ],
    });
    expect(boards.requests).toHaveLength(1);

    boards.requests.length = 0;
    boards.fail("v1/boards/northbank", "oversized");
    const [big] = await runIngestion(database.db, {
      ...options,
      policy: { ...POLICY, maxBytes: 64 * 1024 },
      only: "northbank",
    });
    expect(big?.errors[0]).toMatch(/limit/);
    boards.fail("v1/boards/northbank", "not-json");
    const [html] = await runIngestion(database.db, { ...options, only: "northbank" });
    expect(html?.errors).toEqual(["response is not valid JSON"]);
    expect(boards.requests).toHaveLength(2);
  });

  test("skips an unreadable posting without closing it, and says so", async () => {
    const board = boards.greenhouse.get("northbank") ?? [];
    const broken = { ...(board[1] as object), absolute_url: "javascript:alert(1)" };
    boards.greenhouse.set("northbank", [board[0], broken] as never);
    const [summary] = await runIngestion(database.db, { ...options, only: "northbank" });
    expect(summary).toMatchObject({ ok: true, closed: 0, unchanged: 1 });
    expect(summary?.errors).toEqual([expect.stringMatching(/posting 102 skipped: .*http/)]);
    expect((await sourceRow("northbank"))?.lastError).toMatch(/^1 skipped; posting 102/);
    expect((await jobsOf("greenhouse")).every((row) => row.closedAt === null)).toBe(true);
  });

  test("an empty board closes its roles; a pass without a filter reads every source", async () => {
    boards.greenhouse.set("northbank", []);
    const summaries = await runIngestion(database.db, options);
    expect(summaries.map((s) => s.source)).toEqual([
      "greenhouse:missingboard",
      "greenhouse:northbank",
      "lever:quantbridge",
    ]);
    expect(summaries[1]).toMatchObject({ ok: true, closed: 2 });
    expect(summaries[2]).toMatchObject({ ok: true, unchanged: 130 });
  });
});
