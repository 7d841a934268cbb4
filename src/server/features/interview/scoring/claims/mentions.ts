import { type Tok, tokenize } from "./tokens";

// Where the answer names a thing a claim is about. A thing is a concept of the finance vocabulary
// ("#net-income": "net income", "profit after tax", "the bottom line", …) or a phrase written into the
// claim itself. Phrases match whole words in order, with articles and possessives allowed between them
// ("price of the bond" finds "price of a bond"); where several phrases start at the same word the
// longest wins, so "retained earnings" is never also "earnings", and "interest rates" never "interest".

export type Mention = { from: number; to: number; ids: ReadonlySet<string> };

type Phrase = { keys: string[]; prefix: boolean; id: string };
export type TermIndex = { byFirst: Map<string, Phrase[]>; prefixed: Phrase[] };

const ARTICLES = new Set([
  "the",
  "a",
  "an",
  "its",
  "their",
  "our",
  "your",
  "his",
  "her",
  "this",
  "that",
  "these",
  "those",
]);
/** Articles the answer may put between a phrase's words. */
const MAX_SKIPPED = 2;

export function phraseKeys(phrase: string): { keys: string[]; prefix: boolean } {
  const prefix = phrase.trim().endsWith("*");
  const tokens = tokenize(prefix ? phrase.trim().slice(0, -1) : phrase).filter((t) => t.kind !== "punct");
  const kept = tokens.length > 1 ? tokens.filter((t) => !ARTICLES.has(t.low)) : tokens;
  const keys = kept.map((t) => t.key);
  if (prefix && keys.length) keys[keys.length - 1] = (kept.at(-1) as Tok).low;
  return { keys, prefix };
}

/** Indexes phrases by their first word; `groups` maps an id to its phrases. */
export function compileTerms(groups: ReadonlyMap<string, readonly string[]>): TermIndex {
  const byFirst = new Map<string, Phrase[]>();
  const prefixed: Phrase[] = [];
  for (const [id, phrases] of groups) {
    for (const phrase of phrases) {
      const { keys, prefix } = phraseKeys(phrase);
      if (!keys.length) continue;
      const entry = { keys, prefix, id };
      if (prefix && keys.length === 1) {
        prefixed.push(entry);
        continue;
      }
      const first = keys[0] as string;
      const list = byFirst.get(first);
      if (list) list.push(entry);
      else byFirst.set(first, [entry]);
    }
  }
  return { byFirst, prefixed };
}

function wordMatches(token: Tok, key: string, prefix: boolean): boolean {
  if (prefix) return token.low.startsWith(key) || token.key.startsWith(key);
  // A phrase's "not" is said as well by a verb's "n't": "isn't a pile of cash" for "not a pile of cash".
  if (key === "not") return token.key === key || /n['’]t$/.test(token.low);
  return token.key === key;
}

/** The index one past the phrase's last word when it starts at `i`, or -1. */
function matchAt(tokens: readonly Tok[], blocked: ReadonlySet<number>, i: number, phrase: Phrase): number {
  let at = i;
  for (let k = 0; k < phrase.keys.length; k++) {
    const last = k === phrase.keys.length - 1;
    const key = phrase.keys[k] as string;
    let skipped = 0;
    // Articles ("price of the bond") and commas ("3, 3 and 2") may sit between a phrase's words.
    while (
      k > 0 &&
      (ARTICLES.has(tokens[at]?.low ?? "") || tokens[at]?.low === ",") &&
      skipped < MAX_SKIPPED &&
      key !== tokens[at]?.key
    ) {
      at++;
      skipped++;
    }
    const token = tokens[at];
    if (!token || blocked.has(at) || !wordMatches(token, key, last && phrase.prefix)) return -1;
    at++;
  }
  return at;
}

/** Every place a phrase occurs, whatever else overlaps it (for claims that only need the words said). */
const compiledPhrases = new Map<string, { keys: string[]; prefix: boolean }>();
const MAX_COMPILED = 20_000;

export function phraseOccurrences(tokens: readonly Tok[], phrase: string): { from: number; to: number }[] {
  let compiled = compiledPhrases.get(phrase);
  if (!compiled) {
    if (compiledPhrases.size >= MAX_COMPILED) compiledPhrases.clear();
    compiled = phraseKeys(phrase);
    compiledPhrases.set(phrase, compiled);
  }
  const { keys, prefix } = compiled;
  if (!keys.length) return [];
  const entry: Phrase = { keys, prefix, id: "" };
  const found: { from: number; to: number }[] = [];
  const none = new Set<number>();
  const first = keys[0] as string;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Tok;
    // Cheap first-word test before the full match.
    if (!(keys.length === 1 && prefix) && !wordMatches(token, first, false)) continue;
    const end = matchAt(tokens, none, i, entry);
    if (end > 0) found.push({ from: i, to: end - 1 });
    else {
      const loose = looseMatchAt(tokens, i, entry);
      if (loose > 0) found.push({ from: i, to: loose - 1 });
    }
  }
  return found;
}

/** Words that may not sit inside a phrase said loosely: "does not add back" is not "add back". */
const LOOSE_BREAKERS = new Set(["not", "no", "never", "nor", "without", ".", "!", "?", ";", ":"]);
/** Up to this many other words may come between a phrase's words ("put the ten back" is "put back"). */
const LOOSE_GAP = 2;

function looseMatchAt(tokens: readonly Tok[], i: number, phrase: Phrase): number {
  if (phrase.keys.length < 2) return -1;
  let at = i + 1;
  for (let k = 1; k < phrase.keys.length; k++) {
    const last = k === phrase.keys.length - 1;
    let found = -1;
    for (let j = at; j <= at + LOOSE_GAP && j < tokens.length; j++) {
      const token = tokens[j] as Tok;
      if (wordMatches(token, phrase.keys[k] as string, last && phrase.prefix)) {
        found = j;
        break;
      }
      if (LOOSE_BREAKERS.has(token.low) || token.low.endsWith("n't")) return -1;
    }
    if (found < 0) return -1;
    at = found + 1;
  }
  return at;
}

/** Every mention in the answer, left to right, the longest phrase winning at each word. */
export function findMentions(
  tokens: readonly Tok[],
  indexes: readonly TermIndex[],
  blocked: ReadonlySet<number>,
): Mention[] {
  const mentions: Mention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Tok;
    let best = -1;
    let ids = new Set<string>();
    if (token.kind !== "punct" && !blocked.has(i)) {
      for (const index of indexes) {
        const exact = index.byFirst.get(token.key);
        const candidates = index.prefixed.length ? [...(exact ?? []), ...index.prefixed] : (exact ?? []);
        for (const phrase of candidates) {
          const end = matchAt(tokens, blocked, i, phrase);
          if (end < 0) continue;
          if (end > best) {
            best = end;
            ids = new Set([phrase.id]);
          } else if (end === best) ids.add(phrase.id);
        }
      }
    }
    if (best > i) {
      mentions.push({ from: i, to: best - 1, ids });
      i = best;
    } else i++;
  }
  return mentions;
}
