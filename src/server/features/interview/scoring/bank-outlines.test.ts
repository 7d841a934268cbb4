import { describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../../../platform/question-bank/question-bank";
import { scoreAnswer } from "./score-answer";

// The bank's technical questions carry their own outline: the scoring engine must read it as a complete,
// correct answer, every key point covered by its claim and none stated wrongly.
describe("the question bank read by the scoring engine", () => {
  test("every technical question has a claim per key point, and its outline covers them all", () => {
    const technical = QUESTION_BANK.filter(
      (q) => q.category !== "behavioural" && q.category !== "motivational",
    );
    expect(technical.length).toBeGreaterThan(100);
    for (const question of technical) {
      expect(question.claims?.length, question.id).toBe(question.keyPoints.length);
      const feedback = scoreAnswer({ question, answer: question.outline.join(" ") });
      const notCovered = feedback.claims?.filter((claim) => claim.status !== "covered");
      expect(notCovered, question.id).toEqual([]);
    }
    // Every question of the bank is read for the first time here, its points and outline included.
  }, 60_000);
});
