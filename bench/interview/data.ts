import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { BankQuestion } from "../../src/server/platform/question-bank/bank-schema";
import { firmQuestionsFor } from "../../src/server/platform/question-bank/firm-questions";
import { QUESTION_BANK } from "../../src/server/platform/question-bank/question-bank";

// The evaluation set: answers.json holds answers to questions of the bank, written as candidates really
// answer (fillers, run-on transcripts, half-right technicals) and labelled strong, average or weak by
// hand, each with the reason, before the engine was written. A "firm-…" question is built for the
// answer's firm as the interview would build it.

export const LABELS = ["weak", "average", "strong"] as const;
export type Label = (typeof LABELS)[number];

const answerSchema = z.strictObject({
  id: z.string().min(1),
  questionId: z.string().min(1),
  label: z.enum(LABELS),
  rationale: z.string().min(1),
  answer: z.string(),
  durationSeconds: z.number().positive().optional(),
  answerSeconds: z.number().positive().optional(),
  firm: z
    .strictObject({ name: z.string(), sector: z.string(), description: z.string().optional() })
    .optional(),
});
export type LabelledAnswer = z.infer<typeof answerSchema> & { question: BankQuestion };

export function loadAnswers(file = path.resolve("bench/interview/answers.json")): LabelledAnswer[] {
  const answers = z.array(answerSchema).parse(JSON.parse(readFileSync(file, "utf8")));
  return answers.map((entry) => {
    const pool = entry.firm ? firmQuestionsFor(entry.firm, "friendly-analyst") : QUESTION_BANK;
    const question = pool.find((candidate) => candidate.id === entry.questionId);
    if (!question) throw new Error(`answers.json: ${entry.id} names an unknown question ${entry.questionId}`);
    return { ...entry, question };
  });
}
