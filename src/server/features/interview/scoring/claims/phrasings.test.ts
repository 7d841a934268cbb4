import { describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims } from "./judge-claims";
import { PHRASINGS } from "./phrasings.fixtures";

// Each sentence of phrasings.fixtures.ts against the bank's own question: the key points it names must
// come out covered, wrong or missing as listed, whatever words the candidate used.

describe("the claims of the question bank, read in many phrasings", () => {
  for (const [id, phrasings] of Object.entries(PHRASINGS)) {
    test(id, () => {
      const question = QUESTION_BANK.find((q) => q.id === id);
      if (!question?.claims) throw new Error(`${id} is not a technical question of the bank`);
      for (const [text, wanted] of phrasings) {
        const { verdicts } = judgeClaims(text, question.keyPoints, question.claims, question.text);
        const got = Object.fromEntries(Object.keys(wanted).map((i) => [i, verdicts[Number(i)]?.status]));
        expect(got, text).toEqual(Object.fromEntries(Object.entries(wanted).map(([i, s]) => [i, s])));
      }
    });
  }
});
