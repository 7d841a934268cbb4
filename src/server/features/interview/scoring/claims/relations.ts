import type { Mention } from "./mentions";
import type { DirReading, Reading } from "./reading";
import { type Dir, isNegator, POLE_AXIS } from "./words";

// What finance says about how one thing moves another, as signs: a sentence that moves both things of a
// pair against its sign states something wrong whatever the question and however it is worded ("a
// higher discount rate raises the value", "if receivables go up, cash flow goes up"). Each pair is a
// textbook relation that holds with everything else equal; a candidate who says otherwise is wrong.

/** [cause, effect, +1 when they move together, -1 when against each other]. */
export const RELATIONS: readonly (readonly [string, string, 1 | -1])[] = [
  // Discounting: a higher rate, a lower present value.
  ...(["enterprise-value", "equity-value", "terminal-value", "dcf"] as const).map(
    (v) => ["wacc", v, -1] as const,
  ),
  // A faster growth forever makes the perpetuity worth more.
  ["growth-rate", "terminal-value", 1],
  ["interest-rate", "bond-price", -1],
  ["yield", "bond-price", -1],
  ["gilt-yield", "gilt-price", -1],
  ["credit-spread", "bond-price", -1],
  ["volatility", "option-price", 1],
  // Working capital: money tied up in receivables and stock is cash not yet in; payables are cash kept.
  ...(["cash-flow", "operating-activities", "free-cash-flow"] as const).flatMap((flow) => [
    ["receivables", flow, -1] as const,
    ["inventory", flow, -1] as const,
    ["working-capital", flow, -1] as const,
    ["payables", flow, 1] as const,
    ["deferred-revenue", flow, 1] as const,
  ]),
  ["capex", "free-cash-flow", -1],
  // The cost of capital: each input raises what it feeds.
  ["beta", "cost-of-equity", 1],
  ["risk-free-rate", "cost-of-equity", 1],
  ["equity-risk-premium", "cost-of-equity", 1],
  ["cost-of-equity", "wacc", 1],
  ["cost-of-debt", "wacc", 1],
  ["leverage", "beta", 1],
  // More debt puts more risk on what is left for shareholders, so they ask a higher return.
  ["leverage", "cost-of-equity", 1],
  ["debt", "cost-of-equity", 1],
  // The income statement: costs lower profit and tax, revenue raises profit.
  ...(["net-income", "pre-tax-profit", "operating-profit", "ebit"] as const).flatMap((line) => [
    ["expenses", line, -1] as const,
    ["opex", line, -1] as const,
    ["revenue", line, 1] as const,
  ]),
  ["depreciation", "tax-bill", -1],
  ["interest", "tax-bill", -1],
  ["impairment", "net-income", -1],
  ["cogs", "gross-profit", -1],
  ["dividends", "retained-earnings", -1],
  ["coupon", "duration", -1],
  // Equity is what is left of the business after the debt: more debt, less for shareholders.
  ["net-debt", "equity-value", -1],
  ["debt", "equity-value", -1],
  // A currency's own inflation erodes what it buys. (Rates are left out: a sentence often sets one
  // country's rates against another's currency, "US rates rise, so emerging currencies weaken".)
  ["inflation", "sterling", -1],
  // The fear gauge rises when shares fall.
  ["vix", "equities", -1],
  ["oil-price", "oil-producers", 1],
  // Fuel feeds into nearly every price, so dearer oil raises inflation.
  ["oil-price", "inflation", 1],
  ["oil-price", "oil-users", -1],
];

const CONTRASTS = new Set(["but", "whereas", "however", "yet", "although", "though", "while", "meanwhile"]);
function contrastBetween(reading: Reading, a: number, b: number): boolean {
  for (let j = Math.min(a, b) + 1; j < Math.max(a, b); j++)
    if (CONTRASTS.has(reading.tokens[j]?.low ?? "")) return true;
  return false;
}
const sign = (dir: Dir) => (dir === "up" ? 1 : dir === "down" ? -1 : 0);
const named = (mention: Mention | undefined, id: string) => mention?.ids.has(`#${id}`) ?? false;

/**
 * The relations a stretch of the answer states against their sign: both things said to move, in the
 * same sentence, the effect asserted (the cause may be supposed: "if receivables rise, cash flow rises"),
 * and no statement of the pair in that sentence that agrees with the sign.
 */
export function relationsBroken(
  reading: Reading,
  from: number,
  to: number,
): { cause: string; effect: string; from: number; to: number }[] {
  // Only things named in the stretch itself: a pronoun's thing ("it rises with maturity") is read from
  // an earlier sentence by position, too loosely to call a statement wrong on.
  const inside = (d: DirReading) => {
    const m = reading.mentions[d.mention] as Mention;
    return d.at >= from && d.at <= to && m.from >= from && m.to <= to;
  };
  const dirs = reading.dirs.filter((d) => inside(d) && !d.negated && !d.hedged && d.dir !== "none");
  if (dirs.length < 2) return [];
  const broken: { cause: string; effect: string; from: number; to: number }[] = [];
  for (const [cause, effect, want] of RELATIONS) {
    const causes = dirs.filter((d) => named(reading.mentions[d.mention], cause));
    if (!causes.length) continue;
    const effects = dirs.filter(
      (d) => named(reading.mentions[d.mention], effect) && reading.asserted[d.at] === 1,
    );
    if (!effects.length) continue;
    // "Debt lowers WACC, but the cost of equity rises": a contrast between them sets the two moves
    // side by side; it does not say one moved the other.
    const products = causes.flatMap((c) =>
      effects.filter((e) => !contrastBetween(reading, c.at, e.at)).map((e) => sign(c.dir) * sign(e.dir)),
    );
    if (products.some((p) => p === want) || !products.some((p) => p === -want)) continue;
    const spans = [...causes, ...effects].flatMap((d) => {
      const m = reading.mentions[d.mention] as Mention;
      return [m.from, m.to, d.at];
    });
    broken.push({ cause, effect, from: Math.min(...spans), to: Math.max(...spans) });
  }
  return broken;
}

/**
 * Which side of a cost each profit or cash flow is struck: [measure, item, side]. "EBITDA is after
 * interest" or "unlevered free cash flow is after interest" is wrong whatever the question.
 */
export const SIDES: readonly (readonly [string, string, "before" | "after"])[] = [
  ...(["ebitda", "ebit", "operating-profit"] as const).flatMap((line) => [
    [line, "interest", "before"] as const,
    [line, "tax", "before"] as const,
    [line, "tax-bill", "before"] as const,
  ]),
  ["ebitda", "depreciation", "before"],
  ["pre-tax-profit", "tax", "before"],
  ["pre-tax-profit", "tax-bill", "before"],
  ["net-income", "interest", "after"],
  ["net-income", "tax", "after"],
  ["net-income", "tax-bill", "after"],
  ["unlevered-fcf", "interest", "before"],
  ["levered-fcf", "interest", "after"],
];

const SIDE_BREAKS = new Set([",", ";", ":", "and", "then", "but", "so", "while", "whereas", "or"]);

/**
 * The sides a stretch of the answer puts against SIDES: an asserted "before" or "after" an item, said of
 * the first thing named in its clause ("EBITDA is what is left after interest"). A measure straight
 * before the word is a name ("earnings before interest", "profit after tax"), not a statement.
 */
export function sidesBroken(
  reading: Reading,
  from: number,
  to: number,
): { cause: string; effect: string; from: number; to: number }[] {
  const broken: { cause: string; effect: string; from: number; to: number }[] = [];
  for (const pole of reading.poles) {
    if (pole.mention < 0 || pole.at < from || pole.at > to || reading.asserted[pole.at] !== 1) continue;
    if (POLE_AXIS[pole.pole] !== "order") continue;
    const item = reading.mentions[pole.mention] as Mention;
    if (item.from < from || item.to > to) continue;
    let start = pole.at;
    while (start > from && !SIDE_BREAKS.has(reading.tokens[start - 1]?.low ?? "")) start--;
    const measure = reading.mentions.find((m) => m.from >= start && m.to < pole.at - 1 && m !== item);
    if (!measure) continue;
    for (const [line, cost, want] of SIDES) {
      if (!named(measure, line) || !named(item, cost) || pole.pole === want) continue;
      broken.push({ cause: line, effect: cost, from: measure.from, to: Math.max(item.to, pole.at) });
      break;
    }
  }
  return broken;
}

/**
 * Things finance keeps apart, in pairs of groups: a sentence calling one of the first group the same as
 * one of the second ("net income is the same as the cash it generates", "profit and cash are the same
 * thing") states something wrong whatever the question. Profit is not cash, revenue is not profit, and
 * the three statements are different things.
 */
export const DISTINCT: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    ["net-income", "profit", "pre-tax-profit", "operating-profit", "ebit", "ebitda", "gross-profit"],
    ["cash", "cash-flow", "free-cash-flow"],
  ],
  [
    ["revenue"],
    ["net-income", "profit", "pre-tax-profit", "operating-profit", "ebit", "ebitda", "gross-profit"],
  ],
  [["income-statement"], ["cash-flow-statement", "balance-sheet"]],
  [["cash-flow-statement"], ["balance-sheet"]],
];

/** Words that say two things are one: "the same (thing) as", "equal to", "identical to", "equivalent to". */
const SAME_AFTER = new Set(["equal", "identical", "equivalent"]);
const SAME_REACH = 8;
/** "EV is equal to equity value plus net debt": the second thing is only the start of a sum. */
const SUM_WORDS = new Set(
  "plus minus less add adding added times divided over + - * / x after before excluding including with without".split(
    " ",
  ),
);

function distinctPair(a: Mention, b: Mention): readonly [string, string] | null {
  for (const [left, right] of DISTINCT) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const xl = left.find((id) => named(x, id));
      const yr = right.find((id) => named(y, id));
      if (xl && yr && !right.some((id) => named(x, id)) && !left.some((id) => named(y, id))) {
        return x === a ? [xl, yr] : [yr, xl];
      }
    }
  }
  return null;
}

/**
 * The sentences of a stretch that call two things of a DISTINCT pair the same: "A is (just) the same as
 * B", "A is equal to B", "A and B are the same (thing)". The saying must be asserted and not denied ("net
 * income isn't the same as cash" is the right point).
 */
export function samenessBroken(
  reading: Reading,
  from: number,
  to: number,
): { cause: string; effect: string; from: number; to: number }[] {
  const { tokens, mentions, chunkOf } = reading;
  const low = (i: number) => tokens[i]?.low ?? "";
  const broken: { cause: string; effect: string; from: number; to: number }[] = [];
  const inClause = (a: number, b: number, and = false) => {
    for (let j = a; j <= b; j++) {
      if (and && low(j) === "and") continue;
      if (chunkOf[j] !== chunkOf[a] || SIDE_BREAKS.has(low(j)) || isNegator(low(j))) return false;
    }
    return true;
  };
  for (let i = from; i <= to; i++) {
    let after: number | null = null;
    let same = false;
    if (low(i) === "same" && low(i - 1) === "the") {
      same = true;
      if (low(i + 1) === "as") after = i + 2;
      else if (low(i + 1) === "thing" && low(i + 2) === "as") after = i + 3;
    } else if (SAME_AFTER.has(low(i)) && low(i + 1) === "to") after = i + 2;
    if (!same && after === null) continue;
    if (reading.asserted[i] !== 1) continue;
    const start = same ? i - 1 : i;
    const before = mentions.filter(
      (m) =>
        m.to < start &&
        start - m.to <= SAME_REACH &&
        m.from >= from &&
        inClause(m.to + 1, start - 1, after === null),
    );
    let pair: [Mention, Mention] | null = null;
    if (after !== null) {
      const next = mentions.find((m) => m.from >= after && m.from - after <= 2 && m.to <= to);
      const prev = before.at(-1);
      if (next && prev && inClause(after, next.from) && !SUM_WORDS.has(low(next.to + 1))) pair = [prev, next];
    } else {
      // "A and B are the same (thing)".
      const [a, b] = before.slice(-2);
      if (a && b && tokens.slice(a.to + 1, b.from).some((t) => t.low === "and")) pair = [a, b];
    }
    if (!pair) continue;
    const ids = distinctPair(pair[0], pair[1]);
    if (!ids) continue;
    broken.push({ cause: ids[0], effect: ids[1], from: pair[0].from, to: Math.max(pair[1].to, i) });
  }
  return broken;
}
