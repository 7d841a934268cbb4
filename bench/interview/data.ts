import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { BankQuestion } from "../../src/server/platform/question-bank/bank-schema";
import { firmQuestionsFor } from "../../src/server/platform/question-bank/firm-questions";
import { QUESTION_BANK } from "../../src/server/platform/question-bank/question-bank";

// The interview bench's three answer sets, read with one schema. answers.json is the tuning set, written
// by the engine's author; dev/answers.json was written and labelled by someone else and may be read and
// tuned on; held-out/answers.json was written and labelled by someone who never read the engine, and
// the bench prints only aggregate figures for it (README.md). Each answer is to a question
// of the bank, labelled strong, average or weak, and may mark the wrong claims and the correct
// paraphrases it contains (each quote an exact part of the answer) and, for a behavioural answer,
// whether it states a result. A "firm-…" question is built for the answer's firm as the interview
// would build it.

export const LABELS = ["weak", "average", "strong"] as const;
export type Label = (typeof LABELS)[number];

export const TUNING_FILE = path.resolve("bench/interview/answers.json");
export const DEV_FILE = path.resolve("bench/interview/dev/answers.json");
/** A second development set, by another interviewer, on questions no earlier set used. */
export const DEV2_FILE = path.resolve("bench/interview/dev2/answers.json");
/** A third development set, by four writers, covering every technical question of the bank. */
export const DEV3_FILE = path.resolve("bench/interview/dev3/answers.json");
/** A fourth development set, by another interviewer: wrong claims and right points in everyday words. */
export const DEV4_FILE = path.resolve("bench/interview/dev4/answers.json");
export const HELD_OUT_FILE = path.resolve("bench/interview/held-out/answers.json");
/** A second held-out set, by another interviewer who never read the engine, on questions of every kind. */
export const HELD_OUT2_FILE = path.resolve("bench/interview/held-out-2/answers.json");

const quoted = z.string().min(1);
const answerSchema = z
  .strictObject({
    id: z.string().min(1),
    questionId: z.string().min(1),
    label: z.enum(LABELS),
    rationale: z.string().min(1),
    answer: z.string(),
    inputKind: z.enum(["typed", "spoken"]).optional(),
    durationSeconds: z.number().positive().optional(),
    answerSeconds: z.number().positive().optional(),
    firm: z
      .strictObject({ name: z.string(), sector: z.string(), description: z.string().optional() })
      .optional(),
    wrongClaims: z.array(z.strictObject({ quote: quoted, correction: z.string().min(1) })).optional(),
    paraphrases: z.array(z.strictObject({ quote: quoted, point: z.string().min(1) })).optional(),
    hasResult: z.boolean().optional(),
  })
  .superRefine((entry, ctx) => {
    for (const { quote } of [...(entry.wrongClaims ?? []), ...(entry.paraphrases ?? [])]) {
      if (!entry.answer.includes(quote)) {
        ctx.addIssue({ code: "custom", message: `${entry.id}: "${quote}" is not part of the answer` });
      }
    }
  });
export type LabelledAnswer = z.infer<typeof answerSchema> & { question: BankQuestion };

export function loadAnswers(file = TUNING_FILE): LabelledAnswer[] {
  const answers = z.array(answerSchema).parse(JSON.parse(readFileSync(file, "utf8")));
  const name = path.relative(path.resolve("bench/interview"), file);
  return answers.map((entry) => {
    const pool = entry.firm ? firmQuestionsFor(entry.firm, "friendly-analyst") : QUESTION_BANK;
    const question = pool.find((candidate) => candidate.id === entry.questionId);
    // The id only: nothing of a held-out answer is printed.
    if (!question) throw new Error(`${name}: ${entry.id} names an unknown question ${entry.questionId}`);
    return { ...entry, question };
  });
}
