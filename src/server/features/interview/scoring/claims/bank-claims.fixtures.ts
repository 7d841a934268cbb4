import type { ClaimStatus } from "../../../../../shared/interview";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims } from "./judge-claims";

// Tests of the claims reader judge an answer against a technical question of the bank; this reads the
// verdicts the way the engine does for that question.

/** Each key point's verdict for `answer` to the bank's question `id`. */
export function bankVerdicts(id: string, answer: string) {
  const question = QUESTION_BANK.find((q) => q.id === id);
  if (!question?.claims) throw new Error(`the bank has no technical question ${id}`);
  return judgeClaims(answer, question.keyPoints, question.claims, question.text, question.outline).verdicts;
}

/** Each key point's status (covered, wrong, missing) for `answer` to the bank's question `id`. */
export function bankStatuses(id: string, answer: string): ClaimStatus[] {
  return bankVerdicts(id, answer).map((v) => v.status);
}
