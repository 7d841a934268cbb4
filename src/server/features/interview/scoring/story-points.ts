import type { ClaimVerdict, KeywordSignal } from "../../../../shared/interview";
import { type AnswerText, countWords, plainLower, readAnswer as readText, type Token } from "./answer-text";
import { type Bag, bagOf, likeness, withoutQuestion } from "./claims/likeness";
import type { Reading } from "./claims/reading";
import { chunksOf, tokenize } from "./claims/tokens";
import { namesFirm } from "./gaps";
import { findPhrase } from "./phrases";
import { findSpecifics } from "./specificity";
import { findStar, type StarParts } from "./star";

// Key-point verdicts for a story (behavioural) or a set of reasons (motivational), in the shape the
// technical claims use, so the feedback can say which point a sentence reached and quote it. There is no
// wrong fact in a story: a point is covered, with the sentence it rests on, or missing. A sentence reaches
// a point through what the engine already reads in it: its own STAR reading (the member's own action, a
// result, a lesson), one of the point's keywords, or enough of the point's own words (likeness). It must
// be said as something that happened: "I would…" describes no time, and in a story a sentence where only
// someone else acts does not show what the member did. The scorer asks for verdicts on stories only (a
// motivational answer's points are facts about a job or firm that could be stated wrongly; see
// score-answer.ts); the reading itself also takes reasons, where "I would" is a fair way to speak.

export type StoryQuestion = {
  text: string;
  category: "behavioural" | "motivational";
  keyPoints: readonly string[];
  keywords?: readonly (readonly string[])[];
  outline: readonly string[];
};

type Agent = "me" | "we" | "other" | "supposed" | "general";
type Sentence = {
  text: string;
  star: StarParts;
  /** The STAR reading's own actions that no negation denies ("I don't think I've ever failed"). */
  deeds: number;
  words: ReturnType<typeof readText>;
  agent: Agent;
  figures: boolean;
  firm: boolean;
  past: boolean;
  from: number;
  to: number;
};

/** A sentence at least this like a point's own words (or its outline line) states it. */
const STORY_SHARE = 0.6;
const MIN_SHARED = 2;

const MODALS = new Set(["would", "will", "could", "should", "might", "may", "can", "'d", "'ll", "wo", "ca"]);
const SUBJECTS = new Set(["i", "we", "you"]);
// After "I'd" a past participle means "I had" ("I'd written the script"), which reports a real past.
const PARTICIPLES = new Set(
  "been had done gone made found written seen told given taken built run won lost got never already only just always".split(
    " ",
  ),
);
const CONDITIONS = new Set(["if", "unless", "whether"]);
const NEGATIONS = new Set(["not", "n't", "never", "no", "nor", "without"]);
const CLAUSE_LINKS = new Set(
  "but so and because which who then although though while whereas when after before".split(" "),
);
// "I've worked to lots of tight deadlines", "I've always tried to…": a habit across many times, no one time.
const GENERALISING =
  /\bi(?:'ve| have)\b.*\b(lots of|loads of|plenty of|many|all of them|always|usually|often|every time|countless)\b|\bi(?:'ve| have) (always|usually|often|never)\b/;
const SUPPOSING_START = /^(?:\W*(?:um|uh|so|and|well|honestly|,)\s*)*(if|whenever|suppose|imagine|ideally)\b/;

/** "I'd written": the tokeniser reads every "'d" as "would", but before a past participle it is "had". */
function contractedHad(words: readonly Token[], at: number): boolean {
  const modal = words[at];
  const after = words[at + 1];
  if (!modal || !after || !/^['’]d$/.test(modal.value)) return false;
  return (
    PARTICIPLES.has(after.normal) || (after.normal !== after.lemma && /(?:ed|en|wn|ne|t)$/.test(after.normal))
  );
}

/**
 * "I would…", "if I faced…", "you should…": a sentence whose first speaker describes what might be done,
 * not what was ("I would listen and make sure I understood" tells of no real time, for all its past verb).
 */
function supposes(words: readonly Token[], lower: string): boolean {
  if (SUPPOSING_START.test(lower)) return true;
  const first = words.findIndex((token) => SUBJECTS.has(token.normal));
  if (first < 0) return false;
  if (CONDITIONS.has(words[first - 1]?.normal ?? "")) return true;
  const next = words[first + 1];
  return Boolean(next && MODALS.has(next.normal) && !contractedHad(words, first + 1));
}

/** "I thought about whether…", "I said no", "I'd written": the member as the subject of a past verb. */
function firstPersonPast(words: readonly Token[]): boolean {
  return words.some((token, i) => {
    if (token.normal !== "i" || CONDITIONS.has(words[i - 1]?.normal ?? "")) return false;
    if (contractedHad(words, i + 1)) return true;
    for (let j = i + 1; j <= i + 3 && j < words.length; j++) {
      const next = words[j] as Token;
      if (MODALS.has(next.normal)) return false;
      if (next.pos === "VERB" || next.pos === "AUX") {
        if (next.normal === "am" || next.normal === "'m") return false;
        return next.normal !== next.lemma && !next.normal.endsWith("ing") && !/[^s]s$/.test(next.normal);
      }
    }
    return false;
  });
}

const PAST_FORMS = new Set([
  "was",
  "were",
  "had",
  "did",
  "went",
  "got",
  "came",
  "made",
  "took",
  "told",
  "said",
]);
// "is valued", "feels rushed": a participle after these describes a state now, not an event.
const STATE_BEFORE = new Set([
  "is",
  "are",
  "am",
  "be",
  "being",
  "feel",
  "feels",
  "get",
  "gets",
  "seem",
  "seems",
]);

/** Whether a sentence tells of something past ("was", "had", "sent"), not a view held now. */
function narrates(words: readonly Token[]): boolean {
  return words.some((t, i) => {
    if (PAST_FORMS.has(t.normal)) return true;
    if (t.pos !== "VERB" || t.normal === t.lemma || !/(ed|en|ght|ew|ost|ent|old|ade|ook)$/.test(t.normal))
      return false;
    return !STATE_BEFORE.has(words[i - 1]?.normal ?? "");
  });
}

/** A keyword said, not denied: "I haven't had a major setback" names no setback. */
function saysTerm(words: readonly Token[], answer: Sentence["words"], term: string): boolean {
  const at = findPhrase(answer, term);
  if (at < 0) return false;
  if (/\b(not|n't|never|no)\b|n't\b/.test(term)) return true;
  // Back to the start of its clause: the tokens carry no punctuation, so a linking word ends the search.
  for (let k = at - 1; k >= Math.max(0, at - 7); k--) {
    const word = (words[k] as Token).normal;
    if (CLAUSE_LINKS.has(word)) break;
    if (NEGATIONS.has(word)) return false;
  }
  return true;
}

/**
 * The STAR reading's own actions ("I" and a past verb), less those a negation near the "I" denies: "I
 * don't think I've really failed" reports no failure, while "I didn't wait, I rang her" still reports a call.
 */
function ownDeeds(words: readonly Token[], star: StarParts): number {
  if (star.ownActions === 0) return 0;
  let denied = 0;
  words.forEach((token, i) => {
    if (token.normal !== "i") return;
    const near = words.slice(Math.max(0, i - 3), i + 3);
    if (!near.some((t) => NEGATIONS.has(t.normal))) return;
    for (let j = i + 1; j <= i + 3 && j < words.length; j++) {
      const next = words[j] as Token;
      if (next.pos === "VERB" && next.normal !== next.lemma && !NEGATIONS.has(next.normal)) {
        denied += 1;
        return;
      }
    }
  });
  return Math.max(0, star.ownActions - denied);
}

/**
 * The claims reader's words and sentences of a text, without its finance reading: a story names no
 * finance concepts, and likeness (`bagOf`) reads only the tokens and the (here empty) concept mentions.
 */
function plainReading(text: string): Reading {
  const tokens = tokenize(text);
  const plain = {
    tokens,
    chunks: chunksOf(text, tokens),
    mentions: [],
    mentionAt: new Int32Array(tokens.length).fill(-1),
  };
  return plain as unknown as Reading;
}

/**
 * Each sentence's share of the answer's tagged words (read once for the whole answer), found by walking
 * the text: each word is looked for where the last one ended.
 */
function wordsBySentence(text: AnswerText, reading: Reading): AnswerText[] {
  const starts: number[] = [];
  let cursor = 0;
  for (const token of text.tokens) {
    const at = text.raw.indexOf(token.value, cursor);
    starts.push(at < 0 ? cursor : at);
    if (at >= 0) cursor = at + token.value.length;
  }
  let next = 0;
  return reading.chunks.map((chunk) => {
    while (next < starts.length && (starts[next] as number) < chunk.start) next++;
    const from = next;
    while (next < starts.length && (starts[next] as number) < chunk.end) next++;
    return {
      raw: chunk.text,
      lower: plainLower(chunk.text),
      words: countWords(chunk.text),
      tokens: text.tokens.slice(from, next),
    };
  });
}

function readSentences(
  text: AnswerText,
  firmName: string | null | undefined,
): {
  reading: Reading;
  sentences: Sentence[];
} {
  const reading = plainReading(text.raw);
  const parts = wordsBySentence(text, reading);
  const sentences = reading.chunks.map((chunk, c): Sentence => {
    const words = parts[c] as AnswerText;
    const star = findStar(words);
    const deeds = ownDeeds(words.tokens, star);
    // "We agreed I'd own the numbers" reports an agreement made: only the first speaker's verb decides.
    const agent: Agent = supposes(words.tokens, words.lower)
      ? "supposed"
      : GENERALISING.test(words.lower)
        ? "general"
        : deeds > 0 || firstPersonPast(words.tokens)
          ? "me"
          : star.teamActions > 0
            ? "we"
            : "other";
    return {
      text: chunk.text,
      star,
      deeds,
      words,
      agent,
      past: narrates(words.tokens),
      figures: findSpecifics(words).figures.length > 0,
      firm: namesFirm(words, firmName),
      from: chunk.from,
      to: chunk.to,
    };
  });
  return { reading, sentences };
}

const MAX_CACHED = 500;
const targetCache = new Map<string, Bag[][]>();
/** Each point's own words and its outline line, less the question's words: what a sentence is compared to. */
function targetsOf(question: StoryQuestion): Bag[][] {
  const key = JSON.stringify([question.text, question.keyPoints, question.outline]);
  const cached = targetCache.get(key);
  if (cached) return cached;
  const asked = plainReading(question.text);
  const askedBag = bagOf(asked, 0, asked.tokens.length - 1);
  const lines = question.outline.length === question.keyPoints.length ? question.outline : [];
  const targets = question.keyPoints.map((point, p) =>
    [point, lines[p]]
      .filter((line): line is string => Boolean(line))
      .map((line) => {
        const read = plainReading(line);
        return withoutQuestion(bagOf(read, 0, read.tokens.length - 1), askedBag);
      }),
  );
  if (targetCache.size >= MAX_CACHED) targetCache.clear();
  targetCache.set(key, targets);
  return targets;
}

// Results that are no result: "it went well", "it worked out fine in the end".
const VAGUE_OUTCOME = new Set(
  "it this that things everything all went go worked work turned out fine okay ok alright well good great better nice really quite pretty think guess suppose end in the eventually ultimately as a result so yeah um like kind of sort sorted itself i was were".split(
    " ",
  ),
);
const isFiller = (sentence: Sentence) =>
  !sentence.figures && sentence.words.tokens.every((t) => t.type !== "word" || VAGUE_OUTCOME.has(t.normal));

/** Points about the member's own doing: "How you decided…", "What you personally did…". */
const ABOUT_ME = /^(how|what) you\b|\byou (personally|yourself)\b|\bwhat you did\b/i;
const ONLY_ME = /\b(personally|yourself|your own|not just)\b/i;

type Candidate = { sentence: number; weight: number };

/**
 * Each key point covered (with the sentence that reaches it most fully, and any others that reach it) or
 * missing. `keywords` are the bank's groups, one per point; "@action", "@result", "@learning", "@number"
 * and "@firm" are read sentence by sentence.
 */
export function judgeStoryPoints(
  answer: string | AnswerText,
  question: StoryQuestion,
  firmName?: string | null,
): ClaimVerdict[] {
  const story = question.category === "behavioural";
  const text = typeof answer === "string" ? readText(answer) : answer;
  const { reading, sentences } = readSentences(text, firmName);
  const pointTargets = targetsOf(question);
  // In a story the result follows what the member did: a result cue in the scene-setting ("my manager
  // asked me to…") before any action of theirs is not the outcome.
  const acting = sentences.findIndex((s) => s.deeds > 0 && !s.star.situation);
  const firstAction = acting >= 0 ? acting : sentences.findIndex((s) => s.deeds > 0);
  const bags = sentences.map((s) => bagOf(reading, s.from, s.to));

  const resultAt = (s: Sentence, i: number) =>
    s.star.result && !isFiller(s) && (firstAction < 0 || i >= firstAction);
  const verdicts: ClaimVerdict[] = [];
  question.keyPoints.forEach((point, p) => {
    const group = question.keywords?.[p] ?? [];
    const signals = new Set(group.filter((k) => k.startsWith("@")) as KeywordSignal[]);
    const terms = group.filter((k) => !k.startsWith("@"));
    const targets = pointTargets[p] ?? [];
    const aboutMe = story && (signals.has("@action") || ABOUT_ME.test(point));
    const candidates: Candidate[] = [];
    sentences.forEach((s, i) => {
      if (story && (s.agent === "supposed" || s.agent === "general")) return;
      // A story is told in the past: "I think communication is key" is a view, not something that happened.
      if (story && !s.past && s.agent !== "me" && s.agent !== "we") return;
      const keyword = terms.some((term) => saysTerm(s.words.tokens, s.words, term));
      const like = Math.max(
        0,
        ...targets.map((target) => {
          const { share, shared } = likeness(bags[i] as (typeof bags)[number], target);
          return shared >= MIN_SHARED ? share : 0;
        }),
      );
      const worded = keyword || like >= STORY_SHARE;
      const afterAction = firstAction < 0 || i >= firstAction;
      const result = resultAt(s, i);
      let weight = 0;
      if (signals.has("@action") && s.deeds > 0) weight = Math.max(weight, 1 + s.deeds / 4);
      if (signals.has("@result") && result) weight = Math.max(weight, 2 + i / sentences.length);
      if (signals.has("@learning") && s.star.learning) weight = Math.max(weight, 2);
      if (signals.has("@number") && s.figures) weight = Math.max(weight, 1);
      if (signals.has("@firm") && s.firm) weight = Math.max(weight, 1);
      if (worded) {
        // A point about the member's own doing needs them acting in the sentence; "we" counts only where
        // the point does not ask for the member apart from the team.
        const actor = !aboutMe || s.agent === "me" || (s.agent === "we" && keyword && !ONLY_ME.test(point));
        // A result named in words ("she came back the next week") is still the outcome of what they did.
        const placed = !signals.has("@result") || signals.size > 1 || afterAction;
        if (actor && placed) weight = weight > 0 ? weight + 1 : 1 + like;
      }
      // The scene ("I worked weekends at a garden centre") is an action of the member's, but the weakest.
      if (weight > 0 && (s.star.situation || i === 0) && !worded) weight -= 0.5;
      if (weight > 0) candidates.push({ sentence: i, weight });
    });
    const best = candidates.reduce<Candidate | null>(
      (top, c) => (!top || c.weight > top.weight ? c : top),
      null,
    );
    if (!best) {
      verdicts.push({ point, status: "missing", evidence: null, correction: null });
      return;
    }
    const evidence = sentences[best.sentence] as Sentence;
    const others = candidates.filter((c) => c !== best).map((c) => (sentences[c.sentence] as Sentence).text);
    verdicts.push({
      point,
      status: "covered",
      evidence: evidence.text,
      correction: null,
      ...(others.length ? { alsoSaid: others } : {}),
    });
  });
  return verdicts;
}
