import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { MAX_ANSWER_WORDS } from "../../../shared/interview";
import { interviewAnswers } from "../../db/schema";
import {
  addFirm,
  type History,
  interviewClient,
  makePremium,
  ok,
  type Session,
  STRONG_ANSWER,
} from "./interview.fixtures";

// Bad input and other people's interviews: a 50,000-word answer, set-ups outside what the screen
// offers, and another member's session answering 404 on every route.

describe("interview input and access", () => {
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

  test("a 50,000-word answer gets a clear 400 and the earlier answers are kept", async () => {
    const { who, api } = await premiumClient();
    const session = await ok<Session>(await api.create(), 201);
    const [first, second] = session.questions;
    if (!first || !second) throw new Error("questions expected");
    await ok(await api.answer(session.id, first.id, STRONG_ANSWER), 201);
    const huge = Array.from({ length: 50_000 }, (_, i) => (i % 2 ? "revenue" : "growth")).join(" ");
    const response = await api.answer(session.id, second.id, huge);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toContain(`at most ${MAX_ANSWER_WORDS.toLocaleString("en-GB")} words`);
    expect(error.message).toContain("50,000 words");
    const kept = await ok<Session>(await api.session(session.id));
    expect(kept.questions[0]?.answer?.text).toBe(STRONG_ANSWER);
    const [stored] = await t.db
      .select({ n: count() })
      .from(interviewAnswers)
      .where(and(eq(interviewAnswers.sessionId, session.id), eq(interviewAnswers.userId, who.user.id)));
    expect(stored?.n).toBe(1);
    expect(kept.questions.find((q) => q.id === second.id)?.answer).toBeNull();
  });

  test("set-up input: counts outside 3-10, unknown personas and non-premier firms are refused", async () => {
    const { api } = await premiumClient();
    const local = await addFirm(t, "Not Premier Ltd", false);
    for (const setup of [
      { questionCount: 2 },
      { questionCount: 11 },
      { persona: "nobody" },
      { firmId: local.id },
    ]) {
      const response = await api.create(setup);
      expect(response.status, JSON.stringify(setup)).toBe(400);
    }
  });

  test("another member's session answers 404 on every route and stays out of their history", async () => {
    const { api: owner } = await premiumClient();
    const { api: other } = await premiumClient();
    const session = await ok<Session>(await owner.create(), 201);
    const question = session.questions[0]?.id ?? "";
    for (const response of [
      await other.session(session.id),
      await other.answer(session.id, question, STRONG_ANSWER),
      await other.complete(session.id),
    ]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
    const theirs = await ok<Session>(await other.create(), 201);
    // A question from one session cannot be answered through another.
    expect((await other.answer(theirs.id, question, STRONG_ANSWER)).status).toBe(404);
    const history = await ok<History>(await other.history());
    expect(history.sessions.map((s) => s.id)).toEqual([theirs.id]);
    expect((await ok<Session>(await owner.session(session.id))).questions[0]?.answer).toBeNull();
  });
});
