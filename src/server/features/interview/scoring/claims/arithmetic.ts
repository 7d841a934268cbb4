import type { NumSpan } from "./numbers";
import type { Tok } from "./tokens";

// Sums worked out aloud ("nine million times three, which is eighteen million"): a candidate who states a
// result that the two figures before it do not give has made an arithmetic slip, whatever the point is
// about. Only a sum said in one breath is read: a figure, an operator, a figure, a word that gives the
// result ("is", "equals", "gives", "that's") and the result, with nothing else between them.

type Op = (a: number, b: number) => number;
const OPERATORS: Record<string, Op> = {
  times: (a, b) => a * b,
  "×": (a, b) => a * b,
  "*": (a, b) => a * b,
  plus: (a, b) => a + b,
  "+": (a, b) => a + b,
  minus: (a, b) => a - b,
  "−": (a, b) => a - b,
  divided: (a, b) => a / b,
  multiplied: (a, b) => a * b,
};
/** The word that follows "multiplied" or "divided" before the second figure. */
const OPERATOR_TAIL = new Set(["by"]);
/** Words that say the next figure is the result; at least one of them must be there. */
const GIVES = new Set(["is", "'s", "equals", "=", "gives", "giving", "makes", "get", "gets", "that's"]);
/** Small words that may stand around the result word. */
const FILLER = new Set([
  ",",
  "which",
  "that",
  "so",
  "you",
  "we",
  "i",
  "me",
  "us",
  "about",
  "around",
  "roughly",
  "a",
  "of",
]);
const MAX_BETWEEN = 4;
/** After a result, a word that carries it on: a longer chain of sums, or a scale the reading left out. */
const CARRIES_ON = new Set(["less", "-", "/", "billion", "million", "thousand", "bn", "m", "k", "trillion"]);
/** "2x + 1 = 1.10" is algebra, "3.5/2" a ratio: neither is a figure worked on aloud. */
const notPlain = (tokens: readonly Tok[], n: NumSpan) =>
  tokens.slice(n.from, n.to + 1).some((t) => /^\d.*x$/.test(t.low) || t.low === "/");

export type BrokenSum = { from: number; to: number };

/** Whether `result` is what `a op b` gives, to the precision it was said in (or within 2% when said roughly). */
function fits(op: Op, a: NumSpan, b: NumSpan, result: NumSpan): boolean {
  const approx = result.approx || a.approx || b.approx;
  return a.values.some((x) =>
    b.values.some((y) => {
      const want = op(x, y);
      if (!Number.isFinite(want)) return true;
      return result.values.some((got) => {
        const gap = Math.abs(got - want);
        // Rounded in speech ("nine point four million" for 9.36m): 1% of the result, 2% when said roughly.
        return (
          gap <= 1e-9 + Math.abs(want) * (approx ? 0.02 : 0.01) ||
          (!approx && gap < 0.5 && Math.abs(want) >= 10)
        );
      });
    }),
  );
}

/** Every sum said aloud whose stated result is not what its figures give, as token spans. */
export function brokenSums(tokens: readonly Tok[], numbers: readonly NumSpan[]): BrokenSum[] {
  const broken: BrokenSum[] = [];
  const startAt = new Map(numbers.map((n, k) => [n.from, k]));
  const carriesOn = (low: string) => CARRIES_ON.has(low) || low in OPERATORS;
  numbers.forEach((a) => {
    // "15 minus 20 plus 120, which is 115": a sum of more than two figures is not read.
    if (carriesOn(tokens[a.from - 1]?.low ?? "") || notPlain(tokens, a)) return;
    let j = a.to + 1;
    const op = OPERATORS[tokens[j]?.low ?? ""];
    if (!op) return;
    j++;
    if (OPERATOR_TAIL.has(tokens[j]?.low ?? "")) j++;
    const b = numbers[startAt.get(j) ?? -1];
    if (!b || notPlain(tokens, b)) return;
    let gives = false;
    let k = b.to + 1;
    for (let between = 0; between < MAX_BETWEEN && k < tokens.length && !startAt.has(k); between++, k++) {
      const low = tokens[k]?.low ?? "";
      if (GIVES.has(low)) gives = true;
      else if (!FILLER.has(low)) return;
    }
    const result = numbers[startAt.get(k) ?? -1];
    if (!gives || !result || carriesOn(tokens[result.to + 1]?.low ?? "")) return;
    if (fits(op, a, b, result)) return;
    broken.push({ from: a.from, to: result.to });
  });
  return broken;
}
