import { foldWord } from "./tokens";

// The small words that decide what a sentence claims: which way something moves ("rises", "lower",
// "a cut in"), which side of a line an item sits ("before interest", "minus cash"), and whether the
// speaker asserts it at all ("not", "if", "people think", "…which is wrong").

export type Dir = "up" | "down" | "none";
export type Pole = "before" | "after" | "plus" | "minus";

const keys = (words: string) => words.split(" ").map(foldWord);
const set = (words: string) => new Set(keys(words));

/** Verbs that say the thing before them moved: "cash rises", "the pound weakened". */
export const MOVES: Record<string, Dir> = Object.fromEntries([
  ...keys(
    "rise rises rose risen climb climbs climbed jump jumps jumped soar soars soared surge surges surged spike spikes spiked rocket rockets rocketed rally rallies rallied recover recovers recovered appreciate appreciates appreciated gain gains gained grow grows grew grown expand expands expanded double doubles doubled triple triples tripled win wins won outperform outperforms outperformed balloon balloons ballooned swell swells swelled",
  ).map((k) => [k, "up" as Dir]),
  ...keys(
    "fall falls fell fallen drop drops dropped decline declines declined sink sinks sank sunk plunge plunges plunged plummet plummets plummeted slump slumps slumped tumble tumbles tumbled slide slides slid crash crashes crashed collapse collapses collapsed tank tanks tanked slip slips slipped dip dips dipped depreciate depreciates depreciated lose loses lost suffer suffers suffered underperform underperforms underperformed halve halves halved",
  ).map((k) => [k, "down" as Dir]),
]);

/** Verbs that move their object when they have one ("rates strengthen the pound"), else their subject. */
export const PUSHES: Record<string, Dir> = Object.fromEntries([
  ...keys(
    "increase increases increased increasing raise raises raised raising boost boosts boosted boosting lift lifts lifted strengthen strengthens strengthened improve improves improved help helps helped benefit benefits benefited benefitted support supports supported inflate inflates inflated widen widens widened",
  ).map((k) => [k, "up" as Dir]),
  ...keys(
    "decrease decreases decreased decreasing reduce reduces reduced reducing lowers lowered lowering cut cuts cutting hurt hurts hurting weaken weakens weakened squeeze squeezes squeezed erode erodes eroded depress depresses dampen dampens dampened dent dents dented damage damages damaged worsen worsens worsened hamper hampers hampered shrink shrinks shrank shrunk narrow narrows narrowed",
  ).map((k) => [k, "down" as Dir]),
]);

/** Two-word verbs that push their object: "adds to cash", "weighs on shares", "eats into margins". */
export const PUSH_PHRASES: [string[], Dir][] = [
  ["add to", "up"],
  ["adds to", "up"],
  ["added to", "up"],
  ["eat into", "down"],
  ["eats into", "down"],
  ["weigh on", "down"],
  ["weighs on", "down"],
  ["drag on", "down"],
  ["drags on", "down"],
  ["is good for", "up"],
  ["are good for", "up"],
  ["is bad for", "down"],
  ["are bad for", "down"],
  // "that's good for cash flow", "it's bad for the pound".
  ["good for", "up"],
  ["bad for", "down"],
].map(([phrase, dir]) => [keys(phrase as string), dir as Dir]);

/** Phrases that say the thing before them gained or lost: "a call makes money", "the shares lose value". */
export const MOVE_PHRASES: [string[], Dir][] = [
  ["makes money", "up"],
  ["make money", "up"],
  ["made money", "up"],
  ["pays off", "up"],
  ["gains value", "up"],
  ["gain value", "up"],
  ["is worth more", "up"],
  ["are worth more", "up"],
  ["worth more", "up"],
  ["does well", "up"],
  ["do well", "up"],
  ["doing well", "up"],
  ["did well", "up"],
  ["loses money", "down"],
  ["lose money", "down"],
  ["lost money", "down"],
  ["loses value", "down"],
  ["lose value", "down"],
  ["is worth less", "down"],
  ["are worth less", "down"],
  ["worth less", "down"],
  ["does badly", "down"],
  ["doing badly", "down"],
  ["do badly", "down"],
  ["gets a lift", "up"],
  ["get a lift", "up"],
  ["gets a boost", "up"],
  ["get a boost", "up"],
  ["does better", "up"],
  ["do better", "up"],
  ["takes a hit", "down"],
  ["take a hit", "down"],
  ["comes under pressure", "down"],
  ["come under pressure", "down"],
  ["feel the pinch", "down"],
  ["feels the pinch", "down"],
  ["lose out", "down"],
  ["loses out", "down"],
  ["does worse", "down"],
  ["do worse", "down"],
  ["get hit", "down"],
  ["gets hit", "down"],
  ["are hit", "down"],
  ["is hit", "down"],
  ["hit hard", "down"],
].map(([phrase, dir]) => [keys(phrase as string), dir as Dir]);

/** Modal verbs: "returns can fall" is a possibility, not an assertion to mark wrong. */
export const MODALS = new Set(["can", "could", "may", "might", "sometimes", "occasionally"]);

/**
 * Comparatives, participles and the plain "high"/"low" before a noun ("higher yields", "high capex") or
 * after a copula ("cash is higher", "capex should be low").
 */
export const LEVELS: Record<string, Dir> = Object.fromEntries([
  ...keys(
    "high higher bigger larger greater wider more stronger rising increasing growing climbing soaring increased raised extra additional dearer better pricier",
  ).map((k) => [k, "up" as Dir]),
  ...keys(
    "low lower smaller narrower tighter less fewer weaker falling declining decreasing dropping shrinking reduced lowered cheaper worse",
  ).map((k) => [k, "down" as Dir]),
]);

/** Nouns of change: after their thing ("a rate hike") or before "in"/"of" ("a fall in cash"). */
export const CHANGES: Record<string, Dir> = Object.fromEntries([
  ...keys("rise increase hike jump gain growth spike surge rally boost uptick appreciation expansion").map(
    (k) => [k, "up" as Dir],
  ),
  ...keys("fall drop decline decrease cut reduction slump dip selloff contraction compression").map((k) => [
    k,
    "down" as Dir,
  ]),
]);

export const UNCHANGED_WORDS = set("unchanged unaffected flat constant unaltered neutral");
export const NO_CHANGE_NOUNS = set("change effect impact difference movement");
export const STAY_VERBS = set("stay stays stayed remain remains remained");
export const CHANGE_VERBS = set(
  "change changes changed move moves affect affects affected impact impacts hit hits touch touches show shows appear appears",
);

/** Verbs that make "up"/"down" push an object: "pushes prices down", "drives up yields". */
export const PARTICLE_PUSHERS = set(
  "push pushes pushed pushing drive drives drove driven driving bring brings brought force forces forced send sends sent knock knocks knocked put puts drag drags dragged mark marks marked bid bids",
);

export const COPULAS = set(
  "is are was were be been being become becomes became get gets got goes go went look looks it's they're stays ends end would will",
);
/** Words skipped between a comparative and its noun: "higher long-term yields", "lower the company's profit". */
export const NOUN_SKIP = set(
  "the a an its their his her your our this that these those much far slightly even of all both every any most company's firm's",
);

export const NEGATORS = new Set(["not", "never", "no", "nor", "neither", "cannot", "hardly", "without"]);
export const isNegator = (low: string) => NEGATORS.has(low) || low.endsWith("n't");

/** Phrases for each side of a line; "doesn't include" is read as "include" negated. */
export const POLES: [string[], Pole][] = [
  ...[
    "before",
    "excluding",
    "exclude",
    "excludes",
    "excluded",
    "ignoring",
    "ignore",
    "ignores",
    "ignored",
    "strip out",
    "strips out",
    "stripped out",
    "stripping out",
    "strip",
    "strips",
    "add back",
    "adds back",
    "added back",
    "adding back",
    "prior to",
    "pre",
    "leave out",
    "leaves out",
    "left out",
    "leaving out",
    "disregard",
    "disregards",
    "disregarding",
  ].map((p): [string[], Pole] => [keys(p), "before"]),
  ...[
    "after",
    "net of",
    "deduct",
    "deducts",
    "deducted",
    "deducting",
    "take off",
    "takes off",
    "taken off",
    "taking off",
    "account for",
    "accounts for",
    "take into account",
    "takes into account",
    "once you've paid",
    "after paying",
    "paid",
    "having paid",
    "post",
  ].map((p): [string[], Pole] => [keys(p), "after"]),
  ...[
    "plus",
    "add",
    "adds",
    "added",
    "adding",
    "+",
    "on top of",
    "together with",
    "along with",
    "including",
    "include",
    "includes",
    "included",
  ].map((p): [string[], Pole] => [keys(p), "plus"]),
  ...[
    "minus",
    "less",
    "subtract",
    "subtracts",
    "subtracted",
    "subtracting",
    "take away",
    "takes away",
    "taken away",
    "taking away",
    "-",
    "remove",
    "removes",
    "removed",
    "removing",
  ].map((p): [string[], Pole] => [keys(p), "minus"]),
];

/** Which axis a pole is on, and the pole opposite it. */
export const POLE_AXIS: Record<Pole, "order" | "sum"> = {
  before: "order",
  after: "order",
  plus: "sum",
  minus: "sum",
};
export const OPPOSITE_POLE: Record<Pole, Pole> = {
  before: "after",
  after: "before",
  plus: "minus",
  minus: "plus",
};
/**
 * Phrases of one axis that also say something on the other: "excluding interest" is "before" interest
 * and "minus" it; "deducting tax" is "after" tax and "minus" it; "adding back" is "before" and "plus".
 */
export const CROSS_POLES: Record<string, Pole> = Object.fromEntries(
  [
    ...[
      "excluding",
      "exclude",
      "excludes",
      "excluded",
      "deduct",
      "deducts",
      "deducted",
      "deducting",
      "net of",
    ],
    ...["take off", "takes off", "taken off", "taking off"],
  ]
    .map((p) => [p, "minus"])
    .concat(["add back", "adds back", "added back", "adding back"].map((p) => [p, "plus"]))
    // "net income includes interest" is after it; "EBITDA doesn't include interest" is before it.
    .concat(["include", "includes", "included", "including"].map((p) => [p, "after"]))
    .concat(["plus", "add", "adds", "added", "adding", "+"].map((p) => [p, "before"]))
    .concat(
      [
        "minus",
        "less",
        "subtract",
        "subtracts",
        "subtracted",
        "subtracting",
        "-",
        "take away",
        "takes away",
      ].map((p) => [p, "after"]),
    )
    .map(([phrase, pole]) => [keys(phrase as string).join(" "), pole as Pole]),
);

/**
 * Opening words after which the rest of the clause is supposed, not asserted ("it would otherwise pay a
 * high coupon" says what does not happen).
 */
export const SUPPOSING = set("if unless whether suppose supposing assuming assume imagine otherwise");
/** Phrases that report a belief the speaker does not hold. */
export const REPORTING: string[][] = [
  "people think",
  "people say",
  "people assume",
  "people often",
  "some people",
  "many people",
  "most people",
  "a lot of people",
  "you might think",
  "you'd think",
  "you would think",
  "you might expect",
  "might assume",
  "tempting",
  "trap",
  "mistake",
  "misconception",
  "myth",
  "intuitive answer",
  "obvious answer",
  "intuition",
  "gut",
  "naive",
  "naively",
  "rather than",
  "instead of",
  "as opposed to",
  "not because",
  "contrary to",
  "wrongly",
  "it's not that",
  "doesn't mean",
  "does not mean",
  // "It's not true that …" denies what follows; "…, which isn't true" (REFUTING) what came before.
  "not true that",
  "isn't true that",
  "not the case that",
  "isn't the case that",
  "false that",
  "wrong to say",
  "wrong to think",
].map(keys);
/** Words after a statement that call it wrong. */
export const REFUTING: string[][] = [
  "wrong",
  "incorrect",
  "not right",
  "not true",
  "isn't true",
  "untrue",
  "false",
  "a trap",
  "a myth",
  "a mistake",
  "not the case",
  "isn't the case",
  "doesn't hold",
  "fallacy",
].map(keys);
/** Words that end a supposed clause: "if yields rise, then prices fall". */
export const CLAUSE_BREAKS = new Set([",", ";", ":", "then", "so"]);

/** Phrases saying two things move against or with each other. */
export const OPPOSITE_WORDS: string[][] = [
  "inverse",
  "inversely",
  "opposite",
  "negatively correlated",
  "negative correlation",
  "negative relationship",
  "seesaw",
  "see saw",
  "other way",
].map(keys);
export const TOGETHER_WORDS: string[][] = [
  "same direction",
  "move together",
  "moves together",
  "go together",
  "positively correlated",
  "positive correlation",
  "positive relationship",
  "in tandem",
  "in step",
].map(keys);

/** Link words between a thing and the number it is said to be: "the ball costs 10p", "EV is £650m". */
export const VALUE_LINKS = set(
  "is are was were be costs cost = equals equal comes come works out at to gives give get makes would will should of around about roughly approximately just only probably actually therefore then so",
);

/**
 * Finance things that stand in each other's place in one slot of a statement: the rate a cash flow is
 * discounted at, the flow a model projects. Each group has the verb that opens its slot and the textbook
 * alternatives that can fill it; a sentence that fills the slot with one alternative where a point has
 * another states the point with the wrong thing. Each alternative is a list of concept ids read as one
 * ("free cash flow" and "unlevered FCF" are one choice against "net income").
 */
export const RIVALS: readonly { slot: RegExp; alternatives: readonly (readonly string[])[] }[] = [
  { slot: /^discount/, alternatives: [["wacc"], ["cost-of-equity"], ["cost-of-debt"], ["risk-free-rate"]] },
  {
    slot: /^(project|forecast)/,
    alternatives: [["unlevered-fcf", "free-cash-flow"], ["levered-fcf"], ["net-income"], ["dividends"]],
  },
];
/** How many words after its verb a slot's filler may stand: "discount them using the WACC". */
export const SLOT_REACH = 5;

/** Operators whose two sides cannot be swapped: "A minus B" is not "B minus A", nor "A over B" "B over A". */
export const ORDERED_OPERATORS: readonly { kind: "minus" | "ratio"; words: readonly string[] }[] = [
  { kind: "minus", words: ["minus"] },
  { kind: "minus", words: ["less"] },
  { kind: "minus", words: ["-"] },
  { kind: "ratio", words: ["divided", "by"] },
  { kind: "ratio", words: ["over"] },
  { kind: "ratio", words: ["/"] },
];
