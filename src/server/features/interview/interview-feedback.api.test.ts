import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../../../../tests/support/fake-openai";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { interviewQuestions } from "../../db/schema";
import { QUESTION_BANK } from "../../platform/question-bank/question-bank";
import { type Answered, interviewClient, makePremium, ok, type Session } from "./interview.fixtures";
import { scoreAnswer } from "./scoring/score-answer";

// Feedback through the API on a technical question with known claims: a wrong claim comes back as
// `wrong` with the member's sentence and the correction, a configured model's reading comes beside it
// without changing the score, a typed answer gets no speaking pace while a spoken one does, and a
// follow-up keeps the gap it asked about and is judged on its own.

const EBITDA = QUESTION_BANK.find((q) => q.id === "ebitda");
const WRONG =
  "EBITDA is earnings after interest and tax. People use it to compare companies with different debt.";

describe("interview feedback on a technical question", () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let who: SignedIn;
  beforeAll(async () => {
    fake = await startFakeOpenAi({});
    t = await createTestApp({ env: { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_OPENAI_KEY } });
    who = await t.signUp();
    await makePremium(t, who);
  });
  afterAll(async () => {
    await t?.dispose();
    await fake?.close();
  });

  /** A Technical interview whose first question is made the bank's EBITDA question. */
  async function ebitdaSession() {
    if (!EBITDA?.claims) throw new Error("the bank has no EBITDA question with claims");
    const api = interviewClient(t, who);
    const created = await ok<Session>(await api.create({ questionType: "Technical" }), 201);
    const questionId = created.currentQuestionId as string;
    await t.db
      .update(interviewQuestions)
      .set({
        bankId: EBITDA.id,
        category: EBITDA.category,
        text: EBITDA.text,
        keyPoints: EBITDA.keyPoints,
        outline: EBITDA.outline,
        claims: EBITDA.claims,
        keywords: null,
        wrongClaims: null,
      })
      .where(eq(interviewQuestions.id, questionId));
    return { api, sessionId: created.id, questionId };
  }

  test("a wrong claim is named with the member's sentence and the correction; the model reads beside it", async () => {
    fake.mode = "ok";
    fake.replies.interview_second_reader = {
      claims: (EBITDA?.keyPoints ?? []).map((_, i) =>
        i === 0
          ? {
              point: 1,
              status: "wrong",
              evidence: "EBITDA is earnings after interest and tax.",
              note: "Before interest and tax.",
            }
          : { point: i + 1, status: "missing", evidence: null, note: null },
      ),
    };
    fake.replies.interview_coaching = { comment: "Check the definition.", followUp: null };
    const { api, sessionId, questionId } = await ebitdaSession();
    const answered = await ok<Answered>(await api.answer(sessionId, questionId, WRONG), 201);
    const { feedback } = answered.answer;
    const [definition] = feedback.claims ?? [];
    expect(definition).toMatchObject({
      point: EBITDA?.keyPoints[0],
      status: "wrong",
      correction: EBITDA?.claims?.[0]?.correction,
    });
    expect(WRONG).toContain(definition?.evidence ?? "?");
    expect(definition?.evidence).toMatch(/^EBITDA is earnings after interest/);
    expect(feedback.keyPointsCovered).not.toContain(EBITDA?.keyPoints[0]);
    expect(feedback.criteria.find((c) => c.id === "technical")?.score).toBe(1);
    // The model's reading is shown beside the built-in verdicts; the score is the built-in engine's.
    expect(feedback.secondReader?.by).toBe("openai:gpt-4o-mini");
    expect(feedback.secondReader?.claims[0]).toMatchObject({
      status: "wrong",
      note: "Before interest and tax.",
    });
    const builtIn = scoreAnswer({
      question: { ...(EBITDA as NonNullable<typeof EBITDA>) },
      answer: WRONG,
      inputKind: "typed",
    });
    expect(feedback.overall).toBe(builtIn.overall);
  });

  test("when the model fails there is no second reading and the feedback is unchanged", async () => {
    fake.mode = "server-error";
    const { api, sessionId, questionId } = await ebitdaSession();
    const answered = await ok<Answered>(await api.answer(sessionId, questionId, WRONG), 201);
    expect(answered.answer.feedback.secondReader).toBeUndefined();
    expect(answered.answer.feedback.claims?.[0]?.status).toBe("wrong");
  });

  test("a typed answer has no speaking pace; a spoken one keeps it, and both are stored as given", async () => {
    fake.mode = "server-error";
    const { api, sessionId, questionId } = await ebitdaSession();
    const typed = await ok<Answered>(
      await api.answer(sessionId, questionId, WRONG, { durationSeconds: 300 }),
      201,
    );
    expect(typed.answer.input).toBe("typed");
    expect(typed.answer.feedback.wordsPerMinute).toBeNull();
    expect(typed.answer.feedback.input).toBe("typed");
    expect(typed.answer.feedback.criteria.find((c) => c.id === "conciseness")?.why).not.toMatch(
      /words per minute/,
    );
    const spoken = await ok<Answered>(
      await api.answer(sessionId, questionId, WRONG, { input: "spoken", durationSeconds: 30 }),
      201,
    );
    expect(spoken.answer.input).toBe("spoken");
    expect(spoken.answer.feedback.wordsPerMinute).toBe(Math.round((WRONG.split(/\s+/).length * 60) / 30));
  });

  test("a follow-up keeps the gap it asked about and its answer is judged alone", async () => {
    fake.mode = "server-error";
    const { api, sessionId, questionId } = await ebitdaSession();
    const first = await ok<Answered>(await api.answer(sessionId, questionId, "It is a profit measure."), 201);
    expect(first.answer.feedback.gaps[0]).toBe("too-short");
    const followUpId = first.followUp?.id as string;
    const [row] = await t.db
      .select({ gap: interviewQuestions.gap, claims: interviewQuestions.claims })
      .from(interviewQuestions)
      .where(and(eq(interviewQuestions.id, followUpId), eq(interviewQuestions.userId, who.user.id)));
    expect(row?.gap).toBe("too-short");
    expect(row?.claims).toEqual(EBITDA?.claims);
    const reply =
      "It is earnings after interest and tax, so it shows the profit left for shareholders, and people use it to compare firms.";
    const answered = await ok<Answered>(await api.answer(sessionId, followUpId, reply), 201);
    const { feedback } = answered.answer;
    expect(feedback.wordCount).toBe(reply.split(/\s+/).length);
    expect(feedback.followUp).toMatchObject({ gap: "too-short" });
    // A wrong statement made in a follow-up is named like any other.
    expect(feedback.claims?.find((c) => c.status === "wrong")?.evidence).toMatch(/earnings after interest/);
    expect(feedback.gaps).toEqual([]);
  });
});
