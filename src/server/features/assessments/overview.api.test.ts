import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { applications, firms, jobs } from "../../db/schema";
import { answersOf, assessmentsClient, ok } from "./assessments.fixtures";
import type { assessmentsOverview } from "./overview.service";

// The assessment prep hub's summary: last results and progress, and the online tests the member's
// tracked firms name in their postings, never another member's.

type Overview = Awaited<ReturnType<typeof assessmentsOverview>>;

describe("the assessment prep overview", () => {
  let t: TestApp;
  let firmId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [firm] = await t.db
      .insert(firms)
      .values({ slug: "northbank", name: "Northbank Capital", sector: "investment_banking" })
      .returning();
    firmId = firm?.id ?? "";
  });
  afterAll(() => t?.dispose());

  async function track(
    userId: string,
    firmName: string,
    description: string | null,
    snapshot: string | null,
  ) {
    let jobId: string | null = null;
    if (description !== null) {
      const [job] = await t.db
        .insert(jobs)
        .values({
          firmId,
          firmName,
          title: "Summer Analyst",
          source: "test",
          externalId: crypto.randomUUID(),
          applyUrl: "https://example.com/apply",
          descriptionText: description,
        })
        .returning();
      jobId = job?.id ?? null;
    }
    await t.db.insert(applications).values({
      userId,
      jobId,
      firmName,
      roleTitle: "Summer Analyst",
      descriptionSnapshot: snapshot,
    });
  }

  test("a new member sees nothing taken and no tracked tests", async () => {
    const who = await t.signUp();
    const overview = await ok<Overview>(await t.request("/api/assessments/overview", { cookie: who.cookie }));
    expect(overview.personality).toMatchObject({ answered: null, total: 120, results: 0, last: null });
    expect(overview.aptitude.map((kind) => [kind.kind, kind.taken, kind.last])).toEqual([
      ["numerical", 0, null],
      ["verbal", 0, null],
      ["logical", 0, null],
      ["situational", 0, null],
      ["critical_thinking", 0, null],
      ["logical_adaptive", 0, null],
    ]);
    expect(overview.firmTests).toEqual({ tracked: 0, tests: [] });
  });

  test("progress, last results and the tests tracked firms use, from the posting or the kept copy", async () => {
    const who = await t.signUp();
    const other = await t.signUp();
    const api = assessmentsClient(t, who);
    await track(
      who.user.id,
      "Northbank Capital",
      "Stages: SHL numerical test, then a HireVue interview.",
      null,
    );
    // A closed posting's text lives on in the application's copy.
    await track(
      who.user.id,
      "Harbour Partners",
      null,
      "Applicants sit the Watson Glaser test and an SHL verbal.",
    );
    await track(other.user.id, "Elsewhere Bank", "Cappfinity assessment", null);

    const started = await ok<{ id: string }>(await api.startPersonality(), 201);
    await ok(await api.answer(started.id, answersOf(4, 30)));

    const test1 = await ok<{ id: string }>(await api.startAptitude("numerical", "Practice"), 201);
    await ok(await api.completeAptitude(test1.id));
    // A test left half-way is there to carry on with.
    const left = await ok<{ id: string; items: { item: { id: string } }[] }>(
      await api.startAptitude("verbal", "Timed"),
      201,
    );
    const firstItem = left.items[0]?.item.id ?? "";
    await ok(await api.answerAptitude(left.id, { itemId: firstItem, choice: 0, seconds: 30 }));

    const overview = await ok<Overview>(await t.request("/api/assessments/overview", { cookie: who.cookie }));
    expect(overview.personality).toMatchObject({ answered: 30, total: 120, results: 0, last: null });
    const numerical = overview.aptitude.find((kind) => kind.kind === "numerical");
    expect(numerical).toMatchObject({ taken: 1, bestPercent: 0, firstPercent: 0 });
    expect(numerical?.last).toMatchObject({ correct: 0, total: 10, mode: "Practice", percentile: null });
    expect(numerical?.open).toBeNull();
    expect(overview.aptitude.find((kind) => kind.kind === "verbal")?.open).toEqual({
      id: left.id,
      mode: "Timed",
      answered: 1,
      total: 12,
    });
    expect(overview.firmTests.tracked).toBe(2);
    expect(overview.firmTests.tests.map((test) => [test.name, test.firms])).toEqual([
      ["SHL", ["Harbour Partners", "Northbank Capital"]],
      ["HireVue", ["Northbank Capital"]],
      ["Watson Glaser", ["Harbour Partners"]],
    ]);
    expect(overview.firmTests.tests[0]?.practise).toContain("numerical");

    // A finished questionnaire shows its domains.
    await ok(await api.answer(started.id, answersOf(4)));
    await ok(await api.complete(started.id));
    const after = await ok<Overview>(await t.request("/api/assessments/overview", { cookie: who.cookie }));
    expect(after.personality.answered).toBeNull();
    expect(after.personality.results).toBe(1);
    expect(after.personality.last?.domains.map((domain) => domain.name)).toEqual([
      "Neuroticism",
      "Extraversion",
      "Openness",
      "Agreeableness",
      "Conscientiousness",
    ]);
  });

  test("postings naming situational judgement, Watson Glaser or adaptive tests link to those practices", async () => {
    const who = await t.signUp();
    await track(who.user.id, "Fenwick Bank", "Stage two is a situational judgement test (SJT).", null);
    await track(who.user.id, "Carrow Law", "Shortlisted applicants sit the Watson Glaser test.", null);
    await track(who.user.id, "Tamar Capital", "Online Talent Q tests: numerical and verbal.", null);
    const overview = await ok<Overview>(await t.request("/api/assessments/overview", { cookie: who.cookie }));
    const practise = Object.fromEntries(overview.firmTests.tests.map((test) => [test.name, test.practise]));
    expect(practise["Situational judgement test"]).toEqual(["situational"]);
    expect(practise["Watson Glaser"]).toContain("critical_thinking");
    expect(practise["Talent Q"]).toContain("logical_adaptive");
  });

  test("signed out, the overview answers 401", async () => {
    expect((await t.request("/api/assessments/overview")).status).toBe(401);
  });
});
