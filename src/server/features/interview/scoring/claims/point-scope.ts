import { bagOf } from "./likeness";
import { findNumbers, type NumSpan, sameNumber } from "./numbers";
import type { Reading } from "./reading";
import { type Tok, tokenize } from "./tokens";
import { isNegator } from "./words";

// Two checks on a sentence before it may cover a key point, both read from the key points' own words.
// A sentence that gives a different figure, in the unit the point's figure is in, does not state the
// point ("the game is worth about £4.50" for "a single roll is worth £3.50"), even if a bare number in it
// happens to match. And a sentence about another point's subject ("for a software company, price to
// book") does not cover a point headed by a different subject ("Banks: P/B and P/E").

type Unit = "money" | "percent";
const CURRENCY = /^[£$€]/;
const MONEY_AFTER = new Set(["pound", "pounds", "quid", "p", "pence", "dollars", "euros"]);
const PERCENT_AFTER = new Set(["%", "percent", "cent"]);

/** The unit a figure was said in, when it says one. */
export function unitOf(tokens: readonly Tok[], span: NumSpan): Unit | null {
  const first = tokens[span.from];
  const last = tokens[span.to];
  if (!first || !last) return null;
  if (CURRENCY.test(first.low) || CURRENCY.test(tokens[span.from - 1]?.low ?? "")) return "money";
  if (/p$/.test(first.low) && first.kind === "number") return "money";
  if (/%$/.test(last.low) || PERCENT_AFTER.has(last.low)) return "percent";
  // "two pounds fifty", "one pound five": the money word may stand inside the figure.
  if (tokens.slice(span.from, span.to + 1).some((t) => MONEY_AFTER.has(t.low))) return "money";
  return null;
}

export type PointFigure = { unit: Unit; values: number[] };

/** The figures a key point states with a unit ("Fair price £4.25"), or none. */
export function pointFigures(point: string): PointFigure[] {
  const tokens = tokenize(point);
  return findNumbers(tokens).flatMap((span) => {
    const unit = unitOf(tokens, span);
    return unit ? [{ unit, values: span.values }] : [];
  });
}

/**
 * Whether a statement (the clause a hit stands in, with its reasons) gives figures in the unit of the point's figures but none of them: it then states
 * a different value for what the point fixes. A figure the point itself names elsewhere ("add back
 * £10" for "add back £10, cash up £2.50") is not a different value, nor is a figure another point
 * fixes: the sentence is then stating that point too ("net income falls £7.50 and cash rises £2.50").
 */
export function givesOtherFigure(
  reading: Reading,
  c: { from: number; to: number },
  figures: readonly PointFigure[],
  othersFigures: readonly PointFigure[],
): boolean {
  if (!figures.length) return false;
  return (["money", "percent"] as const).some((unit) => {
    const wanted = figures.filter((f) => f.unit === unit).flatMap((f) => f.values);
    if (!wanted.length) return false;
    const said = reading.numbers.filter(
      (n) => n.from >= c.from && n.to <= c.to && unitOf(reading.tokens, n) === unit,
    );
    const elsewhere = othersFigures.filter((f) => f.unit === unit).flatMap((f) => f.values);
    return !said.some((n) => sameNumber(n, wanted)) && said.some((n) => !sameNumber(n, elsewhere));
  });
}

const GENERIC_HEAD = new Set(
  "a an the and or of for with in on to company companies firm firms business businesses".split(" "),
);

/**
 * The subject each key point is headed by, as the words before its colon that the question also names
 * ("Property companies: price to NAV" for "…a bank, a software company and a property company?" is
 * about property), or null for a point with no such head. Only when at least two points have one: a
 * head such as "Check:" or "Income statement:" names a step or a section, not a thing the question asks
 * about, and is left out.
 */
export function pointHeads(keyPoints: readonly string[], questionText: string): (Set<string> | null)[] {
  const asked = new Set(tokenize(questionText).map((t) => t.key));
  const heads = keyPoints.map((point) => {
    const colon = point.indexOf(":");
    if (colon <= 0) return null;
    const words = tokenize(point.slice(0, colon))
      .filter((t) => t.kind === "word" && !GENERIC_HEAD.has(t.key) && asked.has(t.key))
      .map((t) => t.key);
    // A head is a short name of a subject, not a sentence that happens to have a colon in it.
    return words.length && words.length <= 3 ? new Set(words) : null;
  });
  return heads.filter(Boolean).length >= 2 ? heads : keyPoints.map(() => null);
}

/**
 * Whether a sentence names the subject of another point's head and nothing of this point's head: it
 * is about that other subject, so it does not cover this point.
 */
export function aboutOtherHead(
  reading: Reading,
  chunk: number,
  heads: readonly (Set<string> | null)[],
  keyPoints: readonly string[],
  i: number,
): boolean {
  const own = heads[i];
  if (!own) return false;
  const ownText = new Set(tokenize(keyPoints[i] ?? "").map((t) => t.key));
  const c = reading.chunks[chunk];
  if (!c) return false;
  const keys = new Set(reading.tokens.slice(c.from, c.to + 1).map((t) => t.key));
  if ([...own].some((word) => keys.has(word))) return false;
  return heads.some(
    (head, j) => j !== i && head !== null && [...head].some((word) => !ownText.has(word) && keys.has(word)),
  );
}

/** How many words before a figure say what it is the figure of: "fair price £4.25", "cash up £2.50". */
const SUBJECT_REACH = 4;

/** A figure a way of saying a point gives, with the groups of the words that say what it is of. */
export type FigureSubject = { unit: Unit; values: number[]; words: string[][] };

/**
 * The figures each way of saying a point gives in a unit, each with the words just before it that name
 * its subject, less the words the question itself uses (every answer says those).
 */
export function figureSubjects(
  ways: readonly { reading: Reading }[],
  asked: ReadonlySet<string>,
): FigureSubject[] {
  return ways.flatMap(({ reading }) =>
    reading.numbers.flatMap((span) => {
      const unit = unitOf(reading.tokens, span);
      if (!unit) return [];
      const bag = bagOf(reading, Math.max(0, span.from - SUBJECT_REACH), span.from - 1);
      const words = bag.words.filter((groups) => !asked.has(groups[0] as string));
      return words.length ? [{ unit, values: span.values, words }] : [];
    }),
  );
}

/**
 * A figure the answer states, in a unit, that no way of saying any key point gives and the question does
 * not give either, with the words before it: a result of the member's own, which is wrong when those
 * words name what a point fixes at another figure ("so the value is about £4.50" for "fair price £4.25").
 */
export function foreignFigures(
  reading: Reading,
  known: readonly number[],
): { span: NumSpan; unit: Unit; before: Set<string> }[] {
  return reading.numbers.flatMap((span) => {
    const unit = unitOf(reading.tokens, span);
    if (!unit || sameNumber(span, known)) return [];
    for (let j = span.from - 1; j >= Math.max(0, span.from - 2); j--) {
      if (isNegator(reading.tokens[j]?.low ?? "")) return [];
    }
    const chunk = reading.chunkOf[span.from];
    let from = span.from;
    while (from > 0 && span.from - from < SUBJECT_REACH + 1 && reading.chunkOf[from - 1] === chunk) {
      const low = reading.tokens[from - 1]?.low ?? "";
      if (reading.tokens[from - 1]?.kind === "punct" || low === "and" || low === "but") break;
      from--;
    }
    return [{ span, unit, before: bagOf(reading, from, span.from - 1).all }];
  });
}

/** How many of a figure's subject words the words before a stated figure meet. */
export function subjectMet(subject: FigureSubject, before: ReadonlySet<string>): number {
  return subject.words.filter((groups) => groups.some((g) => before.has(g))).length;
}

const DEFINING = new Set(["is", "are", "means", "equals", "represents"]);
/** How far into a sentence its defining verb may sit: "Enterprise value is …", "The EV of a firm is …". */
const SUBJECT_SPAN = 6;

/** The finance things a statement is about before its first "is" or "means", or none when it defines nothing. */
export function subjectIds(reading: Reading, from: number, to: number): Set<string> {
  const ids = new Set<string>();
  let end = -1;
  for (let k = from; k <= Math.min(to, from + SUBJECT_SPAN); k++) {
    if (DEFINING.has(reading.tokens[k]?.key ?? "")) {
      end = k;
      break;
    }
  }
  if (end < 0) return ids;
  for (const m of reading.mentions) if (m.from >= from && m.to < end) for (const id of m.ids) ids.add(id);
  return ids;
}

/**
 * Whether a sentence defines the subject another key point defines, and not this point's: "Enterprise value
 * is the value of the company's shares" is about enterprise value, so it does not state "Equity value is the
 * value of the shares", however many words the two share.
 */
export function definesOtherSubject(
  reading: Reading,
  clause: { from: number; to: number },
  subjects: readonly ReadonlySet<string>[],
  i: number,
): boolean {
  const own = subjects[i];
  if (!own?.size) return false;
  // Each clause of the statement: "EBITDA is before D&A, EBIT is after them" defines both, and one that
  // defines the point's own subject states the point.
  const starts = [clause.from];
  for (let k = clause.from; k < clause.to; k++)
    if (/^(?:,|;|and|but|while|whereas)$/.test(reading.tokens[k]?.low ?? "")) starts.push(k + 1);
  const clauses = starts.map((from) => subjectIds(reading, from, clause.to));
  if (clauses.some((ids) => [...ids].some((id) => own.has(id)))) return false;
  const said = new Set(clauses.flatMap((ids) => [...ids]));
  if (!said.size) return false;
  // The whole of another point's subject ("Goodwill impairments" is goodwill and impairment): "an
  // impairment is …" defines no other point's subject on its own.
  return subjects.some(
    (other, j) => j !== i && other.size > 0 && [...other].every((id) => said.has(id) && !own.has(id)),
  );
}
