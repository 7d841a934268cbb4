import type { QuestionCategory } from "../../../../shared/interview";
import type { AnswerText } from "./answer-text";
import { counted, type Judgement, listOf } from "./criterion";

// Specificity: figures, names and outcomes instead of "lots of things". A figure is a number with its
// unit (£3,000, 40%, 7.5, 3x) or a number word; a year on its own is a date, not a result. Names are
// capitalised words and acronyms (Barclays, CFA, DCF), which a transcript in lower case loses, so they
// add less than figures do.

const FIGURE =
  /(?<![\w.])[£$€]?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|percent|per cent|bn|m|k|x|p|bps|basis points|million|billion|thousand|pence|pounds))?(?![\w])/g;
const NUMBER_WORDS =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|half|doubled|tripled|halved|dozen)\b/g;
const YEAR = /^(19|20)\d\d$/;
const VAGUE =
  /\b(things|stuff|etc|and so on|a lot of|lots of|various|whatever|something like that|really good|really important|quite good|and stuff|all sorts)\b/g;
// A capitalised word inside a sentence is a name (Barclays, Auto Trader); at the start of one it may
// be any word, so only acronyms count there.
const MID_SENTENCE_NAME = /(?<=[^.!?:\s"]\s+)\p{Lu}[\p{L}&'-]+/gu;
const ACRONYM = /\b\p{Lu}[\p{Lu}&]+\b/gu;
// Days and months are capitalised but name no one: "our Monday meetings" is not a second name.
const CALENDAR_WORDS = [
  ..."Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(" "),
  ..."January February March April June July August September October November December".split(" "),
];
const NOT_NAMES = new Set(["I'm", "I've", "I'd", "I'll", "OK", ...CALENDAR_WORDS]);

export type Specifics = { figures: string[]; names: string[]; vague: string[] };

export function findSpecifics(answer: AnswerText): Specifics {
  const figures = new Set<string>();
  for (const match of answer.raw.matchAll(FIGURE)) {
    const figure = match[0].trim().replace(/,+$/, "");
    if (!YEAR.test(figure)) figures.add(figure.toLowerCase());
  }
  for (const match of answer.lower.matchAll(NUMBER_WORDS)) figures.add(match[0]);
  const names = new Set<string>();
  for (const match of [...answer.raw.matchAll(MID_SENTENCE_NAME), ...answer.raw.matchAll(ACRONYM)]) {
    if (!NOT_NAMES.has(match[0])) names.add(match[0]);
  }
  return {
    figures: [...figures],
    names: [...names],
    vague: [...answer.lower.matchAll(VAGUE)].map((m) => m[0]),
  };
}

export type SpecificityInput = {
  category: QuestionCategory;
  specifics: Specifics;
  /** Distinct keywords of the question the answer used: the precise terms of a technical answer. */
  termsUsed: number;
  hasResult: boolean;
  ownActions: number;
  namesFirm: boolean;
};

export function judgeSpecificity(input: SpecificityInput): Judgement {
  const { figures, names, vague } = input.specifics;
  const f = figures.length;
  const n = names.length;
  let raw: number;
  if (input.category === "behavioural") {
    raw = 1 + Math.min(f, 3) * 0.6 + Math.min(n, 4) * 0.35 + (input.hasResult ? 0.6 : 0);
    raw += input.ownActions >= 2 ? 0.4 : 0;
  } else if (input.category === "motivational") {
    raw = 1 + Math.min(n, 5) * 0.45 + Math.min(f, 2) * 0.4 + (input.namesFirm ? 0.6 : 0);
    raw += input.termsUsed >= 3 ? 0.6 : input.termsUsed * 0.2;
  } else {
    raw = 1 + Math.min(f, 4) * 0.45 + Math.min(input.termsUsed, 6) * 0.4;
  }
  raw -= Math.min(vague.length, 4) * 0.3;
  const found: string[] = [];
  if (f) found.push(`${counted(f, "figure")} (${listOf(figures.slice(0, 3), 3)})`);
  if (n) found.push(`${counted(n, "name")} (${listOf(names.slice(0, 3), 3)})`);
  if (input.category !== "behavioural" && input.termsUsed)
    found.push(counted(input.termsUsed, "precise term"));
  const seen = found.length ? `You gave ${listOf(found)}.` : "The answer has no figures or names.";
  const vagueWords = [...new Set(vague)].map((word) => `"${word}"`);
  const vaguePart = vagueWords.length
    ? ` Replace vague words (${listOf(vagueWords, 3)}) with specifics.`
    : "";
  const tip =
    input.category === "behavioural"
      ? " Quantify the result (money raised, time saved, a grade or ranking) and name the organisation."
      : input.category === "motivational"
        ? " Name a deal, a team, a person you met or an event, so the reasons could only be yours."
        : " Use the exact terms and a worked number to show you know the mechanics.";
  return { raw, why: `${seen}${vaguePart}${raw >= 4.5 ? "" : tip}` };
}
