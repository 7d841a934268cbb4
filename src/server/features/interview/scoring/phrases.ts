import { type AnswerText, formKey, readTokens, type Token } from "./answer-text";

// Keywords from the question bank are matched as runs of tokens, never as substrings, so "ebit" is not
// found inside "ebitda" and "cap" is not found in "capex"; a couple of words may come between the
// phrase's own words, but not a negation. A trailing "*" makes the last word a prefix
// ("synerg*" finds "synergy" and "synergies"). Compiled phrases are kept, since the same question is
// scored again and again.

type PhraseToken = { forms: string[]; prefix?: string };
const MAX_CACHED = 5_000;
// Up to this many words may sit between two words of a phrase: "add it back" is "add back", "net income
// goes down" is "net income down".
const MAX_GAP = 2;
const NEGATIONS = new Set(["not", "n't", "no", "never", "nor"]);
const compiled = new Map<string, PhraseToken[]>();

function compile(phrase: string): PhraseToken[] {
  const cached = compiled.get(phrase);
  if (cached) return cached;
  const prefix = phrase.endsWith("*");
  const tokens: PhraseToken[] = readTokens(prefix ? phrase.slice(0, -1) : phrase).map((token) => ({
    forms: token.forms,
  }));
  const last = tokens.at(-1);
  if (prefix && last) last.prefix = formKey(last.forms[0] ?? "");
  if (compiled.size >= MAX_CACHED) compiled.clear();
  compiled.set(phrase, tokens);
  return tokens;
}

function tokenMatches(token: Token, want: PhraseToken): boolean {
  if (want.prefix !== undefined)
    return token.normal.startsWith(want.prefix) || token.lemma.startsWith(want.prefix);
  return want.forms.some((form) => token.forms.includes(form));
}

/** Where the rest of the phrase continues after `from`, allowing a few words in between, or -1. */
function continues(tokens: readonly Token[], want: readonly PhraseToken[], from: number): boolean {
  let at = from;
  for (const part of want) {
    let found = -1;
    for (let k = at + 1; k <= at + 1 + MAX_GAP && k < tokens.length; k++) {
      const token = tokens[k] as Token;
      if (tokenMatches(token, part)) {
        found = k;
        break;
      }
      // "does not add back" is not "add back": a negation may not sit inside the phrase.
      if (NEGATIONS.has(token.normal)) break;
    }
    if (found < 0) return false;
    at = found;
  }
  return true;
}

/** The index of the first token where `phrase` starts in the answer, or -1. */
export function findPhrase(answer: AnswerText, phrase: string): number {
  const [first, ...rest] = compile(phrase.trim().toLowerCase());
  if (!first) return -1;
  const { tokens } = answer;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (tokenMatches(token, first) && continues(tokens, rest, i)) return i;
  }
  return -1;
}
