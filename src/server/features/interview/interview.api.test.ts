import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { QUESTION_COUNT } from "../../../shared/interview";
import { interviewQuestions } from "../../db/schema";
import { QUESTION_BANK } from "../../platform/question-bank/question-bank";
import {
  type Answered,
  addFirm,
  FOLLOW_UP_RESULT,
  type History,
  interviewClient,
  makePremium,
  NO_RESULT_ANSWER,
  type Options,
  ok,
  type Session,
  STRONG_ANSWER,
} from "./interview.fixtures";

// A whole mock interview through the API: set-up, answers with feedback, the follow-up after an answer
// that leaves something out, results, Timed mode's one attempt, practising again, and the history.

describe("interview practice", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  async function premiumClient() {
    const who = await t.signUp();
    await makePremium(t, who);
    return { who, api: interviewClient(t, who) };
  }

  test("options list the types, personas and premier firms only, with the member's usage", async () => {
    const premier = await addFirm(t, "Abbott Capital", true);
    const other = await addFirm(t, "Zed Local Advisers", false);
    const api = interviewClient(t, await t.signUp());
    const options = await ok<Options>(await api.options());
    expect(options.questionTypes).toEqual(["Behavioural", "Motivational", "Technical", "Mixed"]);
    expect(options.personas.map((p) => p.id)).toContain("tough-managing-director");
    expect(options.firms).toContainEqual({
      id: premier.id,
      name: premier.name,
      sector: "investment_banking",
    });
    expect(options.firms.map((f) => f.id)).not.toContain(other.id);
    expect(options.usage).toEqual({ used: 0, max: 1, canStart: true, resumeSessionId: null });
    expect(options.serverTranscription).toBe(false);
    expect(options.questionCount).toEqual(QUESTION_COUNT);
  });

  test("a full interview: answers, a follow-up after an answer without a result, then the results", async () => {
    const { api } = await premiumClient();
    const firm = await addFirm(t, "Northbridge Partners", true);
    const created = await ok<Session>(await api.create({ questionCount: 3, firmId: firm.id }), 201);
    expect(created).toMatchObject({
      questionType: "Behavioural",
      mode: "Practice",
      status: "in_progress",
      firm: { id: firm.id, name: "Northbridge Partners" },
      persona: { id: "friendly-analyst", name: "Friendly analyst" },
      timing: null,
      canRetry: true,
    });
    expect(created.questions).toHaveLength(3);
    expect(created.currentQuestionId).toBe(created.questions[0]?.id);
    // The chosen firm is asked about by name.
    expect(created.questions.some((q) => q.text.includes("Northbridge Partners"))).toBe(true);
    const target = created.questions.find((q) => q.category === "behavioural");
    if (!target) throw new Error("a behavioural question expected");
    // A known question, so the follow-up is about the missing result whichever question was drawn.
    const team = QUESTION_BANK.find((q) => q.id === "team-difficult-goal");
    if (!team) throw new Error("the bank has no team-difficult-goal question");
    await t.db
      .update(interviewQuestions)
      .set({
        bankId: team.id,
        text: team.text,
        keyPoints: team.keyPoints,
        keywords: team.keywords ?? null,
        outline: team.outline,
      })
      .where(eq(interviewQuestions.id, target.id));

    // Answered in order; the behavioural one stops before the result, so the interviewer asks about it.
    let followUpId = "";
    let current: Session = created;
    while (current.currentQuestionId) {
      const questionId = current.currentQuestionId;
      if (questionId === target.id) {
        const gappy = await ok<Answered>(await api.answer(created.id, questionId, NO_RESULT_ANSWER), 201);
        expect(gappy.answer.feedback.gaps).toContain("no-result");
        expect(gappy.answer.feedback.criteria.length).toBeGreaterThan(0);
        expect(gappy.followUp).toMatchObject({ followUpOf: target.id, answer: null });
        expect(gappy.next?.id).toBe(gappy.followUp?.id);
        followUpId = gappy.followUp?.id ?? "";
      } else if (questionId === followUpId) {
        // A follow-up is judged alone, against the gap it asked about, and never gets its own follow-up.
        const thin = await ok<Answered>(await api.answer(created.id, questionId, "It went fine."), 201);
        expect(thin.answer.feedback.followUp).toMatchObject({ gap: "no-result", addressed: false });
        expect(thin.answer.feedback.wordCount).toBe(3);
        expect(thin.answer.feedback.gaps).toEqual([]);
        expect(thin.followUp).toBeNull();
        // Giving the result answers it; the feedback counts this answer's words and figures only.
        const better = await ok<Answered>(await api.answer(created.id, questionId, FOLLOW_UP_RESULT), 201);
        expect(better.answer.attempt).toBe(2);
        expect(better.answer.feedback.followUp).toMatchObject({ gap: "no-result", addressed: true });
        expect(better.answer.feedback.followUp?.why).toContain("two weeks early");
        expect(better.answer.feedback.wordCount).toBe(FOLLOW_UP_RESULT.split(/\s+/).length);
        expect(better.answer.overall).toBeGreaterThan(thin.answer.overall);
      } else {
        const answered = await ok<Answered>(await api.answer(created.id, questionId, STRONG_ANSWER), 201);
        expect(answered.answer).toMatchObject({ attempt: 1, text: STRONG_ANSWER, input: "typed" });
      }
      current = await ok<Session>(await api.session(created.id));
    }
    expect(followUpId).not.toBe("");

    const results = await ok<Session>(await api.complete(created.id));
    expect(results.status).toBe("completed");
    expect(results.completedAt).not.toBeNull();
    expect(results.currentQuestionId).toBeNull();
    expect(results.overall).toBeGreaterThanOrEqual(1);
    expect(results.overall).toBeLessThanOrEqual(5);
    expect(Object.keys(results.criteria ?? {})).toContain("structure");
    // The follow-up sits straight after its question and shares its number: it is not a question more.
    const at = results.questions.findIndex((q) => q.id === target.id);
    expect(results.questions[at + 1]).toMatchObject({
      id: followUpId,
      followUpOf: target.id,
      number: results.questions[at]?.number,
    });
    const main = results.questions.filter((q) => q.followUpOf === null);
    expect(main.map((q) => q.number)).toEqual([1, 2, 3]);
    expect(results.questionCount).toBe(3);
    for (const question of results.questions.filter((q) => q.followUpOf !== null)) {
      expect(question.number).toBe(main.find((q) => q.id === question.followUpOf)?.number);
    }
    for (const question of results.questions) {
      expect(question.answer?.text.length).toBeGreaterThan(0);
      expect(question.answer?.feedback.outline.length).toBeGreaterThan(0);
      expect(question.attempts).toHaveLength(question.id === followUpId ? 2 : 1);
    }
    // Finishing again changes nothing.
    expect((await ok<Session>(await api.complete(created.id))).completedAt).toBe(results.completedAt);
  });

  test("finishing with questions unanswered is refused", async () => {
    const { api } = await premiumClient();
    const session = await ok<Session>(await api.create(), 201);
    const response = await api.complete(session.id);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toMatch(/3 questions are still waiting/);
  });

  test("Timed: one attempt per question while live, an empty answer when time runs out, practise again after", async () => {
    const { api } = await premiumClient();
    const session = await ok<Session>(await api.create({ mode: "Timed", questionType: "Motivational" }), 201);
    expect(session.timing).toEqual({ prepareSeconds: 30, answerSeconds: 120 });
    expect(session.canRetry).toBe(false);
    const [first] = session.questions;
    if (!first) throw new Error("a question expected");
    await ok(await api.answer(session.id, first.id, STRONG_ANSWER, { durationSeconds: 95 }), 201);
    const again = await api.answer(session.id, first.id, STRONG_ANSWER);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("already_answered");

    // Time ran out on everything else: empty answers move the interview on.
    let current = await ok<Session>(await api.session(session.id));
    while (current.currentQuestionId) {
      await ok(await api.answer(session.id, current.currentQuestionId, ""), 201);
      current = await ok<Session>(await api.session(session.id));
    }
    const results = await ok<Session>(await api.complete(session.id));
    expect(results.canRetry).toBe(true);

    const retried = await ok<Answered>(await api.answer(session.id, first.id, STRONG_ANSWER), 201);
    expect(retried.answer.attempt).toBe(2);
    expect(retried.followUp).toBeNull();
    const after = await ok<Session>(await api.session(session.id));
    expect(after.questions[0]?.attempts.map((a) => a.attempt)).toEqual([1, 2]);
    expect(after.questions).toHaveLength(results.questions.length);
    // The interview's score is as it went; practising afterwards shows on the question only.
    expect(after.overall).toBe(results.overall);
  });

  test("Practice: retries allowed while live; an empty answer is refused", async () => {
    const { api } = await premiumClient();
    const session = await ok<Session>(await api.create({ questionType: "Technical" }), 201);
    const first = session.questions[0]?.id ?? "";
    const empty = await api.answer(session.id, first, "   ");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Type or record an answer first.");
    await ok(await api.answer(session.id, first, "Revenue less cost of goods sold is gross profit."), 201);
    const retry = await ok<Answered>(await api.answer(session.id, first, STRONG_ANSWER), 201);
    expect(retry.answer.attempt).toBe(2);
  });

  test("history: every session, newest first, with scores and per-criterion averages", async () => {
    const { api } = await premiumClient();
    const done = await ok<Session>(
      await api.create({ questionType: "Mixed", persona: "tough-managing-director" }),
      201,
    );
    let current: Session = done;
    while (current.currentQuestionId) {
      await api.answer(done.id, current.currentQuestionId, STRONG_ANSWER);
      current = await ok<Session>(await api.session(done.id));
    }
    await ok(await api.complete(done.id));
    const live = await ok<Session>(await api.create({ mode: "Timed" }), 201);

    const history = await ok<History>(await api.history());
    expect(history.criteria.map((c) => c.id)).toContain("specificity");
    expect(history.sessions.map((s) => s.id)).toEqual([live.id, done.id]);
    const [open, finished] = history.sessions;
    expect(open).toMatchObject({
      status: "in_progress",
      overall: null,
      criteria: null,
      answered: 0,
      mode: "Timed",
    });
    expect(finished).toMatchObject({
      status: "completed",
      questionType: "Mixed",
      persona: { id: "tough-managing-director", name: "Tough managing director" },
      firm: null,
      questionCount: 3,
    });
    expect(finished?.answered).toBeGreaterThanOrEqual(3);
    expect(finished?.overall).toEqual(expect.any(Number));
    expect(finished?.criteria?.structure).toEqual(expect.any(Number));
    expect(history.usage).toMatchObject({ max: null, canStart: true, resumeSessionId: live.id });
  });
});
