import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../../../../tests/support/fake-openai";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { type Answered, makePremium, NO_RESULT_ANSWER, ok, type Session } from "./interview.fixtures";

// With a model configured (a local server in the OpenAI wire format), an answer gets the model's note in
// the interviewer's voice and its follow-up; the rubric scores stay the built-in engine's. When the model
// fails, the bank's follow-up is asked and there is no note.

describe("interview coaching from a configured model", () => {
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

  async function firstAnswer() {
    const session = await ok<Session>(
      await t.request("/api/interview/sessions", {
        cookie: who.cookie,
        json: {
          questionType: "Behavioural",
          persona: "tough-managing-director",
          mode: "Practice",
          questionCount: 3,
        },
      }),
      201,
    );
    const questionId = session.currentQuestionId as string;
    return ok<Answered>(
      await t.request(`/api/interview/sessions/${session.id}/answers`, {
        cookie: who.cookie,
        json: { questionId, text: NO_RESULT_ANSWER, input: "typed" },
      }),
      201,
    );
  }

  test("the model's note and follow-up are used; the scores are the built-in engine's", async () => {
    fake.mode = "ok";
    fake.replies.interview_coaching = {
      comment: "You set the scene well, but I still do not know what happened. Lead with the outcome.",
      followUp: "And what was the outcome, in numbers?",
    };
    const answered = await firstAnswer();
    expect(answered.answer.feedback.coach).toEqual({
      comment: "You set the scene well, but I still do not know what happened. Lead with the outcome.",
      by: "openai:gpt-4o-mini",
    });
    expect(answered.answer.feedback.engine).toMatch(/^builtin-interview/);
    expect(answered.followUp?.text).toBe("And what was the outcome, in numbers?");
    const call = fake.calls.find((c) => c.body.response_format?.json_schema?.name === "interview_coaching");
    expect(call?.body.messages?.map((m) => m.content).join("\n")).toContain("Tough managing director");
  });

  test("when the model fails the bank's follow-up is asked and there is no note", async () => {
    fake.mode = "server-error";
    const answered = await firstAnswer();
    expect(answered.answer.feedback.coach).toBeUndefined();
    expect(answered.followUp?.text).toBeTruthy();
    expect(answered.followUp?.text).not.toBe("And what was the outcome, in numbers?");
  });
});
