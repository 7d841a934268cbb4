import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { BankQuestion } from "../../src/server/platform/question-bank/bank-schema";
import { firmQuestionsFor } from "../../src/server/platform/question-bank/firm-questions";
import { QUESTION_BANK } from "../../src/server/platform/question-bank/question-bank";

// The interview bench's answer sets, read with one schema. answers.json is the tuning set, written by
// the engine's author; the development sets (dev/ to dev7/) were written and labelled by others and may
// be read and tuned on; the held-out sets were written and labelled by people who never read the
// engine, and the bench prints only aggregate figures for them (README.md). Each answer is to a
// question of the bank, labelled strong, average or weak, and may mark the wrong claims and the correct
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
/** A fifth development set, by another interviewer: wrong figures, wrong reasons, plain-word points. */
export const DEV5_FILE = path.resolve("bench/interview/dev5/answers.json");
/** A sixth development set, by another interviewer: the least-used technical questions, plain-word points. */
export const DEV6_FILE = path.resolve("bench/interview/dev6/answers.json");
/** A seventh development set, by another interviewer: wrong claims said fluently in everyday words. */
export const DEV7_FILE = path.resolve("bench/interview/dev7/answers.json");
/** An eighth development set, by another interviewer: brainteasers, technical and behavioural, as students answer. */
export const DEV8_FILE = path.resolve("bench/interview/dev8/answers.json");
/** A ninth development set, by another interviewer: the technical questions least used, wrong claims in words. */
export const DEV9_FILE = path.resolve("bench/interview/dev9/answers.json");
export const HELD_OUT_FILE = path.resolve("bench/interview/held-out/answers.json");
/** A second held-out set, by another interviewer who never read the engine, on questions of every kind. */
export const HELD_OUT2_FILE = path.resolve("bench/interview/held-out-2/answers.json");

/**
 * A set's figures as first measured, totals only, before anything in it was read or tuned on (for the
 * first held-out set: the first claims engine's figures on it). Kept so the report shows what the
 * engine did on each set unseen beside what it does now.
 */
export type FirstFigures = {
  engine: string;
  pairs: string;
  named: string;
  covered: string;
  paraphrases: string;
  results?: string;
};

export type SetSpec = {
  name: string;
  file: string;
  /** Held-out sets are printed as totals only; the tuning and held-out sets decide the exit code. */
  role: "tuning" | "development" | "held-out";
  /** Who wrote it and how it may be used, for the report. */
  about: string;
  first?: FirstFigures;
};

/** Every set the bench measures, in the order the report lists them. */
export const SETS: SetSpec[] = [
  {
    name: "tuning",
    file: TUNING_FILE,
    role: "tuning",
    about: "written and labelled by the engine's author, who reads it while working on the engine",
  },
  {
    name: "development",
    file: DEV_FILE,
    role: "development",
    about:
      "written and labelled by someone other than the engine's author; read and tuned on, so it shows how far the engine carries to another writer's words, but it is no longer an unseen test",
  },
  {
    name: "second development",
    file: DEV2_FILE,
    role: "development",
    about: "by another interviewer, on questions no earlier set used, without reading the engine",
    first: {
      engine: "builtin-interview-3",
      pairs: "137/150 = 91.3%",
      named: "26/99 = 26.3%",
      covered: "47",
      paraphrases: "129/167 = 77.2%",
      results: "26/36",
    },
  },
  {
    name: "third development",
    file: DEV3_FILE,
    role: "development",
    about: "by four more interviewers: a strong, an average and a weak answer to every technical question",
    first: {
      engine: "builtin-interview-4",
      pairs: "285/321 = 88.8%",
      named: "114/309 = 36.9%",
      covered: "98",
      paraphrases: "216/280 = 77.1%",
    },
  },
  {
    name: "fourth development",
    file: DEV4_FILE,
    role: "development",
    about:
      "by another interviewer, with wrong claims and right points in everyday words; changes made after it arrived were tuned on its questions at even places and checked on the others",
    first: {
      engine: "builtin-interview-5",
      pairs: "107/120 = 89.2%",
      named: "33/95 = 34.7%",
      covered: "33",
      paraphrases: "57/74 = 77.0%",
      results: "23/30",
    },
  },
  {
    name: "fifth development",
    file: DEV5_FILE,
    role: "development",
    about:
      "by another interviewer, about wrong figures, wrong reasons and right points in plain words, without reading the engine",
    first: {
      engine: "builtin-interview-7",
      pairs: "78/90 = 86.7%",
      named: "40/74 = 54.1%",
      covered: "17",
      paraphrases: "35/49 = 71.4%",
      results: "13/18",
    },
  },
  {
    name: "sixth development",
    file: DEV6_FILE,
    role: "development",
    about:
      "by another interviewer, on the technical questions the other sets use least, with most right points in everyday words and varied wrong claims, without reading the engine",
    first: {
      engine: "builtin-interview-9",
      pairs: "106/120 = 88.3%",
      named: "51/142 = 35.9%",
      covered: "49",
      paraphrases: "138/211 = 65.4%",
    },
  },
  {
    name: "seventh development",
    file: DEV7_FILE,
    role: "development",
    about:
      "by another interviewer, with wrong claims said fluently in everyday words (directions, comparisons, causes and conditions the wrong way round), without reading the engine",
    first: {
      engine: "builtin-interview-18",
      pairs: "81/90 = 90.0%",
      named: "64/117 = 54.7%",
      covered: "25",
      paraphrases: "116/145 = 80.0%",
    },
  },
  {
    name: "eighth development",
    file: DEV8_FILE,
    role: "development",
    about:
      "by another interviewer, on brainteasers, technical and behavioural questions as students answer them (wrong figures and reasons in words, plain-word points, results in words), without reading the engine",
    first: {
      engine: "builtin-interview-20",
      pairs: "80/90 = 88.9%",
      named: "30/76 = 39.5%",
      covered: "17",
      paraphrases: "59/77 = 76.6%",
      results: "13/18",
    },
  },
  {
    name: "ninth development",
    file: DEV9_FILE,
    role: "development",
    about:
      "by another interviewer, on the technical questions the other sets use least, brainteasers and behavioural questions no set used, with wrong claims stated in words, without reading the engine",
    first: {
      engine: "builtin-interview-24",
      pairs: "82/90 = 91.1%",
      named: "18/79 = 22.8%",
      covered: "21",
      paraphrases: "177/249 = 71.1%",
      results: "12/15",
    },
  },
  {
    name: "held-out",
    file: HELD_OUT_FILE,
    role: "held-out",
    about:
      "written and labelled by an interviewer who never read the engine; the engine's author never reads it. Its first figures are the first claims engine's, before it matched by concept, read contradictions in words and credited paraphrases by likeness",
    first: {
      engine: "builtin-interview-1",
      pairs: "69/75 = 92.0%",
      named: "15/29 = 51.7%",
      covered: "4",
      paraphrases: "8/30 = 26.7%",
      results: "15/21",
    },
  },
  {
    name: "second held-out",
    file: HELD_OUT2_FILE,
    role: "held-out",
    about:
      "written and labelled in the same way by another interviewer, on questions of every kind, after the first held-out set's totals had been seen many times",
    first: {
      engine: "builtin-interview-3",
      pairs: "52/60 = 86.7%",
      named: "13/37 = 35.1%",
      covered: "14",
      paraphrases: "32/40 = 80.0%",
      results: "10/12",
    },
  },
];

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
