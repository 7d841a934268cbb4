import { bagOf, likeness, type Target } from "./likeness";
import { type NumSpan, sameNumber } from "./numbers";
import type { Reading } from "./reading";
import { CHANGES, isNegator, LEVELS, MOVES, PUSHES } from "./words";

// Signs that a sentence may say something other than the key point it resembles. A sentence that only
// restates a point's words is safely read as stating it; one that also moves or compares something,
// denies something, gives a figure or gives a reason may use the point's words to claim something else
// ("the fund tracks an index, so it beats most managers"). A sign counts only when the point's own ways
// of being said do not account for it: a point about a rise explains a direction word, a point giving
// £15 explains "£15", a reason that names the point's own things explains itself.

type Span = { from: number; to: number };
type Signs = { moves: boolean; denies: boolean; reasons: number[]; numbers: NumSpan[] };

const REASON_WORDS = new Set(["because", "since", "cos", "cause"]);
const directional = (word: string) =>
  [MOVES, PUSHES, LEVELS, CHANGES].some((words) => Object.hasOwn(words, word)) || word === "than";

function signsOf(reading: Reading, span: Span): Signs {
  const signs: Signs = { moves: false, denies: false, reasons: [], numbers: [] };
  for (let i = span.from; i <= span.to; i++) {
    const token = reading.tokens[i];
    if (token?.kind !== "word") continue;
    if (directional(token.low) || directional(token.key)) signs.moves = true;
    if (isNegator(token.low)) signs.denies = true;
    if (REASON_WORDS.has(token.low)) signs.reasons.push(i);
  }
  signs.numbers = reading.numbers.filter((n) => n.from >= span.from && n.to <= span.to);
  return signs;
}

/** The words of a reason, from after its "because" to the end of its clause. */
function reasonAt(reading: Reading, at: number, span: Span): Span | null {
  let to = at + 1;
  if (to > span.to) return null;
  while (to < span.to && reading.tokens[to + 1]?.kind !== "punct") to++;
  return { from: at + 1, to };
}

/**
 * Whether tokens `span` of the answer carry a sign none of the point's ways of being said accounts for: a
 * direction or comparison word where no way has one, a denial where none has one, a figure none of them
 * gives, or a reason naming nothing the point names where no way gives a reason.
 */
export function unaccountedSign(reading: Reading, span: Span, ways: readonly Target[]): boolean {
  if (!ways.length) return false;
  const said = signsOf(reading, span);
  const own = ways.map((t) => signsOf(t.reading, { from: 0, to: t.reading.tokens.length - 1 }));
  if (said.moves && !own.some((s) => s.moves)) return true;
  if (said.denies && !own.some((s) => s.denies)) return true;
  const figures = own.flatMap((s) => s.numbers.flatMap((n) => n.values));
  if (said.numbers.some((n) => !sameNumber(n, figures))) return true;
  if (own.some((s) => s.reasons.length)) return false;
  return said.reasons.some((at) => {
    const reason = reasonAt(reading, at, span);
    if (!reason) return false;
    const bag = bagOf(reading, reason.from, reason.to);
    return !ways.some((t) => likeness(bag, t.bag).shared >= 1);
  });
}
