import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  ashbyJob,
  type FakeAtsBoards,
  oracleRole,
  smartRecruitersPosting,
  startFakeAtsBoards,
  workdayRole,
} from "../../../../tests/support/fake-ats-boards";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-db";
import { CONTACT_EMAILS } from "../../../shared/site";
import { jobSources, jobs } from "../../db/schema";
import type { FetchPolicy } from "./fetch-json";
import { type IngestOptions, runIngestion } from "./ingest.service";
import { ensureConfiguredSources } from "./sources.service";

// Workday, Oracle Recruiting Cloud, SmartRecruiters and Ashby, each read from a local server in its
// wire format: every page, one role in several places, closing and reopening, details not fetched
// again for an unchanged listing, 429 with Retry-After, the per-host limit, and a wrong identifier.

const POLICY: FetchPolicy = {
  timeoutMs: 2000,
  maxBytes: 1024 * 1024,
  retries: 2,
  backoffMs: 5,
  maxBackoffMs: 3000,
};

const WORKDAY = "examplebank.wd3.myworkdayjobs.com/examplebank/Campus";
const ORACLE = "abcd.fa.em2.oraclecloud.com/CX_1";

describe("Workday, Oracle, SmartRecruiters and Ashby sources", () => {
  let database: TestDatabase;
  let boards: FakeAtsBoards;
  let options: IngestOptions;

  const jobsOf = (source: string) => database.db.select().from(jobs).where(eq(jobs.source, source));
  const sourceRow = async (token: string) =>
    (await database.db.select().from(jobSources).where(eq(jobSources.token, token)))[0];
  const details = (prefix: string) => boards.requests.filter((line) => line.startsWith(`GET ${prefix}`));

  beforeAll(async () => {
    [database, boards] = await Promise.all([createTestDatabase(), startFakeAtsBoards()]);
    options = {
      greenhouseApiUrl: boards.url,
      leverApiUrl: boards.url,
      workdayApiUrl: boards.url,
      oracleApiUrl: boards.url,
      smartRecruitersApiUrl: boards.url,
      ashbyApiUrl: boards.url,
      policy: POLICY,
    };
    await ensureConfiguredSources(database.db, [
      { kind: "workday", token: WORKDAY, firmName: "Example Bank", sector: "investment_banking" },
      { kind: "oracle", token: ORACLE, firmName: "Oracle Capital", sector: "asset_management" },
      { kind: "smartrecruiters", token: "ExampleAM", firmName: "Example Asset Management" },
      { kind: "ashby", token: "examplepay", firmName: "ExamplePay", sector: "fintech" },
      { kind: "workday", token: "nobank.wd1.myworkdayjobs.com/nobank/External", firmName: "No Bank" },
    ]);
  });
  afterAll(async () => {
    await boards.close();
    await database.dispose();
  });
  beforeEach(() => boards.resetCounters());

  test("Workday: every page, several locations, closing dates, two requests at a time", async () => {
    const roles = Array.from({ length: 45 }, (_, i) =>
      i === 0
        ? workdayRole("2027 Global Markets Summer Analyst", {
            locations: ["London", "Paris", "Frankfurt"],
            html: "<p>Trade rates.</p><ul><li>Numerical test</li></ul>",
            endDate: "2027-01-15",
          })
        : workdayRole(`Operations Analyst ${i}`),
    );
    boards.workday.set("examplebank/Campus", roles);
    const [summary] = await runIngestion(database.db, { ...options, only: WORKDAY });
    expect(summary).toMatchObject({ source: `workday:${WORKDAY}`, ok: true, added: 45, errors: [] });
    expect(boards.requests.filter((line) => line.startsWith("POST"))).toEqual([
      "POST /wday/cxs/examplebank/Campus/jobs",
      "POST /wday/cxs/examplebank/Campus/jobs",
      "POST /wday/cxs/examplebank/Campus/jobs",
    ]);
    expect(details("/wday/cxs/examplebank/Campus/job/")).toHaveLength(45);
    expect(boards.maxInFlight()).toBeLessThanOrEqual(2);
    expect(boards.maxInFlight()).toBe(2);
    expect([...boards.userAgents].every((ua) => ua.includes(CONTACT_EMAILS.support))).toBe(true);

    const rows = await jobsOf("workday");
    expect(rows).toHaveLength(45);
    const summer = rows.find((row) => row.title === "2027 Global Markets Summer Analyst");
    expect(summer).toMatchObject({
      firmName: "Example Bank",
      roleType: "summer_internship",
      locations: ["london", "paris", "frankfurt"],
      applyUrl: roles[0]?.detail.externalUrl,
    });
    expect(summer?.closesAt?.toISOString()).toBe("2027-01-15T23:59:59.000Z");
    expect(summer?.postedAt?.toISOString()).toBe("2026-10-01T00:00:00.000Z");
    expect(summer?.descriptionHtml).toContain("<li>Numerical test</li>");
    // Read from the description as for Greenhouse and Lever: the online tests asked for.
    expect(summer?.requirements.online_tests).toEqual([{ kind: "Numerical reasoning" }]);
    expect(await sourceRow(WORKDAY)).toMatchObject({
      lastJobCount: 45,
      lastAdded: 45,
      lastClosed: 0,
      failedRuns: 0,
    });
  });

  test("Workday: unchanged roles are not fetched again; a gone role closes and reopens when back", async () => {
    const roles = boards.workday.get("examplebank/Campus") ?? [];
    const [first, second, ...rest] = roles;
    if (!first || !second) throw new Error("previous test's roles missing");
    const renamed = {
      ...second,
      title: "Operations Analyst (Belfast)",
      detail: { ...second.detail, title: "Operations Analyst (Belfast)" },
    };
    boards.workday.set("examplebank/Campus", [renamed, ...rest]);
    const [changed] = await runIngestion(database.db, { ...options, only: WORKDAY });
    expect(changed).toMatchObject({ ok: true, added: 0, updated: 1, closed: 1, unchanged: 43 });
    expect(details("/wday/cxs/examplebank/Campus/job/")).toEqual([
      `GET /wday/cxs/examplebank/Campus${second.externalPath}`,
    ]);
    const gone = (await jobsOf("workday")).find((row) => row.title === first.title);
    expect(gone?.closedAt).toBeInstanceOf(Date);

    boards.resetCounters();
    boards.workday.set("examplebank/Campus", [first, renamed, ...rest]);
    const [back] = await runIngestion(database.db, { ...options, only: WORKDAY });
    expect(back).toMatchObject({ ok: true, reopened: 1, closed: 0, unchanged: 44 });
    expect(details("/wday/cxs/examplebank/Campus/job/")).toEqual([
      `GET /wday/cxs/examplebank/Campus${first.externalPath}`,
    ]);
    expect((await jobsOf("workday")).every((row) => row.closedAt === null)).toBe(true);
    expect(await sourceRow(WORKDAY)).toMatchObject({ lastJobCount: 45, lastAdded: 1, lastClosed: 0 });
  });

  test("Oracle: every page, secondary locations, sections, closing date and the role's page", async () => {
    const roles = Array.from({ length: 30 }, (_, i) =>
      i === 0
        ? oracleRole("Graduate Analyst Programme 2027", {
            locations: ["London, England, United Kingdom", "Edinburgh, Scotland, United Kingdom"],
            html: "<p>Our two-year programme.</p><p>Salary: £52,000 per annum</p>",
          })
        : oracleRole(`Fund Accountant ${i}`, { endDate: null }),
    );
    boards.oracle.set("CX_1", roles);
    const [summary] = await runIngestion(database.db, { ...options, only: ORACLE });
    expect(summary).toMatchObject({ source: `oracle:${ORACLE}`, ok: true, added: 30, errors: [] });
    const lists = boards.requests.filter((line) => line.includes("recruitingCEJobRequisitions?"));
    expect(lists).toHaveLength(2);
    expect(lists[1]).toContain(
      "finder=findReqs;siteNumber=CX_1,limit=25,offset=25,sortBy=POSTING_DATES_DESC",
    );
    expect(boards.requests.filter((line) => line.includes("recruitingCEJobRequisitionDetails"))).toHaveLength(
      30,
    );

    const graduate = (await jobsOf("oracle")).find((row) => row.title === "Graduate Analyst Programme 2027");
    expect(graduate).toMatchObject({
      firmName: "Oracle Capital",
      roleType: "graduate_programme",
      locations: ["london", "edinburgh"],
      applyUrl: `https://abcd.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/${roles[0]?.Id}`,
    });
    expect(graduate?.closesAt?.toISOString()).toBe("2027-01-31T23:59:00.000Z");
    expect(graduate?.descriptionHtml).toContain("<h3>Qualifications</h3>");
    // Pay from the description's text, as for Greenhouse and Lever.
    expect(graduate?.salary).toBe("£52,000 a year");

    boards.resetCounters();
    boards.oracle.set("CX_1", roles.slice(1));
    const [second] = await runIngestion(database.db, { ...options, only: ORACLE });
    expect(second).toMatchObject({ ok: true, closed: 1, unchanged: 29, added: 0 });
    expect(boards.requests.filter((line) => line.includes("recruitingCEJobRequisitionDetails"))).toHaveLength(
      0,
    );
  });

  test("SmartRecruiters: pages of 100, one role in two cities, and a 429 retried after its Retry-After", async () => {
    const postings = Array.from({ length: 104 }, (_, i) => smartRecruitersPosting(`Investment Analyst ${i}`));
    const [first] = postings;
    if (!first) throw new Error("no postings");
    postings.push(smartRecruitersPosting(first.name, { city: "Manchester", refNumber: first.refNumber }));
    boards.smartRecruiters.set("ExampleAM", postings);
    boards.throttle("/v1/companies/ExampleAM/postings", "1");
    const started = Date.now();
    const [summary] = await runIngestion(database.db, { ...options, only: "ExampleAM" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(summary).toMatchObject({ source: "smartrecruiters:ExampleAM", ok: true, added: 104, errors: [] });
    const lists = boards.requests.filter((line) => /postings\?/.test(line));
    expect(lists).toEqual([
      "GET /v1/companies/ExampleAM/postings?limit=100&offset=0",
      "GET /v1/companies/ExampleAM/postings?limit=100&offset=0",
      "GET /v1/companies/ExampleAM/postings?limit=100&offset=100",
    ]);
    const rows = await jobsOf("smartrecruiters");
    const both = rows.find((row) => row.externalId === `ExampleAM:${first.refNumber}`);
    expect(both).toMatchObject({ title: "Investment Analyst 0", locations: ["london", "manchester"] });
    expect(both?.applyUrl).toMatch(/^https:\/\/jobs\.smartrecruiters\.com\/ExampleAM\//);
    expect(both?.descriptionHtml).toContain("<h3>Job Description</h3><p>Research equities.</p>");

    // Listed as before: no posting is read again. The role in two cities, gone: one role closes.
    boards.resetCounters();
    boards.smartRecruiters.set(
      "ExampleAM",
      postings.filter((posting) => posting.refNumber !== first.refNumber),
    );
    const [again] = await runIngestion(database.db, { ...options, only: "ExampleAM" });
    expect(again).toMatchObject({ ok: true, added: 0, closed: 1, unchanged: 103 });
    expect(boards.requests.filter((line) => /postings\/\d+$/.test(line))).toEqual([]);
  });

  test("Ashby: one request, hidden roles skipped, several locations and the pay", async () => {
    boards.ashby.set("examplepay", [
      ashbyJob("Treasury Analyst Intern", {
        location: "London",
        secondaryLocations: [{ location: "Dublin" }],
        compensation: {
          compensationTierSummary: "£35K – £40K",
          summaryComponents: [
            {
              compensationType: "Salary",
              interval: "1 YEAR",
              currencyCode: "GBP",
              minValue: 35000,
              maxValue: 40000,
            },
          ],
        },
      }),
      ashbyJob("Unlisted Role", { isListed: false }),
    ]);
    const [summary] = await runIngestion(database.db, { ...options, only: "ashby" });
    expect(summary).toMatchObject({ source: "ashby:examplepay", ok: true, added: 1, errors: [] });
    expect(boards.requests).toEqual(["GET /posting-api/job-board/examplepay?includeCompensation=true"]);
    const [row] = await jobsOf("ashby");
    expect(row).toMatchObject({
      title: "Treasury Analyst Intern",
      locations: ["london", "dublin"],
      salary: "£35,000–£40,000 a year",
      firmName: "ExamplePay",
      roleType: "summer_internship",
    });
    // The role's page on the firm's board, not the bare form; the description keeps its structure.
    expect(row?.applyUrl).toBe(boards.ashby.get("examplepay")?.[0]?.jobUrl);
    expect(row?.descriptionHtml).toBe("<p>Build the future of payments.</p>");

    // Gone from the board: closed at the next run; back: reopened.
    const listed = boards.ashby.get("examplepay") ?? [];
    boards.ashby.set("examplepay", listed.slice(1));
    const [gone] = await runIngestion(database.db, { ...options, only: "ashby" });
    expect(gone).toMatchObject({ ok: true, closed: 1, added: 0 });
    expect((await jobsOf("ashby"))[0]?.closedAt).toBeInstanceOf(Date);
    boards.ashby.set("examplepay", listed);
    const [back] = await runIngestion(database.db, { ...options, only: "ashby" });
    expect(back).toMatchObject({ ok: true, reopened: 1, closed: 0 });
    expect((await jobsOf("ashby"))[0]?.closedAt).toBeNull();
  });

  test("a wrong identifier fails the run with the board's 404, counts failed runs, and changes no role", async () => {
    const token = "nobank.wd1.myworkdayjobs.com/nobank/External";
    for (let run = 1; run <= 3; run++) {
      const [summary] = await runIngestion(database.db, { ...options, only: token });
      expect(summary).toMatchObject({
        ok: false,
        failedRuns: run,
        errors: [expect.stringMatching(/^the provider has no board with this identifier \(404\): Workday /)],
      });
    }
    expect(boards.requests.filter((line) => line.startsWith("POST /wday/cxs/nobank"))).toHaveLength(3);
    expect(await sourceRow(token)).toMatchObject({ failedRuns: 3, lastSuccessAt: null });
  });

  test("a source slower than its time limit is stopped, keeps its roles and counts as failed", async () => {
    const token = "slowbank.wd3.myworkdayjobs.com/slowbank/Campus";
    await ensureConfiguredSources(database.db, [{ kind: "workday", token, firmName: "Slow Bank" }]);
    // Three pages and sixty details, each held by the server: far more than 40 ms.
    boards.workday.set(
      "slowbank/Campus",
      Array.from({ length: 60 }, (_, i) => workdayRole(`Risk Analyst ${i}`)),
    );
    const [stopped] = await runIngestion(database.db, { ...options, only: token, sourceTimeLimitMs: 40 });
    expect(stopped).toMatchObject({
      ok: false,
      failedRuns: 1,
      errors: ["reading the board took longer than 40 ms: stopped; its roles stay as they were"],
    });
    expect((await jobsOf("workday")).filter((row) => row.firmName === "Slow Bank")).toEqual([]);
    expect(await sourceRow(token)).toMatchObject({ failedRuns: 1, lastSuccessAt: null });

    const [read] = await runIngestion(database.db, { ...options, only: token });
    expect(read).toMatchObject({ ok: true, added: 60, failedRuns: 0 });
  });

  test("without WORKDAY_API_URL or ORACLE_API_URL a host that is a local address is refused", async () => {
    await ensureConfiguredSources(database.db, [
      { kind: "workday", token: "127.0.0.1/examplebank/Campus", firmName: "Loopback Bank" },
      { kind: "oracle", token: "127.0.0.1/CX_1", firmName: "Loopback Capital" },
    ]);
    const publicOnly = { ...options, workdayApiUrl: undefined, oracleApiUrl: undefined };
    for (const token of ["127.0.0.1/examplebank/Campus", "127.0.0.1/CX_1"]) {
      const [summary] = await runIngestion(database.db, { ...publicOnly, only: token });
      expect(summary, token).toMatchObject({
        ok: false,
        errors: ["refused 127.0.0.1: not a public address"],
      });
    }
    expect(boards.requests).toEqual([]);
  });
});
