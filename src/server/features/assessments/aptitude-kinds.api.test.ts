import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import type { AptitudeKind } from "../../../shared/assessments";
import { itemFromId } from "./aptitude/generate-test";
import { mostLeastKey } from "./aptitude/situational";
import {
  type AptitudeAnswered,
  type AptitudeAttempt,
  type AptitudeHistory,
  addOtherMembersResults,
  assessmentsClient,
  ok,
  refused,
} from "./assessments.fixtures";

// Situational judgement, critical thinking and the adaptive logical test through the API: questions
// without their keys, answers in each scenario's form, part marks, results per section, the key with
// its reasoning and competency in review, the adaptive test's levels, history and percentiles.

function keyOf(kind: AptitudeKind, itemId: string) {
  const item = itemFromId(kind, itemId);
  if (!item) throw new Error(`unknown item ${itemId}`);
  return item;
}

/** The keyed answer to a scenario, or one rating step off for each response when `off` is set. */
function sjtAnswer(itemId: string, off = false) {
  const item = keyOf("situational", itemId);
  if (item.kind !== "situational") throw new Error("not a scenario");
  if (item.format === "rate") {
    const ratings = item.key.map((k) =>
      off ? (k.effectiveness === 4 ? 3 : k.effectiveness + 1) : k.effectiveness,
    );
    return { ratings };
  }
  const key = mostLeastKey(item.key);
  if (!key) throw new Error("ambiguous key");
  const wrongLeast = item.key.findIndex((_, i) => i !== key.most && i !== key.least);
  return off ? { most: key.most, least: wrongLeast } : key;
}

describe("situational, critical thinking and adaptive tests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const member = async () => assessmentsClient(t, await t.signUp());

  test("a Timed situational test: no key before the end, part marks, the key with reasoning after", async () => {
    const api = await member();
    const attempt = await ok<AptitudeAttempt>(await api.startAptitude("situational", "Timed"), 201);
    expect(attempt).toMatchObject({ kind: "situational", mode: "Timed", questionCount: 8 });
    expect(attempt.items).toHaveLength(8);
    for (const { item } of attempt.items) {
      expect(item.kind).toBe("situational");
      expect(item).not.toHaveProperty("key");
      expect(item.options.length).toBeGreaterThanOrEqual(4);
    }
    const [first, second, third] = attempt.items.map((entry) => entry.item.id);
    if (!first || !second || !third) throw new Error("too few scenarios");
    // An answer in the wrong form, or a rating off the scale, is refused and changes nothing.
    expect(
      await refused(await api.answerAptitude(attempt.id, { itemId: first, choice: 0, seconds: 5 }), 400),
    ).toBe("bad_request");
    expect(
      await refused(
        await api.answerAptitude(attempt.id, { itemId: first, ratings: [5, 1, 1, 1], seconds: 5 }),
        400,
      ),
    ).toBe("validation_failed");
    const silent = await ok<AptitudeAnswered>(
      await api.answerAptitude(attempt.id, { itemId: first, ...sjtAnswer(first), seconds: 60 }),
    );
    expect(silent).toEqual({ recorded: true });
    await ok(
      await api.answerAptitude(attempt.id, { itemId: second, ...sjtAnswer(second, true), seconds: 50 }),
    );
    const done = await ok<AptitudeAttempt>(await api.completeAptitude(attempt.id));
    const result = done.result;
    if (!result) throw new Error("no result");
    // One scenario in full, one in part, six unanswered.
    expect(result.correct).toBeGreaterThan(1);
    expect(result.correct).toBeLessThan(2);
    expect(result.total).toBe(8);
    const sectionTotal = Object.values(result.sections ?? {}).reduce((sum, s) => sum + s.total, 0);
    expect(sectionTotal).toBe(8);

    const review = await ok<AptitudeAttempt>(await api.aptitude(attempt.id));
    const [full, part, none] = review.items;
    expect(full?.review).toMatchObject({ correct: true, credit: 1 });
    expect(part?.review?.credit).toBeGreaterThan(0);
    expect(part?.review?.credit).toBeLessThan(1);
    expect(none).toMatchObject({ answer: null, review: { credit: 0, correct: false } });
    for (const entry of review.items) {
      const key = entry.review?.key ?? [];
      expect(key.length).toBe(entry.item.options.length);
      for (const response of key) {
        expect(response.reasoning.length).toBeGreaterThan(10);
        expect(response.competency).toMatch(
          /integrity|client_focus|teamwork|resilience|commercial_judgement/,
        );
        expect(response.effectiveness).toBeGreaterThanOrEqual(1);
      }
    }

    const history = await ok<AptitudeHistory>(await api.history("situational"));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: "situational",
      mode: "Timed",
      correct: result.correct,
      total: 8,
    });
    expect(history[0]?.sections).toEqual(result.sections);
  });

  test("a Practice critical thinking test: each section's options, reasoning after each answer, results by section", async () => {
    const api = await member();
    const attempt = await ok<AptitudeAttempt>(await api.startAptitude("critical_thinking", "Practice"), 201);
    expect(attempt.items).toHaveLength(15);
    const sections = attempt.items.map((entry) =>
      entry.item.kind === "critical_thinking" ? entry.item.section : "",
    );
    expect([...new Set(sections)]).toEqual([
      "inference",
      "assumptions",
      "deduction",
      "interpretation",
      "evaluation",
    ]);
    for (const { item } of attempt.items) {
      expect(item).not.toHaveProperty("answerIndex");
      if (item.kind === "critical_thinking" && item.section === "inference")
        expect(item.options).toHaveLength(5);
      if (item.kind === "critical_thinking" && item.section === "assumptions") {
        expect(item.options).toEqual(["Assumption made", "Assumption not made"]);
      }
    }
    // Right answers to the first two of each section, the third left out.
    let right = 0;
    for (const [i, entry] of attempt.items.entries()) {
      if (i % 3 === 2) continue;
      const item = keyOf("critical_thinking", entry.item.id);
      if (item.kind !== "critical_thinking") throw new Error("not a statement");
      const reply = await ok<AptitudeAnswered>(
        await api.answerAptitude(attempt.id, { itemId: item.id, choice: item.answerIndex, seconds: 20 }),
      );
      expect(reply).toMatchObject({ recorded: true, correct: true, answerIndex: item.answerIndex });
      expect("solution" in reply && reply.solution[0]?.length).toBeGreaterThan(10);
      right++;
    }
    const done = await ok<AptitudeAttempt>(await api.completeAptitude(attempt.id));
    expect(done.result?.correct).toBe(right);
    expect(done.result?.sections).toEqual({
      inference: { score: 2, total: 3 },
      assumptions: { score: 2, total: 3 },
      deduction: { score: 2, total: 3 },
      interpretation: { score: 2, total: 3 },
      evaluation: { score: 2, total: 3 },
    });
    expect(done.result?.percentile).toBeNull();
  });

  test("an adaptive logical test shows one question at a time, harder after right answers", async () => {
    const api = await member();
    const attempt = await ok<AptitudeAttempt>(await api.startAptitude("logical_adaptive", "Timed"), 201);
    expect(attempt).toMatchObject({ questionCount: 12, timeLimitSeconds: 900 });
    expect(attempt.items).toHaveLength(1);
    const levels: number[] = [];
    const pattern = [true, true, false, false, true];
    let current = attempt;
    for (const right of pattern) {
      const entry = current.items.at(-1);
      if (entry?.item.kind !== "logical") throw new Error("no logical item");
      levels.push(entry.item.level ?? 0);
      const item = keyOf("logical_adaptive", entry.item.id);
      if (item.kind !== "logical") throw new Error("not logical");
      const choice = right ? item.answerIndex : (item.answerIndex + 1) % 5;
      await ok(await api.answerAptitude(attempt.id, { itemId: item.id, choice, seconds: 15 }));
      current = await ok<AptitudeAttempt>(await api.aptitude(attempt.id));
    }
    expect(levels).toEqual([2, 3, 3, 2, 1]);
    expect(current.items.at(-1)?.item).toMatchObject({ level: 2 });
    // A question further on than the next one is not in the test yet.
    const later = current.items[0]?.item.id.replace(/level\d/, "level3") ?? "";
    expect(
      await refused(
        await api.answerAptitude(attempt.id, { itemId: `${later}x`, choice: 0, seconds: 1 }),
        400,
      ),
    ).toBe("bad_request");
    const done = await ok<AptitudeAttempt>(await api.completeAptitude(attempt.id));
    expect(done.items).toHaveLength(12);
    // Right answers at levels 2, 3 and 1: two thirds, one and a third.
    expect(done.result?.correct).toBe(2);
    expect(Object.keys(done.result?.sections ?? {}).sort()).toEqual(["level1", "level2", "level3"]);
  });

  test("the other modes: Practice scenarios keyed after each answer, Timed critical thinking and adaptive Practice with percentiles", async () => {
    // Practice situational judgement: each answer comes back with its marks, the key, the reasoning and
    // the competency of every response, as the review shows them.
    const api = await member();
    const practice = await ok<AptitudeAttempt>(await api.startAptitude("situational", "Practice"), 201);
    expect(practice).toMatchObject({ mode: "Practice", timeLimitSeconds: null, questionCount: 8 });
    const [first] = practice.items;
    if (!first) throw new Error("no scenario");
    const reply = await ok<AptitudeAnswered & { credit: number; key: unknown[] }>(
      await api.answerAptitude(practice.id, {
        itemId: first.item.id,
        ...sjtAnswer(first.item.id),
        seconds: 40,
      }),
    );
    expect(reply).toMatchObject({ recorded: true, correct: true, credit: 1 });
    expect(reply.key.length).toBeGreaterThanOrEqual(4);
    for (const keyed of reply.key) {
      expect(keyed).toMatchObject({
        effectiveness: expect.any(Number),
        competency: expect.any(String),
        reasoning: expect.stringMatching(/\w{4,}/),
      });
    }
    const shown = await ok<AptitudeAttempt>(await api.aptitude(practice.id));
    expect(shown.items[0]?.review).not.toBeNull();
    expect(shown.items[1]?.review).toBeNull();

    // Timed critical thinking: nothing given away while it runs; a percentile once 30 others took it.
    await addOtherMembersResults(
      t,
      "critical_thinking",
      Array.from({ length: 30 }, (_, i) => (i < 20 ? 3 : 12)),
    );
    const timed = await ok<AptitudeAttempt>(await api.startAptitude("critical_thinking", "Timed"), 201);
    expect(timed).toMatchObject({ mode: "Timed", timeLimitSeconds: 15 * 60 });
    for (const entry of timed.items.slice(0, 6)) {
      const item = keyOf("critical_thinking", entry.item.id);
      if (item.kind !== "critical_thinking") throw new Error("not a statement");
      const answered = await ok<AptitudeAnswered>(
        await api.answerAptitude(timed.id, { itemId: item.id, choice: item.answerIndex, seconds: 30 }),
      );
      expect(answered).toEqual({ recorded: true });
    }
    const done = await ok<AptitudeAttempt>(await api.completeAptitude(timed.id));
    // 6 of 15 beats the 20 who scored 3 and trails the 10 who scored 12 (a Practice test counts for
    // nobody): 20 of 30.
    expect(done.result).toMatchObject({ correct: 6, percentile: Math.round((100 * 20) / 30) });

    // The adaptive test untimed: the solution after each answer, and the next question one level up.
    const adaptive = await ok<AptitudeAttempt>(await api.startAptitude("logical_adaptive", "Practice"), 201);
    expect(adaptive).toMatchObject({ mode: "Practice", timeLimitSeconds: null });
    const opening = adaptive.items[0]?.item;
    if (opening?.kind !== "logical") throw new Error("no logical item");
    const keyed = keyOf("logical_adaptive", opening.id);
    if (keyed.kind !== "logical") throw new Error("not logical");
    const solved = await ok<AptitudeAnswered>(
      await api.answerAptitude(adaptive.id, { itemId: keyed.id, choice: keyed.answerIndex, seconds: 20 }),
    );
    expect(solved).toMatchObject({ correct: true, answerIndex: keyed.answerIndex, rule: keyed.rule });
    const after = await ok<AptitudeAttempt>(await api.aptitude(adaptive.id));
    expect(after.items.map((entry) => entry.item.kind === "logical" && entry.item.level)).toEqual([2, 3]);
    await ok(await api.completeAptitude(adaptive.id));

    // Each kind keeps its own history.
    const history = await ok<AptitudeHistory>(await api.history());
    expect(history.map((entry) => [entry.kind, entry.mode]).sort()).toEqual([
      ["critical_thinking", "Timed"],
      ["logical_adaptive", "Practice"],
    ]);
  });

  test("a new fixed logical test climbs through the three levels", async () => {
    const api = await member();
    const attempt = await ok<AptitudeAttempt>(await api.startAptitude("logical", "Practice"), 201);
    const levels = attempt.items.map((entry) => (entry.item.kind === "logical" ? entry.item.level : null));
    expect(levels).toEqual([1, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });

  test("a Timed situational result has a percentile once 30 others have taken it", async () => {
    await addOtherMembersResults(t, "situational", [
      ...Array.from({ length: 15 }, () => 2),
      ...Array.from({ length: 15 }, () => 7),
    ]);
    const api = await member();
    const attempt = await ok<AptitudeAttempt>(await api.startAptitude("situational", "Timed"), 201);
    for (const entry of attempt.items.slice(0, 5)) {
      await ok(
        await api.answerAptitude(attempt.id, {
          itemId: entry.item.id,
          ...sjtAnswer(entry.item.id),
          seconds: 30,
        }),
      );
    }
    const done = await ok<AptitudeAttempt>(await api.completeAptitude(attempt.id));
    // 5 of 8 beats the 15 who scored 2 and the first test's member (under 2), and trails the 15 who
    // scored 7: 16 of 31.
    expect(done.result).toMatchObject({ correct: 5, percentile: Math.round((100 * 16) / 31) });
    const [entry] = await ok<AptitudeHistory>(await api.history("situational"));
    expect(entry?.percentile).toBe(52);
  });
});
