import { expect } from "vitest";
import type { SignedIn, TestApp } from "../../../../tests/support/test-app";
import { APTITUDE_TESTS, type AptitudeKind } from "../../../shared/assessments";
import type { AptitudeAnswerInput, AptitudeMode } from "../../../shared/schemas/assessments";
import { aptitudeAttempts, user } from "../../db/schema";
import type { answerAptitude, aptitudeHistory } from "./aptitude.service";
import { moveBestScore } from "./aptitude-norms";
import type { aptitudeView } from "./aptitude-view";
import { PERSONALITY_ITEMS } from "./personality/items";
import type { completePersonality, personalityOverview, savePersonalityAnswers } from "./personality.service";

// Answers, other members' results and a small client for the assessments API tests.

/** The routes' bodies, read from the services that make them. */
export type PersonalityOverview = Awaited<ReturnType<typeof personalityOverview>>;
export type PersonalityAttempt = NonNullable<PersonalityOverview["current"]>;
export type Saved = Awaited<ReturnType<typeof savePersonalityAnswers>>;
export type Completed = Awaited<ReturnType<typeof completePersonality>>;
export type AptitudeAttempt = ReturnType<typeof aptitudeView>;
export type AptitudeAnswered = Awaited<ReturnType<typeof answerAptitude>>;
export type AptitudeHistory = Awaited<ReturnType<typeof aptitudeHistory>>;

/** The body of a response that must have `status`; the body is in the message when it has not. */
export async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json() as Promise<T>;
}

/** The error code of a refusal that must have `status`. */
export async function refused(response: Response, status: number): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = (await response.json()) as { error: { code: string } };
  return body.error.code;
}

/** The same answer to every statement, or to the first `count` of them. */
export function answersOf(value: number, count = PERSONALITY_ITEMS.length): Record<string, number> {
  return Object.fromEntries(PERSONALITY_ITEMS.slice(0, count).map((item) => [item.id, value]));
}

export function assessmentsClient(t: TestApp, who: SignedIn) {
  const base = "/api/assessments";
  const as = { cookie: who.cookie };
  return {
    personality: () => t.request(`${base}/personality`, as),
    startPersonality: () => t.request(`${base}/personality`, { ...as, method: "POST" }),
    page: (page: string | number) => t.request(`${base}/personality/items?page=${page}`, as),
    answer: (attemptId: string, answers: Record<string, number>) =>
      t.request(`${base}/personality/${attemptId}/answers`, { ...as, method: "PUT", json: { answers } }),
    complete: (attemptId: string) =>
      t.request(`${base}/personality/${attemptId}/complete`, { ...as, method: "POST" }),
    startAptitude: (kind: AptitudeKind, mode: AptitudeMode) =>
      t.request(`${base}/aptitude`, { ...as, json: { kind, mode } }),
    aptitude: (attemptId: string) => t.request(`${base}/aptitude/${attemptId}`, as),
    answerAptitude: (attemptId: string, input: AptitudeAnswerInput) =>
      t.request(`${base}/aptitude/${attemptId}/answers`, { ...as, json: input }),
    completeAptitude: (attemptId: string) =>
      t.request(`${base}/aptitude/${attemptId}/complete`, { ...as, method: "POST" }),
    history: (kind?: AptitudeKind) => t.request(`${base}/aptitude/history${kind ? `?kind=${kind}` : ""}`, as),
  };
}

/** Other members, each with one completed Timed test of `kind` scoring `correct`, inserted directly. */
export async function addOtherMembersResults(t: TestApp, kind: AptitudeKind, scores: number[]) {
  const members = scores.map((correct) => ({ id: crypto.randomUUID(), correct }));
  await t.db
    .insert(user)
    .values(
      members.map((member) => ({ id: member.id, name: "Other member", email: `${member.id}@example.com` })),
    );
  await t.db.insert(aptitudeAttempts).values(
    members.map((member) => ({
      userId: member.id,
      kind,
      mode: "Timed",
      seed: "other",
      attempt: 0,
      itemCount: APTITUDE_TESTS[kind].questions,
      status: "completed",
      correct: member.correct,
      completedAt: new Date(),
      timeLimitSeconds: 600,
    })),
  );
  // Each is their first Timed score on the kind, counted as finishing the test counts it.
  for (const member of members) {
    await moveBestScore(t.db, kind, null, member.correct / APTITUDE_TESTS[kind].questions);
  }
}
