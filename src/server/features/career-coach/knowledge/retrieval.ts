import { nlp, perToken } from "../../../ai/text/nlp";
import { foldAccents } from "../../../platform/search-vocabulary";
import type { KnowledgeEntry } from "./entry";
import { KNOWLEDGE } from "./knowledge-base";

// Finds the prep guides a question is about, by Okapi BM25 over stemmed words: a word that few entries
// use (LBO, superday, HireVue) counts for much more than one that many do (interview, firm), repeats
// count with diminishing returns, and long entries do not win by length alone. An entry's title and its
// search terms weigh more than its text. Stemming (wink-nlp's Porter stemmer) lets "networking" find
// "network" and "buyouts" find "buyout".

// A higher k1 than the usual 1.2: titles and search terms repeat a guide's subject on purpose, and
// that repetition should count.
const K1 = 2;
const B = 0.75;
const TITLE_WEIGHT = 3;
const TERMS_WEIGHT = 2;
/** Below this an entry shares only a common word or two with the question: not an answer to it. */
export const MIN_SCORE = 2.5;
/** Entries far below the best match are about something else the question only brushed. */
const RELATIVE_FLOOR = 0.45;
/**
 * The share of the question's meaning (its words weighted by rarity) an entry must match. "What is the
 * capital of France?" shares "capital" with the WACC guide, but "France", the rarer word, is in none.
 */
const MIN_COVERAGE = 0.4;

// Words that say how a question is asked, not what it is about.
const QUESTION_WORDS = new Set([
  "pleas",
  "help",
  "advic",
  "tip",
  "want",
  "need",
  "know",
  "would",
  "could",
  "should",
  "like",
  "get",
  "thing",
  "good",
  "best",
  "way",
  "explain",
  "tell",
  "question",
  "ask",
  "realli",
  "think",
  "go",
  "goe",
  "got",
  "make",
  "use",
  "happen",
]);

/** The question's or entry's words as the index compares them: folded, stemmed, stop words out. */
export function searchTerms(text: string): string[] {
  const doc = nlp().readDoc(text);
  const tokens = doc.tokens();
  const its = nlp().its;
  const values = perToken<string>(tokens, its.value);
  const stems = perToken<string>(tokens, its.stem);
  const types = perToken<string>(tokens, its.type);
  const stop = perToken<boolean>(tokens, its.stopWordFlag);
  const out: string[] = [];
  values.forEach((value, i) => {
    if (types[i] !== "word" || stop[i]) return;
    // "CVs", "LBOs": an abbreviation's plural is the abbreviation.
    const stem = foldAccents(/^[A-Z&]{2,5}s$/.test(value) ? value.slice(0, -1) : (stems[i] ?? value));
    if (stem.length < 2 || QUESTION_WORDS.has(stem)) return;
    out.push(stem);
  });
  return out;
}

type IndexedEntry = { entry: KnowledgeEntry; counts: Map<string, number>; length: number };
type Index = { entries: IndexedEntry[]; documentFrequency: Map<string, number>; averageLength: number };

function buildIndex(entries: readonly KnowledgeEntry[]): Index {
  const indexed = entries.map((entry) => {
    const words = [
      ...Array.from({ length: TITLE_WEIGHT }, () => searchTerms(entry.title)).flat(),
      ...Array.from({ length: TERMS_WEIGHT }, () => searchTerms(entry.terms)).flat(),
      ...searchTerms(entry.text),
    ];
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return { entry, counts, length: words.length };
  });
  const documentFrequency = new Map<string, number>();
  for (const { counts } of indexed) {
    for (const word of counts.keys()) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  const averageLength = indexed.reduce((sum, e) => sum + e.length, 0) / Math.max(1, indexed.length);
  return { entries: indexed, documentFrequency, averageLength };
}

let defaultIndex: Index | undefined;

/** The prep guides' index, built on first use (stemming fifty entries takes a moment). */
function knowledgeIndex(): Index {
  defaultIndex ??= buildIndex(KNOWLEDGE);
  return defaultIndex;
}

export type Retrieved = { entry: KnowledgeEntry; score: number; matched: string[] };

/** The entries that answer the question, best first (at most `limit`); none when nothing does. */
export function retrieve(
  question: string,
  options: {
    limit?: number;
    entries?: readonly KnowledgeEntry[];
    /** Words to leave out of the question (stemmed), such as the names of firms. */
    ignore?: ReadonlySet<string>;
  } = {},
): Retrieved[] {
  const index = options.entries ? buildIndex(options.entries) : knowledgeIndex();
  const words = [...new Set(searchTerms(question))].filter((word) => !options.ignore?.has(word));
  const total = index.entries.length;
  const idf = (word: string) => {
    const n = index.documentFrequency.get(word) ?? 0;
    return Math.log(1 + (total - n + 0.5) / (n + 0.5));
  };
  const meaning = words.reduce((sum, word) => sum + idf(word), 0);
  const scored: Retrieved[] = [];
  for (const { entry, counts, length } of index.entries) {
    let score = 0;
    let covered = 0;
    const matched: string[] = [];
    for (const word of words) {
      const frequency = counts.get(word);
      if (!frequency) continue;
      const weight = idf(word);
      score +=
        (weight * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / index.averageLength));
      covered += weight;
      matched.push(word);
    }
    if (score >= MIN_SCORE && covered >= meaning * MIN_COVERAGE) scored.push({ entry, score, matched });
  }
  scored.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
  const best = scored[0]?.score ?? 0;
  return scored.filter((r) => r.score >= best * RELATIVE_FLOOR).slice(0, options.limit ?? 3);
}
