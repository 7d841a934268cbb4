import type { AnswerGap, PersonaId, QuestionCategory, QuestionType } from "../../../shared/interview";
import { hashSeed, seededRandom, weightedSample } from "../seeded-random";
import accounting from "./accounting.json" with { type: "json" };
import accountingMisconceptions from "./accounting-misconceptions.json" with { type: "json" };
import {
  type BankQuestion,
  bankQuestionSchema,
  categoryMisconceptionsSchema,
  followUpsSchema,
} from "./bank-schema";
import behavioural from "./behavioural.json" with { type: "json" };
import brainteasers from "./brainteasers.json" with { type: "json" };
import { firmQuestionsFor, type InterviewFirm } from "./firm-questions";
import followUps from "./follow-ups.json" with { type: "json" };
import markets from "./markets.json" with { type: "json" };
import marketsMisconceptions from "./markets-misconceptions.json" with { type: "json" };
import motivational from "./motivational.json" with { type: "json" };
import valuation from "./valuation.json" with { type: "json" };
import valuationMisconceptions from "./valuation-misconceptions.json" with { type: "json" };
import { CATEGORY_ORDER, categoryQuotas, TYPE_WEIGHTS } from "./weights";

// The interview question bank: questions written for UK graduate finance interviews, kept as JSON data
// (one file per category) and checked with zod when this module loads.

export type { BankQuestion } from "./bank-schema";
export type { InterviewFirm } from "./firm-questions";

/**
 * One category's questions. A category's common misconceptions (`shared`) are added to each of its
 * questions after the question's own, unless the question already lists one with the same point.
 */
function loadCategory(category: QuestionCategory, data: unknown, shared: unknown = []): BankQuestion[] {
  const questions = bankQuestionSchema.array().parse(data);
  const stray = questions.find((question) => question.category !== category);
  if (stray) throw new Error(`question bank: ${stray.id} is filed under ${category}`);
  const common = categoryMisconceptionsSchema.parse(shared);
  if (!common.length) return questions;
  return questions.map((question) => {
    const own = question.misconceptions ?? [];
    const added = common.filter((m) => !own.some((o) => o.point === m.point));
    return { ...question, misconceptions: [...own, ...added] };
  });
}

function loadBank(): readonly BankQuestion[] {
  const bank = [
    ...loadCategory("behavioural", behavioural),
    ...loadCategory("motivational", motivational),
    ...loadCategory("accounting", accounting, accountingMisconceptions),
    ...loadCategory("valuation", valuation, valuationMisconceptions),
    ...loadCategory("markets", markets, marketsMisconceptions),
    ...loadCategory("brainteaser", brainteasers),
  ];
  const seen = new Set<string>();
  for (const question of bank) {
    if (seen.has(question.id)) throw new Error(`question bank: duplicate id ${question.id}`);
    seen.add(question.id);
  }
  return Object.freeze(bank);
}

export const QUESTION_BANK = loadBank();
const FOLLOW_UPS = followUpsSchema.parse(followUps);

export type PickQuestionsInput = {
  type: QuestionType;
  persona: PersonaId;
  count: number;
  firm?: InterviewFirm | null;
  seed: string;
  /** Ids asked before; used again only when the bank has nothing else left for this interview. */
  exclude?: string[];
};

const asks = (persona: PersonaId) => (question: BankQuestion) =>
  !question.personas || question.personas.includes(persona);
const suitsFirm = (firm: InterviewFirm | null | undefined) => (question: BankQuestion) =>
  !firm || !question.sectors || question.sectors.some((sector) => sector === firm.sector);

/** How many firm questions an interview with a firm starts with. */
function firmSlots(type: QuestionType, count: number): number {
  return Math.min(count, (type === "Motivational" || type === "Mixed") && count >= 3 ? 2 : 1);
}

/** The questions for one interview: the same input always gives the same questions in the same order. */
export function pickQuestions(input: PickQuestionsInput): BankQuestion[] {
  const count = Math.max(1, Math.floor(input.count));
  const random = seededRandom(`${input.seed}|${input.type}|${input.persona}`);
  const excluded = new Set(input.exclude ?? []);
  const fresh = (question: BankQuestion) => !excluded.has(question.id);

  let firmPicked: BankQuestion[] = [];
  if (input.firm) {
    const [why, ...others] = firmQuestionsFor(input.firm, input.persona);
    const ordered = [...(why ? [why] : []), ...random.shuffle(others)];
    const preferred = [...ordered.filter(fresh), ...ordered.filter((q) => !fresh(q))];
    firmPicked = preferred.slice(0, firmSlots(input.type, count));
  }

  const weights = TYPE_WEIGHTS[input.type][input.persona];
  const eligible = QUESTION_BANK.filter(asks(input.persona)).filter(suitsFirm(input.firm));
  // A question that names this persona is one it is especially likely to ask (the PE associate's LBOs).
  const weight = (question: BankQuestion) => (question.personas?.includes(input.persona) ? 2 : 1);
  const chosen: BankQuestion[] = [];
  const draw = (pool: BankQuestion[], n: number) => {
    const left = pool.filter((question) => !chosen.includes(question));
    chosen.push(...weightedSample(left, weight, n, random));
  };
  const quotas = categoryQuotas(weights, count - firmPicked.length, random);
  for (const [category, quota] of quotas) {
    draw(
      eligible.filter((q) => q.category === category && fresh(q)),
      quota,
    );
  }
  // Short categories hand their places to the type's other categories, then to excluded questions.
  const inType = eligible.filter((question) => (weights[question.category] ?? 0) > 0);
  const missing = () => count - firmPicked.length - chosen.length;
  if (missing() > 0) draw(inType.filter(fresh), missing());
  if (missing() > 0) draw(inType, missing());

  const rank = (question: BankQuestion) => CATEGORY_ORDER.indexOf(question.category);
  const ordered = chosen
    .map((question, index) => ({ question, index }))
    .sort((a, b) => rank(a.question) - rank(b.question) || a.index - b.index)
    .map((entry) => entry.question);
  return [...firmPicked, ...ordered];
}

/** A follow-up for what the answer lacked, in the persona's voice; the same seed gives the same line. */
export function followUpFor(gap: AnswerGap, persona: PersonaId, seed: string): string {
  const lines = FOLLOW_UPS[gap][persona];
  return lines[hashSeed(`${seed}|${gap}`) % lines.length] ?? lines[0] ?? "";
}
