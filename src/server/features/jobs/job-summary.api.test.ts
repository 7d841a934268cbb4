import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../../../../tests/support/fake-openai";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import type { JobSummary } from "../../../shared/jobs";
import { BUILTIN_PROVIDER_ID } from "../../ai/provider";
import { ASSET_MANAGEMENT_GRADUATE, PRIVATE_EQUITY_OFF_CYCLE } from "../../ai/text/postings.fixtures";
import { firms, jobSummaries, jobs, profiles } from "../../db/schema";

// GET /api/job-tools/:jobId/summary. Premium only (spec 000 §2.6), cached per job and
// provider, 404 for a role the member cannot see; the OpenAI-compatible provider and its fallback.

const DAY = 86_400_000;

async function seedJob(t: TestApp, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [firm] = await t.db
    .insert(firms)
    .values({
      slug: `firth-${crypto.randomUUID()}`,
      name: "Firth Asset Management",
      sector: "asset_management",
    })
    .returning();
  const [job] = await t.db
    .insert(jobs)
    .values({
      firmId: firm?.id ?? "",
      firmName: "Firth Asset Management",
      source: "test",
      externalId: crypto.randomUUID(),
      title: "Graduate Investment Programme",
      descriptionText: ASSET_MANAGEMENT_GRADUATE,
      applyUrl: "https://example.com/apply",
      ...values,
    })
    .returning();
  return job?.id ?? "";
}

async function startTrial(t: TestApp, member: SignedIn) {
  await t.db
    .update(profiles)
    .set({ trialStartedAt: new Date(), trialEndsAt: new Date(Date.now() + 7 * DAY) })
    .where(eq(profiles.id, member.user.id));
}

const summaryOf = (t: TestApp, member: SignedIn, jobId: string) =>
  t.request(`/api/job-tools/${jobId}/summary`, { cookie: member.cookie });

describe("AI job summaries with the built-in engine", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  test("free members are told it is a Premium feature and how to get it", async () => {
    const member = await t.signUp();
    const jobId = await seedJob(t);
    const response = await summaryOf(t, member, jobId);
    expect(response.status).toBe(403);
    expect((await response.json()).error).toEqual({
      code: "premium_required",
      message:
        "AI job summaries are a Premium feature. Start your free 7-day trial or upgrade to Premium on the Billing page.",
    });
    // A member whose trial is over is not offered another.
    await t.db
      .update(profiles)
      .set({ trialStartedAt: new Date(Date.now() - 9 * DAY), trialEndsAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(profiles.id, member.user.id));
    const after = await summaryOf(t, member, jobId);
    expect(after.status).toBe(403);
    expect((await after.json()).error.message).toBe(
      "AI job summaries are a Premium feature. Upgrade to Premium on the Billing page to use it.",
    );
    expect(await t.db.select().from(jobSummaries).where(eq(jobSummaries.jobId, jobId))).toEqual([]);
  });

  test("a member on a trial gets the summary of the role's own text, made once and then cached", async () => {
    const member = await t.signUp();
    await startTrial(t, member);
    const jobId = await seedJob(t, { closesAt: new Date("2025-12-03T23:59:00Z") });

    const response = await summaryOf(t, member, jobId);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ job_id: jobId, provider: BUILTIN_PROVIDER_ID });
    const summary = body.summary as JobSummary;
    expect(summary.deadline).toBe("3 December 2025");
    expect(summary.tests).toEqual(["Cappfinity", "Watson Glaser"]);
    expect(summary.requirements).toContain("A minimum 2:1 degree (or equivalent) by summer 2026.");
    expect(summary.responsibilities[0]).toMatch(/^You will rotate through three investment desks/);

    const rows = await t.db.select().from(jobSummaries).where(eq(jobSummaries.jobId, jobId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: BUILTIN_PROVIDER_ID, summary });

    // Served from the cache: a changed description does not change it, for this member or another.
    await t.db.update(jobs).set({ descriptionText: PRIVATE_EQUITY_OFF_CYCLE }).where(eq(jobs.id, jobId));
    const other = await t.signUp();
    await t.db.update(profiles).set({ appTier: "PRO" }).where(eq(profiles.id, other.user.id));
    for (const who of [member, other]) {
      const again = await (await summaryOf(t, who, jobId)).json();
      expect(again).toEqual(body);
    }
  });

  test("the description's HTML is read when there is some, so its lists stay lists", async () => {
    const member = await t.signUp();
    await startTrial(t, member);
    const jobId = await seedJob(t, {
      descriptionHtml:
        "<p>A ten-week internship in our London M&amp;A team.</p><p><strong>Responsibilities</strong></p><ul><li>Build DCF models</li><li>Draft pitch books</li></ul><p><strong>Requirements</strong></p><ul><li>Penultimate-year students</li><li>Strong Excel skills</li></ul>",
      descriptionText:
        "A ten-week internship in our London M&A team. Responsibilities Build DCF models Draft pitch books",
    });
    const { summary } = await (await summaryOf(t, member, jobId)).json();
    expect(summary).toMatchObject({
      overview: "A ten-week internship in our London M&A team.",
      responsibilities: ["Build DCF models", "Draft pitch books"],
      requirements: ["Penultimate-year students", "Strong Excel skills"],
      deadline: null,
      tests: [],
    });
  });

  test("unknown roles, another member's imported role and malformed ids are not found", async () => {
    const member = await t.signUp();
    await startTrial(t, member);
    const owner = await t.signUp();
    const theirs = await seedJob(t, { importedBy: owner.user.id, source: "import" });
    for (const jobId of [crypto.randomUUID(), theirs]) {
      const response = await summaryOf(t, member, jobId);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("job_not_found");
    }
    expect((await summaryOf(t, member, "not-a-uuid")).status).toBe(400);
    // The member who imported it may summarise it (once on a plan that allows it).
    await startTrial(t, owner);
    expect((await summaryOf(t, owner, theirs)).status).toBe(200);
  });
});

describe("AI job summaries with an OpenAI-compatible provider", () => {
  const modelSummary: JobSummary = {
    overview: "A two-year rotational graduate scheme in Edinburgh.",
    responsibilities: ["Rotate through three investment desks"],
    requirements: ["A 2:1 degree by summer 2026"],
    deadline: "3 December 2025",
    tests: ["Cappfinity", "Watson Glaser"],
  };
  let t: TestApp;
  let fake: FakeOpenAi;
  let member: SignedIn;
  beforeAll(async () => {
    fake = await startFakeOpenAi(modelSummary);
    t = await createTestApp({
      env: { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_OPENAI_KEY, AI_MODEL: "finance-summary-1" },
    });
    member = await t.signUp();
    await startTrial(t, member);
  });
  afterAll(async () => {
    await t?.dispose();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = "ok";
    fake.calls.length = 0;
  });

  test("the model's summary is served and cached under the model's id", async () => {
    const jobId = await seedJob(t);
    const body = await (await summaryOf(t, member, jobId)).json();
    expect(body).toMatchObject({ provider: "openai:finance-summary-1", summary: modelSummary });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body.model).toBe("finance-summary-1");
    expect(fake.calls[0]?.body.messages?.[1]?.content).toContain("Cappfinity strengths assessment");
    await summaryOf(t, member, jobId);
    expect(fake.calls).toHaveLength(1);
  });

  test("when the model fails, the built-in summary is served, and the model is asked again next time", async () => {
    const jobId = await seedJob(t);
    fake.mode = "wrong-shape";
    const fallback = await (await summaryOf(t, member, jobId)).json();
    expect(fallback.provider).toBe(BUILTIN_PROVIDER_ID);
    expect(fallback.summary.requirements).toContain("A minimum 2:1 degree (or equivalent) by summer 2026.");

    fake.mode = "ok";
    const retried = await (await summaryOf(t, member, jobId)).json();
    expect(retried).toMatchObject({ provider: "openai:finance-summary-1", summary: modelSummary });
    const stored = await t.db
      .select({ provider: jobSummaries.provider })
      .from(jobSummaries)
      .where(and(eq(jobSummaries.jobId, jobId)));
    expect(stored.map((row) => row.provider).sort()).toEqual([
      BUILTIN_PROVIDER_ID,
      "openai:finance-summary-1",
    ]);
  });
});
