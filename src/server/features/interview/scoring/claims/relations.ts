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
 * Things that carry risk with them, as finance reads them whatever the question: more borrowing makes a
 * business and its shares riskier, and a wider credit spread is the market seeing more risk. A sentence
 * that has one of them make something safer ("the more debt you use, the less risky the deal", "a wider
 * spread means the bond is less risky") states it the wrong way round.
 */
export const RISK_CARRIERS = ["leverage", "credit-spread"] as const;
/** Words that say risk goes up or down, read in everyday English: "riskier", "safer", "cuts the risk". */
const RISK_UP = [
  ["riskier"],
  ["more", "risky"],
  ["more", "risk"],
  ["higher", "risk"],
  ["greater", "risk"],
  ["more", "dangerous"],
  ["less", "safe"],
  ["adds", "risk"],
  ["add", "risk"],
  ["adds", "to", "the", "risk"],
  ["increases", "the", "risk"],
  ["raises", "the", "risk"],
  ["increases", "risk"],
  ["raises", "risk"],
];
const RISK_DOWN = [
  ["less", "risky"],
  ["less", "risk"],
  ["lower", "risk"],
  ["safer"],
  ["less", "dangerous"],
  ["reduces", "the", "risk"],
  ["lowers", "the", "risk"],
  ["cuts", "the", "risk"],
  ["reduces", "risk"],
  ["lowers", "risk"],
  ["cuts", "risk"],
  ["de", "risks"],
  ["derisks"],
];
/** Words that tie a thing to what it does to risk with nothing moved: "debt makes it less risky". */
const RISK_LINKS = new Set(["makes", "make", "making", "made", "means", "mean", "meaning"]);
const RISK_REACH = 6;

/** Which of the lists has a phrase starting at token `i`, and where that phrase ends. */
function phraseAt<T>(
  reading: Reading,
  i: number,
  lists: readonly (readonly [T, readonly string[][]])[],
): { value: T; to: number } | null {
  for (const [value, phrases] of lists)
    for (const phrase of phrases)
      if (phrase.every((word, k) => reading.tokens[i + k]?.low === word))
        return { value, to: i + phrase.length - 1 };
  return null;
}

const RISK_WORDS: readonly (readonly [Dir, string[][]])[] = [
  ["up", RISK_UP],
  ["down", RISK_DOWN],
];
function riskWordAt(reading: Reading, i: number): { dir: Dir; to: number } | null {
  const found = phraseAt(reading, i, RISK_WORDS);
  return found && { dir: found.value, to: found.to };
}

/**
 * The risk relations a stretch of the answer states against RISK_CARRIERS: a carrier named before an
 * asserted risk word, moved by its own direction word ("the more debt", "a wider spread") or tied to it by
 * "makes" or "means", the two moving against each other. A comparison of two things ("debt is less risky
 * than equity", which is true for lenders) and anything denied between them are left alone.
 */
export function riskBroken(
  reading: Reading,
  from: number,
  to: number,
): { cause: string; effect: string; from: number; to: number }[] {
  const broken: { cause: string; effect: string; from: number; to: number }[] = [];
  for (let i = from; i <= to; i++) {
    const risk = riskWordAt(reading, i);
    if (!risk || reading.asserted[i] !== 1 || risk.to > to) continue;
    const next = reading.tokens[risk.to + 1]?.low;
    if (next === "than" && reading.tokens[risk.to + 2]?.low !== "before") continue;
    for (const cause of RISK_CARRIERS) {
      const carrier = reading.mentions.findLast(
        (m) => m.from >= from && m.to < i && m.to >= i - RISK_REACH - 2 && named(m, cause),
      );
      if (!carrier) continue;
      const between = reading.tokens.slice(carrier.to + 1, i);
      if (between.some((t) => isNegator(t.low))) continue;
      const index = reading.mentions.indexOf(carrier);
      const moved = reading.dirs.find(
        (d) => d.mention === index && !d.negated && !d.hedged && d.dir !== "none",
      );
      const linked = between.length <= RISK_REACH && between.some((t) => RISK_LINKS.has(t.low));
      const dir = moved?.dir ?? (linked ? "up" : null);
      if (!dir || sign(dir) * sign(risk.dir) !== -1) continue;
      broken.push({ cause, effect: "risk", from: carrier.from, to: risk.to });
      break;
    }
  }
  return broken;
}

/**
 * The bridge between what the whole business is worth and what its shares are worth, in any question:
 * enterprise value is equity value plus debt minus cash, so going from equity to enterprise value adds
 * the debt and takes off the cash, and going back does the opposite. "Enterprise value is market cap
 * minus debt plus cash" has both signs the wrong way round.
 */
const BRIDGE_MINUS = [
  ["minus"],
  ["less"],
  ["-"],
  ["−"],
  ["subtract"],
  ["subtracting"],
  ["subtracts"],
  ["deduct"],
  ["deducting"],
  ["take", "away"],
  ["take", "off"],
  ["taking", "away"],
  ["taking", "off"],
  ["takes", "away"],
  ["takes", "off"],
];
const BRIDGE_PLUS = [["plus"], ["+"], ["add"], ["adding"], ["adds"], ["added"]];
const OPERAND_SKIP = new Set(["the", "any", "its", "their", "back", "on", "in", "all", "of"]);
const OPERAND_REACH = 3;

const BRIDGE_OPERATORS: readonly (readonly [1 | -1, string[][]])[] = [
  [-1, BRIDGE_MINUS],
  [1, BRIDGE_PLUS],
];
function bridgeOperator(reading: Reading, i: number): { sign: 1 | -1; to: number } | null {
  const found = phraseAt(reading, i, BRIDGE_OPERATORS);
  return found && { sign: found.value, to: found.to };
}

/**
 * The bridge a stretch of the answer states with a sign the wrong way round: the value it starts from
 * (the one after "from", or else the one named last before the first operator), then debt or cash
 * added or taken off it. Nothing is read after a "because" or a denial, and only asserted words count.
 */
export function bridgeBroken(
  reading: Reading,
  from: number,
  to: number,
): { cause: string; effect: string; from: number; to: number }[] {
  const values = reading.mentions.filter(
    (m) => m.from >= from && m.to <= to && (named(m, "enterprise-value") || named(m, "equity-value")),
  );
  if (!values.some((m) => named(m, "enterprise-value")) || !values.some((m) => named(m, "equity-value")))
    return [];
  const operators: { sign: 1 | -1; at: number; operand: Mention }[] = [];
  for (let i = from; i <= to; i++) {
    const low = reading.tokens[i]?.low ?? "";
    if (low === "because" || low === "since" || isNegator(low)) break;
    const op = bridgeOperator(reading, i);
    if (!op || reading.asserted[i] !== 1) continue;
    let j = op.to + 1;
    while (j <= to && j <= op.to + OPERAND_REACH && OPERAND_SKIP.has(reading.tokens[j]?.low ?? "")) j++;
    const operand = reading.mentions.find((m) => m.from === j && m.to <= to);
    if (operand && (named(operand, "debt") || named(operand, "net-debt") || named(operand, "cash")))
      operators.push({ sign: op.sign, at: i, operand });
  }
  const first = operators[0];
  if (!first) return [];
  const afterFrom = values.find(
    (m) =>
      reading.tokens[m.from - 1]?.low === "from" ||
      (reading.tokens[m.from - 1]?.low === "the" && reading.tokens[m.from - 2]?.low === "from"),
  );
  const base = afterFrom ?? values.findLast((m) => m.to < first.at);
  if (!base) return [];
  const fromEquity = named(base, "equity-value") && !named(base, "enterprise-value");
  for (const { sign, at, operand } of operators) {
    const debt = !named(operand, "cash");
    // From equity value, debt is added and cash taken off; from enterprise value, the other way.
    const want = (debt ? 1 : -1) * (fromEquity ? 1 : -1);
    if (sign !== want) {
      const formula = {
        cause: "enterprise-value",
        effect: debt ? "debt" : "cash",
        from: Math.min(base.from, at),
        to: Math.max(base.to, operand.to),
      };
      const sum = workedSum(reading, formula.to + 1);
      return sum ? [formula, { ...formula, ...sum }] : [formula];
    }
  }
  return [];
}

const SENTENCE_ENDS = new Set([".", "!", "?"]);
const SUM_SIGNS = new Set(["+", "-", "−", "plus", "minus", "less", "="]);
/**
 * The figures a sentence goes on to work out after a formula ("…, so £500m − £200m + £50m = £350m"): they
 * follow the formula, so a sign it has the wrong way round is wrong in them too.
 */
function workedSum(reading: Reading, start: number): { from: number; to: number } | null {
  let first = -1;
  let last = -1;
  let numbers = 0;
  let signs = 0;
  for (let i = start; i < reading.tokens.length; i++) {
    const token = reading.tokens[i] as { low: string; kind: string };
    if (token.kind === "punct" && SENTENCE_ENDS.has(token.low)) break;
    if (token.kind === "number") {
      if (first < 0) first = i;
      last = i;
      numbers += 1;
    } else if (first >= 0 && SUM_SIGNS.has(token.low)) signs += 1;
  }
  return numbers >= 3 && signs >= 2 ? { from: first, to: last } : null;
}

/**
 * The section of the cash flow statement each item belongs to, whatever the question: the working capital
 * items and the depreciation added back are operating, capex is investing, dividends paid are financing.
 * "Capex shows up in the operating section" or "working capital appears in investing" is wrong.
 */
export const SECTIONS: readonly (readonly [string, string])[] = [
  ...(
    ["working-capital", "receivables", "inventory", "payables", "deferred-revenue", "depreciation"] as const
  ).map((item) => [item, "operating-activities"] as const),
  ["capex", "investing-activities"],
  ["dividends", "financing-activities"],
];
const SECTION_IDS = ["operating-activities", "investing-activities", "financing-activities"];
/** Words that put an item in a section: "appears in", "goes through", "shows up under", "part of". */
const SECTION_LINKS = new Set(["in", "under", "through", "into", "within", "of"]);
const SECTION_SKIP = new Set(["the", "its", "their", "a"]);
const ITEM_PRONOUNS = new Set(["it", "they", "this", "that"]);
const ITEM_REACH = 8;
const ITEM_BREAKS = new Set([",", ";", ":", ".", "but", "whereas", "while", "so", "and", "because", "since"]);

/**
 * The items a stretch of the answer puts in another section than their own: a section named straight
 * after "in", "under", "through" … (so "investing in new machines" is no section), and the item named
 * last before it in its clause, or, after "it" or "they", the first item of the sentence. Only asserted
 * words count, and nothing denied.
 */
export function sectionsBroken(
  reading: Reading,
  from: number,
  to: number,
): { cause: string; effect: string; from: number; to: number }[] {
  const broken: { cause: string; effect: string; from: number; to: number }[] = [];
  const { tokens, mentions } = reading;
  for (const section of mentions) {
    if (section.from < from || section.to > to || !SECTION_IDS.some((id) => named(section, id))) continue;
    if (reading.asserted[section.from] !== 1 || tokens[section.to + 1]?.low === "in") continue;
    let link = section.from - 1;
    while (link > from && SECTION_SKIP.has(tokens[link]?.low ?? "")) link--;
    if (!SECTION_LINKS.has(tokens[link]?.low ?? "")) continue;
    let start = link;
    while (start > from && start > link - ITEM_REACH && !ITEM_BREAKS.has(tokens[start - 1]?.low ?? ""))
      start--;
    if (tokens.slice(start, link).some((t) => isNegator(t.low))) continue;
    const isItem = (m: Mention) => SECTIONS.some(([item]) => named(m, item));
    const clauseItems = mentions.filter((m) => m.from >= start && m.to < link && isItem(m));
    const pronoun = tokens.slice(start, link).some((t) => ITEM_PRONOUNS.has(t.low));
    const item =
      clauseItems.at(-1) ??
      (pronoun ? mentions.find((m) => m.from >= from && m.to < start && isItem(m)) : undefined);
    if (!item) continue;
    const own = SECTIONS.filter(([thing]) => named(item, thing));
    if (own.some(([, home]) => named(section, home))) continue;
    const [thing] = own[0] as readonly [string, string];
    const home = SECTION_IDS.find((id) => named(section, id)) as string;
    broken.push({
      cause: thing,
      effect: home,
      from: Math.min(item.from, section.from),
      to: Math.max(item.to, section.to),
    });
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
