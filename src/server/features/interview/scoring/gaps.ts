import type { AnswerGap, QuestionCategory } from "../../../../shared/interview";
import type { AnswerText } from "./answer-text";
import type { Coverage } from "./coverage";
import { findPhrase } from "./phrases";
import type { StarParts } from "./star";

// What a follow-up question should ask about, most important first. Each gap is what an interviewer
// would press on: a story with no result, a claim with no number, a "why us" that fits any firm.

/** Below this many words the answer is too short to stand on its own. */
export const MIN_WORDS: Record<QuestionCategory, number> = {
  behavioural: 40,
  motivational: 40,
  accounting: 25,
  valuation: 25,
  markets: 25,
  // "5p, because the bat is then £1.05" is a complete answer to a brainteaser.
  brainteaser: 8,
};

// Parts of a firm's name that every firm shares, so they do not show the candidate named this one.
const NAME_FILLER = new Set(
  "the and of co plc llp ltd limited inc group bank capital partners holdings company asset management securities international global investment investments advisers advisors".split(
    " ",
  ),
);
const SPECIFIC_REASON =
  /\b(spoke to|speaking to|met|talked to|event|evening|insight (day|week|programme)|spring week|webinar|open day|deals?|advised|advises|acquisitions?|restructurings?|practice|division|desk|fund|portfolio compan(y|ies)|strategy|independent|sector|clients?)\b/;
const ASKS_ABOUT_FIRM =
  /\b(this firm|our firm|join us|why us|this bank|this fund|our (bank|fund|company|team))\b/;

export function namesFirm(answer: AnswerText, firmName: string | null | undefined): boolean {
  if (!firmName?.trim()) return false;
  if (findPhrase(answer, firmName) >= 0) return true;
  const words = firmName.toLowerCase().match(/[a-z][a-z.'-]{2,}/g) ?? [];
  return words.filter((word) => !NAME_FILLER.has(word)).some((word) => findPhrase(answer, word) >= 0);
}

export type GapInput = {
  category: QuestionCategory;
  questionText: string;
  answer: AnswerText;
  coverage: Coverage;
  star: StarParts;
  figures: number;
  firmName?: string | null;
  namesFirm: boolean;
};

export function isOffTopic(input: Pick<GapInput, "answer" | "coverage">): boolean {
  return input.answer.words >= 15 && input.coverage.fraction === 0 && input.coverage.questionOverlap < 0.2;
}

export function findGaps(input: GapInput): AnswerGap[] {
  const gaps: AnswerGap[] = [];
  const { category, answer, star } = input;
  if (answer.words < MIN_WORDS[category]) gaps.push("too-short");
  if (isOffTopic(input)) gaps.push("off-topic");
  if (category === "behavioural") {
    if (star.ownActions === 0) gaps.push("no-action");
    if (!star.result) gaps.push("no-result");
    if (input.figures === 0) gaps.push("no-number");
  }
  if (category === "motivational") {
    const specific = SPECIFIC_REASON.test(answer.lower) || input.coverage.fraction >= 0.5;
    const aboutFirm =
      Boolean(input.firmName?.trim()) || ASKS_ABOUT_FIRM.test(input.questionText.toLowerCase());
    const named = !input.firmName?.trim() || input.namesFirm;
    if (aboutFirm && (!named || !specific)) gaps.push("no-firm-reason");
  }
  return gaps;
}
