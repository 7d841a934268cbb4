import everyday from "../../../../platform/question-bank/everyday-words.json" with { type: "json" };
import type { Mention } from "./mentions";
import { type NumSpan, sameNumber } from "./numbers";
import { PRONOUN_SUBJECT, type Reading } from "./reading";
import type { Tok } from "./tokens";
import { CHANGES, type Dir, isNegator, LEVELS, MOVES, POLE_AXIS, type Pole, PUSHES } from "./words";

// How far a sentence says what a key point says, in other words. The claims list the ways of stating a
// point that their author thought of; a candidate who puts it another way ("nobody would pay full
// price for my old bond" for "existing bonds must be cheaper") is judged here on meaning: the sentence's
// content words, each folded to its stem and to the everyday group it belongs to ("lender", "creditor",
// "bank" are one), and the finance concepts it names, against the key point's own text, its line of the
// outline and its correction. The same readings say when a sentence speaks of the point's things the
// other way round: another direction, another side of a line, or the opposite of one of a few
// opposites ("asset" for "liability"). Such a sentence is a contradiction, never a paraphrase.

/** A sentence's meaning, as sets of word groups: finance concepts and content words. */
export type Bag = {
  /** Each thing named, as the concepts its words may stand for ("shares": equities or the underlying). */
  concepts: string[][];
  /**
   * The everyday groups of each concept's own words, in the order of \`concepts\`: "cash" names the cash
   * concept and is also money, so a sentence saying "money" meets a point that says "cash".
   */
  conceptGroups: string[][];
  /** Each content word's groups, its own stem first. */
  words: string[][];
  /** Every concept and group the sentence names, for quick look-up. */
  all: Set<string>;
};
/** One way of saying the point (its key point, outline line or correction), read once per question. */
export type Target = { bag: Bag; reading: Reading; polar: Polar };

const STOP = new Set(
  (
    "a an the and or but so of to in on at by for with from as is are was were be been being it its it's this that these those " +
    "there their they them then than which who whom whose what when where why how i you we he she me my your our his her us " +
    "do does did doing have has had having will would can could should may might must shall just also very really quite " +
    "about into onto over under up down out off not no nor never don't doesn't isn't aren't won't can't cannot all any some " +
    "more most less least such own same other another one if because while whereas though although yet still even only " +
    "um uh erm like basically yeah well ok okay so right kind sort actually literally probably maybe mean means thing things " +
    "get gets got getting go goes going went make makes made way ways lot lots bit"
  ).split(" "),
);

const stems = new Map<string, string>();
/** Folds a word to a stem shared by its forms: "discounting", "discounted", "discounts" are "discount". */
export function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    found = stemOf(word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, found);
  }
  return found;
}

/**
 * Irregular forms folded to the word they are a form of, so that "they paid" meets "pay" and "prices
 * fell" meets "fall": suffix stripping cannot find these.
 */
const IRREGULAR: Record<string, string> = Object.fromEntries(
  (
    "paid:pay bought:buy sold:sell made:make fell:fall fallen:fall rose:rise risen:rise grew:grow grown:grow " +
    "spent:spend lent:lend took:take taken:take gave:give given:give got:get gotten:get kept:keep left:leave " +
    "brought:bring lost:loss loss:loss lose:loss loses:loss losing:loss losses:loss won:win held:hold owed:owe owing:owe sank:sink sunk:sink " +
    "shrank:shrink shrunk:shrink borne:bear bore:bear dealt:deal meant:mean sought:seek thought:think " +
    "told:tell wrote:write written:write drove:drive " +
    "began:begin begun:begin built:build caught:catch chose:choose chosen:choose fed:feed felt:feel " +
    "found:find forgave:forgive forgone:forgo forwent:forgo laid:lay led:lead met:meet overpaid:overpay " +
    "ran:run saw:see seen:see sent:send spent:spend stood:stand struck:strike swung:swing understood:understand " +
    "withdrew:withdraw withdrawn:withdraw"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

function stemOf(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, "");
  const irregular = IRREGULAR[lower];
  // Folded as its "-s" form is, so that "paid", "pays" and "paying" share one stem.
  return suffixStem(irregular ? `${irregular}s` : lower);
}

function suffixStem(word: string): string {
  let w = word.replace(/is(e|ed|es|ing|ation|ations)$/, "iz$1");
  if (w.length <= 3) return w;
  for (const [suffix, replacement] of [
    ["ational", "ate"],
    ["ization", "ize"],
    ["isation", "ize"],
    ["ations", "ate"],
    ["ation", "ate"],
    ["ments", ""],
    ["ment", ""],
    ["ness", ""],
    ["ingly", ""],
    ["edly", ""],
    // "reliably" and "reliable", "possibly" and "possible": one stem.
    ["ably", "abl"],
    ["ibly", "ibl"],
    ["ings", ""],
    ["ing", ""],
    ["ies", "y"],
    ["ied", "y"],
    ["ed", ""],
    ["es", ""],
    ["ly", ""],
    ["s", ""],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, w.length - suffix.length) + replacement;
      break;
    }
  }
  w = w.replace(/ise$|ize$/, "iz");
  // "systematically", "systematical" and "systematic"; "technically" and "technical".
  w = w.replace(/ical$/, "ic");
  if (w.length > 4 && /([^aeiou])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

const GROUPS = new Map<string, string[]>();
for (const [group, words] of Object.entries(everyday as Record<string, string[]>)) {
  for (const word of words) {
    const key = stem(word);
    GROUPS.set(key, [...(GROUPS.get(key) ?? []), `~${group}`]);
  }
}

/** Words of direction and side: they decide agreement, not likeness. */
const POLAR_WORDS = new Set(
  (
    "rise rises rose risen increase increases increased increasing higher high up grow grows grew growth gain gains gained " +
    "fall falls fell fallen decrease decreases decreased decreasing lower low down drop drops dropped decline declines declined " +
    "before after plus minus add adds added adding subtract subtracts subtracted subtracting include includes included including " +
    "exclude excludes excluded excluding strengthen strengthens stronger weaken weakens weaker cheaper dearer bigger smaller " +
    "larger greater reduce reduces reduced boost boosts raise raises raised cut cuts positive negative inverse inversely opposite together"
  )
    .split(" ")
    .map(stem),
);
/**
 * The reader's other plain words of movement and level ("lift", "climb", "shrink", "squeeze") are
 * direction too: a point's "higher rates lift calls" is met by "rates push calls up". Words that also
 * name an outcome of their own ("outperform", "help", "better", "depreciate") stay words of meaning.
 */
const MEANINGFUL_MOVES = new Set(
  (
    "outperform outperforms outperformed underperform underperforms underperformed win wins won lose loses lost " +
    "suffer suffers suffered help helps helped benefit benefits benefited benefitted support supports supported " +
    "improve improves improved hurt hurts hurting damage damages damaged double doubles doubled triple triples " +
    "tripled halve halves halved better worse extra additional more less fewer appreciate appreciates appreciated " +
    "appreciation depreciate depreciates depreciated recover recovers recovered expand expands expanded expansion " +
    "contraction compression growth gain gains gained inflate inflates inflated"
  ).split(" "),
);
for (const word of [
  ...Object.keys(MOVES),
  ...Object.keys(PUSHES),
  ...Object.keys(LEVELS),
  ...Object.keys(CHANGES),
]) {
  if (!MEANINGFUL_MOVES.has(word)) POLAR_WORDS.add(stem(word));
}

/** Pairs of words that name opposite things: a sentence with one where its point has the other contradicts it. */
const OPPOSITES: [string, string][] = (
  [
    ["asset", "liability"],
    ["assets", "liabilities"],
    ["customer", "supplier"],
    ["customers", "suppliers"],
    ["debit", "credit"],
    ["buyer", "seller"],
    ["lender", "borrower"],
    ["earned", "unearned"],
    ["premium", "discount"],
    ["positive", "negative"],
    ["inverse", "together"],
    ["opposite", "same"],
    ["internally", "acquired"],
    ["internal", "acquisition"],
    ["current", "non-current"],
    ["call", "put"],
    ["long", "short"],
    ["receivable", "payable"],
    ["receivables", "payables"],
    ["borrow", "own"],
    ["borrowed", "owned"],
    ["right", "obligation"],
    ["market", "book"],
    ["unlimited", "capped"],
    ["widen", "narrow"],
    ["widens", "narrows"],
    ["cheaper", "dearer"],
    ["cheap", "expensive"],
    ["cheaper", "expensive"],
    ["fixed", "floating"],
    ["upfront", "later"],
    ["tested", "amortised"],
    ["impairment", "amortisation"],
    ["outflow", "inflow"],
    ["uses", "frees"],
    ["owes", "owed"],
    ["paid", "unpaid"],
    ["received", "unreceived"],
    ["diluted", "basic"],
    ["levered", "unlevered"],
    ["accretive", "dilutive"],
    ["nominal", "real"],
    ["bullish", "bearish"],
    ["confident", "nervous"],
    ["confidence", "fear"],
    ["recession", "boom"],
    ["slows", "grows"],
    ["outperform", "underperform"],
    ["unlimited", "limited"],
    ["expensed", "capitalised"],
    ["earlier", "later"],
    ["earlier", "delayed"],
    // Parity and how many times: "an even number of factors" states "an odd number" the other way round.
    ["odd", "even"],
    ["once", "twice"],
    ["open", "shut"],
  ] as const
).map(([a, b]) => [stem(a), stem(b)]);

/** The everyday groups a word belongs to, without its own stem. */
const everydayGroups = (token: Tok): string[] =>
  token.kind === "word" && !STOP.has(token.low) ? (GROUPS.get(stem(token.low)) ?? []) : [];

function wordGroups(token: Tok): string[] {
  const key = stem(token.low);
  return [key, ...(GROUPS.get(key) ?? [])];
}

const contentWord = (token: Tok) =>
  token.kind === "word" && !STOP.has(token.low) && token.low.length > 1 && !isNegator(token.low);

/**
 * Concepts named by a word of everyday speech as well ("multiple reasons"): they exist so that a direction
 * can attach to them ("the multiple goes down"), but weigh in likeness as the plain word does.
 */
const WORD_LIKE_CONCEPTS = new Set(["#valuation-multiple"]);

/** The meaning of tokens `from`..`to`: the concepts named there and the groups of its other content words. */
export function bagOf(reading: Reading, from: number, to: number, withPolar = false): Bag {
  const concepts: string[][] = [];
  const conceptGroups: string[][] = [];
  const words: string[][] = [];
  const all = new Set<string>();
  // The last token counted as part of a concept, to tell a word that goes on naming it.
  let conceptEnd = -1;
  for (let i = from; i <= to; i++) {
    const m = reading.mentionAt[i] as number;
    if (m !== -1) {
      const mention = reading.mentions[m] as Mention;
      const ids = conceptIds(mention.ids).filter((id) => !WORD_LIKE_CONCEPTS.has(id));
      // A thing is counted once, by its concepts, not again by its words; its words' everyday groups
      // still let it meet a point that names it in everyday words.
      if (ids.length) {
        const groups = everydayGroups(reading.tokens[i] as Tok);
        if (mention.from === i) {
          concepts.push(ids);
          conceptGroups.push([...groups]);
        } else conceptGroups[conceptGroups.length - 1]?.push(...groups);
        for (const id of ids) all.add(id);
        for (const g of groups) all.add(g);
        conceptEnd = i;
        continue;
      }
    }
    const token = reading.tokens[i] as Tok;
    if (!contentWord(token)) continue;
    if (!withPolar && POLAR_WORDS.has(stem(token.low))) continue;
    const groups = wordGroups(token);
    // A word right after a concept that is only another name for it ("equity holders": equity is
    // owners' money, holders are owners) is one thing said, not a second one: counted apart, one
    // sentence word ("equity") would meet both and look twice as like the point.
    const thing = conceptEnd === i - 1 ? conceptGroups[conceptGroups.length - 1] : undefined;
    if (thing && groups.length > 1 && groups.slice(1).every((g) => thing.includes(g))) {
      thing.push(...groups);
      for (const g of groups) all.add(g);
      conceptEnd = i;
      continue;
    }
    words.push(groups);
    for (const g of groups) all.add(g);
  }
  return { concepts, conceptGroups, words, all };
}

/** Adds concepts to a bag (a pronoun's thing). */
export function addConcepts(bag: Bag, ids: readonly string[]) {
  if (!ids.length) return;
  bag.concepts.push([...ids]);
  bag.conceptGroups.push([]);
  for (const id of ids) bag.all.add(id);
}

/**
 * The target without what the question itself says: "short" and "selling" in a point about short
 * selling are no sign that a sentence makes that point, since any answer to the question names them.
 */
export function withoutQuestion(target: Bag, question: Bag): Bag {
  const asked = new Set<string>(question.concepts.flat());
  for (const groups of question.words) asked.add(groups[0] as string);
  const kept = target.concepts.map((ids) => !ids.some((id) => asked.has(id)));
  const concepts = target.concepts.filter((_, i) => kept[i]);
  const conceptGroups = target.conceptGroups.filter((_, i) => kept[i]);
  // Each word once: "price … price" in a point is one thing said.
  const seen = new Set<string>();
  const words = target.words.filter((groups) => {
    const key = groups[0] as string;
    if (asked.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { concepts, conceptGroups, words, all: new Set([...concepts.flat(), ...words.flat()]) };
}

/**
 * How much of the target the sentence says, 0 to 1: each concept of the target counts twice, each of
 * its content words once, and is met when the sentence names the concept or a word of the same group.
 * `shared` is how many of the target's items it met.
 */
export function likeness(sentence: Bag, target: Bag): { share: number; shared: number } {
  let total = 0;
  let met = 0;
  let shared = 0;
  target.concepts.forEach((ids, i) => {
    total += 2;
    const groups = target.conceptGroups[i] ?? [];
    if (ids.some((id) => sentence.all.has(id)) || groups.some((g) => sentence.all.has(g))) {
      met += 2;
      shared += 1;
    }
  });
  for (const groups of target.words) {
    total += 1;
    if (groups.some((g) => sentence.all.has(g))) {
      met += 1;
      shared += 1;
    }
  }
  return { share: total ? met / total : 0, shared };
}

/** What a text says about the directions and sides of its things, by concept. */
export type Polar = {
  dirs: {
    ids: ReadonlySet<string>;
    dir: Dir;
    negated: boolean;
    at: number;
    amount: NumSpan | null;
    /** Where its thing is named: before the stretch when a pronoun stood for it. */
    named: number;
    /** Said with a comparative: a level against something else, not a move. */
    level: boolean;
  }[];
  poles: { ids: ReadonlySet<string>; pole: Pole; at: number }[];
  relation: "opposite" | "together" | null;
  words: Set<string>;
  /** Whether it denies something: "not", "never", "no", "…n't". */
  negated: boolean;
  /**
   * What it denies: the stems and concepts of the few words after each "not"/"never"/"no"/"…n't", up to
   * the next break ("money received but not yet earned" denies "earned", not "received").
   */
  denied: Set<string>;
  /**
   * What it says is not so by a "non" before it ("non-cash charge"): a sentence that denies the same
   * thing in words ("it's not a real cash payment") agrees with it.
   */
  prefixDenied: Set<string>;
  /** Every stem and concept it names, to tell whether a denial touches what a point says. */
  content: Set<string>;
  /** The concepts of the first thing named, which a "plus"/"minus" is about ("EV is equity plus debt"). */
  topic: ReadonlySet<string>;
};

export function polarOf(reading: Reading, from: number, to: number, assertedOnly = false): Polar {
  const inside = (at: number) => at >= from && at <= to && (!assertedOnly || reading.asserted[at] === 1);
  const dirs = reading.dirs
    .filter((d) => inside(d.at) && !d.hedged)
    .map((d) => ({
      ids: (reading.mentions[d.mention] as Mention).ids,
      dir: d.dir,
      negated: d.negated,
      at: d.at,
      amount: d.amount,
      named: (reading.mentions[d.mention] as Mention).from,
      level: d.level ?? false,
    }));
  const poles = reading.poles
    .filter((p) => inside(p.at))
    .flatMap((p) => {
      const ids = p.ids ?? (reading.mentions[p.mention] as Mention).ids;
      const found = [{ ids, pole: p.pole, at: p.at }];
      if (p.cross) found.push({ ids, pole: p.cross, at: p.at });
      return found;
    });
  const relation = reading.relations.find((r) => inside(r.at))?.kind ?? null;
  const words = new Set<string>();
  for (let i = from; i <= to; i++) {
    const token = reading.tokens[i] as Tok;
    if (token.kind === "word" && inside(i)) words.add(stem(token.low));
  }
  const first = reading.mentions.find((m) => m.from >= from && m.to <= to && conceptIds(m.ids).length > 0);
  let negated = false;
  const denied = new Set<string>();
  const content = new Set<string>();
  const addTo = (set: Set<string>, i: number) => {
    const token = reading.tokens[i] as Tok;
    const m = reading.mentionAt[i] as number;
    if (m !== -1) for (const id of (reading.mentions[m] as Mention).ids) set.add(id);
    if (contentWord(token)) set.add(stem(token.low));
  };
  const prefixDenied = new Set<string>();
  for (let i = from; i <= to; i++) {
    if (!inside(i)) continue;
    addTo(content, i);
    if (reading.tokens[i]?.low === "non" && i < to) addTo(prefixDenied, i + 1);
    if (!isNegator(reading.tokens[i]?.low ?? "")) continue;
    negated = true;
    for (let j = i + 1, seen = 0; j <= to && seen < DENIAL_REACH; j++) {
      const token = reading.tokens[j] as Tok;
      if (token.kind === "punct" || DENIAL_BREAKS.has(token.low)) break;
      addTo(denied, j);
      if (contentWord(token)) seen++;
    }
  }
  return {
    dirs,
    poles,
    relation,
    words,
    negated,
    denied,
    prefixDenied,
    content,
    topic: first?.ids ?? new Set(),
  };
}

const sign = (dir: Dir) => (dir === "up" ? 1 : dir === "down" ? -1 : 0);
const conceptIds = (ids: ReadonlySet<string>) => [...ids].filter((id) => id.startsWith("#"));
const sameThing = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  conceptIds(a).some((id) => b.has(id)) || [...a].some((id) => !id.startsWith("#") && b.has(id));

/**
 * Whether a sentence states the target's things the other way: a thing moving the other way (or two
 * things moving with each other where the target has them move against each other), an item on the
 * other side of a line, the other of a pair of opposites, or "together" where the target says "inverse".
 */
export function contradicts(sentence: Polar, target: Polar): boolean {
  return opposes(sentence, target) || againstDirections(sentence, target);
}

/**
 * Whether a sentence like a way of saying a point may be taken to state it: nothing in it goes against
 * the point, and it does not deny what the point asserts ("cash does not go down" is no statement that
 * it goes down).
 */
export function mayState(sentence: Polar, target: Polar): boolean {
  if (contradicts(sentence, target)) return false;
  if (!sentence.negated || target.negated) return true;
  // A denial counts against the point only when it touches something the point says, or says nothing
  // of its own ("it's not that").
  if (!sentence.denied.size) return false;
  for (const said of sentence.denied)
    if (target.content.has(said) && !target.prefixDenied.has(said)) return false;
  return true;
}

/** How many content words after a "not" it reaches, and the words that end it sooner. */
const DENIAL_REACH = 3;
const DENIAL_BREAKS = new Set([
  "but",
  "and",
  "so",
  "because",
  "whereas",
  "while",
  "though",
  "although",
  "since",
  "as",
]);

/**
 * The contradictions read from words alone, sure enough to call a sentence wrong: the other of a pair
 * of opposites ("owes to suppliers" for "owed by customers"), or "together" where the point says "inverse".
 */
export function opposes(sentence: Polar, target: Polar): boolean {
  if (target.relation && sentence.relation && target.relation !== sentence.relation) return true;
  return opposedWords(sentence, target).length > 0;
}

/** The words a sentence says whose opposite the target says instead ("unlevered" against "levered"). */
export function opposedWords(sentence: Polar, target: Polar): string[] {
  // A word the sentence denies is not said: "there's no limit to what you can lose" is no "limited".
  const says = (word: string) => sentence.words.has(word) && !sentence.denied.has(word);
  const found: string[] = [];
  for (const [a, b] of OPPOSITES) {
    if (target.words.has(a) && !target.words.has(b) && says(b) && !sentence.words.has(a)) found.push(b);
    if (target.words.has(b) && !target.words.has(a) && says(a) && !sentence.words.has(b)) found.push(a);
  }
  const distinct = [...new Set(found)];
  // Both halves of a rule turned round state its converse, which is as true: "an even number of toggles,
  // so they end up shut" for "an odd number of toggles leaves it open".
  return distinct.length % 2 === 0 ? [] : distinct;
}

/**
 * A thing said to move by an amount the point never gives it, where the point gives it one ("retained
 * earnings go down by eight" against "retained earnings down £7.50"), and not also by the point's amount.
 */
export function otherAmount(sentence: Polar, target: Polar): boolean {
  for (const d of sentence.dirs) {
    if (!d.amount || d.negated || d.dir === "none") continue;
    const wanted = target.dirs.filter((t) => t.amount && !t.negated && sameThing(d.ids, t.ids));
    if (!wanted.length) continue;
    const values = wanted.flatMap((t) => t.amount?.values ?? []);
    const right = (span: NumSpan) => sameNumber(span, values);
    if (right(d.amount)) continue;
    // "cash up 100 from the loan, then down 7.50": another statement of the thing at the point's amount.
    if (sentence.dirs.some((x) => x.amount && sameThing(x.ids, d.ids) && right(x.amount))) continue;
    return true;
  }
  return false;
}

/**
 * Directions and sides against the point's own text as the reader takes it. The reader attaches words
 * by position, and a key point is written tersely, so this only stops a sentence being credited.
 */
function againstDirections(sentence: Polar, target: Polar): boolean {
  // Directions. With one thing in the target, its direction; with two, how they move relative to each other.
  const targetDirs = target.dirs.filter((d) => !d.negated);
  const things: { ids: ReadonlySet<string>; s: number }[] = [];
  for (const t of targetDirs) {
    if (!things.some((x) => sameThing(x.ids, t.ids))) things.push({ ids: t.ids, s: sign(t.dir) });
  }
  // "Cash doesn't rise" denies a rise but says no direction of its own. A thing said to move both ways
  // in one sentence ("cash goes up by 100, then falls by 7.50") is taken at the statement that agrees.
  const said = things.map((thing) => {
    // A thing the target holds still ("coupons are fixed") is not moved by a comparison ("lower coupons").
    const stated = sentence.dirs.filter(
      (x) => sameThing(x.ids, thing.ids) && !(x.negated && x.dir === "none") && !(thing.s === 0 && x.level),
    );
    const d = stated.find((x) => !x.negated && sign(x.dir) === thing.s) ?? stated[0];
    return d ? { s: sign(d.dir), negated: d.negated } : null;
  });
  if (things.length === 1) {
    const t = things[0] as { s: number };
    const d = said[0];
    if (d && !d.negated && d.s !== t.s) return true;
    if (d?.negated && d.s === t.s && t.s !== 0) return true;
  } else if (things.length >= 2) {
    const pairs: number[] = [];
    things.forEach((thing, i) => {
      const d = said[i];
      if (d && !d.negated && d.s !== 0 && thing.s !== 0) pairs.push(d.s * thing.s);
    });
    // Every thing said moved as the target says, or every one moved the other way: only a mix contradicts.
    if (pairs.length >= 2 && pairs.some((p) => p > 0) && pairs.some((p) => p < 0)) return true;
  }
  if (otherAmount(sentence, target)) return true;
  // Sides of a line on the "before/after" axis, and on the "plus/minus" axis for the same item.
  for (const t of target.poles) {
    // A target read with its item on both sides is too unclear to hold a sentence to.
    if (
      target.poles.some(
        (q) => sameThing(q.ids, t.ids) && POLE_AXIS[q.pole] === POLE_AXIS[t.pole] && q.pole !== t.pole,
      )
    )
      continue;
    for (const p of sentence.poles) {
      if (!sameThing(p.ids, t.ids) || POLE_AXIS[p.pole] !== POLE_AXIS[t.pole] || p.pole === t.pole) continue;
      // "Equity value is EV minus net debt" and "EV is equity value plus net debt" agree: sides are
      // compared only when both sentences define the same thing.
      // A pronoun's thing in both is the question's subject: the sentence handles the same thing.
      const bySubject = p.ids.has(PRONOUN_SUBJECT) && t.ids.has(PRONOUN_SUBJECT);
      if (!bySubject && !sameThing(sentence.topic, target.topic)) continue;
      // The same item on the same side elsewhere in the sentence means it is not contradicted.
      if (sentence.poles.some((q) => q !== p && sameThing(q.ids, t.ids) && q.pole === t.pole)) continue;
      return true;
    }
  }
  return false;
}
