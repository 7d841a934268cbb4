import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import type { AptitudeKind } from "../../../shared/assessments";
import { aptitudeAttempts } from "../../db/schema";
import { itemFromId } from "./aptitude/generate-test";
import {
  type AptitudeAnswered,
  type AptitudeAttempt,
  type AptitudeHistory,
  addOtherMembersResults,
  assessmentsClient,
  ok,
  refused,
} from "./assessments.fixtures";

// Aptitude tests through the API: questions without their answers, Practice's solution after each
// answer, Timed's silence and clock, the review, the percentile once enough members have taken the test,
// the history, and refusals that change nothing.

/** The correct option of a question, read from the generator as the server does. */
function correctChoice(kind: AptitudeKind, itemId: string): number {
  const item = itemFromId(kind, itemId);
  if (!item || item.kind === "situational") throw new Error(`unknown single-choice item ${itemId}`);
  return item.answerIndex;
}

describe("aptitude tests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  async function member() {
    return assessmentsClient(t, await t.signUp());
  }

  test("a started test shows the questions without answers, solutions or rules", async () => {
    const api = await member();
    const timed = await ok<AptitudeAttempt>(await api.startAptitude("logical", "Timed"), 201);
    expect(timed).toMatchObject({
      kind: "logical",
      mode: "Timed",
      status: "in_progress",
      timeLimitSeconds: 600,
    });
    expect(timed.items).toHaveLength(10);
    const practice = await ok<AptitudeAttempt>(await api.startAptitude("numerical", "Practice"), 201);
    expect(practice.timeLimitSeconds).toBeNull();
    for (const attempt of [timed, practice]) {
      for (const { item, review } of attempt.items) {
        expect(item).not.toHaveProperty("answerIndex");
        expect(item).not.toHaveProperty("solution");
        expect(item).not.toHaveProperty("rule");
        expect(review).toBeNull();
      }
      // The same questions come back on every read, regenerated from the seed.
      const again = await ok<AptitudeAttempt>(await api.aptitude(attempt.id));
      const third = await ok<AptitudeAttempt>(await api.aptitude(attempt.id));
      expect(again.items).toEqual(attempt.items);
      expect(third.items).toEqual(again.items);
    }
  });

  test("Practice shows the solution after each answer; Timed records it and says nothing", async () => {
    const api = await member();
    const practice = await ok<AptitudeAttempt>(await api.startAptitude("numerical", "Practice"), 201);
    const first = practice.items[0]?.item.id ?? "";
    const right = correctChoice("numerical", first);
    const answered = await ok<AptitudeAnswered>(
      await api.answerAptitude(practice.id, { itemId: first, choice: right, seconds: 40 }),
    );
    expect(answered).toMatchObject({ recorded: true, correct: true, answerIndex: right });
    expect("solution" in answered && answered.solution.length).toBeGreaterThan(0);
    const read = await ok<AptitudeAttempt>(await api.aptitude(practice.id));
    expect(read.items[0]).toMatchObject({
      answer: { choice: right, seconds: 40 },
      review: { correct: true },
    });
    expect(read.items[1]?.review).toBeNull();

    const timed = await ok<AptitudeAttempt>(await api.startAptitude("numerical", "Timed"), 201);
    const timedId = timed.items[0]?.item.id ?? "";
    const silent = await ok<AptitudeAnswered>(
      await api.answerAptitude(timed.id, { itemId: timedId, choice: 0, seconds: 30 }),
    );
    expect(silent).toEqual({ recorded: true });
    const timedRead = await ok<AptitudeAttempt>(await api.aptitude(timed.id));
    expect(timedRead.items[0]).toMatchObject({ answer: { choice: 0, seconds: 30 }, review: null });
  });

  test("a question not in the test, a second answer and an answer after the clock are refused", async () => {
    const api = await member();
    const attempt = await ok<AptitudeAttempt>(await api.startAptitude("verbal", "Practice"), 201);
    const itemId = attempt.items[0]?.item.id ?? "";
    const other = await ok<AptitudeAttempt>(await api.startAptitude("verbal", "Practice"), 201);
    const notHere = other.items.find((i) => !attempt.items.some((a) => a.item.id === i.item.id))?.item.id;
    expect(notHere).toBeDefined();
    await refused(
      await api.answerAptitude(attempt.id, { itemId: notHere ?? "", choice: 0, seconds: 5 }),
      400,
    );
    await refused(await api.answerAptitude(attempt.id, { itemId: "made-up", choice: 0, seconds: 5 }), 400);
    // Verbal questions have three options.
    await refused(await api.answerAptitude(attempt.id, { itemId, choice: 3, seconds: 5 }), 400);
    await refused(await api.answerAptitude(attempt.id, { itemId, choice: 1, seconds: -1 }), 400);
    await ok(await api.answerAptitude(attempt.id, { itemId, choice: 1, seconds: 5 }));
    expect(await refused(await api.answerAptitude(attempt.id, { itemId, choice: 2, seconds: 5 }), 409)).toBe(
      "already_answered",
    );
    const read = await ok<AptitudeAttempt>(await api.aptitude(attempt.id));
    expect(read.items[0]?.answer).toEqual({ choice: 1, seconds: 5 });

    const timed = await ok<AptitudeAttempt>(await api.startAptitude("logical", "Timed"), 201);
    await t.db
      .update(aptitudeAttempts)
      .set({ startedAt: sql`now() - interval '11 minutes'` })
      .where(eq(aptitudeAttempts.id, timed.id));
    const late = { itemId: timed.items[0]?.item.id ?? "", choice: 0, seconds: 5 };
    expect(await refused(await api.answerAptitude(timed.id, late), 409)).toBe("time_up");
  });

  test("a Timed test reports the time its clock ran: all of it when the time ran out", async () => {
    const api = await member();
    const startedAgo = async (attemptId: string, interval: string) =>
      t.db
        .update(aptitudeAttempts)
        .set({ startedAt: sql`now() - ${interval}::interval` })
        .where(eq(aptitudeAttempts.id, attemptId));

    // One answer in 9 seconds, then the member stopped; the 10 minutes ran out and the test was finished.
    const ranOut = await ok<AptitudeAttempt>(await api.startAptitude("logical", "Timed"), 201);
    const first = { itemId: ranOut.items[0]?.item.id ?? "", choice: 0, seconds: 9 };
    await ok(await api.answerAptitude(ranOut.id, first));
    await startedAgo(ranOut.id, "10 minutes 20 seconds");
    const scored = await ok<AptitudeAttempt>(await api.completeAptitude(ranOut.id));
    expect(scored.result).toMatchObject({ totalSeconds: 600, averageSeconds: 9 });
    // Read again later, it still says the whole limit.
    expect((await ok<AptitudeAttempt>(await api.aptitude(ranOut.id))).result?.totalSeconds).toBe(600);

    // Finished early: the time the clock ran until then, not only the seconds on answered questions.
    const early = await ok<AptitudeAttempt>(await api.startAptitude("numerical", "Timed"), 201);
    const one = { itemId: early.items[0]?.item.id ?? "", choice: 0, seconds: 9 };
    await ok(await api.answerAptitude(early.id, one));
    await startedAgo(early.id, "4 minutes");
    const done = await ok<AptitudeAttempt>(await api.completeAptitude(early.id));
    expect(done.result?.totalSeconds).toBeGreaterThanOrEqual(240);
    expect(done.result?.totalSeconds).toBeLessThan(250);
  });

  test("finishing scores the test and reviews every question; a finished test takes no answers", async () => {
    const api = await member();
    const attempt = await ok<AptitudeAttempt>(await api.startAptitude("logical", "Practice"), 201);
    const [a, b] = attempt.items.map((i) => i.item.id);
    await ok(
      await api.answerAptitude(attempt.id, {
        itemId: a ?? "",
        choice: correctChoice("logical", a ?? ""),
        seconds: 20,
      }),
    );
    const wrong = (correctChoice("logical", b ?? "") + 1) % 5;
    await ok(await api.answerAptitude(attempt.id, { itemId: b ?? "", choice: wrong, seconds: 40 }));
    const done = await ok<AptitudeAttempt>(await api.completeAptitude(attempt.id));
    expect(done.status).toBe("completed");
    expect(done.result).toMatchObject({ correct: 1, total: 10, totalSeconds: 60, averageSeconds: 30 });
    expect(done.items.map((i) => i.item)).toEqual(attempt.items.map((i) => i.item));
    for (const { item, review } of done.items) {
      expect(review?.solution.length, item.id).toBeGreaterThan(0);
      expect(review?.rule).toEqual(expect.any(String));
      expect(review?.answerIndex).toBe(correctChoice("logical", item.id));
    }
    expect(done.items[2]).toMatchObject({ answer: null, review: { correct: false } });

    const c = { itemId: done.items[2]?.item.id ?? "", choice: 0, seconds: 5 };
    expect(await refused(await api.answerAptitude(attempt.id, c), 409)).toBe("attempt_completed");
    await refused(await api.completeAptitude(attempt.id), 409);
    const review = await ok<AptitudeAttempt>(await api.aptitude(attempt.id));
    expect(review.items).toEqual(done.items);

    const history = await ok<AptitudeHistory>(await api.history("logical"));
    expect(history).toEqual([
      expect.objectContaining({ id: attempt.id, kind: "logical", mode: "Practice", correct: 1, total: 10 }),
    ]);
    expect(await ok<AptitudeHistory>(await api.history("verbal"))).toEqual([]);
  });

  test("the percentile waits for 30 members, then compares with their best Timed scores", async () => {
    const early = await member();
    const first = await ok<AptitudeAttempt>(await early.startAptitude("verbal", "Timed"), 201);
    const none = await ok<AptitudeAttempt>(await early.completeAptitude(first.id));
    expect(none.result).toMatchObject({ correct: 0, total: 12, percentile: null, needed: 30 });
    expect(none.result?.message).toContain("30 members have taken this test (0 so far)");

    // 30 more members: 15 with half right and 15 with every answer right.
    await addOtherMembersResults(t, "verbal", [...Array(15).fill(6), ...Array(15).fill(12)]);
    const late = await member();
    const attempt = await ok<AptitudeAttempt>(await late.startAptitude("verbal", "Timed"), 201);
    for (const { item } of attempt.items) {
      const choice = correctChoice("verbal", item.id);
      await ok(await late.answerAptitude(attempt.id, { itemId: item.id, choice, seconds: 10 }));
    }
    const done = await ok<AptitudeAttempt>(await late.completeAptitude(attempt.id));
    // 31 others: 16 below (the early member and the 15 halves), 15 ties counting half.
    expect(done.result).toMatchObject({ correct: 12, percentile: 76, needed: null });
    const [latest] = await ok<AptitudeHistory>(await late.history());
    expect(latest).toMatchObject({ id: attempt.id, percentile: 76 });

    // The early member's history keeps the percentile as it was; the review now shows one.
    const [earlyHistory] = await ok<AptitudeHistory>(await early.history("verbal"));
    expect(earlyHistory?.percentile).toBeNull();
    const earlyReview = await ok<AptitudeAttempt>(await early.aptitude(first.id));
    expect(earlyReview.result?.percentile).toEqual(expect.any(Number));
  });

  test("another member's attempt does not exist for them, on every route", async () => {
    const api = await member();
    const attempt = await ok<AptitudeAttempt>(await api.startAptitude("numerical", "Practice"), 201);
    const other = await member();
    const answer = { itemId: attempt.items[0]?.item.id ?? "", choice: 0, seconds: 5 };
    expect(await refused(await other.aptitude(attempt.id), 404)).toBe("not_found");
    expect(await refused(await other.answerAptitude(attempt.id, answer), 404)).toBe("not_found");
    expect(await refused(await other.completeAptitude(attempt.id), 404)).toBe("not_found");
    expect(await ok<AptitudeHistory>(await other.history())).toEqual([]);
    const mine = await ok<AptitudeAttempt>(await api.aptitude(attempt.id));
    expect(mine).toMatchObject({ status: "in_progress", items: expect.any(Array) });
    expect(mine.items.every((i) => i.answer === null)).toBe(true);
  });
});
