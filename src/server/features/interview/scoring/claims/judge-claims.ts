import type {
  ClaimFact,
  ClaimTerms,
  ClaimVerdict,
  KeyPointClaim,
  Misconception,
} from "../../../../../shared/interview";
import { FINANCE_TERMS } from "../../../../platform/question-bank/finance-terms";
import { brokenSums } from "./arithmetic";
import { answerPoint, eachFigures, otherEachFigures, otherFinalCounts } from "./final-figure";
import {
  addConcepts,
  type Bag,
  bagOf,
  contradicts,
  likeness,
  mayState,
  opposedWords,
  opposes,
  polarOf,
  stem,
  type Target,
  withoutQuestion,
} from "./likeness";
import { compileTerms, type Mention, phraseOccurrences, type TermIndex } from "./mentions";
import { findNumbers, sameNumber } from "./numbers";
import {
  aboutOtherHead,
  definesOtherSubject,
  figureSubjects,
  foreignFigures,
  givesOtherFigure,
  pointFigures,
  pointHeads,
  subjectIds,
  subjectMet,
} from "./point-scope";
import { type DirReading, PRONOUN_SUBJECT, type Reading, readAnswer } from "./reading";
import {
  bridgeBroken,
  relationsBroken,
  riskBroken,
  samenessBroken,
  sectionsBroken,
  sidesBroken,
} from "./relations";
import { unaccountedSign } from "./signs";
import { type Tok, tokenize } from "./tokens";
import { type Dir, isNegator, ORDERED_OPERATORS, POLE_AXIS, type Pole, RIVALS, SLOT_REACH } from "./words";

// Each key point of a technical question judged on what the answer's sentences claim: `covered` when a
// sentence states it (in any of the ways the claim lists, in the bank's words or the member's own),
// `wrong` when a sentence the member asserts states it the other way or in one of its common wrong
// forms, `missing` otherwise. A wrong statement outweighs a right one elsewhere: the feedback never lists
// as covered a point the answer also gets wrong. Every verdict but `missing` quotes the sentence it
// rests on.

/**
 * A fact stated rightly or wrongly, and the tokens that state it. `extra`: a later phrase of the same kind
 * in a sentence that already has one ("precedents, which are basically past deals"); it carries the quote
 * to itself but is not counted as more evidence.
 */
type Hit = {
  wrong: boolean;
  chunk: number;
  from: number;
  to: number;
  strength: number;
  extra?: boolean;
  /** Found by a phrase of the claim's lists alone, with nothing read of the rest of its statement. */
  phrase?: boolean;
};
type Compiled = { index: TermIndex; subjects: Set<string> };
const IMPLICIT: Mention = { from: -1, to: -1, ids: new Set() };

const GLOBAL = compileTerms(new Map([...FINANCE_TERMS].map(([id, phrases]) => [`#${id}`, phrases])));
const MAX_CACHED = 500;
const compiledClaims = new Map<string, Compiled>();

/** "#id" is a concept; anything else is a phrase of its own, named by itself. */
/** A term that is met by any number the answer gives ("an estimate ends in a number"). */
const NUMBER_SIGNAL = "@number";
const idOf = (term: string) => (term.startsWith("#") ? term : `=${term.toLowerCase()}`);
const idsOf = (terms: ClaimTerms | undefined) => new Set((terms ?? []).map(idOf));

function factTerms(fact: ClaimFact): ClaimTerms[] {
  if ("any" in fact) return [fact.any];
  if ("all" in fact) return fact.all;
  if ("is" in fact) return [fact.about, fact.is];
  if ("dir" in fact) return [fact.about, fact.when?.about ?? [], fact.cause ?? []];
  if ("pole" in fact) return [fact.about, fact.of];
  if ("value" in fact) return [fact.about ?? []];
  return [];
}

function compile(claims: readonly KeyPointClaim[]): Compiled {
  const key = JSON.stringify(claims);
  const cached = compiledClaims.get(key);
  if (cached) return cached;
  const inline = new Map<string, string[]>();
  const subjects = new Set<string>();
  for (const claim of claims) {
    for (const fact of [...claim.says, ...(claim.wrong ?? [])]) {
      // Phrases a claim only needs said are found where they stand; phrases a direction, side or value
      // attaches to are read as things, so that "higher" can find "rates".
      const attaches = !("any" in fact) && !("all" in fact);
      for (const terms of factTerms(fact)) {
        for (const term of terms) {
          if (term.startsWith("#")) {
            if (!FINANCE_TERMS.has(term.slice(1))) throw new Error(`unknown finance term ${term}`);
          } else if (term !== NUMBER_SIGNAL && attaches) inline.set(idOf(term), [term]);
        }
      }
      if ("pole" in fact || "is" in fact) for (const id of idsOf(fact.about)) subjects.add(id);
    }
  }
  const compiled = { index: compileTerms(inline), subjects };
  if (compiledClaims.size >= MAX_CACHED) compiledClaims.clear();
  compiledClaims.set(key, compiled);
  return compiled;
}

const hasAny = (mention: Mention | undefined, ids: ReadonlySet<string>) =>
  mention ? [...mention.ids].some((id) => ids.has(id)) : false;
const flip = (dir: Dir): Dir => (dir === "up" ? "down" : dir === "down" ? "up" : "none");
const CLAUSE_EDGES = new Set([
  ",",
  ";",
  ":",
  "and",
  "but",
  "so",
  "because",
  "whereas",
  "while",
  "which",
  "then",
  "although",
  "though",
  "since",
  "as",
]);
const APPROXIMATING = new Set(
  "proxy like similar approximation approximately approximate rough roughly close closer estimate measure indicator gauge substitute stand sort kind unlike than versus vs".split(
    " ",
  ),
);
const approximating = (low: string) =>
  APPROXIMATING.has(low) ||
  low.startsWith("approx") ||
  low.startsWith("resembl") ||
  low.startsWith("similar");
const PRONOUN_SUBJECTS = new Set(["it", "it's", "they", "they're", "this", "that", "that's"]);
const LEAD_TRIM = new Set([
  "um",
  "uh",
  "erm",
  "so",
  "and",
  "then",
  "but",
  "like",
  "basically",
  "yeah",
  "well",
  "ok",
  "okay",
  "also",
  ",",
]);
const OPENING_FILLERS = new Set([
  "so",
  "um",
  "uh",
  "erm",
  "well",
  "basically",
  "like",
  "yeah",
  "ok",
  "okay",
  "right",
  "and",
  ",",
]);
const OPENING_PRONOUNS = new Set([
  "it",
  "it's",
  "its",
  "this",
  "that",
  "that's",
  "they",
  "they're",
  "which",
  "this's",
]);
/** Where one statement ends: unlike a clause, it keeps its reasons ("… because you add it back"). */
const CLAUSE_OPENERS = new Set(["until", "unless", "once", "because", "since", "then", "so", "when"]);
const STATEMENT_EDGES = new Set([
  ",",
  ";",
  ":",
  "and",
  "but",
  "so",
  "then",
  "whereas",
  "while",
  "although",
  "though",
]);
const REASONS = new Set(["because", "since", "as", "which", "meaning", "given", "cause", "cos"]);
const AND_STARTS = new Set([
  "then",
  "so",
  "it",
  "they",
  "we",
  "i",
  "you",
  "that",
  "this",
  "the",
  "a",
  "an",
  "its",
  "their",
  "there",
  "on",
  "in",
  "at",
  "if",
  "when",
]);
/** A quoted wrong clause of fewer words than this is quoted as its whole statement. */
const SHORT_QUOTE = 3;
/** Words that carry a sum on from a figure: "sixty-four plus thirty-two". Not "times": "48 times a day" is a count. */
const SUM_WORDS = new Set(["plus", "minus", "+", "-", "−", "×", "add", "added"]);
/** Words after a move that make it a return to a level: "rising back to par", "falls towards 100". */
const RETURNING = new Set(["back", "towards", "toward"]);
/**
 * Words after a "not" that widen or limit a statement rather than deny it ("not only", "not all of it",
 * "not straight away", "not being able to pay"), and denials of ability, which often state a limit.
 */
const WIDENING = new Set([
  "only",
  "just",
  "merely",
  "simply",
  "all",
  "every",
  "always",
  "straight",
  "immediately",
  "able",
]);
const UNABLE = new Set(["can't", "cannot", "couldn't"]);
const YES_NO = /^(should|would|is|are|does|do|can|could|will|did|was|were|has|have)\b/i;
/** A point that itself denies or limits something is often said with a "not". */
const NEGATIVE_POINT =
  /\b(not|no|non|never|nor|without|ignor\w*|exclud\w*|low|less|few|fewer|only|partial|neutral|independent|regardless)\b|n't\b|\bnon-|\b1 -/;
const IS_BREAKS = new Set([",", ";", ":", "but", "while", "whereas", "unlike", "although", "though"]);
// A wrong claim's pattern is denied by the negators the rest of the engine reads, and by "fail to" ("most
// active managers fail to beat their benchmark" says the opposite of "most active managers beat it").
const NEGATION = /\b(not|never|no|nor|neither|cannot|hardly|fail(s|ed|ing)? to|unable to)\b|n't\b/;

// A hesitation ("um", "erm") anywhere, or a hedge set off by a comma ("count as, sort of, cash", "it's,
// like, the cash"): said while speaking, part of no claim.
const SPOKEN_FILLER =
  /,?\s*\b(?:um+|uh+|erm+|uhm+)\b,?|,\s*(?:sort of|kind of|like|you know|i mean|basically|obviously|i guess|i think)\b,?(?=\s)|\s(?:sort of|kind of|like|you know|i mean),(?=\s)/g;

/** `text` with spoken fillers taken out, and for each of its characters the place it came from. */
function withoutFillers(text: string): { text: string; at: number[] } {
  let out = "";
  const at: number[] = [];
  let from = 0;
  const keep = (end: number) => {
    for (let i = from; i < end; i++) {
      out += text[i];
      at.push(i);
    }
  };
  for (const match of text.matchAll(SPOKEN_FILLER)) {
    const start = match.index ?? 0;
    keep(start);
    from = start + match[0].length;
  }
  keep(text.length);
  return { text: out, at };
}
const ARRIVED_AT = new Set(["there", "it", "that"]);
const BASE_WORDS = new Set(["take", "takes", "taking", "start", "starting", "begin", "beginning", "with"]);
/** A colon written straight between two numbers, as in a time of day. */
function clockColon(tokens: readonly Tok[], i: number): boolean {
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  const colon = tokens[i];
  if (!before || !after || !colon) return false;
  return (
    /^\d+$/.test(before.low) &&
    /^\d+$/.test(after.low) &&
    before.end === colon.start &&
    colon.end === after.start
  );
}
/** Words after which a named thing is the subject of a new clause. */
const SUBJECT_LEADS = new Set([",", ";", "then", "but", "whereas", "while"]);
const TO_FROM = new Set(["to", "from", "onto", "into"]);
const RESULT_VERBS = new Set([
  "get",
  "gets",
  "getting",
  "gives",
  "give",
  "arrive",
  "arrives",
  "leaves",
  "calculating",
  "calculate",
  "computing",
  "compute",
  "reach",
  "reaches",
]);
class Judge {
  implicitIds = (): ReadonlySet<string> => this.implicit?.ids ?? new Set();

  constructor(
    readonly reading: Reading,
    private readonly subjects: ReadonlySet<string>,
    /** The one thing a claim defines that the question itself names ("What is EBITDA?"), if there is one. */
    private readonly implicit: Mention | null,
    /** The word keys of the question. */
    private readonly asked: ReadonlySet<string> = new Set(),
  ) {}

  /**
   * A phrase whose every word the question itself uses ("you'd use sum-of-the-parts when …" for "When
   * would you use a sum-of-the-parts valuation?") names what was asked, not anything said of it.
   */
  onlyAsked(span: { from: number; to: number }): boolean {
    const said = this.reading.tokens.slice(span.from, span.to + 1).filter((t) => t.kind !== "punct");
    return said.length > 0 && said.every((t) => t.kind === "word" && this.asked.has(t.key));
  }

  chunk = (token: number) => this.reading.chunkOf[token] as number;
  chunkStart = (chunk: number) => this.reading.chunks[chunk]?.from ?? 0;
  /** A statement that ties a thing to a direction, side or value is stronger evidence than words said. */
  hit = (wrong: boolean, from: number, to: number, strength = 2): Hit => ({
    wrong,
    chunk: this.chunk(from),
    from,
    to,
    strength,
  });

  /** A sentence whose subject is left to the question: "It's …", "So basically it's …". */
  opensWithPronoun(chunk: number): boolean {
    const { tokens } = this.reading;
    const c = this.reading.chunks[chunk];
    if (!c) return false;
    for (let i = c.from; i <= c.to; i++) {
      const low = tokens[i]?.low ?? "";
      if (OPENING_FILLERS.has(low)) continue;
      return OPENING_PRONOUNS.has(low);
    }
    return false;
  }

  /** The clause around a hit: out to the nearest break ("," "and" "so" "but" …) in its sentence. */
  clause(hit: Hit, edges: ReadonlySet<string> = CLAUSE_EDGES): { from: number; to: number } {
    const { tokens } = this.reading;
    const chunk = this.reading.chunks[hit.chunk];
    if (!chunk) return hit;
    const edge = (i: number) => {
      const low = tokens[i]?.low ?? "";
      // "interest and tax" is one thing; "…, and the cash goes up" starts another clause.
      if (low === "and") return AND_STARTS.has(tokens[i + 1]?.low ?? "");
      // "At 3:15" is a time, not a colon between clauses.
      if (low === ":" && clockColon(tokens, i)) return false;
      // A statement keeps its reasons: "Day 24, because half of 48 is 24".
      if (low === "," && edges === STATEMENT_EDGES) return !REASONS.has(tokens[i + 1]?.low ?? "");
      return edges.has(low);
    };
    let from = hit.from;
    while (from > chunk.from && !edge(from - 1)) from--;
    let to = hit.to;
    while (to < chunk.to && !edge(to + 1)) to++;
    while (to > from && tokens[to]?.kind === "punct") to--;
    return { from, to };
  }

  evidence(hit: Hit): string {
    const { tokens, text } = this.reading;
    let { from, to } = this.clause(hit);
    // "…, which lowers EBITDA": a wrong clause of a word or two is quoted with what it is said of, so
    // the member sees the statement that is wrong, not two words of it.
    const words = (a: number, b: number) => tokens.slice(a, b + 1).filter((t) => t.kind === "word").length;
    if (hit.wrong && words(from, to) < SHORT_QUOTE) ({ from, to } = this.clause(hit, STATEMENT_EDGES));
    // "um so net income falls…" is quoted from "net income".
    while (from < Math.min(to, hit.from) && LEAD_TRIM.has(tokens[from]?.low ?? "")) from++;
    return text.slice(tokens[from]?.start ?? 0, tokens[to]?.end ?? text.length);
  }

  /**
   * A hit resting mostly on words the speaker sets aside ("take on more debt rather than pay it down",
   * "without a terminal value"): what those words name is what the speaker does not claim.
   */
  setAside(hit: { from: number; to: number }): boolean {
    return this.mostlyMarked(hit, this.reading.contrasted);
  }

  /** Whether at least half of a hit's words are marked in `marks`. */
  private mostlyMarked(hit: { from: number; to: number }, marks: Uint8Array): boolean {
    const { tokens } = this.reading;
    let words = 0;
    let marked = 0;
    for (let i = Math.max(0, hit.from); i <= hit.to; i++) {
      if (tokens[i]?.kind !== "word") continue;
      words++;
      if (marks[i]) marked++;
    }
    return words > 0 && marked * 2 >= words;
  }

  /** A hit resting mostly on words the speaker disowns ("people think …", "…, but that's a myth"), to its end. */
  disowned(hit: { from: number; to: number }): boolean {
    const { disowned } = this.reading;
    // "People think cash falls, but it rises by 2.50": a statement ending in the speaker's own words
    // is theirs, though it reaches back to a thing named in the belief.
    return this.mostlyMarked(hit, disowned) && disowned[hit.to] === 1;
  }

  asserted(from: number, to: number): boolean {
    for (let i = Math.max(0, from); i <= to; i++) if (!this.reading.asserted[i]) return false;
    return true;
  }

  /** A mention with "not"/"no"/"never" just before it, in its own sentence. */
  negated(mention: { from: number }): boolean {
    const { tokens } = this.reading;
    // "no expense until it is sold": a "no" two words back denies the word it stands before, not a
    // phrase that opens a clause of its own.
    const opensClause = CLAUSE_OPENERS.has(tokens[mention.from]?.low ?? "");
    for (let j = mention.from - 1; j >= Math.max(0, mention.from - (opensClause ? 1 : 2)); j--) {
      if (this.chunk(j) !== this.chunk(mention.from)) return false;
      if (isNegator(tokens[j]?.low ?? "")) return true;
    }
    return false;
  }

  /**
   * A term its own clause denies just after it ("pensions weren't really involved", "consumers aren't
   * affected"): the sentence says the thing had no part, so naming it is no credit.
   */
  deniedAfter(span: { from: number; to: number }): boolean {
    const { tokens } = this.reading;
    for (let i = span.from; i <= span.to; i++) if (isNegator(tokens[i]?.low ?? "")) return false;
    for (let j = span.to + 1; j <= span.to + 2; j++) {
      const low = tokens[j]?.low ?? "";
      if (this.chunk(j) !== this.chunk(span.from) || CLAUSE_EDGES.has(low)) return false;
      if (isNegator(low)) return true;
    }
    return false;
  }

  /**
   * A denial earlier in the hit's own statement, with nothing between to end it: "EV is not what the
   * whole business is worth" says the point's words under a "not", so they state nothing. "Not only …"
   * and "not just …" widen a statement rather than deny it.
   */
  deniedBefore(hit: Hit, topic: ReadonlySet<string>): boolean {
    const { tokens, mentions } = this.reading;
    const { from } = this.clause(hit, STATEMENT_EDGES);
    for (let j = from; j < hit.from; j++) {
      const low = tokens[j]?.low ?? "";
      if (!isNegator(low) || low === "no" || low === "nor" || UNABLE.has(low)) continue;
      if (WIDENING.has(tokens[j + 1]?.low ?? "")) continue;
      // Only a denial said of the point's own subject: "cash isn't part of the operations" may be the
      // reason a point about enterprise value gives.
      const subject = mentions.some(
        (m) => m.from >= from && m.to < j && [...m.ids].some((id) => id.startsWith("#") && topic.has(id)),
      );
      const pronoun =
        [...this.implicitIds()].some((id) => topic.has(id)) &&
        tokens.slice(from, j).some((t) => PRONOUN_SUBJECTS.has(t.low));
      if (subject || pronoun) return true;
    }
    return false;
  }

  mentionsIn(chunk: number, ids: ReadonlySet<string>): Mention[] {
    return this.reading.mentions.filter((m) => this.chunk(m.from) === chunk && hasAny(m, ids));
  }

  /** Where a group's terms occur: concepts as read in the answer, phrases wherever their words are. */
  occurrences(terms: ClaimTerms): { from: number; to: number }[] {
    const concepts = new Set(terms.filter((t) => t.startsWith("#")));
    const found: { from: number; to: number }[] = this.reading.mentions.filter((m) => hasAny(m, concepts));
    for (const term of terms) {
      if (term === NUMBER_SIGNAL) found.push(...this.reading.numbers);
      else if (!term.startsWith("#")) found.push(...this.phrases(term));
    }
    return found;
  }

  private readonly phraseCache = new Map<string, { from: number; to: number }[]>();
  phrases(term: string) {
    let found = this.phraseCache.get(term);
    if (!found) {
      found = phraseOccurrences(this.reading.tokens, term);
      this.phraseCache.set(term, found);
    }
    return found;
  }

  terms(groups: ClaimTerms[], asWrong: boolean, topics: ReadonlySet<string> = new Set()): Hit[] {
    // Naming the thing a point states something of is not stating it: "there's the balance sheet" says
    // nothing of what the balance sheet shows, so a bare mention of the point's own topic is no hit.
    const bare = (m: { from: number; to: number }) =>
      !asWrong && groups.length === 1 && "ids" in m && hasAny(m as Mention, topics);
    const places = groups.map((terms) =>
      this.occurrences(terms).filter(
        (m) => !this.negated(m) && !bare(m) && !(!asWrong && (this.deniedAfter(m) || this.onlyAsked(m))),
      ),
    );
    const hits: Hit[] = [];
    this.reading.chunks.forEach((_, c) => {
      const found = places.map((list) => list.find((m) => this.chunk(m.from) === c));
      if (found.some((m) => !m)) return;
      if (asWrong && !found.every((m) => m && this.asserted(m.from, m.to))) return;
      const spans = found as { from: number; to: number }[];
      hits.push({
        ...this.hit(asWrong, Math.min(...spans.map((m) => m.from)), Math.max(...spans.map((m) => m.to)), 1),
        phrase: true,
      });
      // The point said again later in the sentence in a phrase of its own ("precedents, which are
      // basically past deals"): the quote runs to it, so a gloss in plain words is credited. A single
      // word is too loose for that.
      if (!asWrong && groups.length === 1) {
        const later = (places[0] ?? []).filter(
          (p) => this.chunk(p.from) === c && p !== found[0] && p.to > p.from,
        );
        for (const m of later) hits.push({ ...this.hit(false, m.from, m.to, 1), extra: true, phrase: true });
      }
    });
    return hits;
  }

  is(about: ClaimTerms, is: ClaimTerms, asWrong: boolean): Hit[] {
    const aboutIds = idsOf(about);
    const isIds = idsOf(is);
    const { mentions, tokens } = this.reading;
    const hits: Hit[] = [];
    mentions.forEach((m, n) => {
      if (!hasAny(m, isIds)) return;
      // What the phrase is said of: the nearest thing before it that a claim defines, in the same clause.
      const before = mentions
        .slice(0, n)
        .reverse()
        .find((p) => !hasAny(p, isIds) && (hasAny(p, this.subjects) || hasAny(p, aboutIds)));
      const sameClause =
        before &&
        this.chunk(before.from) === this.chunk(m.from) &&
        m.from - before.to <= 12 &&
        !tokens.slice(before.to + 1, m.from).some((t) => IS_BREAKS.has(t.low));
      if (!before || !sameClause) {
        // "…, so it is an asset": a pronoun just before the phrase stands for the last thing defined.
        const pronoun = [1, 2, 3]
          .map((k) => m.from - k)
          .find((j) => PRONOUN_SUBJECTS.has(tokens[j]?.low ?? "") && this.chunk(j) === this.chunk(m.from));
        if (pronoun !== undefined) {
          const named = mentions
            .slice(0, n)
            .reverse()
            .find(
              (p) =>
                p.to < pronoun && pronoun - p.to <= 30 && (hasAny(p, this.subjects) || hasAny(p, aboutIds)),
            );
          const subject = named ?? this.implicit;
          if (!subject || !hasAny(subject, aboutIds)) return;
          for (let j = pronoun + 1; j < m.from; j++) {
            const low = tokens[j]?.low ?? "";
            if (isNegator(low) || approximating(low)) return;
          }
          if (asWrong && !this.asserted(pronoun, m.to)) return;
          hits.push(this.hit(asWrong, pronoun, m.to));
          return;
        }
        // "It's revenue you've earned…" answers "What is deferred revenue?": the question names the subject.
        const start = this.chunkStart(this.chunk(m.from));
        if (!this.implicit || !hasAny(this.implicit, aboutIds) || m.from - start > 6) return;
        if (!this.opensWithPronoun(this.chunk(m.from))) return;
        for (let j = start; j < m.from; j++) {
          const low = tokens[j]?.low ?? "";
          if (isNegator(low) || approximating(low)) return;
        }
        if (asWrong && !this.asserted(start, m.to)) return;
        hits.push(this.hit(asWrong, start, m.to));
        return;
      }
      if (!hasAny(before, aboutIds)) return;
      for (let j = before.to + 1; j < m.from; j++) {
        const low = tokens[j]?.low ?? "";
        // "EBITDA is not cash flow", "EBITDA is a rough proxy for cash flow": not a claim that it is.
        if (isNegator(low) || approximating(low)) return;
      }
      if (asWrong && !this.asserted(before.from, m.to)) return;
      hits.push(this.hit(asWrong, before.from, m.to));
    });
    return hits;
  }

  /** The direction a `when` condition takes in the same sentence ("when yields rise …"), if stated. */
  given(chunk: number, ids: ReadonlySet<string>): Dir | null {
    const found = this.reading.dirs.find(
      (d) =>
        !d.negated &&
        d.dir !== "none" &&
        this.chunk(d.at) === chunk &&
        hasAny(this.reading.mentions[d.mention], ids),
    );
    return found?.dir ?? null;
  }

  dir(fact: Extract<ClaimFact, { dir: unknown }>, asWrong: boolean): Hit[] {
    const about = idsOf(fact.about);
    const when = fact.when ? idsOf(fact.when.about) : null;
    const cause = fact.cause ? idsOf(fact.cause) : null;
    const { mentions } = this.reading;
    const hits: Hit[] = [];
    const assertedReading = (d: DirReading) => {
      const m = mentions[d.mention] as Mention;
      return !d.hedged && this.asserted(d.at, d.at) && this.asserted(m.from, m.to);
    };
    const { tokens } = this.reading;
    for (const d of this.reading.dirs) {
      if (!hasAny(mentions[d.mention], about) || d.negated) continue;
      const m = mentions[d.mention] as Mention;
      // "The price rising back to a hundred by maturity": a move back to a set level over time is not
      // the move the point gives it in answer to something else.
      const returning = RETURNING.has(tokens[d.at + 1]?.low ?? "");
      const span = (wrong: boolean) =>
        this.hit(
          wrong,
          Math.min(m.from, d.at, d.amount?.from ?? d.at),
          Math.max(m.to, d.at, d.amount?.to ?? d.at),
        );
      if (cause && (d.cause === null || !hasAny(mentions[d.cause], cause))) continue;
      const chunk = this.chunk(d.at);
      if (fact.amountOnly && !(d.amount && sameNumber(d.amount, fact.by ?? []))) continue;
      let expected = fact.dir;
      if (fact.when && when) {
        const given = this.given(chunk, when);
        if (given && given !== "none") expected = given === fact.when.dir ? fact.dir : flip(fact.dir);
        else if (fact.whenOnly) continue;
      }
      if (asWrong) {
        if (d.dir === expected && assertedReading(d) && !returning) hits.push(span(true));
        continue;
      }
      if (returning && d.dir !== expected) continue;
      if (d.dir === expected) {
        if (fact.by && d.amount && !sameNumber(d.amount, fact.by)) {
          const rightNearby = this.reading.numbers.some(
            (n) => this.chunk(n.from) === chunk && sameNumber(n, fact.by ?? []),
          );
          if (fact.exact && !rightNearby && assertedReading(d)) hits.push(span(true));
          if (rightNearby) hits.push(span(false));
          continue;
        }
        hits.push(span(false));
      } else if (assertedReading(d)) hits.push(span(true));
    }
    if (fact.when && when && !asWrong) {
      // "Prices and yields move in opposite directions."
      const wanted = fact.dir === fact.when.dir ? "together" : "opposite";
      for (const relation of this.reading.relations) {
        const chunk = this.chunk(relation.at);
        // "They move together" speaks of the things the sentence before named.
        const named = (ids: ReadonlySet<string>) =>
          this.mentionsIn(chunk, ids).length > 0 || (chunk > 0 && this.mentionsIn(chunk - 1, ids).length > 0);
        if (!named(about) || !named(when)) continue;
        const both = [...this.mentionsIn(chunk, about), ...this.mentionsIn(chunk, when)];
        const from = Math.min(relation.at, ...both.map((b) => b.from).filter((f) => this.chunk(f) === chunk));
        const to = Math.max(relation.at, ...both.map((b) => b.to).filter((t) => this.chunk(t) === chunk));
        if (relation.kind === wanted) hits.push(this.hit(false, from, to));
        else if (this.asserted(relation.at, relation.at)) hits.push(this.hit(true, from, to));
      }
    }
    return hits;
  }

  /**
   * What a sentence defines: the thing it arrives at ("… gives EV", "you get EV by adding …"), the "to"
   * of "from A to B", the thing added to ("add net debt to equity value"), or else the subject it opens with.
   */
  topic(chunk: number, poleAt: number): Mention | null {
    const candidates = this.mentionsIn(chunk, this.subjects);
    // "It's earnings before interest…" answers "What is EBITDA?": the question names the subject.
    if (!candidates.length) return this.opensWithPronoun(chunk) ? this.implicit : null;
    const { tokens } = this.reading;
    const preceded = (m: Mention, words: ReadonlySet<string>) => {
      for (let j = m.from - 1; j >= Math.max(this.chunkStart(chunk), m.from - 3); j--) {
        if (words.has(tokens[j]?.low ?? "")) return true;
      }
      return false;
    };
    const bridged = candidates.find(
      (m) =>
        tokens[m.from - 1]?.low === "to" &&
        candidates.some((o) => o !== m && tokens[o.from - 1]?.low === "from"),
    );
    if (bridged) return bridged;
    const arrived = candidates.find((m) => preceded(m, RESULT_VERBS) && tokens[m.from - 1]?.low !== "from");
    if (arrived) return arrived;
    const addedTo = candidates.find((m) => m.from > poleAt && preceded(m, TO_FROM));
    if (addedTo) return addedTo;
    // "To get there you take equity value, add the debt…": "there" is what the sentence arrives at, and
    // the thing taken is the starting point, not what is defined.
    const start = this.chunkStart(chunk);
    for (let j = start; j < poleAt - 1; j++) {
      if (!RESULT_VERBS.has(tokens[j]?.low ?? "") || !ARRIVED_AT.has(tokens[j + 1]?.low ?? "")) continue;
      const earlier = chunk > 0 ? this.chunkStart(chunk - 1) : start;
      const named = this.reading.mentions
        .filter((m) => m.from >= earlier && m.to < j && hasAny(m, this.subjects))
        .at(-1);
      return named ?? null;
    }
    // "EBITDA is before D&A, then EBIT is after D&A": a later clause with a subject of its own is about
    // that subject ("EBITDA is EBIT before D&A" keeps EBITDA: there EBIT is no clause's subject).
    // "interest and tax": an "and" opens a clause only after a comma.
    const leads = (j: number) =>
      SUBJECT_LEADS.has(tokens[j]?.low ?? "") || (tokens[j]?.low === "and" && tokens[j - 1]?.low === ",");
    const own = this.reading.mentions
      .filter((m) => this.chunk(m.from) === chunk && m.to < poleAt && m.from > start && leads(m.from - 1))
      .filter((m) => {
        for (let j = m.to + 1; j < poleAt; j++) if (leads(j)) return false;
        return true;
      })
      .at(-1);
    if (own) return candidates.includes(own) ? own : null;
    // "From EBIT you take away interest": the thing started from is not what the sentence defines.
    const first =
      candidates.find((m) => !preceded(m, BASE_WORDS) && tokens[m.from - 1]?.low !== "from") ?? null;
    return first && first.from < poleAt ? first : null;
  }

  pole(fact: Extract<ClaimFact, { pole: unknown }>, asWrong: boolean): Hit[] {
    const about = idsOf(fact.about);
    const of = idsOf(fact.of);
    const axis = POLE_AXIS[fact.pole];
    const hits: Hit[] = [];
    for (const p of this.reading.poles) {
      // A pronoun's thing is left to the reading by meaning (likeness.ts), which compares it as the subject.
      if (p.mention < 0) continue;
      const object = this.reading.mentions[p.mention] as Mention;
      if (!hasAny(object, of)) continue;
      const chunk = this.chunk(p.at);
      const topic = this.topic(chunk, p.at);
      if (!topic || !hasAny(topic, about) || topic === object) continue;
      if (topic === this.implicit && object.from < this.chunkStart(chunk)) continue;
      const said: Pole | null = POLE_AXIS[p.pole] === axis ? p.pole : p.cross;
      if (!said) continue;
      // "You add debt … to equity value": the thing added to is where the sum starts, not what the
      // sentence says it is, so the sentence says nothing wrong of it.
      // "From EBIT to net income you add back …" is different: there the "to" names what is arrived at.
      const { tokens, mentions } = this.reading;
      const lead = tokens[topic.from - 1]?.low ?? "";
      const bridged =
        lead === "to" &&
        mentions.some(
          (o) => o !== topic && this.chunk(o.from) === chunk && tokens[o.from - 1]?.low === "from",
        );
      // The running sum goes on from it: "… to equity value and take off cash" takes cash off that sum.
      const addedTo = this.reading.poles.some((q) => this.chunk(q.at) === chunk && q.at < topic.from);
      const base = addedTo && TO_FROM.has(lead) && !bridged;
      const asserted = this.asserted(p.at, object.to) && !base;
      const from =
        topic === this.implicit ? Math.min(p.at, object.from) : Math.min(topic.from, p.at, object.from);
      const to = Math.max(p.at, object.to);
      if (asWrong) {
        if (said === fact.pole && asserted) hits.push(this.hit(true, from, to));
      } else if (said === fact.pole) hits.push(this.hit(false, from, to));
      else if (asserted) hits.push(this.hit(true, from, to));
    }
    return hits;
  }

  value(fact: Extract<ClaimFact, { value: unknown }>, asWrong: boolean): Hit[] {
    const about = fact.about ? idsOf(fact.about) : null;
    const hits: Hit[] = [];
    const { tokens, mentions } = this.reading;
    for (const v of this.reading.values) {
      const chunk = this.chunk(v.num.from);
      const right = sameNumber(v.num, fact.value);
      let negated = false;
      for (let j = v.num.from - 1; j >= Math.max(0, v.num.from - 2); j--)
        if (isNegator(tokens[j]?.low ?? "")) negated = true;
      const attached = v.mention !== null && about !== null && hasAny(mentions[v.mention], about);
      const asserted = this.asserted(v.num.from, v.num.to);
      const mention = v.mention === null ? null : (mentions[v.mention] as Mention);
      const from = Math.min(v.num.from, mention?.from ?? v.num.from);
      const to = Math.max(v.num.to, mention?.to ?? v.num.to);
      if (asWrong) {
        if (right && !negated && asserted && (!about || attached)) hits.push(this.hit(true, from, to));
        continue;
      }
      if (right && !negated) hits.push(this.hit(false, from, to, attached ? 2 : 1));
      else if (fact.exact && attached && !right && !negated && asserted) {
        // "EV = 500 + 150 = 650": a working figure on the way to the right one is not a wrong answer.
        const rightNearby = this.reading.numbers.some(
          (n) => this.chunk(n.from) === chunk && sameNumber(n, fact.value),
        );
        if (!rightNearby) hits.push(this.hit(true, from, to));
      }
    }
    return hits;
  }

  private lowered: string | null = null;
  private spoken: { text: string; at: number[] } | null = null;
  pattern(pattern: string): Hit[] {
    this.lowered ??= this.reading.text.toLowerCase().replace(/[‘’]/g, "'");
    const lower = this.lowered;
    // "The deposits would count as, sort of, cash": a spoken filler set off by commas says nothing, so
    // the claim is matched as if it were not there, and its words are then found in the sentence itself.
    this.spoken ??= withoutFillers(lower);
    const { text: heard, at: origin } = this.spoken;
    const hits: Hit[] = [];
    const seen = new Set<number>();
    for (const match of heard.matchAll(new RegExp(pattern, "gi"))) {
      const at = origin[match.index ?? 0] ?? 0;
      const stop = (origin[(match.index ?? 0) + match[0].length - 1] ?? at) + 1;
      if (seen.has(at)) continue;
      seen.add(at);
      const token = this.reading.tokens.findIndex((t) => t.end > at);
      if (token < 0) continue;
      const last = this.reading.tokens.findIndex((t) => t.end >= stop);
      const before = lower.slice(Math.max(0, at - 40), at);
      const clause = before.split(/[.;:!?,]/).at(-1) ?? "";
      if (NEGATION.test(clause)) continue;
      // "you aren't obliged to buy" inside the match denies it, unless the wrong claim is itself negative.
      if (!NEGATION.test(pattern) && NEGATION.test(lower.slice(at, stop))) continue;
      // A rule stated with its condition ("if …, it's accretive", "it's accretive if …") is claimed as a
      // whole: a match that reaches out of the supposition into what the speaker asserts counts.
      const end = last < 0 ? token : last;
      if (!this.asserted(end, end) && !this.asserted(token, token)) continue;
      // "Fifteen per cent of six forty is sixty-four plus thirty-two": a figure the sum goes on from is
      // its first term, not the result the pattern takes it for.
      const figure = this.reading.numbers.find((n) => n.from <= end && end <= n.to);
      if (figure && SUM_WORDS.has(this.reading.tokens[figure.to + 1]?.low ?? "")) continue;
      hits.push(this.hit(true, token, end, 1));
    }
    return hits;
  }

  fact(fact: ClaimFact, asWrong: boolean, topics?: ReadonlySet<string>): Hit[] {
    if ("any" in fact) return this.terms([fact.any], asWrong, topics);
    if ("all" in fact) return this.terms(fact.all, asWrong);
    if ("is" in fact) return this.is(fact.about, fact.is, asWrong);
    if ("dir" in fact) return this.dir(fact, asWrong);
    if ("pole" in fact) return this.pole(fact, asWrong);
    if ("value" in fact) return this.value(fact, asWrong);
    return asWrong ? this.pattern(fact.pattern) : [];
  }
}

/** The one subject of the question's definitions that the question names, as a mention outside the answer. */
function implicitSubject(
  questionText: string,
  index: TermIndex,
  subjects: ReadonlySet<string>,
): Mention | null {
  if (!questionText) return null;
  const named = new Set<string>();
  for (const mention of readAnswer(questionText, [GLOBAL, index]).mentions) {
    for (const id of mention.ids) if (subjects.has(id)) named.add(id);
  }
  if (named.size !== 1) return null;
  return { ...IMPLICIT, ids: named };
}

/** The answer as the claims of a question read it (their phrases included). */
export function readForClaims(answer: string, claims: readonly KeyPointClaim[]): Reading {
  return readAnswer(answer, [GLOBAL, compile(claims).index]);
}

export type ClaimJudgement = {
  verdicts: ClaimVerdict[];
  /** The question's misconceptions the answer states, each as a wrong verdict; none said, none here. */
  mistaken: ClaimVerdict[];
  /** Where each covered point's sentence starts, 0 (start) to 1 (end); null when not covered. */
  firstAt: (number | null)[];
  /** Distinct things of the claims the answer names: its precise terms. */
  termsUsed: number;
};

/**
 * A sentence at least this like a way of saying a key point (its share of the point's concepts and
 * words, with at least MIN_SHARED of them) states the point in its own words when nothing in it
 * contradicts the point. Tuned on the tuning and development sets.
 */
export const CREDIT_SHARE = 0.6;
/** A sentence this like a point, and more like it than like any other point, that contradicts it is wrong. */
export const WRONG_SHARE = 0.4;
/**
 * The likeness needed instead of CREDIT_SHARE when the sentence also moves, compares, denies, gives a
 * figure or gives a reason that the point's own ways of being said do not account for (signs.ts): such a
 * sentence may use the point's words to claim something else, and one the engine cannot confirm is better
 * left uncredited than listed as covered.
 */
export const SIGNED_CREDIT_SHARE = 0.7;
const MIN_SHARED = 2;

const compiledTargets = new Map<string, { targets: Target[][]; parts: Target[][] }>();
/** Each key point's ways of being said: the point itself, its line of the outline and its correction. */
function targetsOf(
  questionText: string,
  keyPoints: readonly string[],
  outline: readonly string[],
  claims: readonly KeyPointClaim[],
  index: TermIndex,
): { targets: Target[][]; parts: Target[][] } {
  const key = JSON.stringify([questionText, keyPoints, outline, claims.map((c) => c.correction)]);
  const cached = compiledTargets.get(key);
  if (cached) return cached;
  // The outline speaks point by point only when it has one line per point.
  const lines = outline.length === keyPoints.length ? outline : [];
  const asked = readAnswer(questionText, [GLOBAL, index]);
  const question = bagOf(asked, 0, asked.tokens.length - 1);
  const target = (text: string): Target => {
    const reading = readAnswer(text, [GLOBAL, index]);
    const last = reading.tokens.length - 1;
    const bag = withoutQuestion(bagOf(reading, 0, last), question);
    // The question sets the scene ("when the dollar strengthens"): a point's claim is about the
    // other things, so the directions it gives to the question's own things are not compared.
    const polar = polarOf(reading, 0, last);
    const asked = new Set(question.concepts.flat());
    polar.dirs = polar.dirs.filter((d) => ![...d.ids].some((id) => asked.has(id)));
    return { bag, reading, polar };
  };
  const targets = keyPoints.map((point, i) =>
    [point, lines[i], claims[i]?.correction].filter((text): text is string => Boolean(text)).map(target),
  );
  const parts = keyPoints.map((point, i) =>
    [point, lines[i]]
      .filter((text): text is string => Boolean(text))
      .flatMap(partsOf)
      .map(target)
      .filter(({ bag }) => bag.concepts.length * 2 + bag.words.length >= MIN_PART_WEIGHT),
  );
  // A thing one way of saying a point calls "non-" is not so in the point, however it is worded: a
  // sentence denying it ("it's not real cash") agrees with every way of saying the point.
  targets.forEach((ways, i) => {
    const non = new Set([...ways, ...(parts[i] ?? [])].flatMap((t) => [...t.polar.prefixDenied]));
    for (const t of [...ways, ...(parts[i] ?? [])]) t.polar.prefixDenied = non;
  });
  if (compiledTargets.size >= MAX_CACHED) compiledTargets.clear();
  compiledTargets.set(key, { targets, parts });
  return { targets, parts };
}

/**
 * The parts of a way of saying a point that lists several things ("Operating: net income, add back
 * non-cash items, adjust for working capital"): a sentence that says one part fully says that much of
 * the point, though it is far from like the whole line.
 */
const PART_BREAK = /\s*(?:[;:,]|\bbut\b|\bwhile\b|\bwhereas\b)\s*/i;
function partsOf(text: string): string[] {
  const parts = text.split(PART_BREAK).filter((part) => part.trim().split(/\s+/).length >= MIN_PART_WORDS);
  return parts.length >= 2 ? parts : [];
}
const MIN_PART_WORDS = 3;
/** A part must say enough to stand for the point: its concepts count twice, its other words once. */
const MIN_PART_WEIGHT = 4;

/** How like the point a sentence is: the best of its ways of being said. */
function bestLikeness(bag: Bag, targets: readonly Target[]): { share: number; target: Target | null } {
  let best = { share: 0, target: null as Target | null };
  for (const target of targets) {
    const { share, shared } = likeness(bag, target.bag);
    if (shared >= MIN_SHARED && share > best.share) best = { share, target };
  }
  return best;
}

/** The things a claim states a direction, side or definition of: what its point is about. */
function topicsOf(claim: KeyPointClaim): Set<string> {
  const topics = new Set<string>();
  for (const fact of [...claim.says, ...(claim.wrong ?? [])]) {
    if ("about" in fact && fact.about && ("is" in fact || "pole" in fact || "dir" in fact)) {
      for (const id of idsOf(fact.about)) if (id.startsWith("#")) topics.add(id);
    }
  }
  return topics;
}

/** Reads the answer once and judges every key point's claim on it. */
export function judgeClaims(
  answer: string,
  keyPoints: readonly string[],
  claims: readonly KeyPointClaim[],
  questionText = "",
  outline: readonly string[] = [],
  misconceptions: readonly Misconception[] = [],
): ClaimJudgement {
  const { index, subjects } = compile(claims);
  const reading = readAnswer(answer, [GLOBAL, index]);
  // Only a question that asks in one sentence names its subject: a puzzle sets out its facts first
  // ("… doubles in size every day …"), and its answer uses them; and a yes-or-no question ("Should you
  // switch?") is answered in its own words.
  const sentences = questionText.split(/(?<=[.!?])\s+/).filter((part) => part.trim());
  const asked =
    sentences.length === 1 && !YES_NO.test(questionText.trim())
      ? new Set(tokenize(questionText).map((t) => t.key))
      : new Set<string>();
  const judge = new Judge(reading, subjects, implicitSubject(questionText, index, subjects), asked);
  const used = new Set<string>();
  const wanted = new Set(
    claims.flatMap((claim) => [...claim.says, ...(claim.wrong ?? [])].flatMap(factTerms).flat().map(idOf)),
  );
  for (const mention of reading.mentions) for (const id of mention.ids) if (wanted.has(id)) used.add(id);
  const firstAt: (number | null)[] = keyPoints.map(() => null);
  const length = Math.max(1, answer.length);
  const judged = keyPoints.map((point, i) => {
    const claim = claims[i];
    if (!claim) return { point, i, hits: [] as Hit[] };
    const topics = topicsOf(claim);
    const hits = [
      ...claim.says.flatMap((fact) => judge.fact(fact, false, topics)),
      ...(claim.wrong ?? []).flatMap((fact) => judge.fact(fact, true)),
    ];
    return { point, i, hits };
  });
  const mistakes = misconceptions.map((m) => ({
    m,
    hits: m.wrong.flatMap((fact) => judge.pattern(fact.pattern)),
  }));
  const mistakenHits = mistakes.flatMap(({ hits }) => hits);
  // A statement made wrongly, with its "because…", earns no credit for another point.
  // Read once every hit is in, the ones from meaning and from finance's relations included.
  let wrongSpans: { from: number; to: number }[] | null = null;
  const denied = (hit: Hit) => {
    wrongSpans ??= [...judged.flatMap(({ hits }) => hits.filter((h) => h.wrong)), ...mistakenHits].map((h) =>
      judge.clause(h, STATEMENT_EDGES),
    );
    const span = judge.clause(hit, STATEMENT_EDGES);
    return wrongSpans.some((w) => w.from <= span.to && span.from <= w.to);
  };
  const quoted = new Set<number>();
  /**
   * The sentences a verdict rests on, one per sentence with a hit, the one to show first at the front: for
   * a wrong point, its strongest wrong statement, preferring one not already quoted for another point (an
   * answer with two wrong sentences has both named); for a covered point, the sentence that states it most
   * fully. The rest follow in the answer's order (right ones only from sentences stating nothing wrongly).
   * Each is quoted from its first hit's clause to its last one's.
   */
  const quotes = (hits: Hit[], wrong: boolean, shown = true) => {
    const chunks = [...new Set(hits.map((h) => h.chunk))].map((chunk) => {
      const inChunk = hits.filter((h) => h.chunk === chunk);
      const count = inChunk.filter((h) => !h.extra).length;
      return { chunk, inChunk, strength: Math.max(...inChunk.map((h) => h.strength)), count };
    });
    const ranked = [...chunks].sort((a, b) =>
      wrong
        ? Number(quoted.has(a.chunk)) - Number(quoted.has(b.chunk)) ||
          b.strength - a.strength ||
          a.chunk - b.chunk
        : b.count - a.count || b.strength - a.strength || a.chunk - b.chunk,
    );
    const best = ranked[0] as (typeof chunks)[number];
    if (shown) quoted.add(best.chunk);
    const rest = chunks
      .filter((c) => c !== best && (wrong || !wrongChunks.has(c.chunk)))
      .sort((a, b) => a.chunk - b.chunk);
    return [best, ...rest].map(({ chunk, inChunk }) => {
      const from = Math.min(...inChunk.map((h) => h.from));
      const to = Math.max(...inChunk.map((h) => h.to));
      return { text: judge.evidence({ ...(inChunk[0] as Hit), from, to }), from, chunk };
    });
  };
  const { targets, parts } = targetsOf(questionText, keyPoints, outline, claims, index);
  likenessHits(judge, reading, keyPoints, targets, judged, parts);
  relationHits(judge, reading, targets, judged);
  orderHits(judge, reading, targets, judged);
  figureHits(judge, reading, targets, judged, questionText, index, claims);
  finalCountHits(judge, reading, keyPoints, claims, questionText, judged);
  eachFigureHits(judge, reading, keyPoints, claims, judged);
  againstHits(judge, reading, targets, judged);
  reversedComparisons(judge, reading, targets, judged);
  deniedAffirmedHits(judge, reading, keyPoints, questionText, judged);
  arithmeticHits(judge, reading, judged);
  const rivalsOf = targets.map(rivalChoices);
  rivalHits(judge, reading, rivalsOf, judged);
  const figuresOf = keyPoints.map(pointFigures);
  const heads = pointHeads(keyPoints, questionText);
  // What each key point defines ("Equity value is …"), by the finance things before its "is", read from
  // the point's own reading (the first of its ways of being said).
  const definedBy = targets.map((ways) => {
    const read = ways[0]?.reading;
    return read ? subjectIds(read, 0, read.tokens.length - 1) : new Set<string>();
  });
  // A further sentence kept for a point must not also state something wrongly ("calls get dearer but
  // puts cheaper"): kept as support, it would list a wrong statement beside a right one.
  const keyWrongChunks = judged.flatMap(({ hits }) => hits.filter((h) => h.wrong).map((h) => h.chunk));
  const wrongChunks = new Set([...keyWrongChunks, ...mistakenHits.map((h) => h.chunk)]);
  const verdicts = judged.map(({ point, i, hits }): ClaimVerdict => {
    const claim = claims[i];
    const wrong = hits.filter((hit) => hit.wrong);
    const passed = hits.filter(
      (hit) =>
        !hit.wrong &&
        !denied(hit) &&
        !(judge.setAside(hit) && !SCANT.test(point)) &&
        !judge.disowned(hit) &&
        !substitutes(judge, hit, rivalsOf[i] ?? new Map()) &&
        !givesOtherFigure(
          reading,
          judge.clause(hit, STATEMENT_EDGES),
          figuresOf[i] ?? [],
          figuresOf.flatMap((f, j) => (j === i ? [] : f)),
        ) &&
        !aboutOtherHead(reading, hit.chunk, heads, keyPoints, i) &&
        !definesOtherSubject(reading, judge.clause(hit, STATEMENT_EDGES), definedBy, i) &&
        !(hit.phrase && statesOtherWay(judge, reading, hit, targets[i] ?? [])) &&
        // A denial of the point's own subject before its phrase, unless the point itself denies or
        // limits something ("cash is a non-operating asset" is said as "it isn't part of the business").
        !(
          judge.deniedBefore(hit, targets[i]?.[0]?.polar.topic ?? new Set()) &&
          !NEGATIVE_POINT.test(point.toLowerCase())
        ),
    );
    // A later saying counts only beside a first one that stands.
    const right = passed.filter((hit) => !hit.extra || passed.some((h) => !h.extra && h.chunk === hit.chunk));
    if (wrong.length) {
      // Wrong outweighs right, but every wrong sentence is named and the right ones are kept.
      const [first, ...others] = quotes(wrong, true);
      const said = (right.length ? quotes(right, false, false) : []).filter((q) => !wrongChunks.has(q.chunk));
      return {
        point,
        status: "wrong",
        evidence: first?.text ?? null,
        correction: claim?.correction ?? null,
        ...(others.length ? { alsoWrong: others.map((q) => q.text) } : {}),
        ...(said.length ? { alsoSaid: said.sort((a, b) => a.from - b.from).map((q) => q.text) } : {}),
      };
    }
    const [evidence, ...others] = right.length ? quotes(right, false) : [];
    if (evidence) {
      firstAt[i] = (reading.tokens[evidence.from]?.start ?? 0) / length;
      return {
        point,
        status: "covered",
        evidence: evidence.text,
        correction: null,
        ...(others.length ? { alsoSaid: others.map((q) => q.text) } : {}),
      };
    }
    return { point, status: "missing", evidence: null, correction: null };
  });
  // A sentence a key point already names as wrong, or an earlier misconception does, is named once:
  // with the most particular correction (the question's own come before its category's).
  const named = new Set(keyWrongChunks);
  const mistaken = mistakes
    .map(({ m, hits }) => {
      const fresh = hits.filter((h) => !named.has(h.chunk));
      for (const h of fresh) named.add(h.chunk);
      return { m, hits: fresh };
    })
    .filter(({ hits }) => hits.length)
    .map(({ m, hits }): ClaimVerdict => {
      const [first, ...others] = quotes(hits, true);
      return {
        point: m.point,
        status: "wrong",
        evidence: first?.text ?? null,
        correction: m.correction,
        ...(others.length ? { alsoWrong: others.map((q) => q.text) } : {}),
      };
    });
  return { verdicts, mistaken, firstAt, termsUsed: used.size };
}

/**
 * A phrase of a point's lists found in a statement that says the point the other way: the other of a pair
 * of opposite words where the point's ways of saying it agree on one ("most managers outperform after
 * fees" for "most underperform after fees"), or its things moved against the ways of saying it that give
 * them a direction ("paid more tax now" for "tax is lower now"). The phrase alone is then no sign that
 * the point was made. It is not called wrong on that alone: a phrase may stand in a sentence that is
 * about something else.
 */
function statesOtherWay(judge: Judge, reading: Reading, hit: Hit, ways: readonly Target[]): boolean {
  if (!ways.length) return false;
  const span = judge.clause(hit, STATEMENT_EDGES);
  const said = polarOf(reading, span.from, span.to, true);
  const opposed = ways.filter((t) => opposes(said, t.polar)).length;
  if (opposed >= Math.min(2, ways.length)) return true;
  // Read with the directions of the question's own things too: a phrase says nothing of which way the
  // sentence moves them ("paid more tax now" for "tax is lower now" on a question about tax).
  const whole = ways.map((t) => polarOf(t.reading, 0, t.reading.tokens.length - 1));
  const directed = whole.filter((polar) => polar.dirs.some((d) => !d.negated));
  const here = { ...said, dirs: said.dirs.filter((d) => d.named >= span.from) };
  // As with opposite words, two ways read against the sentence are enough: one line alone may be terse.
  const against = directed.filter((polar) => contradicts(here, polar)).length;
  return directed.length > 0 && against >= Math.min(2, directed.length);
}

/**
 * A sentence that moves two things against how finance says one moves the other (RELATIONS), or puts
 * a profit or cash flow on the wrong side of interest or tax (SIDES), has more debt or a wider spread
 * make something safer, or gets a sign of the bridge between equity and enterprise value the wrong way
 * round, is wrong for the point that speaks of them: of the points whose ways of being said name either thing, the one the sentence is most like.
 * It answers the wrong-direction and wrong-side claims no claim lists, in any wording.
 */
function relationHits(
  judge: Judge,
  reading: Reading,
  targets: readonly Target[][],
  judged: { i: number; hits: Hit[] }[],
) {
  reading.chunks.forEach((chunk) => {
    const broken = [
      ...relationsBroken(reading, chunk.from, chunk.to),
      ...sidesBroken(reading, chunk.from, chunk.to),
      ...samenessBroken(reading, chunk.from, chunk.to),
      ...riskBroken(reading, chunk.from, chunk.to),
      ...bridgeBroken(reading, chunk.from, chunk.to),
      ...sectionsBroken(reading, chunk.from, chunk.to),
    ];
    if (!broken.length) return;
    const bag = bagOf(reading, chunk.from, chunk.to);
    for (const relation of broken) {
      const ids = [`#${relation.cause}`, `#${relation.effect}`];
      const pick = (named: boolean) => {
        let best: { entry: (typeof judged)[number]; share: number } | null = null;
        for (const entry of judged) {
          const ways = targets[entry.i] ?? [];
          const names = ways.some((t) => ids.some((id) => t.reading.mentions.some((m) => m.ids.has(id))));
          // With no point naming either thing, the sentence is wrong for the point it would be taken
          // to state: one whose phrase it says ("an increase in stock is added to operating cash flow").
          const says = entry.hits.some((h) => !h.wrong && h.chunk === judge.chunk(relation.from));
          if (named ? !names : !says) continue;
          // A sentence that gets risk the wrong way round is wrong first for a point that speaks of risk.
          const ofRisk =
            relation.effect === "risk" && ways.some((t) => RISK_STEMS.some((w) => t.polar.words.has(w)));
          const share = Math.max(0, ...ways.map((t) => likeness(bag, t.bag).share)) + (ofRisk ? 1 : 0);
          if (!best || share > best.share) best = { entry, share };
        }
        return best;
      };
      const best = pick(true) ?? pick(false);
      if (best) best.entry.hits.push(judge.hit(true, relation.from, relation.to, 2));
    }
  });
}

const RISK_STEMS = ["risk", "riskier", "risky", "safe", "safer"].map(stem);

/**
 * Adds the verdicts that come from meaning rather than from a claim's listed phrasings: a sentence that
 * speaks of a point (more like it than like any other) and states it the other way is wrong; a sentence
 * like enough to a point that was not stated otherwise, with nothing in it against the point, covers it.
 */
function likenessHits(
  judge: Judge,
  reading: Reading,
  keyPoints: readonly string[],
  targets: readonly Target[][],
  judged: { i: number; hits: Hit[] }[],
  parts: readonly Target[][] = [],
) {
  const { chunks, mentions } = reading;
  chunks.forEach((chunk, c) => {
    const bag = bagOf(reading, chunk.from, chunk.to);
    // "It's the cash left after…": a sentence opening with a pronoun speaks of the last thing named.
    if (judge.opensWithPronoun(c)) {
      const previous = c > 0 ? chunks[c - 1] : undefined;
      const named = previous
        ? mentions.find(
            (m) =>
              m.from >= previous.from && m.to <= previous.to && [...m.ids].some((id) => id.startsWith("#")),
          )
        : undefined;
      addConcepts(
        bag,
        [...(named?.ids ?? judge.implicitIds())].filter((id) => id.startsWith("#")),
      );
    }
    const likes = keyPoints.map((_, i) => bestLikeness(bag, targets[i] ?? []));
    // A sentence that says one part of a point fully may be credited with the point, never made wrong by it.
    const partLikes = keyPoints.map((_, i) => bestLikeness(bag, parts[i] ?? []));
    // Most sentences are like no point: the rest of the reading is done only for those that are.
    if (
      !likes.some((like) => like.share >= Math.min(WRONG_SHARE, CREDIT_SHARE)) &&
      !partLikes.some((like) => like.share >= CREDIT_SHARE)
    )
      return;
    if (!judge.asserted(chunk.from, chunk.to)) return;
    const said = polarOf(reading, chunk.from, chunk.to, true);
    const saidHere = { ...said, dirs: said.dirs.filter((d) => d.named >= chunk.from) };
    const closest = likes.reduce((best, like, i) => (like.share > (likes[best]?.share ?? 0) ? i : best), 0);
    // The point a sentence is most like, by the whole of a way of saying it or by one part: only that
    // point is credited through a part.
    const either = likes.map((like, i) => Math.max(like.share, partLikes[i]?.share ?? 0));
    const closestAny = either.reduce((best, share, i) => (share > (either[best] ?? 0) ? i : best), 0);
    // "You discount unlevered FCF at WACC" is like the levered point too, and has the other of a pair of
    // opposite words; it states its sibling point rightly, so it is that point's, not the other's wrong.
    // Only when every thing the sentence names belongs to that point: "for levered you use WACC too"
    // names WACC, which the levered point never does.
    const named = [...said.content].filter((id) => id.startsWith("#"));
    const pointsName = (id: string) => targets.some((ways) => ways.some((t) => t.polar.content.has(id)));
    const statesOther = (i: number) =>
      likes.some((like, k) => {
        if (k === i || like.share < CREDIT_SHARE) return false;
        const ways = targets[k] ?? [];
        if (!ways.every((t) => mayState(said, t.polar) && !opposes(said, t.polar))) return false;
        return named.every((id) => ways.some((t) => t.polar.content.has(id)));
      });
    likes.forEach((like, i) => {
      const entry = judged[i];
      if (!entry) return;
      // A sentence that says one part of a point fully (and nothing against any way of saying it)
      // states that much of the point.
      const part = partLikes[i];
      const statesPart = () =>
        part?.target && part.share >= CREDIT_SHARE && i === closestAny
          ? [...(targets[i] ?? []), part.target].every((t) => mayState(said, t.polar))
          : false;
      if (!like.target || like.share < Math.min(WRONG_SHARE, CREDIT_SHARE)) {
        if (statesPart()) entry.hits.push(judge.hit(false, chunk.from, chunk.to, 1));
        return;
      }
      // Opposite words count when at least two of the point's ways of saying it are opposed: one line
      // alone may use the word in another role ("the £7.50 fall in assets" against "liabilities and equity").
      // So do directions: a thing said to move the other way from at least two of the point's ways of
      // saying it ("the spread narrows when default risk rises") states the point the other way round.
      // Only things named in the sentence itself count for that (a pronoun's thing is read too loosely),
      // and not when another way of saying the point, read the same way, agrees with the sentence.
      const ways = targets[i] ?? [];
      // A point that adds or subtracts its subject ("it is added back") is held to that side as to a direction.
      const directed = ways.filter(
        (t) => t.polar.dirs.length > 0 || t.polar.poles.some((p) => p.ids.has(PRONOUN_SUBJECT)),
      );
      const against = directed.filter((t) => contradicts(saidHere, t.polar)).length;
      const byWords = ways.filter((t) => opposes(said, t.polar)).length >= 2;
      // "Balance sheet: cash up 92.5" for "cash falls by £7.50 after the interest": a move given with a
      // figure no way of saying the point gives is a net change over other events too, not the point's.
      // The net figure must be one the key points give for another event, or this point's figure
      // together with one of theirs: a figure of the member's own is still a wrong move.
      const figures = ways.flatMap((t) => t.reading.numbers.flatMap((n) => n.values));
      const known = targets.flatMap((other, k) =>
        k === i ? [] : other.flatMap((t) => t.reading.numbers.flatMap((n) => n.values)),
      );
      const nets = [...known, ...known.flatMap((k) => figures.flatMap((f) => [k + f, k - f]))];
      const moved = saidHere.dirs.filter(
        (d) =>
          !d.negated &&
          directed.some((t) => t.polar.dirs.some((own) => [...own.ids].some((id) => d.ids.has(id)))),
      );
      const otherChange =
        figures.length > 0 &&
        moved.length > 0 &&
        moved.every((d) => d.amount !== null && !sameNumber(d.amount, figures) && sameNumber(d.amount, nets));
      const byDirections = against >= 2 && against === directed.length && !otherChange;
      // A question whose points come in pairs ("levered … cost of equity", "unlevered … WACC"): a sentence
      // that says the other word of the pair, where another point says that word, nothing in the
      // sentence opposes that point and it names no thing of the question's points that point does not,
      // speaks of that point, not of this one the other way round. "For levered you also use WACC" names
      // the WACC of the unlevered point, so it is still this point said wrongly.
      const spoken = ways.flatMap((t) => opposedWords(said, t.polar));
      const pairedPoint = targets.some(
        (other, k) =>
          k !== i &&
          other.some((t) => spoken.some((word) => t.polar.words.has(word))) &&
          !other.some((t) => opposes(said, t.polar)) &&
          named.every((id) => !pointsName(id) || other.some((t) => t.polar.content.has(id))),
      );
      const sibling = byWords && !byDirections && (statesOther(i) || pairedPoint);
      // "Dilutive when the target's P/E is higher" flips both the outcome and the direction of "accretive
      // when it is lower": the two flips cancel, and the sentence says the rule the other way round.
      const converse = byWords && byDirections;
      if ((byWords || byDirections) && !converse && i === closest && like.share >= WRONG_SHARE && !sibling) {
        entry.hits.push(judge.hit(true, chunk.from, chunk.to, 1));
        return;
      }
      const states = (targets[i] ?? []).every((t) => mayState(said, t.polar));
      // A sentence with a sign of saying something else must be more like the point to be credited.
      const needed = unaccountedSign(reading, chunk, ways) ? SIGNED_CREDIT_SHARE : CREDIT_SHARE;
      if ((states && like.share >= needed) || statesPart())
        entry.hits.push(judge.hit(false, chunk.from, chunk.to, 1));
    });
  });
}

/**
 * A point that itself speaks of having little or none of something ("low capex needs") is stated by a
 * sentence that sets that thing aside ("the cash goes to debt rather than into new machines").
 */
const SCANT = /\b(low|little|less|least|few|fewer|minimal|limited|no|not|without|lack)\b/i;
const MAX_ORDER_GAP = 3;
type Ordered = { kind: string; left: Mention; right: Mention; at: number };

/** "A minus B", "A divided by B", "A / B": the two things on each side of an operator whose sides matter. */
function orderedPairs(reading: Reading, from: number, to: number, assertedOnly: boolean): Ordered[] {
  const { tokens, mentionAt, mentions, chunkOf } = reading;
  const pairs: Ordered[] = [];
  for (let i = from; i <= to; i++) {
    if (mentionAt[i] !== -1) continue;
    const op = ORDERED_OPERATORS.find(({ words }) => words.every((w, k) => tokens[i + k]?.low === w));
    if (!op) continue;
    const end = i + op.words.length - 1;
    let left: Mention | null = null;
    for (let j = i - 1; j >= Math.max(from, i - MAX_ORDER_GAP); j--) {
      if (chunkOf[j] !== chunkOf[i] || tokens[j]?.kind === "punct") break;
      const m = mentionAt[j] as number;
      if (m !== -1) {
        left = mentions[m] ?? null;
        break;
      }
    }
    let right: Mention | null = null;
    for (let j = end + 1; j <= Math.min(to, end + MAX_ORDER_GAP); j++) {
      if (chunkOf[j] !== chunkOf[i] || tokens[j]?.kind === "punct") break;
      const m = mentionAt[j] as number;
      if (m !== -1) {
        right = mentions[m]?.from === j ? (mentions[m] ?? null) : null;
        break;
      }
    }
    if (!left || !right || left === right) continue;
    if (assertedOnly && !(reading.asserted[i] && reading.asserted[left.from] && reading.asserted[right.to]))
      continue;
    pairs.push({ kind: op.kind, left, right, at: i });
  }
  return pairs;
}

const shareId = (a: Mention, b: Mention) => [...a.ids].some((id) => b.ids.has(id));

/**
 * A sentence that puts the two sides of a "minus" or a "divided by" the other way round from every way
 * of saying a point that names them ("growth minus the cost of equity" for "cost of equity minus
 * growth") states the point's formula wrongly, though every term in it is right.
 */
function orderHits(
  judge: Judge,
  reading: Reading,
  targets: readonly Target[][],
  judged: { i: number; hits: Hit[] }[],
) {
  const wanted = targets.map((ways) =>
    ways.flatMap((t) => orderedPairs(t.reading, 0, t.reading.tokens.length - 1, false)),
  );
  if (!wanted.some((pairs) => pairs.length)) return;
  reading.chunks.forEach((chunk) => {
    for (const said of orderedPairs(reading, chunk.from, chunk.to, true)) {
      for (const entry of judged) {
        const pairs = (wanted[entry.i] ?? []).filter((p) => p.kind === said.kind);
        const reversed = pairs.some((p) => shareId(said.left, p.right) && shareId(said.right, p.left));
        const same = pairs.some((p) => shareId(said.left, p.left) && shareId(said.right, p.right));
        if (reversed && !same) {
          entry.hits.push(
            judge.hit(true, Math.min(said.left.from, said.at), Math.max(said.right.to, said.at), 2),
          );
        }
      }
    }
  });
}

/**
 * A sentence that gives, in a point's unit, a figure of its own (one no key point, outline line,
 * correction or the question gives) for the thing the point fixes at its figure is wrong for that point:
 * "so the value is about £4.50" for "fair price £4.25". What the figure is of is read from the few words
 * before it against the words before the point's figure. An answer that gives the point's own figure
 * anywhere is only working towards it with the other (and when two points fit as well, the one whose
 * figure it gives is not the one meant). The same figure said again in the sentence ("add together to
 * seven pounds, so I'd pay £7") is one statement.
 */
function figureHits(
  judge: Judge,
  reading: Reading,
  targets: readonly Target[][],
  judged: { i: number; hits: Hit[] }[],
  questionText: string,
  index: TermIndex,
  claims: readonly KeyPointClaim[],
) {
  // Only the figures a point's claim itself fixes, as a value or as the amount of a move.
  const fixed = claims.map((claim) =>
    claim.says.flatMap((fact) => ("value" in fact ? fact.value : "dir" in fact ? (fact.by ?? []) : [])),
  );
  if (!fixed.some((values) => values.length)) return;
  const question = readAnswer(questionText, [GLOBAL, index]);
  const asked = new Set(bagOf(question, 0, question.tokens.length - 1).words.map((g) => g[0] as string));
  const subjects = targets.map((ways, i) =>
    figureSubjects(ways, asked).filter((s) => s.values.some((v) => (fixed[i] ?? []).includes(v))),
  );
  if (!subjects.some((list) => list.length)) return;
  const known = [
    ...targets.flatMap((ways) => ways.flatMap((t) => t.reading.numbers.flatMap((n) => n.values))),
    ...question.numbers.flatMap((n) => n.values),
  ];
  const stated = (i: number) => {
    const own = (subjects[i] ?? []).flatMap((s) => s.values);
    return reading.numbers.some((n) => sameNumber(n, own));
  };
  const found = foreignFigures(reading, known).filter((f) => judge.asserted(f.span.from, f.span.to));
  const seen = new Set<(typeof found)[number]>();
  for (const figure of found) {
    if (seen.has(figure)) continue;
    const chunk = judge.chunk(figure.span.from);
    const same = found.filter(
      (f) =>
        judge.chunk(f.span.from) === chunk &&
        f.unit === figure.unit &&
        sameNumber(f.span, figure.span.values),
    );
    for (const f of same) seen.add(f);
    const before = new Set(same.flatMap((f) => [...f.before]));
    let best: number[] = [];
    let bestScore = 0;
    subjects.forEach((list, i) => {
      for (const subject of list) {
        if (subject.unit !== figure.unit) continue;
        const score = subjectMet(subject, before) / subject.words.length;
        if (score <= 0 || score < bestScore) continue;
        if (score > bestScore) best = [];
        bestScore = score;
        if (!best.includes(i)) best.push(i);
      }
    });
    best = best.filter((i) => !stated(i));
    const [point] = best;
    if (best.length !== 1 || point === undefined) continue;
    const entry = judged.find((e) => e.i === point);
    for (const f of same) entry?.hits.push(judge.hit(true, f.span.from, f.span.to, 2));
  }
}

/** A figure given for one of a thing the point fixes per one ("each pair makes 101") that is not its figure. */
function eachFigureHits(
  judge: Judge,
  reading: Reading,
  keyPoints: readonly string[],
  claims: readonly KeyPointClaim[],
  judged: { i: number; hits: Hit[] }[],
) {
  claims.forEach((claim, i) => {
    const values = claim.says.flatMap((fact) => ("value" in fact ? fact.value : []));
    if (!values.length) return;
    const nouns = eachFigures([keyPoints[i] ?? "", claim.correction ?? ""], values);
    if (!nouns.size) return;
    const entry = judged.find((e) => e.i === i);
    for (const span of otherEachFigures(reading, nouns, values, (from, to) => judge.asserted(from, to)))
      entry?.hits.push(judge.hit(true, span.from, span.to, 2));
  });
}

/** A puzzle's final count given as another count is wrong for the point that gives the answer. */
function finalCountHits(
  judge: Judge,
  reading: Reading,
  keyPoints: readonly string[],
  claims: readonly KeyPointClaim[],
  questionText: string,
  judged: { i: number; hits: Hit[] }[],
) {
  const point = answerPoint(keyPoints, claims);
  if (!point) return;
  const asked = findNumbers(tokenize(questionText)).flatMap((n) => n.values);
  const entry = judged.find((e) => e.i === point.index);
  for (const span of otherFinalCounts(reading, point, asked, (from, to) => judge.asserted(from, to))) {
    // A sentence that is only the figure ("So fifty.") draws it from the statement before it, which is
    // quoted with it so the member sees the reasoning that led there.
    const chunk = reading.chunks[judge.chunk(span.from)];
    const words = reading.tokens.slice(chunk?.from ?? span.from, (chunk?.to ?? span.to) + 1);
    let from = span.from;
    if (chunk && chunk.from > 0 && words.filter((t) => t.kind !== "punct").length <= 3) {
      let last = chunk.from - 1;
      while (last > 0 && reading.tokens[last]?.kind === "punct") last--;
      from = judge.clause(judge.hit(true, last, last)).from;
    }
    entry?.hits.push({ ...judge.hit(true, span.from, span.to, 2), from });
  }
}

/**
 * A sentence that names what a point is about, in the claim's own terms, and moves one of the things the
 * point gives a direction the other way ("because the coupon payments also fall" for "a bond's coupons
 * are fixed") states the point wrongly, however right the rest of it sounds: a right conclusion given a
 * false reason. Every way of saying the point that gives a direction must be contradicted, by the thing
 * the terms name, and the statement must be asserted.
 */
function againstHits(
  judge: Judge,
  reading: Reading,
  targets: readonly Target[][],
  judged: { i: number; hits: Hit[] }[],
) {
  for (const entry of judged) {
    const directed = (targets[entry.i] ?? []).filter((t) => t.polar.dirs.some((d) => !d.negated));
    if (!directed.length) continue;
    for (const hit of entry.hits) {
      if (hit.wrong) continue;
      const span = judge.clause(hit, STATEMENT_EDGES);
      const said = polarOf(reading, span.from, span.to, true);
      // Only the thing the claim's own terms name in the hit: another thing moved in the same sentence
      // ("higher rates, which lowers valuations") says nothing of this point's thing.
      const named = new Set(
        reading.mentions.filter((m) => m.from >= hit.from && m.to <= hit.to).flatMap((m) => [...m.ids]),
      );
      said.dirs = said.dirs.filter((d) => d.named >= span.from && [...d.ids].some((id) => named.has(id)));
      if (!said.dirs.length || !directed.every((t) => contradicts(said, t.polar))) continue;
      // The other of a pair of opposite words as well ("dilutive when … higher") says the rule's converse.
      if (directed.some((t) => opposes(said, t.polar))) continue;
      hit.wrong = true;
    }
  }
}

/**
 * Words that say what a thing is, or is taken as: "a put is the obligation", "you'd use enterprise value".
 * A bare "be" is left out: "revenue can be booked before the cash arrives" says when, not what.
 */
const LINKS = new Set(["is", "'s", "are", "'re", "means", "mean", "use", "using", "from"]);
const LINK_REACH = 4;
const LEADING_ARTICLES = /^(the|a|an)\s+/;

/**
 * What a key point denies, when it says so outright: "the right, not the obligation", "a sign of
 * bargaining power, not distress", "so it is not cash flow". A bare figure is left out ("11 times in 12
 * hours, not 12"): figures are said for many reasons.
 */
function deniedOf(point: string): { phrase: string; links: ReadonlySet<string> } | null {
  const low = point.toLowerCase();
  const found = /,\s*not\s+([^,;:]+)/.exec(low) ?? /\b(?:is|are)\s+not\s+([^,;:]+)/.exec(low);
  if (!found?.[1]) return null;
  let phrase = found[1].split(/\s+(?:but|so|as|to|because|which)\s+/)[0]?.trim() ?? "";
  phrase = phrase.replace(LEADING_ARTICLES, "").replace(/\s+itself$/, "");
  if (!/[a-z]{3}/.test(phrase) || /^(necessarily|yet|only|just|always|separately)\b/.test(phrase))
    return null;
  // "not from depreciation itself": the preposition is how the point links it.
  const lead = /^(from|in|on|by|for)\s+(.+)$/.exec(phrase);
  if (lead?.[1] && lead[2])
    return { phrase: lead[2].replace(LEADING_ARTICLES, ""), links: new Set([lead[1]]) };
  return { phrase, links: LINKS };
}

/**
 * A sentence that says what a point denies, in the point's own words and as what the thing is ("a put is
 * the obligation to sell" for "the right, not the obligation"; "negative working capital means the company
 * is in financial distress" for "bargaining power, not distress"), states the point wrongly. The words must
 * follow a word that says what something is, with no denial, likening or contrast between, and the
 * sentence must share another word with the point or the question, so that it speaks of their subject.
 */
function deniedAffirmedHits(
  judge: Judge,
  reading: Reading,
  keyPoints: readonly string[],
  questionText: string,
  judged: { i: number; hits: Hit[] }[],
) {
  const { tokens } = reading;
  const contentKeys = (text: string) =>
    new Set(
      tokenize(text)
        .filter((t) => t.kind === "word" && t.low.length > 2 && !isNegator(t.low))
        .map((t) => t.key),
    );
  const asked = contentKeys(questionText);
  for (const entry of judged) {
    const point = keyPoints[entry.i] ?? "";
    const denied = deniedOf(point);
    if (!denied) continue;
    const own = contentKeys(denied.phrase);
    const about = new Set([...contentKeys(point), ...asked].filter((k) => !own.has(k)));
    for (const at of judge.phrases(denied.phrase)) {
      if (!judge.asserted(at.from, at.to) || judge.setAside(at) || judge.disowned(at)) continue;
      let link = -1;
      for (let j = at.from - 1; j >= Math.max(0, at.from - LINK_REACH); j--) {
        const low = tokens[j]?.low ?? "";
        if (judge.chunk(j) !== judge.chunk(at.from) || tokens[j]?.kind === "punct") break;
        if (isNegator(low) || approximating(low) || low === "rather" || low === "instead") break;
        if (denied.links.has(low)) {
          link = j;
          break;
        }
        if (CLAUSE_EDGES.has(low)) break;
      }
      if (link < 0) continue;
      const chunk = reading.chunks[judge.chunk(at.from)];
      if (!chunk) continue;
      const said = tokens.slice(chunk.from, chunk.to + 1).filter((t, k) => {
        const i = chunk.from + k;
        return (i < at.from || i > at.to) && about.has(t.key);
      });
      if (!said.length) continue;
      entry.hits.push(judge.hit(true, link, at.to, 2));
    }
  }
}

/** The plain forms a comparative may come from: "quicker" quick, "simpler" simple, "bigger" big, "easier" easy. */
function baseForms(word: string): string[] {
  if (!word.endsWith("er") || word.length < 5) return [];
  return [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3), `${word.slice(0, -3)}y`];
}

/** How many words after a point's phrase a "than" may stand and still finish its comparison. */
const THAN_REACH = 4;

/**
 * A phrase of a point said as a comparison the other way round: "a DCF is quicker to build than a set of
 * multiples" for "multiples are quick". The point's own subject stands after the "than", and the thing
 * compared with it, before the phrase, is another point's subject, so the sentence gives the point's
 * quality to that other thing and says the point's subject has less of it. A point that itself compares
 * ("a lower coupon than a straight bond") is left to its other readings.
 */
function reversedComparisons(
  judge: Judge,
  reading: Reading,
  targets: readonly Target[][],
  judged: { i: number; hits: Hit[] }[],
) {
  const whole = (t: Target | undefined) =>
    t ? bagOf(t.reading, 0, t.reading.tokens.length - 1).all : new Set<string>();
  const points = targets.map((ways) => whole(ways[0]));
  for (const entry of judged) {
    const own = points[entry.i];
    const point = targets[entry.i]?.[0];
    if (!own || !point || point.reading.tokens.some((t) => t.low === "than")) continue;
    const pointWords = new Set(point.reading.tokens.map((t) => t.low));
    const others = new Set(
      points.flatMap((bag, k) => (k === entry.i ? [] : [...bag])).filter((w) => !own.has(w)),
    );
    for (const hit of entry.hits) {
      if (hit.wrong || !hit.phrase) continue;
      const clause = judge.clause(hit);
      let than = -1;
      for (let k = hit.to + 1; k <= Math.min(clause.to, hit.to + THAN_REACH); k++) {
        if (reading.tokens[k]?.low === "than") than = k;
      }
      if (than < 0 || than >= clause.to) continue;
      // The phrase must be the point's own quality made comparative: "quicker" for "quick".
      const said = reading.tokens[hit.to]?.low ?? "";
      const more = ["more", "less"].includes(reading.tokens[hit.to - 1]?.low ?? "");
      if (!(more ? pointWords.has(said) : baseForms(said).some((w) => pointWords.has(w)))) continue;
      const compared = [...bagOf(reading, than + 1, clause.to).all];
      const subject = [...bagOf(reading, clause.from, hit.from - 1).all];
      if (!compared.some((w) => own.has(w)) || subject.some((w) => own.has(w))) continue;
      if (!subject.some((w) => others.has(w)) || !judge.asserted(hit.from, than)) continue;
      hit.wrong = true;
    }
  }
}

/** A key point about doing the sums themselves, which an arithmetic slip speaks to before any other. */
const ABOUT_SUMS = /\b(arithmetic|maths?|calculat\w*|sums?)\b/i;

/**
 * A sum worked out aloud to a result its figures do not give ("nine million times three, which is
 * eighteen million") is wrong for the point the sentence is credited to: of the points with a right
 * statement around the sum, a point about the sums themselves, else the one whose statement covers most
 * of it. A slip in a sentence that states no point is left alone: there is no point to name it against.
 */
function arithmeticHits(judge: Judge, reading: Reading, judged: { point: string; hits: Hit[] }[]) {
  for (const sum of brokenSums(reading.tokens, reading.numbers)) {
    let best: { entry: { hits: Hit[] }; rank: number } | null = null;
    for (const entry of judged) {
      for (const hit of entry.hits) {
        if (hit.wrong) continue;
        const span = judge.clause(hit, STATEMENT_EDGES);
        if (span.to < sum.from || sum.to < span.from) continue;
        const overlap = Math.min(hit.to, sum.to) - Math.max(hit.from, sum.from) + 1;
        const rank = (ABOUT_SUMS.test(entry.point) ? 1000 : 0) + overlap;
        if (!best || rank > best.rank) best = { entry, rank };
      }
    }
    best?.entry.hits.push(judge.hit(true, sum.from, sum.to, 2));
  }
}

/** For each group of RIVALS, the alternatives a point's ways of being said name. */
function rivalChoices(ways: readonly Target[]): Map<number, Set<number>> {
  const chosen = new Map<number, Set<number>>();
  RIVALS.forEach(({ alternatives }, g) => {
    alternatives.forEach((alternative, a) => {
      const ids = new Set(alternative.map((id) => `#${id}`));
      if (!ways.some((t) => t.reading.mentions.some((m) => hasAny(m, ids)))) return;
      const set = chosen.get(g) ?? new Set<number>();
      set.add(a);
      chosen.set(g, set);
    });
  });
  return chosen;
}

/**
 * A hit whose statement fills one of the point's slots with a rival of the thing the point has there, and
 * not with the point's own ("discount them at the risk-free rate" for "discount at the WACC"): the
 * sentence says something else, so it does not state the point.
 */
function substitutes(judge: Judge, hit: Hit, chosen: ReadonlyMap<number, ReadonlySet<number>>): boolean {
  if (!chosen.size) return false;
  const span = judge.clause(hit);
  for (const [g, own] of chosen) {
    const says = new Set(slotFillers(judge, span, g).map((f) => f.alternative));
    if (says.size && ![...says].some((a) => own.has(a))) return true;
  }
  return false;
}

/**
 * What fills a RIVALS group's slot in a stretch of the answer: for each asserted verb of the slot, the
 * alternatives its filler names. The filler is the first thing named after the verb, within reach and
 * before any new clause, unless denied or set aside.
 */
function slotFillers(
  judge: Judge,
  span: { from: number; to: number },
  g: number,
): { alternative: number; verb: number; mention: Mention }[] {
  const { mentions, tokens, mentionAt, contrasted } = judge.reading;
  const { slot, alternatives } = RIVALS[g] as (typeof RIVALS)[number];
  const found: { alternative: number; verb: number; mention: Mention }[] = [];
  for (let i = span.from; i <= span.to; i++) {
    if (!slot.test(tokens[i]?.low ?? "") || !judge.asserted(i, i)) continue;
    for (let j = i + 1; j <= Math.min(span.to, i + SLOT_REACH); j++) {
      const low = tokens[j]?.low ?? "";
      if (tokens[j]?.kind === "punct" || CLAUSE_EDGES.has(low)) break;
      const m = mentionAt[j] as number;
      if (m === -1) continue;
      const mention = mentions[m] as Mention;
      if (!judge.negated(mention) && !contrasted[mention.from]) {
        alternatives.forEach((alternative, a) => {
          if (alternative.some((id) => mention.ids.has(`#${id}`)))
            found.push({ alternative: a, verb: i, mention });
        });
      }
      break;
    }
  }
  return found;
}

/**
 * A statement that fills a slot of the question's points with an alternative no point names ("discount
 * those figures using the risk-free rate" where the point discounts at the WACC) states the point that
 * has that slot wrongly. An alternative some point of the question does name is left alone: the
 * sentence may be stating that point ("levered cash flows at the cost of equity").
 */
function rivalHits(
  judge: Judge,
  reading: Reading,
  rivalsOf: readonly ReadonlyMap<number, ReadonlySet<number>>[],
  judged: { i: number; hits: Hit[] }[],
) {
  RIVALS.forEach((_, g) => {
    const named = new Set(rivalsOf.flatMap((chosen) => [...(chosen.get(g) ?? [])]));
    if (!named.size) return;
    for (const chunk of reading.chunks) {
      for (const filler of slotFillers(judge, chunk, g)) {
        if (named.has(filler.alternative)) continue;
        const hit = judge.hit(true, filler.verb, filler.mention.to, 2);
        rivalsOf.forEach((chosen, i) => {
          if (chosen.has(g)) judged.find((e) => e.i === i)?.hits.push(hit);
        });
      }
    }
  });
}
