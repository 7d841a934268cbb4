import { type ClaimVerdict, rightSentences, wrongSentences } from "../../src/shared/interview";
import type { Label } from "./data";

// Statistics for the interview bench (bench/interview.ts): how often the overall score puts two answers
// to the same question in the order their hand labels give, and whether the claims' verdicts name each
// labelled wrong claim as wrong (and never list it as covered) and credit each labelled paraphrase.

const RANK: Record<Label, number> = { weak: 0, average: 1, strong: 2 };

export type Scored = { question: string; label: Label; score: number };
export type PairOrdering = { pairs: number; correct: number; ties: number; wrong: number; share: number };

/**
 * Every pair of answers to the same question with different labels counts; a pair is correct when the
 * better-labelled answer scores strictly higher. A tie is not correct: the engine failed to tell them apart.
 */
export function pairOrdering(items: readonly Scored[]): PairOrdering {
  let pairs = 0;
  let correct = 0;
  let ties = 0;
  items.forEach((a, i) => {
    for (const b of items.slice(i + 1)) {
      if (a.question !== b.question || a.label === b.label) continue;
      pairs += 1;
      const [better, worse] = RANK[a.label] > RANK[b.label] ? [a, b] : [b, a];
      if (better.score > worse.score) correct += 1;
      else if (better.score === worse.score) ties += 1;
    }
  });
  return { pairs, correct, ties, wrong: pairs - correct - ties, share: pairs ? correct / pairs : Number.NaN };
}

/** The pairs the score orders wrongly or ties, for the console. */
export function misorderedPairs<T extends Scored & { id: string }>(items: readonly T[]): [T, T][] {
  const out: [T, T][] = [];
  items.forEach((a, i) => {
    for (const b of items.slice(i + 1)) {
      if (a.question !== b.question || a.label === b.label) continue;
      const [better, worse] = RANK[a.label] > RANK[b.label] ? [a, b] : [b, a];
      if (better.score <= worse.score) out.push([better, worse]);
    }
  });
  return out;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}£%.]+/gu)
    ?.map((w) => w.replace(/\.$/, "")) ?? [];
/** Share of tokens two texts have in common, over the longer of the two. */
export function tokenOverlap(a: string, b: string): number {
  const left = words(a);
  const right = new Map<string, number>();
  for (const word of words(b)) right.set(word, (right.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of left) {
    const n = right.get(word) ?? 0;
    if (n > 0) {
      common += 1;
      right.set(word, n - 1);
    }
  }
  return common / Math.max(1, Math.max(left.length, words(b).length));
}

const SENTENCE_END = /[!?;\n]/;
/**
 * Whether the character at `at` ends a sentence. A full stop does only when a space, a closing mark or
 * the end of the text follows it, so the point in "£7.50" or "97.5 degrees" does not cut a sentence.
 */
function endsSentence(text: string, at: number): boolean {
  const char = text.charAt(at);
  if (SENTENCE_END.test(char)) return true;
  if (char !== ".") return false;
  const next = text.charAt(at + 1);
  return next === "" || /[\s"')\]]/.test(next);
}
/** The sentence of `text` around the characters `from`..`to`. */
function sentenceAround(text: string, from: number, to: number): [number, number] {
  let start = from;
  while (start > 0 && !endsSentence(text, start - 1)) start--;
  let end = to;
  while (end < text.length && !endsSentence(text, end)) end++;
  return [start, end];
}

/** Fewer words than this, and evidence must make up half the quote: "80" is in many sentences. */
const SHORT_EVIDENCE = 3;

/**
 * Whether a verdict's evidence is about the quoted words: it lies in the sentence that contains the
 * quote and shares characters with the quote, or the two share at least 60% of their words (over the
 * longer of the two, so a whole answer quoted as evidence does not count). Evidence of a word or two
 * (a bare figure) rests on a longer quote only when it is at least half of it.
 */
export function overlaps(answer: string, evidence: string, quote: string): boolean {
  const evidenceWords = words(evidence).length;
  const substantial = evidenceWords >= SHORT_EVIDENCE || evidenceWords * 2 >= words(quote).length;
  // The same words can occur twice ("10p … yeah 10p"): any occurrence of each may be the one meant.
  for (const q of substantial ? occurrences(answer, quote) : []) {
    const [start, end] = sentenceAround(answer, q, q + quote.length);
    for (const e of occurrences(answer, evidence)) {
      const inSentence = e >= start && e + evidence.length <= end;
      const touches = e < q + quote.length && q < e + evidence.length;
      if (inSentence && touches) return true;
    }
  }
  return tokenOverlap(evidence, quote) >= 0.6;
}

function occurrences(text: string, part: string): number[] {
  const found: number[] = [];
  if (!part) return found;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) found.push(at);
  return found;
}

export type ClaimCheck = {
  wrongClaims: number;
  named: number;
  listedCovered: number;
  paraphrases: number;
  credited: number;
};

type Checked = {
  answer: string;
  wrongClaims?: { quote: string }[];
  paraphrases?: { quote: string }[];
  claims?: ClaimVerdict[];
};

/**
 * Each labelled wrong claim: named when any sentence a `wrong` verdict quotes as wrong rests on it (its
 * evidence or one of its `alsoWrong`), listed as covered when a `covered` verdict's evidence or one of its
 * `alsoSaid` does. Each labelled paraphrase: credited when a `covered` verdict's evidence or `alsoSaid`
 * rests on it (a right sentence kept beside a wrong verdict earns nothing: the point was stated wrongly).
 */
export function claimCheck(
  items: readonly Checked[],
): ClaimCheck & { misses: { quote: string; kind: string }[] } {
  const check = { wrongClaims: 0, named: 0, listedCovered: 0, paraphrases: 0, credited: 0 };
  const misses: { quote: string; kind: string }[] = [];
  for (const item of items) {
    const verdicts = item.claims ?? [];
    const wrongSaid = verdicts.flatMap(wrongSentences);
    const rightSaid = verdicts.filter((v) => v.status === "covered").flatMap(rightSentences);
    const resting = (sentences: string[], quote: string) =>
      sentences.some((said) => overlaps(item.answer, said, quote));
    for (const { quote } of item.wrongClaims ?? []) {
      check.wrongClaims += 1;
      if (resting(wrongSaid, quote)) check.named += 1;
      else misses.push({ quote, kind: "wrong claim not named" });
      if (resting(rightSaid, quote)) {
        check.listedCovered += 1;
        misses.push({ quote, kind: "wrong claim listed as covered" });
      }
    }
    for (const { quote } of item.paraphrases ?? []) {
      check.paraphrases += 1;
      if (resting(rightSaid, quote)) check.credited += 1;
      else misses.push({ quote, kind: "paraphrase not credited" });
    }
  }
  return { ...check, misses };
}
