import type { NumericalItem } from "../../../../shared/assessments";
import { type Random, seededRandom } from "../../../platform/seeded-random";
import { CHANGE_TEMPLATES } from "./numerical-change-templates";
import { type AnswerFormat, formatAnswer, formatStep, shownValue } from "./numerical-format";
import { RATIO_TEMPLATES } from "./numerical-ratio-templates";
import type { NumericalTemplate } from "./numerical-template";

// Numerical reasoning items: a generated exhibit, one question about it, five options. The seed names the
// template ("growth:1a2b3c4d") so a test can spread its questions across templates and a review can
// rebuild any item from its seed alone.

export const NUMERICAL_TEMPLATES: readonly NumericalTemplate[] = [...CHANGE_TEMPLATES, ...RATIO_TEMPLATES];
export const NUMERICAL_TEMPLATE_KEYS = NUMERICAL_TEMPLATES.map((template) => template.key);

const OPTION_COUNT = 5;

function templateFor(seed: string, rand: Random): NumericalTemplate {
  const key = seed.split(":")[0];
  return NUMERICAL_TEMPLATES.find((template) => template.key === key) ?? rand.pick(NUMERICAL_TEMPLATES);
}

/**
 * The answer plus four distinct wrong options. Mistakes that land on the same formatted value are
 * dropped; the gaps are filled with near misses (a slip in the last digits), which is what a careless
 * calculation looks like.
 */
function buildOptions(answer: number, mistakes: number[], format: AnswerFormat, rand: Random): string[] {
  const correct = formatAnswer(answer, format);
  const options = [correct];
  // A wrong option must not also be a fair rounding of the exact answer (an answer ending in 5 sits
  // halfway between two shown values), or two options would both be right.
  const tooClose = (value: number) =>
    Math.abs(shownValue(value, format) - answer) <= formatStep(format) / 2 + 1e-6;
  const add = (value: number) => {
    const text = formatAnswer(value, format);
    if (!Number.isFinite(value) || tooClose(value) || options.includes(text)) return;
    if (options.length < OPTION_COUNT) options.push(text);
  };
  for (const value of mistakes) add(value);
  const scale = Math.max(formatStep(format), Math.abs(answer) * 0.04);
  for (let k = 1; options.length < OPTION_COUNT; k++) {
    add(answer + (rand.next() < 0.5 ? k : -k) * scale);
    add(answer + (k + 0.5) * scale);
  }
  return options;
}

export function generateNumerical(seed: string): NumericalItem {
  const rand = seededRandom(`numerical|${seed}`);
  const template = templateFor(seed, rand);
  const draft = template.build(rand);
  const options = buildOptions(draft.answer, draft.distractors, draft.format, rand);
  const correct = formatAnswer(draft.answer, draft.format);
  const shuffled = rand.shuffle(options);
  return {
    kind: "numerical",
    id: `numerical:${seed}`,
    seed,
    exhibit: draft.exhibit,
    question: draft.question,
    options: shuffled,
    answerIndex: shuffled.indexOf(correct),
    solution: draft.solution,
  };
}
