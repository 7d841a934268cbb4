import type { Exhibit } from "../../../../shared/assessments";
import type { Random } from "../../../platform/seeded-random";
import type { AnswerFormat } from "./numerical-format";

/** What a template produces before the options are formatted, de-duplicated and shuffled. */
export type NumericalDraft = {
  exhibit: Exhibit;
  question: string;
  answer: number;
  /** Values a candidate reaches by a plausible mistake: wrong base, wrong year, wrong periods. */
  distractors: number[];
  format: AnswerFormat;
  solution: string[];
};

export type NumericalTemplate = { key: string; build(rand: Random): NumericalDraft };
