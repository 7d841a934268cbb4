import type { KeyPointClaim } from "../../../../../shared/interview";
import { findNumbers, type NumSpan, sameNumber } from "./numbers";
import { unitOf } from "./point-scope";
import type { Reading } from "./reading";
import { tokenize } from "./tokens";
import { isNegator } from "./words";

// A puzzle's answer given as a bare count ("so it'd be twenty-four", "I think it's fifty. … So fifty.",
// "so it's five thousand") where the answer is another count: the candidate's final answer is wrong
// however they phrase it, and no list of wrong figures foresees every one. The point read as the answer
// is the one whose key point says "answer", else the last point whose claim fixes a figure, and only
// when that figure is a whole number.

/** Words that hand over a result: "so it's", "it'd be", "the answer is", "I'd say", "you need". */
const LEADS: readonly (readonly string[])[] = [
  ["answer", "is"],
  ["answer's"],
  ["answer", "would", "be"],
  ["answer", "will", "be"],
  ["answer", ":"],
  ["answer", "="],
  ["it's"],
  ["it", "is"],
  ["it'd", "be"],
  ["it", "would", "be"],
  ["it'll", "be"],
  ["it", "will", "be"],
  ["i'd", "say"],
  ["i", "would", "say"],
  ["you", "need"],
  ["you'd", "need"],
  ["it", "takes"],
  ["it'd", "take"],
  ["you", "get"],
  ["so"],
];
/** Hedges and fillers that may stand between the lead and the figure. */
const BETWEEN = new Set([
  "about",
  "roughly",
  "around",
  "exactly",
  "just",
  "probably",
  "like",
  "um",
  "uh",
  "er",
  ",",
]);
/** Words after a figure that make it a step of a sum, not a result: "fifty times a hundred". */
const OPERATORS = new Set([
  "x",
  "×",
  "*",
  "+",
  "-",
  "−",
  "/",
  "plus",
  "minus",
  "over",
  "divided",
  "squared",
  "add",
]);
const CLOSE = new Set([".", "!", "?", ";", ",", "\n"]);

/** The point a puzzle's final count belongs to, with its figures and the nouns it counts, or null. */
export function answerPoint(
  keyPoints: readonly string[],
  claims: readonly KeyPointClaim[],
): { index: number; values: number[]; nouns: Set<string> } | null {
  const counts = claims.map((claim) =>
    claim.says.flatMap((fact) => ("value" in fact ? fact.value : [])).filter((v) => typeof v === "number"),
  );
  const candidates = counts.flatMap((values, i) => (values.length ? [i] : []));
  const named = candidates.filter((i) => /\banswer\b/i.test(keyPoints[i] ?? ""));
  const index = named.length === 1 ? named[0] : candidates.at(-1);
  if (index === undefined) return null;
  // An answer that is a price, a probability or an angle in halves is not counted out in whole numbers.
  if (!(counts[index] ?? []).every((v) => Number.isInteger(v) && v > 1)) return null;
  // A figure the point states with a unit (£, %) is no bare count.
  const tokens = tokenize(keyPoints[index] ?? "");
  if (findNumbers(tokens).some((span) => unitOf(tokens, span))) return null;
  const nouns = new Set(
    [keyPoints[index] ?? "", claims[index]?.correction ?? ""].flatMap((text) =>
      tokenize(text)
        .filter((t) => t.kind === "word" && t.low.length > 2)
        .map((t) => t.key),
    ),
  );
  return { index, values: counts[index] ?? [], nouns };
}

/**
 * The spans of an answer that give a final count other than the answer point's: a lead ("so it's", "the
 * answer is") then the figure, ending its clause or followed by a noun of the point ("times", "lockers").
 * None when the answer states the point's own figure anywhere (then another figure is a step on the way,
 * or a naive answer set against the right one), and none for a figure the question itself gives.
 */
export function otherFinalCounts(
  reading: Reading,
  point: { values: number[]; nouns: ReadonlySet<string> },
  questionNumbers: readonly number[],
  asserted: (from: number, to: number) => boolean,
): { from: number; to: number }[] {
  const { tokens, numbers } = reading;
  if (numbers.some((span) => sameNumber(span, point.values))) return [];
  const found: { from: number; to: number }[] = [];
  for (const span of numbers) {
    if (sameNumber(span, questionNumbers) || unitOf(tokens, span)) continue;
    if (!closes(reading, span, point.nouns)) continue;
    const lead = leadBefore(reading, span);
    if (lead === null || !asserted(span.from, span.to)) continue;
    let denied = false;
    for (let j = lead - 1; j >= Math.max(0, lead - 2); j--)
      if (isNegator(tokens[j]?.low ?? "")) denied = true;
    for (let j = lead; j < span.from; j++) if (isNegator(tokens[j]?.low ?? "")) denied = true;
    if (!denied) found.push({ from: lead, to: span.to });
  }
  return found;
}

/** Whether the figure ends its clause or names what the point counts, and is no step of a sum. */
function closes(reading: Reading, span: NumSpan, nouns: ReadonlySet<string>): boolean {
  const { tokens, numbers } = reading;
  const next = tokens[span.to + 1];
  if (!next) return true;
  if (OPERATORS.has(next.low)) return false;
  // "fifty times a hundred" multiplies; "twenty-four times." counts.
  if (next.low === "times" && numbers.some((n) => n.from === span.to + 2 || n.from === span.to + 3))
    return false;
  if (CLOSE.has(next.low)) return true;
  return next.kind === "word" && nouns.has(next.key);
}

/** The token a lead starts at, when one stands just before the figure in its sentence; else null. */
function leadBefore(reading: Reading, span: NumSpan): number | null {
  const { tokens, chunkOf } = reading;
  let end = span.from - 1;
  while (end >= 0 && BETWEEN.has(tokens[end]?.low ?? "") && chunkOf[end] === chunkOf[span.from]) end--;
  for (const lead of LEADS) {
    const from = end - lead.length + 1;
    if (from < 0 || chunkOf[from] !== chunkOf[span.from]) continue;
    if (lead.every((word, k) => tokens[from + k]?.low === word)) return from;
  }
  // A sentence that is only the figure: "391." or "Forty-eight."
  const before = tokens[span.from - 1];
  if (!before || (CLOSE.has(before.low) && before.low !== ",")) return span.from;
  return null;
}

const EACH = new Set(["each", "every", "per"]);

/**
 * The things a point gives a figure for one of ("each pair makes 101"): the word after "each" or "every"
 * in the point or its correction when a figure of the point's own follows within a few words.
 */
export function eachFigures(texts: readonly string[], values: readonly number[]): Set<string> {
  const nouns = new Set<string>();
  for (const text of texts) {
    const tokens = tokenize(text);
    const spans = findNumbers(tokens);
    tokens.forEach((t, i) => {
      const noun = tokens[i + 1];
      if (!EACH.has(t.low) || noun?.kind !== "word") return;
      if (spans.some((s) => s.from > i + 1 && s.from <= i + 4 && sameNumber(s, values))) nouns.add(noun.key);
    });
  }
  return nouns;
}

/**
 * Where the answer gives another figure for one of those things: "pairs that each make a hundred" or
 * "each pair is 100" for "each pair makes 101". None in a sentence that also gives the point's figure.
 */
export function otherEachFigures(
  reading: Reading,
  nouns: ReadonlySet<string>,
  values: readonly number[],
  asserted: (from: number, to: number) => boolean,
): { from: number; to: number }[] {
  const { tokens, numbers, chunkOf } = reading;
  const found: { from: number; to: number }[] = [];
  tokens.forEach((t, i) => {
    if (!EACH.has(t.low)) return;
    // The thing counted stands just after "each" or a few words before it ("pairs that each make").
    let from = -1;
    if (nouns.has(tokens[i + 1]?.key ?? "")) from = i;
    for (let j = i - 1; j >= Math.max(0, i - 3) && from < 0; j--)
      if (chunkOf[j] === chunkOf[i] && nouns.has(tokens[j]?.key ?? "")) from = j;
    if (from < 0) return;
    const span = numbers.find((s) => s.from > i + 1 && s.from <= i + 4 && chunkOf[s.from] === chunkOf[i]);
    if (!span || sameNumber(span, values) || unitOf(tokens, span)) return;
    if (numbers.some((s) => chunkOf[s.from] === chunkOf[i] && sameNumber(s, values))) return;
    for (let j = from; j < span.from; j++) if (isNegator(tokens[j]?.low ?? "")) return;
    if (asserted(span.from, span.to)) found.push({ from, to: span.to });
  });
  return found;
}
