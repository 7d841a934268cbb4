import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import {
  answersOf,
  assessmentsClient,
  type Completed,
  ok,
  type PersonalityAttempt,
  type PersonalityOverview,
  refused,
  type Saved,
} from "./assessments.fixtures";
import { PERSONALITY_ITEMS } from "./personality/items";

// The personality questionnaire through the API: answers saved as given and resumed, the result with its
// explanations, earlier results kept, and refusals that change nothing.

describe("personality questionnaire", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  async function started() {
    const api = assessmentsClient(t, await t.signUp());
    const attempt = await ok<PersonalityAttempt>(await api.startPersonality(), 201);
    return { api, attempt };
  }

  test("pages list ten statements without their keying; a page out of range is refused", async () => {
    const { api } = await started();
    const page = await ok<{ page: number; pages: number; items: object[] }>(await api.page(2));
    expect(page.page).toBe(2);
    expect(page.pages).toBe(12);
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toEqual({ id: PERSONALITY_ITEMS[10]?.id, text: PERSONALITY_ITEMS[10]?.text });
    for (const bad of [0, 13, "x"]) await refused(await api.page(bad), 400);
  });

  test("answers sent in two requests are both kept, and starting again resumes the attempt", async () => {
    const { api, attempt } = await started();
    expect(attempt).toMatchObject({ answers: {}, answered: 0, total: 120 });
    const [first, second] = [PERSONALITY_ITEMS.slice(0, 10), PERSONALITY_ITEMS.slice(10, 20)];
    await ok<Saved>(await api.answer(attempt.id, Object.fromEntries(first.map((i) => [i.id, 2]))));
    const saved = await ok<Saved>(
      await api.answer(attempt.id, Object.fromEntries(second.map((i) => [i.id, 4]))),
    );
    expect(saved).toEqual({ answered: 20, total: 120 });

    // Another device: the overview and a second start both give back the same attempt and answers.
    const overview = await ok<PersonalityOverview>(await api.personality());
    expect(overview.current?.id).toBe(attempt.id);
    expect(overview.current?.answered).toBe(20);
    expect(overview.current?.answers[first[0]?.id ?? ""]).toBe(2);
    expect(overview.current?.answers[second[9]?.id ?? ""]).toBe(4);
    const resumed = await ok<PersonalityAttempt>(await api.startPersonality(), 200);
    expect(resumed.id).toBe(attempt.id);

    // Changing an answer keeps the others.
    await ok<Saved>(await api.answer(attempt.id, { [first[0]?.id ?? ""]: 5 }));
    const after = await ok<PersonalityOverview>(await api.personality());
    expect(after.current?.answered).toBe(20);
    expect(after.current?.answers[first[0]?.id ?? ""]).toBe(5);
  });

  test("unknown statements and answers off the scale are refused and nothing is saved", async () => {
    const { api, attempt } = await started();
    await refused(await api.answer(attempt.id, { "no-such-item": 3 }), 400);
    await refused(await api.answer(attempt.id, { [PERSONALITY_ITEMS[0]?.id ?? ""]: 6 }), 400);
    await refused(await api.answer(attempt.id, {}), 400);
    const overview = await ok<PersonalityOverview>(await api.personality());
    expect(overview.current?.answered).toBe(0);
  });

  test("completing with statements unanswered says how many and changes nothing", async () => {
    const { api, attempt } = await started();
    await ok<Saved>(await api.answer(attempt.id, answersOf(3, 115)));
    const response = await api.complete(attempt.id);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("incomplete_answers");
    expect(body.error.message).toContain("5 of 120");
    const overview = await ok<PersonalityOverview>(await api.personality());
    expect(overview.current).toMatchObject({ id: attempt.id, answered: 115 });
    expect(overview.results).toEqual([]);
  });

  test("a result gives the known domain sums with explanations; a later one keeps the first", async () => {
    const { api, attempt } = await started();
    await ok<Saved>(await api.answer(attempt.id, answersOf(5)));
    const result = await ok<Completed>(await api.complete(attempt.id));
    const sums = Object.fromEntries(result.result.domains.map((d) => [d.id, d.score]));
    expect(sums).toEqual({ N: 92, E: 96, O: 72, A: 52, C: 68 });
    for (const domain of result.result.domains) {
      expect(domain.text.finance.length).toBeGreaterThan(20);
      expect(domain.facets).toHaveLength(6);
      for (const facet of domain.facets) expect(facet.text.summary.length).toBeGreaterThan(10);
    }

    // Finished: no more answers, no second completion.
    expect(await refused(await api.answer(attempt.id, answersOf(1, 1)), 409)).toBe("attempt_completed");
    await refused(await api.complete(attempt.id), 409);

    const next = await ok<PersonalityAttempt>(await api.startPersonality(), 201);
    expect(next.id).not.toBe(attempt.id);
    await ok<Saved>(await api.answer(next.id, answersOf(1)));
    await ok<Completed>(await api.complete(next.id));
    const overview = await ok<PersonalityOverview>(await api.personality());
    expect(overview.current).toBeNull();
    expect(overview.results.map((r) => r.id)).toEqual([next.id, attempt.id]);
    expect(overview.results[1]?.result.domains[0]?.score).toBe(92);
  });

  test("another member's attempt does not exist for them, on every route", async () => {
    const { api, attempt } = await started();
    await ok<Saved>(await api.answer(attempt.id, answersOf(5)));
    const other = assessmentsClient(t, await t.signUp());
    expect(await refused(await other.answer(attempt.id, answersOf(1, 1)), 404)).toBe("not_found");
    expect(await refused(await other.complete(attempt.id), 404)).toBe("not_found");
    const theirs = await ok<PersonalityOverview>(await other.personality());
    expect(theirs).toEqual({ current: null, results: [] });
    const mine = await ok<PersonalityOverview>(await api.personality());
    expect(mine.current).toMatchObject({ id: attempt.id, answered: 120 });
  });
});
