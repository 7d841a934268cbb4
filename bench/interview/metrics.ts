import type { Label } from "./data";

// Statistics for the interview bench (bench/interview.ts): how often the overall score puts two answers
// to the same question in the order their hand labels give.

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
