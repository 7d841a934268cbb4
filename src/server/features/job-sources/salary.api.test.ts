import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type FakeJobBoards,
  greenhouseJob,
  leverPosting,
  startFakeJobBoards,
} from "../../../../tests/support/fake-job-boards";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { jobs } from "../../db/schema";
import { type IngestOptions, runIngestion } from "./ingest.service";
import { ensureConfiguredSources } from "./sources.service";

// Pay as a posting states it reaches the role's page: from Lever's salaryRange, Greenhouse's pay
// ranges, or a figure in the description, written one way; a posting without a figure has none.

describe("salary from the boards to the role's page", () => {
  let t: TestApp;
  let boards: FakeJobBoards;
  let member: SignedIn;
  let options: IngestOptions;

  const detail = async (source: string, externalId: string) => {
    const [row] = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.source, source), eq(jobs.externalId, externalId)));
    if (!row) throw new Error(`${source} ${externalId} was not stored`);
    const id = row.id;
    const response = await t.request(`/api/jobs/${id}`, { cookie: member.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { title: string; salary: string | null };
  };

  beforeAll(async () => {
    [t, boards] = await Promise.all([createTestApp(), startFakeJobBoards()]);
    options = {
      greenhouseApiUrl: boards.url,
      leverApiUrl: boards.url,
      policy: { timeoutMs: 2000, maxBytes: 1024 * 1024, retries: 0, backoffMs: 5, maxBackoffMs: 50 },
    };
    await ensureConfiguredSources(t.db, [
      { kind: "greenhouse", token: "northbank", firmName: "Northbank Capital", sector: "investment_banking" },
      { kind: "lever", token: "quantbridge", firmName: "Quantbridge", sector: "hedge_fund" },
    ]);
    member = await t.signUp();
  });
  afterAll(async () => {
    await boards.close();
    await t.dispose();
  });

  test("Lever's salaryRange, Greenhouse's pay ranges and a salary in the text are shown one way", async () => {
    boards.lever.set("quantbridge", [
      leverPosting({
        id: "lever-paid",
        text: "Quant Researcher",
        salaryRange: { min: 85000, max: 95000, currency: "GBP", interval: "per-year-salary" },
      }),
      leverPosting({
        id: "lever-described",
        text: "Trading Assistant",
        salaryDescriptionPlain: "The base pay for this role is £32,000 - £36,000 per annum.",
      }),
    ]);
    boards.greenhouse.set("northbank", [
      greenhouseJob({
        id: 501,
        title: "Credit Analyst",
        html: "<h3>What we offer</h3><ul><li>Salary: £50,000 - £55,000 per annum, plus bonus</li></ul>",
      }),
      greenhouseJob({
        id: 502,
        title: "Associate, Leveraged Finance",
        pay_input_ranges: [
          { min_cents: 9_000_000, max_cents: 11_000_000, currency_type: "GBP", title: "London", blurb: "" },
        ],
      }),
      greenhouseJob({
        id: 503,
        title: "Fund Accountant",
        html: "<p>Join a £2bn fund. We offer a competitive salary.</p>",
      }),
    ]);
    const summaries = await runIngestion(t.db, options);
    expect(summaries.every((summary) => summary.ok && summary.errors.length === 0)).toBe(true);

    expect((await detail("lever", "lever-paid")).salary).toBe("£85,000–£95,000 a year");
    expect((await detail("lever", "lever-described")).salary).toBe("£32,000–£36,000 a year");
    expect((await detail("greenhouse", "501")).salary).toBe("£50,000–£55,000 a year plus bonus");
    expect((await detail("greenhouse", "502")).salary).toBe("£90,000–£110,000 a year");
    expect((await detail("greenhouse", "503")).salary).toBeNull();
  });

  test("a posting whose pay changes is updated on the next pass", async () => {
    const [paid, ...rest] = boards.lever.get("quantbridge") ?? [];
    if (!paid) throw new Error("previous test's board missing");
    boards.lever.set("quantbridge", [
      { ...paid, salaryRange: { min: 90000, max: 100000, currency: "GBP", interval: "per-year-salary" } },
      ...rest,
    ]);
    const [summary] = await runIngestion(t.db, { ...options, only: "quantbridge" });
    expect(summary).toMatchObject({ ok: true, updated: 1, unchanged: 1 });
    expect((await detail("lever", "lever-paid")).salary).toBe("£90,000–£100,000 a year");
  });
});
