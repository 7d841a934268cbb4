import { findMentions, type Mention, type TermIndex } from "./mentions";
import { findNumbers, type NumSpan } from "./numbers";
import { type Chunk, chunksOf, type Tok, tokenize } from "./tokens";
import {
  CHANGE_VERBS,
  CHANGES,
  CLAUSE_BREAKS,
  COPULAS,
  CROSS_POLES,
  type Dir,
  isNegator,
  LEVELS,
  MODALS,
  MOVE_PHRASES,
  MOVES,
  NO_CHANGE_NOUNS,
  NOUN_SKIP,
  OPPOSITE_WORDS,
  PARTICLE_PUSHERS,
  POLE_AXIS,
  POLES,
  type Pole,
  PUSH_PHRASES,
  PUSHES,
  REFUTING,
  REPORTING,
  STAY_VERBS,
  SUPPOSING,
  TOGETHER_WORDS,
  UNCHANGED_WORDS,
  VALUE_LINKS,
} from "./words";

// One reading of an answer, shared by every claim of the question: its sentences, the things it names,
// the numbers it gives, which way it says each thing moved (and what moved it), which side of a line it
// puts each item, and which of its words it actually asserts. Attaching a direction word to its thing is
// done by position, as a listener would: "cash goes up" (the word after its thing), "higher yields" (the
// word before it), "rates strengthen the pound" (a verb moves its object, and its subject is the cause).

export type DirReading = {
  mention: number;
  dir: Dir;
  /** The direction word's token. */
  at: number;
  negated: boolean;
  amount: NumSpan | null;
  /** The mention that moved it ("depreciation increases cash": depreciation), if the verb says so. */
  cause: number | null;
  /** Said as a possibility ("returns can fall"), which is never marked wrong. */
  hedged: boolean;
  /** Said with a comparative ("lower coupons"): a level against something else, not a move. */
  level?: boolean;
};
export type PoleReading = {
  /** The thing put on the side, or -1 when a pronoun stands for it ("add it back"). */
  mention: number;
  pole: Pole;
  cross: Pole | null;
  at: number;
  /** For a pronoun's thing, what it stands for: the subject the text is about (PRONOUN_SUBJECT). */
  ids?: ReadonlySet<string>;
};

/**
 * What a pronoun handled by an adding or subtracting verb stands for ("you add it back", "it is
 * subtracted"): in an answer and in a key point alike, the thing the question asks about, so the two
 * are compared as the same thing.
 */
export const PRONOUN_SUBJECT = "@subject";
const SUBJECT_IDS: ReadonlySet<string> = new Set([PRONOUN_SUBJECT]);
const OBJECT_PRONOUNS = new Set(["it", "them"]);
const SUBJECT_PRONOUNS = new Set(["it", "they"]);
const PASSIVE_LINKS = new Set([
  "is",
  "are",
  "be",
  "been",
  "being",
  "gets",
  "get",
  "got",
  "always",
  "just",
  "then",
  "also",
]);
export type ValueReading = { mention: number | null; num: NumSpan };
export type Relation = { kind: "opposite" | "together"; at: number };

export type Reading = {
  text: string;
  tokens: Tok[];
  chunks: Chunk[];
  chunkOf: Int32Array;
  mentions: Mention[];
  mentionAt: Int32Array;
  numbers: NumSpan[];
  dirs: DirReading[];
  poles: PoleReading[];
  values: ValueReading[];
  relations: Relation[];
  /** Whether the speaker asserts what the token says (not supposed, reported, refuted or asked). */
  asserted: Uint8Array;
  /**
   * Whether the token names what the speaker sets aside: the words after "rather than", "instead of",
   * "as opposed to" or "without" up to the end of their clause ("borrow more rather than pay it down"
   * does not say to pay it down).
   */
  contrasted: Uint8Array;
  /**
   * Whether the speaker disowns what the token says: a belief reported as others' ("people think …",
   * "it's a myth that …"), a statement called wrong ("…, but that's not true") or one taken back ("oh,
   * no, wait"). Unlike a supposition ("if rates rise, prices fall"), it states no rule either.
   */
  disowned: Uint8Array;
};

const BACK_REACH = 6;
const DETERMINERS = new Set(["this", "that", "these", "those"]);
/** Words that may stand between a pronoun and its verb: "it also falls", "that then rises". */
const LINKING = new Set(
  "also then too still just really actually will would could can may might should does do did is are was were has have had always usually often only".split(
    " ",
  ),
);
/** Words that open a clause's own subject after a comma: "…, those positions lost value". */
const OWN_SUBJECT_LEADS = new Set(["those", "these", "their", "his", "her", "our", "my"]);
const POSSESSIVE = /^\w+(['’]s|s['’])$/;
/** Things a year's figures flow into: said as kept or built up, they are the retained stock instead. */
const FLOW_IDS = new Set(["#profit", "#net-income"]);
const KEPT_WORDS = new Set(["kept", "retained", "built", "accumulated", "ploughed", "reinvested", "saved"]);
const KEPT_REACH = 5;
const PRONOUN_REACH = 15;
const AMOUNT_SKIP = new Set([
  "by",
  "about",
  "around",
  "roughly",
  "approximately",
  "some",
  "only",
  "just",
  "a",
  "further",
  "another",
  "to",
  "the",
  "full",
  "whole",
  "entire",
]);
/** Words that make a figure the first term of a sum rather than an amount on its own. */
const ARITHMETIC = new Set(["minus", "plus", "times", "multiplied", "divided", "+", "-", "−", "×", "*", "/"]);
const NOT_PARTICLE_AFTER = new Set(
  "set sets setting pick picked make makes made end ends ended sum sums summed break breaks broke broken look looked come comes came turn turned follow followed back backed open opened speak spoke step stepped shut show showed catch caught give gave wrap wrapped fill filled line lined sign signed mix mixed split add adds added adding tie ties tied take takes took taken shot sit sat settle settled calm calmed slow slowed hold held".split(
    " ",
  ),
);
const WRITE_PUSHERS = new Set([
  "write",
  "writes",
  "wrote",
  "written",
  "writing",
  "pay",
  "pays",
  "paid",
  "paying",
  "mark",
  "marks",
  "marked",
]);
const CHANGE_LEADS = new Set(["a", "an", "the", "any", "big", "small", "sharp", "further", "large"]);
const POLE_SKIP = new Set(
  "you you've we we've they they've it it's has have had been paid paying pay pays taking taken take takes deducting deduct subtracting subtract removing remove counting count considering off out the any all its their".split(
    " ",
  ),
);
const PARTICIPLES = new Set(
  [
    "added",
    "deducted",
    "excluded",
    "subtracted",
    "removed",
    "included",
    "ignored",
    "stripped",
    "taken",
    "left",
    "netted",
  ].map((w) => w),
);
/** Words that may follow a verb used without an object: "cash increases by £2.50", "rates rise sharply". */
const INTRANSITIVE_NEXT = new Set(
  "by to from in on at for with when as because and or so but sharply slightly significantly substantially further again too also then over until if than more less much a lot quickly slowly immediately overall accordingly while whereas which meaning since after before though although therefore".split(
    " ",
  ),
);
const VALUE_ADJECTIVES = new Set(["expensive", "valuable", "costly", "pricey", "", ".", ",", ";", "than"]);
const NOTHING_VERBS = new Set([
  "happens",
  "happen",
  "changes",
  "change",
  "hits",
  "touches",
  "goes",
  "shows",
  "appears",
  "moves",
]);
const MAGNITUDE_VERBS = new Set(
  "moves move changes change swings swing reacts react varies vary fluctuates fluctuate falls fall rises rise drops drop jumps jump matters matter".split(
    " ",
  ),
);
/** Words of size, not of level: "a bigger price move" is a large move, not a high price. */
const SIZE_WORDS = new Set("bigger larger smaller greater biggest largest smallest greatest".split(" "));
const MAGNITUDE_NOUNS = new Set(
  "movement movements reaction reactions swings impact effect moves".split(" "),
);
const PRONOUNS = new Set(["it", "they", "this", "that", "these", "those"]);
const HEAD_PREPOSITIONS = new Set(["on", "of"]);
const HEAD_SKIP = new Set(["the", "a", "an", "its", "their", "that", "this", "each", "every"]);
const CLAUSE_JOINS = new Set(["but", "so", "whereas", "however", "yet"]);
const SO_DEGREE = new Set(["much", "far", "many", "little", "few", "high", "low", "big", "small"]);
const CONTRAST = new Set(["but", "whereas", "however", "actually", "although", "though", "yet"]);

function matchPhrase(tokens: readonly Tok[], i: number, keys: readonly string[]): boolean {
  return keys.every((key, k) => tokens[i + k]?.key === key);
}

/** Phrase lists indexed by their first word, so each token is compared with few phrases. */
function byFirstWord<T extends readonly [string[], ...unknown[]] | string[]>(
  list: readonly T[],
): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const entry of list) {
    const keys = (Array.isArray(entry[0]) ? entry[0] : entry) as string[];
    const first = keys[0] ?? "";
    index.set(first, [...(index.get(first) ?? []), entry]);
  }
  return index;
}
const POLES_BY_FIRST = byFirstWord(POLES);
const PUSH_BY_FIRST = byFirstWord(PUSH_PHRASES);
const MOVE_BY_FIRST = byFirstWord(MOVE_PHRASES);
const REPORTING_BY_FIRST = byFirstWord(REPORTING);
const REFUTING_BY_FIRST = byFirstWord(REFUTING);
const OPPOSITE_BY_FIRST = byFirstWord(OPPOSITE_WORDS);
const TOGETHER_BY_FIRST = byFirstWord(TOGETHER_WORDS);
const startsHere = (index: Map<string, string[][]>, tokens: readonly Tok[], i: number) =>
  (index.get(tokens[i]?.key ?? "") ?? []).some((keys) => matchPhrase(tokens, i, keys));

export function readAnswer(text: string, indexes: readonly TermIndex[]): Reading {
  const tokens = tokenize(text);
  const chunks = chunksOf(text, tokens);
  const chunkOf = new Int32Array(tokens.length).fill(-1);
  chunks.forEach((chunk, c) => {
    chunkOf.fill(c, chunk.from, chunk.to + 1);
  });
  const numbers = findNumbers(tokens);
  const inNumber = new Set<number>();
  const numberAt = new Int32Array(tokens.length).fill(-1);
  numbers.forEach((span, n) => {
    for (let i = span.from; i <= span.to; i++) {
      inNumber.add(i);
      numberAt[i] = n;
    }
  });
  const mentions = findMentions(tokens, indexes, inNumber);
  const mentionAt = new Int32Array(tokens.length).fill(-1);
  mentions.forEach((m, n) => {
    mentionAt.fill(n, m.from, m.to + 1);
  });

  const sameChunk = (a: number, b: number) => chunkOf[a] === chunkOf[b] && chunkOf[a] !== -1;
  const low = (i: number) => tokens[i]?.low ?? "";

  // "Inflation raises costs, so margins get squeezed", "debt lowers WACC, but equity costs rise": a word
  // that joins two clauses ends the reach of a direction word back to its thing ("so much higher" is not
  // a join).
  const clauseJoin = (j: number) =>
    CLAUSE_JOINS.has(low(j)) && !(low(j) === "so" && SO_DEGREE.has(low(j + 1)));
  /** The nearest mention ending before `i`, within reach and the same chunk, not across a clause break. */
  const mentionBefore = (i: number, reach = BACK_REACH): number => {
    for (let j = i - 1; j >= Math.max(0, i - reach); j--) {
      if (!sameChunk(i, j)) return -1;
      if (mentionAt[j] !== -1) return mentionAt[j] as number;
      if (low(j) === ";" || low(j) === ":" || clauseJoin(j)) return -1;
      // "When yields shot up, those positions lost value": a clause that opens with a subject of its
      // own ("those positions") moves that subject, not the thing named before the comma.
      if (low(j) === "," && OWN_SUBJECT_LEADS.has(low(j + 1)) && j + 2 < i) return -1;
    }
    return -1;
  };
  /** The mention starting at or just after `i` (articles and small words skipped), or -1. */
  const mentionAfter = (i: number, reach = 3): number => {
    for (let j = i; j < Math.min(tokens.length, i + reach + 1); j++) {
      if (!sameChunk(i, j)) return -1;
      const m = mentionAt[j] as number;
      if (m !== -1) return mentions[m]?.from === j ? m : -1;
      if (!NOUN_SKIP.has(tokens[j]?.key ?? "") && !NOUN_SKIP.has(low(j))) return -1;
    }
    return -1;
  };
  const amountNear = (at: number, before = false): NumSpan | null => {
    let j = at + 1;
    let skipped = 0;
    // "up a hundred and thirty-five", "down by a third": the "a" that starts a number is the number.
    const startsNumber = (k: number) => numberAt[k] !== -1 && numbers[numberAt[k] as number]?.from === k;
    while (AMOUNT_SKIP.has(low(j)) && skipped < 3 && !startsNumber(j)) {
      j++;
      skipped++;
    }
    const after = numberAt[j] as number;
    const span = after !== -1 ? numbers[after] : undefined;
    // "up a hundred minus seven fifty, which is ninety-two fifty": the first figure of a sum is not the amount.
    if (span && ARITHMETIC.has(low(span.to + 1))) return null;
    if (span && span.from === j && sameChunk(at, j) && low(j - 1) !== "to") return span;
    if (before) {
      const n = numberAt[at - 1] as number;
      if (n !== -1) return numbers[n] ?? null;
    }
    return null;
  };
  const negatedBetween = (from: number, to: number) => {
    for (let j = Math.max(0, from); j < to; j++) {
      if (!sameChunk(j, to)) continue;
      if (isNegator(low(j)) && !(low(j) === "not" && low(j + 1) === "only")) return true;
    }
    return false;
  };

  const dirs: DirReading[] = [];
  const recordDir = (reading: Omit<DirReading, "hedged">) => {
    const hedged = [1, 2, 3, 4, 5].some(
      (k) => MODALS.has(low(reading.at - k)) && sameChunk(reading.at - k, reading.at),
    );
    dirs.push({ ...reading, hedged });
  };
  const add = (
    mention: number,
    dir: Dir,
    at: number,
    negFrom: number,
    cause: number | null,
    amountBefore = false,
  ) => {
    // A text that opens with a change word has no thing before it.
    if (!(mention >= 0) || !mentions[mention]) return;
    const m = mentions[mention] as Mention;
    // "A bond's payments are fixed": a thing named as the owner of the word after it is not what moves.
    if (
      m.to < at &&
      POSSESSIVE.test(low(m.to)) &&
      tokens[m.to + 1]?.kind === "word" &&
      mentionAt[m.to + 1] === -1
    )
      return;
    // "The profits kept in the business fall", "the profits the company has built up": a year's profit
    // said as what has been kept or built up over the years is the stock of retained earnings, another
    // quantity than the profit of the year.
    if ([...m.ids].some((id) => FLOW_IDS.has(id))) {
      for (let j = m.to + 1; j <= Math.min(at, m.to + KEPT_REACH); j++) {
        if (!sameChunk(j, m.to)) break;
        if (KEPT_WORDS.has(low(j))) return;
      }
    }
    const negated = negatedBetween(Math.min(negFrom, m.from - 3), at);
    recordDir({ mention, dir, at, negated, amount: amountNear(at, amountBefore), cause });
  };
  // "lower coupons", "cash is higher": a comparison of levels, not a statement that the thing moved.
  const markLevel = (at: number) => {
    const last = dirs.at(-1);
    if (last?.at === at) last.level = true;
  };
  /** The subject a pronoun at `j` most likely stands for: the first concept named in the nearest clause. */
  const lastNamedBefore = (j: number): number => {
    const own = chunkOf[j] as number;
    let found = -1;
    let foundChunk = -1;
    for (let k = j - 1; k >= Math.max(0, j - PRONOUN_REACH); k--) {
      const c = chunkOf[k] as number;
      if (c !== -1 && c < own - 1) break;
      if (found >= 0 && c !== -1 && c !== foundChunk) break;
      const m = mentionAt[k] as number;
      if (m === -1 || ![...(mentions[m]?.ids ?? [])].some((id) => id.startsWith("#"))) continue;
      found = m;
      foundChunk = c;
    }
    return found;
  };
  /**
   * "the coupon payments on the bond also fall": the thing a phrase of place or belonging hangs from is
   * what moves, not the thing inside the phrase.
   */
  const headOf = (m: number): number => {
    const mention = mentions[m];
    if (!mention) return m;
    let j = mention.from - 1;
    while (j >= 0 && HEAD_SKIP.has(low(j))) j--;
    if (!HEAD_PREPOSITIONS.has(low(j)) || !sameChunk(j, mention.from)) return m;
    const head = mentionAt[j - 1] as number;
    return head !== -1 && sameChunk(j - 1, j) ? head : m;
  };
  const backOrNone = (i: number, dir: Dir) => {
    const m = headOf(mentionBefore(i));
    if (m >= 0) {
      add(m, dir, i, (mentions[m] as Mention).from - 3, null);
      return;
    }
    // "Cash doesn't fall; it rises": a pronoun stands for the last thing said to move.
    for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
      if (!PRONOUNS.has(low(j))) continue;
      // "those positions lost value": a "those" before a noun names a thing of its own, which is what moves.
      if (DETERMINERS.has(low(j)) && j + 1 < i && tokens[j + 1]?.kind === "word" && !LINKING.has(low(j + 1)))
        return;
      const last = dirs.filter((d) => d.at < j && j - d.at <= 30).at(-1);
      if (last) add(last.mention, dir, i, j - 2, null);
      else {
        // "Receivables are what customers owe. If it goes up …": with nothing said to move yet, the
        // pronoun stands for the subject of its own sentence or the one before.
        const named = lastNamedBefore(j);
        if (named >= 0) add(named, dir, i, j - 2, null);
      }
      return;
    }
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Tok;
    if (token.kind === "punct" || mentionAt[i] !== -1) continue;
    const key = token.key;
    const next = low(i + 1);
    // No change: "no impact on net income", "cash is unchanged", "stays the same", "doesn't affect EBITDA".
    if (token.low === "no" && NO_CHANGE_NOUNS.has(tokens[i + 1]?.key ?? "")) {
      const forward = ["on", "to", "for", "in"].includes(low(i + 2)) ? mentionAfter(i + 3) : -1;
      if (forward >= 0)
        recordDir({ mention: forward, dir: "none", at: i, negated: false, amount: null, cause: null });
      else {
        const m = mentionBefore(i);
        if (m >= 0) recordDir({ mention: m, dir: "none", at: i, negated: false, amount: null, cause: null });
      }
      i++;
      continue;
    }
    // "the coupons are fixed", "payments stay fixed": said of a thing, "fixed" is that it does not move.
    if (
      token.low === "fixed" &&
      (COPULAS.has(tokens[i - 1]?.key ?? "") || STAY_VERBS.has(tokens[i - 1]?.key ?? ""))
    ) {
      const m = headOf(mentionBefore(i));
      if (m >= 0) add(m, "none", i, i - 3, null);
      continue;
    }
    if (UNCHANGED_WORDS.has(key)) {
      const m = mentionBefore(i);
      const f = m < 0 ? mentionAfter(i + 1) : -1;
      const target = m >= 0 ? m : f;
      if (target >= 0) add(target, "none", i, i - 2, null);
      continue;
    }
    if (
      STAY_VERBS.has(key) &&
      (["same", "unchanged", "flat", "constant", "at"].includes(next) ||
        (next === "the" && low(i + 2) === "same"))
    ) {
      const m = mentionBefore(i);
      if (m >= 0)
        recordDir({
          mention: m,
          dir: "none",
          at: i,
          negated: negatedBetween(i - 2, i),
          amount: null,
          cause: null,
        });
      continue;
    }
    if (isNegator(token.low) && CHANGE_VERBS.has(tokens[i + 1]?.key ?? "")) {
      const forward = mentionAfter(i + 2);
      const target = forward >= 0 ? forward : mentionBefore(i);
      if (target >= 0)
        recordDir({ mention: target, dir: "none", at: i + 1, negated: false, amount: null, cause: null });
      i++;
      continue;
    }
    if (token.low === "nothing" && NOTHING_VERBS.has(next)) {
      // "nothing happens on the income statement", "nothing hits the P&L", "nothing goes through net income"
      const forward = ["on", "to", "in", "for", "through"].includes(low(i + 2))
        ? mentionAfter(i + 3)
        : mentionAfter(i + 2);
      if (forward >= 0)
        recordDir({ mention: forward, dir: "none", at: i, negated: false, amount: null, cause: null });
      continue;
    }
    const moved = MOVE_BY_FIRST.get(key)?.find(([keys]) => matchPhrase(tokens, i, keys));
    if (moved) {
      const [keys, dir] = moved;
      backOrNone(i, dir);
      i += keys.length - 1;
      continue;
    }
    const phrase = PUSH_BY_FIRST.get(key)?.find(([keys]) => matchPhrase(tokens, i, keys));
    if (phrase) {
      const [keys, dir] = phrase;
      const object = mentionAfter(i + keys.length);
      if (object >= 0) add(object, dir, i, i - 3, mentionBefore(i, 8));
      i += keys.length - 1;
      continue;
    }
    // "up"/"down": pushed ("pushes prices down", "drives up yields", "pay down debt") or moved ("cash goes up").
    if (token.low === "up" || token.low === "down") {
      const dir: Dir = token.low === "up" ? "up" : "down";
      if (NOT_PARTICLE_AFTER.has(low(i - 1)) || next === "front") continue;
      let pusher = -1;
      for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
        if (PARTICLE_PUSHERS.has(tokens[j]?.key ?? "") || WRITE_PUSHERS.has(low(j))) {
          pusher = j;
          break;
        }
      }
      if (pusher >= 0) {
        const between = mentionAfter(pusher + 1, i - pusher - 1);
        const object = between >= 0 && (mentions[between]?.to ?? 0) < i ? between : mentionAfter(i + 1);
        if (object >= 0) {
          add(object, dir, i, pusher - 2, mentionBefore(pusher, 8));
          continue;
        }
      }
      backOrNone(i, dir);
      continue;
    }
    // "+2.50", "minus 7.50", "↓10" straight after a thing: a change by that amount.
    if (
      ["+", "-", "plus", "minus", "negative", "↑", "↓"].includes(token.low) &&
      (numberAt[i + 1] !== -1 || token.low === "↑" || token.low === "↓")
    ) {
      let m = mentionAt[i - 1] as number;
      if (m === -1 && (low(i - 1) === ":" || low(i - 1) === "is" || low(i - 1) === "by"))
        m = mentionAt[i - 2] as number;
      if (m !== -1 && sameChunk(i, i - 1)) {
        const dir: Dir = ["+", "plus", "↑"].includes(token.low) ? "up" : "down";
        const n = numberAt[i + 1] as number;
        recordDir({
          mention: m,
          dir,
          at: i,
          negated: false,
          amount: n !== -1 ? (numbers[n] ?? null) : null,
          cause: null,
        });
      }
      continue;
    }
    // "a hit" is a fall ("profit takes a £10 hit", "a hit to profit"); "hits the P&L" only touches it.
    const nounHit = key === "hit" && (["a", "an"].includes(low(i - 1)) || numberAt[i - 1] !== -1);
    const changeDir = nounHit ? "down" : CHANGES[key];
    const levelDir = LEVELS[key];
    const pushDir = PUSHES[key];
    const moveDir = MOVES[key];
    // A noun of change: "a rise in rates", "an increase of £10 in working capital", "a rate hike".
    if (
      changeDir &&
      (CHANGE_LEADS.has(low(i - 1)) || numberAt[i - 1] !== -1) &&
      (next === "in" || next === "of" || next === "to")
    ) {
      let j = i + 2;
      if (numberAt[j] !== -1) j = (numbers[numberAt[j] as number]?.to ?? j) + 2;
      const object = mentionAfter(j);
      if (object >= 0) {
        add(object, changeDir, i, i - 3, null, true);
        continue;
      }
    }
    if (changeDir && !nounHit && mentionAt[i - 1] !== -1 && !(pushDir && mentionAfter(i + 1) >= 0)) {
      add(headOf(mentionAt[i - 1] as number), changeDir, i, i - 3, null);
      continue;
    }
    // "profit takes a £10 hit": the change belongs to the thing before the verb.
    if (nounHit) {
      const number = numberAt[i - 1] !== -1 ? numbers[numberAt[i - 1] as number] : undefined;
      const anchor = (number?.from ?? i) - 1;
      const m = mentionBefore(anchor, 4);
      if (m >= 0) add(m, "down", i, anchor - 3, null, true);
      continue;
    }
    if (pushDir) {
      const passive =
        COPULAS.has(tokens[i - 1]?.key ?? "") ||
        COPULAS.has(low(i - 1)) ||
        low(i - 1) === "been" ||
        low(i - 1) === "being";
      const object = passive ? -1 : mentionAfter(i + 1);
      if (object >= 0) {
        add(object, pushDir, i, i - 3, mentionBefore(i, 8));
        // "bonds with lower coupons": a word that is also a comparative may compare, not push.
        if (levelDir) markLevel(i);
        continue;
      }
      // "costs squeeze margins": an object the claims do not name; the subject did not move.
      let k = i + 1;
      while (NOUN_SKIP.has(low(k))) k++;
      const following = tokens[k];
      if (!passive && following?.kind === "word" && !INTRANSITIVE_NEXT.has(following.low) && sameChunk(i, k))
        continue;
      backOrNone(i, pushDir);
      continue;
    }
    if (moveDir) {
      backOrNone(i, moveDir);
      continue;
    }
    if (levelDir) {
      const forward = next === "than" ? -1 : mentionAfter(i + 1, 2);
      // "the more its price moves" measures how much, not which way.
      // So does "the bigger the price move": a size word before a thing and a word of movement measures
      // the move, not the thing.
      const after = low((mentions[forward]?.to ?? 0) + 1);
      const magnitude =
        forward >= 0 &&
        ((["more", "less", "fewer"].includes(token.low) && MAGNITUDE_VERBS.has(after)) ||
          (SIZE_WORDS.has(token.low) && (MAGNITUDE_VERBS.has(after) || MAGNITUDE_NOUNS.has(after))));
      if (forward >= 0 && !magnitude) {
        add(forward, levelDir, i, i - 3, null, true);
        markLevel(i);
        continue;
      }
      if (magnitude) continue;
      // "bonds are more sensitive" says nothing about their level; "more expensive" does.
      const counted = numberAt[i - 1] !== -1 || low(i - 1) === "worth";
      if ((token.low === "more" || token.low === "less") && !VALUE_ADJECTIVES.has(next) && !counted) continue;
      const previous = tokens[i - 1]?.key ?? "";
      const linked =
        COPULAS.has(previous) ||
        COPULAS.has(low(i - 1)) ||
        low(i - 1) === "worth" ||
        mentionAt[i - 1] !== -1 ||
        (numberAt[i - 1] !== -1 && mentionBefore(numbers[numberAt[i - 1] as number]?.from ?? i) >= 0) ||
        ["much", "slightly", "even", "far", "a", "bit", "lot"].includes(low(i - 1));
      if (linked) {
        const anchor = numberAt[i - 1] !== -1 ? (numbers[numberAt[i - 1] as number]?.from ?? i) : i;
        const m = mentionBefore(anchor);
        if (m >= 0) {
          add(m, levelDir, i, (mentions[m] as Mention).from - 3, null, true);
          markLevel(i);
        }
      }
    }
  }

  // "Operating profit falls by £10 and net income by £7.50": the verb is shared, the amount is not.
  mentions.forEach((m, n) => {
    if (low(m.to + 1) !== "by" || numberAt[m.to + 2] === -1) return;
    if (dirs.some((d) => d.mention === n)) return;
    const previous = dirs
      .filter((d) => d.at < m.from && m.from - d.at <= 12 && sameChunk(d.at, m.from) && !d.negated)
      .at(-1);
    if (!previous || previous.dir === "none") return;
    const amount = numbers[numberAt[m.to + 2] as number] ?? null;
    dirs.push({
      mention: n,
      dir: previous.dir,
      at: previous.at,
      negated: false,
      amount,
      cause: null,
      hedged: previous.hedged,
    });
  });

  // Poles: "before interest", "minus net debt", "interest is added back".
  const poles: PoleReading[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.kind === "punct") continue;
    let best: [string[], Pole] | null = null;
    for (const entry of POLES_BY_FIRST.get(tokens[i]?.key ?? "") ?? [])
      if (matchPhrase(tokens, i, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
    if (!best) continue;
    const [keys, pole] = best;
    const end = i + keys.length;
    const negate = negatedBetween(i - 3, i);
    let object = mentionAfter(end, 3);
    // "after you've paid interest", "before taking off tax"
    for (let j = end; object < 0 && j < end + 4 && POLE_SKIP.has(low(j)); j++)
      object = mentionAfter(j + 1, 3);
    // "interest and tax have been taken off", "depreciation is added back"
    if (object < 0 && PARTICIPLES.has(keys[0] ?? "")) object = mentionBefore(i, 4);
    if (
      object < 0 &&
      (keys[0] === "add" || keys[0] === "adds" || keys[0] === "adding" || keys[0] === "added")
    ) {
      // "add back depreciation", "add the debt back"
      object = low(end) === "back" ? mentionAfter(end + 1, 3) : -1;
    }
    // Only the adding and subtracting side: "before it" or "after it" depends on what "it" is.
    const cross = CROSS_POLES[keys.join(" ")];
    const sum = POLE_AXIS[pole] === "sum" ? pole : cross && POLE_AXIS[cross] === "sum" ? cross : null;
    if (object < 0 && sum) {
      // "subtract it", "add them back"; "it is added back", "it's taken off": a pronoun for the subject.
      let pronoun = OBJECT_PRONOUNS.has(low(end)) && !PARTICIPLES.has(keys[0] ?? "") ? end : -1;
      if (pronoun < 0 && PARTICIPLES.has(keys[0] ?? "")) {
        let j = i - 1;
        if (low(j) === "it's" || low(j) === "they're") pronoun = j;
        else {
          while (j > i - 4 && PASSIVE_LINKS.has(low(j))) j--;
          if (j < i - 1 && SUBJECT_PRONOUNS.has(low(j))) pronoun = j;
        }
      }
      // A denied one says no side ("you shouldn't just add it back and forget it").
      if (pronoun >= 0 && sameChunk(pronoun, i) && !negate) {
        poles.push({ mention: -1, pole: sum, cross: null, at: i, ids: SUBJECT_IDS });
        i = Math.max(end, pronoun) - 1;
        continue;
      }
    }
    if (object >= 0) {
      const flip = (p: Pole): Pole =>
        negate ? ({ before: "after", after: "before", plus: "minus", minus: "plus" } as const)[p] : p;
      const other = CROSS_POLES[keys.join(" ")];
      poles.push({
        mention: object,
        pole: flip(pole),
        cross: other && POLE_AXIS[other] !== POLE_AXIS[pole] ? flip(other) : null,
        at: i,
      });
      // "before you take off interest": the words up to the object belong to this pole.
      const reached = mentions[object]?.to ?? 0;
      if (reached > i) {
        i = reached;
        continue;
      }
    }
    i = end - 1;
  }

  // Values: "the ball costs 10p", "EV is £650m", "10p for the ball".
  const values: ValueReading[] = numbers.map((num) => {
    for (let j = num.from - 1, steps = 0; j >= 0 && steps < 5; j--, steps++) {
      if (!sameChunk(j, num.from)) break;
      const m = mentionAt[j] as number;
      // "costs" names a concept too, but between a thing and its number it is the verb.
      const linkWord =
        m !== -1 && mentions[m]?.from === mentions[m]?.to && VALUE_LINKS.has(tokens[j]?.key ?? "");
      if (m !== -1 && !linkWord) return { mention: m, num };
      if (!linkWord && !VALUE_LINKS.has(low(j)) && !VALUE_LINKS.has(tokens[j]?.key ?? "") && low(j) !== ":")
        break;
    }
    // "fifty lockers", "14 drops": the thing counted straight after its number.
    const counted = mentionAt[num.to + 1] as number;
    if (counted !== -1 && mentions[counted]?.from === num.to + 1) return { mention: counted, num };
    if (["for", "of", "in"].includes(low(num.to + 1))) {
      const m = mentionAfter(num.to + 2);
      if (m >= 0) return { mention: m, num };
    }
    return { mention: null, num };
  });

  const relations: Relation[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const [kind, list] of [
      ["opposite", OPPOSITE_BY_FIRST],
      ["together", TOGETHER_BY_FIRST],
    ] as const) {
      if (startsHere(list, tokens, i)) {
        const negated = negatedBetween(i - 3, i);
        relations.push({ kind: negated ? (kind === "opposite" ? "together" : "opposite") : kind, at: i });
      }
    }
  }

  const disowned = new Uint8Array(tokens.length);
  return {
    text,
    tokens,
    chunks,
    chunkOf,
    mentions,
    mentionAt,
    numbers,
    dirs,
    poles,
    values,
    relations,
    asserted: assertedTokens(tokens, chunks, chunkOf, dirs, mentions, disowned),
    contrasted: contrastedTokens(tokens, chunkOf),
    disowned,
  };
}

/** Phrases whose following words name the alternative the speaker sets aside. */
const SETTING_ASIDE = ["rather than", "instead of", "as opposed to", "without", "in place of"].map((p) =>
  p.split(" "),
);
/** Words that end what a setting-aside phrase reaches: a new clause starts. */
const ASIDE_BREAKS = new Set([
  "but",
  "and",
  "so",
  "because",
  "since",
  "as",
  "which",
  "while",
  "whereas",
  "then",
  "although",
  "though",
]);
const ASIDE_REACH = 8;
/** Words that open the speaker's own reason or consequence after what a setting-aside phrase sets aside. */
const ASIDE_ENDS = new Set(["because", "since", "so", "which", "cos"]);

function contrastedTokens(tokens: readonly Tok[], chunkOf: Int32Array): Uint8Array {
  const marked = new Uint8Array(tokens.length);
  tokens.forEach((_, i) => {
    const phrase = SETTING_ASIDE.find((words) => words.every((w, k) => tokens[i + k]?.low === w));
    if (!phrase) return;
    const start = i + phrase.length;
    for (let j = start; j < Math.min(tokens.length, start + ASIDE_REACH); j++) {
      const token = tokens[j] as Tok;
      if (chunkOf[j] !== chunkOf[i] || token.kind === "punct" || ASIDE_BREAKS.has(token.low)) break;
      marked[j] = 1;
    }
  });
  return marked;
}

/**
 * Reporting words that may also open the speaker's own statement ("growth can trap cash in stock", "the
 * intuition is that you switch"): what follows them is not asserted, but not disowned either.
 */
const OWNABLE = new Set(["trap", "gut", "intuition", "intuitive", "obvious", "tempting"]);

/** Verbs of guarding before "against": what follows is what is guarded against. */
const GUARDING = new Set(
  "hedge hedges hedged hedging protect protects protected protecting protection insure insures insured insuring insurance guard guards guarded guarding safeguard".split(
    " ",
  ),
);
const WOULD = new Set(["would", "could", "might", "'d", "it'd", "you'd", "they'd", "we'd"]);
const COUNTERFACTUAL_EDGES = new Set([",", ";", ":", "and", "but", "so", "then"]);
const RETRACTING = new Set(["wait", "scratch", "hang", "hold"]);
const RETRACT_FILLERS = new Set(["oh", "um", "uh", "erm", "no", "sorry", "actually", ","]);
/** A sentence opening "oh, no, wait", "sorry, scratch that", "hang on": the speaker corrects themselves. */
function retracts(tokens: readonly Tok[], chunk: Chunk): boolean {
  for (let i = chunk.from; i <= Math.min(chunk.to, chunk.from + 5); i++) {
    const low = tokens[i]?.low ?? "";
    if (RETRACTING.has(low)) {
      const next = tokens[i + 1]?.low ?? "";
      return low === "wait" || (low === "scratch" && next === "that") || next === "on";
    }
    if (!RETRACT_FILLERS.has(low)) return false;
  }
  return false;
}

/** Words that open the claim after an "if …" clause that has no comma. */
const CONSEQUENT_STARTS = new Set([
  "it'll",
  "it's",
  "that's",
  "you'll",
  "you'd",
  "you",
  "they'll",
  "they'd",
  "there's",
  "we'd",
  // "If they have the same EBITDA they should …", "if a firm has no debt its beta is …": a subject
  // pronoun after the condition's own subject starts the consequent.
  "they",
  "we",
  "its",
  "their",
  "there",
]);

/** Marks each token the speaker asserts: not inside "if …", "people think …", "… is wrong" or a question. */
function assertedTokens(
  tokens: readonly Tok[],
  chunks: readonly Chunk[],
  chunkOf: Int32Array,
  dirs: readonly DirReading[],
  mentions: readonly Mention[],
  disowned: Uint8Array,
): Uint8Array {
  const asserted = new Uint8Array(tokens.length).fill(1);
  const clear = (from: number, to: number) =>
    asserted.fill(0, Math.max(0, from), Math.min(tokens.length, to + 1));
  const disown = (from: number, to: number) => {
    clear(from, to);
    disowned.fill(1, Math.max(0, from), Math.min(tokens.length, to + 1));
  };
  const dirWords = [...dirs].sort((a, b) => a.at - b.at);
  chunks.forEach((chunk, c) => {
    if (tokens[chunk.to]?.low === "?") clear(chunk.from, chunk.to);
    // "Ten pence. Oh, no, wait, …": a sentence that opens by taking back the one before withdraws it.
    if (c > 0 && retracts(tokens, chunk)) {
      const previous = chunks[c - 1] as Chunk;
      disown(previous.from, previous.to);
    }
  });
  tokens.forEach((token, i) => {
    const chunk = chunks[chunkOf[i] as number];
    if (!chunk) return;
    if (SUPPOSING.has(token.key) || SUPPOSING.has(token.low)) {
      // The supposition runs to the next clause break, or through its own first statement.
      let end = chunk.to;
      let broke = false;
      for (let j = i + 1; j <= chunk.to; j++) {
        const low = tokens[j]?.low ?? "";
        // "if the buyer's P/E is lower it'll be accretive": with no comma, a subject pronoun a few words
        // on starts the consequent, which the speaker does claim.
        if (CLAUSE_BREAKS.has(low) || (j >= i + 3 && CONSEQUENT_STARTS.has(low))) {
          end = CLAUSE_BREAKS.has(low) ? j : j - 1;
          broke = CLAUSE_BREAKS.has(low);
          break;
        }
      }
      const first = dirWords.find((d) => d.at > i && d.at <= end);
      // "If rates went up and the value rose, …": conditions joined up to a comma are all supposed.
      let joined = false;
      for (let j = (first?.at ?? end) + 1; broke && j < end; j++) {
        const low = tokens[j]?.low ?? "";
        if (low === "and" || low === "or") joined = true;
      }
      if (first !== undefined && first.at < end && !joined) {
        end = Math.min(end, first.at + 3);
        // "If the Bank cuts rates the pound gets stronger": with no comma, the supposition stops at the
        // thing its verb moves; the next thing named starts what is claimed.
        const own = mentions[first.mention];
        const moved = Math.max(first.at, own?.to ?? first.at, first.amount?.to ?? first.at);
        const next = broke ? undefined : mentions.find((m) => m.from > moved && m.from <= end);
        if (next) end = next.from - 1;
      }
      clear(i, end);
      return;
    }
    if (startsHere(REPORTING_BY_FIRST, tokens, i)) {
      let end = chunk.to;
      // "borrow more rather than pay it down, because paying it off cuts returns": what is set aside ends
      // where the speaker's own reason or consequence begins, which the speaker does claim.
      const aside = SETTING_ASIDE.some((words) => words.every((w, k) => tokens[i + k]?.low === w));
      for (let j = i + 1; j <= chunk.to; j++) {
        const low = tokens[j]?.low ?? "";
        if (aside && ASIDE_ENDS.has(low)) {
          end = j - 1;
          break;
        }
        if (CONTRAST.has(low) || low === ";" || (low === "in" && tokens[j + 1]?.low === "fact")) {
          end = j;
          break;
        }
      }
      // What is set aside ("rather than …") is read apart, by the words it reaches (contrasted).
      // The belief is disowned up to the speaker's own reason: "the trap is to say zero, because the
      // minute hand is on the three" explains the trap in words the speaker stands by.
      let belief = end;
      for (let j = i + 1; j <= end; j++) {
        if (ASIDE_ENDS.has(tokens[j]?.low ?? "")) {
          belief = j - 1;
          break;
        }
      }
      clear(i, end);
      if (!aside && !OWNABLE.has(token.low)) disown(i, belief);
      return;
    }
    // "…derivatives to hedge against falling rates", "in case rates rise": what a position guards
    // against is what might happen, not what the speaker says did.
    const guards = token.low === "against" && GUARDING.has(tokens[i - 1]?.key ?? "");
    if (guards || (token.low === "in" && tokens[i + 1]?.low === "case")) {
      let end = chunk.to;
      for (let j = i + 1; j <= chunk.to; j++) {
        if (CLAUSE_BREAKS.has(tokens[j]?.low ?? "") || CONTRAST.has(tokens[j]?.low ?? "")) {
          end = j - 1;
          break;
        }
      }
      clear(i, end);
      return;
    }
    // "…, and the value would likely fall instead": what would happen in another case than the one asked.
    if (token.low === "instead" && tokens[i + 1]?.low !== "of") {
      let from = i;
      let would = false;
      while (from > chunk.from && !COUNTERFACTUAL_EDGES.has(tokens[from - 1]?.low ?? "")) {
        from--;
        if (WOULD.has(tokens[from]?.low ?? "")) would = true;
      }
      if (would) clear(from, i);
      return;
    }
    if (startsHere(REFUTING_BY_FIRST, tokens, i)) {
      // "cash falls by £10, but that's wrong": the refutation reaches back over its own "but".
      disown(Math.max(chunk.from, i - 14), i);
    }
  });
  return asserted;
}
