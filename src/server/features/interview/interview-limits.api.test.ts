import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { limitMessage } from "../../../shared/plans";
import {
  type History,
  interviewClient,
  makePremium,
  type Options,
  ok,
  type Session,
  STRONG_ANSWER,
} from "./interview.fixtures";

// spec 000 §2.6: Free includes one complete mock interview, then the upgrade prompt; its results and
// the history stay readable. Premium has no limit.

describe("interview plan limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  /** Sets up, answers every question (follow-ups included) and finishes. */
  async function completeOne(who: SignedIn) {
    const api = interviewClient(t, who);
    let session = await ok<Session>(await api.create(), 201);
    while (session.currentQuestionId) {
      await ok(await api.answer(session.id, session.currentQuestionId, STRONG_ANSWER), 201);
      session = await ok<Session>(await api.session(session.id));
    }
    return ok<Session>(await api.complete(session.id));
  }

  async function expectUpgradePrompt(response: Response) {
    expect(response.status).toBe(403);
    const { error } = await response.json();
    expect(error.code).toBe("free_limit_reached");
    expect(error.message).toContain(limitMessage("interviewSessions"));
    return error.message as string;
  }

  test("Free: one complete interview, then the upgrade prompt; results, history and practising again stay open", async () => {
    const who = await t.signUp();
    const api = interviewClient(t, who);
    const done = await completeOne(who);

    await expectUpgradePrompt(await api.create());
    const options = await ok<Options>(await api.options());
    expect(options.usage).toEqual({ used: 1, max: 1, canStart: false, resumeSessionId: null });

    const results = await ok<Session>(await api.session(done.id));
    expect(results.status).toBe("completed");
    expect(results.questions.every((q) => q.answer !== null)).toBe(true);
    const history = await ok<History>(await api.history());
    expect(history.sessions.map((s) => s.id)).toEqual([done.id]);
    // Practising a question of the interview already done is part of that interview.
    await ok(await api.answer(done.id, done.questions[0]?.id ?? "", STRONG_ANSWER), 201);
  });

  test("Free: a started interview uses the allowance, so feedback cannot be had by never finishing", async () => {
    const who = await t.signUp();
    const api = interviewClient(t, who);
    const first = await ok<Session>(await api.create(), 201);
    // Set up but not answered yet: another set-up is still allowed.
    const second = await ok<Session>(await api.create(), 201);
    await ok(await api.answer(first.id, first.currentQuestionId ?? "", STRONG_ANSWER), 201);

    const message = await expectUpgradePrompt(await api.create());
    expect(message).toContain("finish the mock interview you started");
    await expectUpgradePrompt(await api.answer(second.id, second.currentQuestionId ?? "", STRONG_ANSWER));
    // The one already started can be finished.
    const current = await ok<Session>(await api.session(first.id));
    await ok(await api.answer(first.id, current.currentQuestionId ?? "", STRONG_ANSWER), 201);
    const options = await ok<Options>(await api.options());
    expect(options.usage).toMatchObject({ used: 1, canStart: false, resumeSessionId: second.id });
  });

  test("Premium: as many interviews as the member wants", async () => {
    const who = await t.signUp();
    await makePremium(t, who);
    await completeOne(who);
    await completeOne(who);
    const api = interviewClient(t, who);
    await ok(await api.create(), 201);
    const options = await ok<Options>(await api.options());
    expect(options.usage).toMatchObject({ used: 2, max: null, canStart: true });
  });
});
