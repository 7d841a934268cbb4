import { nlp, perToken } from "../../../ai/text/nlp";

// Words are compared as wink-nlp tokens, never as substrings, so "SQL" is not found in "NoSQL" and
// "R" is not found in "Rahman". wink's normal form lower-cases and brings British and American spelling
// together ("modelling" and "modeling", "analysed" and "analyzed"); a plural "s" is dropped on both sides
// so "pitch books" finds "pitch book". Its part-of-speech tag tells "Excel" the program from "excel at".

export type TokenLine = { text: string; keys: string[]; values: string[]; verbs: boolean[] };

export type TermSpec =
  | string
  | {
      phrase: string;
      /** The words must be written exactly so (e.g. "R" the language, not "r"). */
      exactCase?: boolean;
      /** Not when the (single) word is used as a verb: "you excel at" is not Excel. */
      notVerb?: boolean;
      /** Not right after one of these words: "statistical modelling" is not financial modelling. */
      notAfter?: string[];
    };

type CompiledTerm = {
  owner: string;
  keys: string[];
  values?: string[];
  notVerb: boolean;
  notAfter: Set<string>;
};

export type Vocabulary = { index: Map<string, CompiledTerm[]> };

const PLURAL = /^(.{3,}[^su])s$/;

/** The comparable form of one token's normal form. */
export function keyOf(normal: string): string {
  const folded = normal
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  return PLURAL.exec(folded)?.[1] ?? folded;
}

export function tokenLine(text: string): TokenLine {
  const { its } = nlp();
  const tokens = nlp().readDoc(text).tokens();
  const values = perToken<string>(tokens, its.value);
  const keys = perToken<string>(tokens, its.normal).map(keyOf);
  const verbs = perToken<string>(tokens, its.pos).map((pos) => pos === "VERB");
  return { text, keys, values, verbs };
}

export function compileVocabulary(
  entries: readonly { id: string; terms: readonly TermSpec[] }[],
): Vocabulary {
  const index = new Map<string, CompiledTerm[]>();
  for (const entry of entries) {
    for (const spec of entry.terms) {
      const term = typeof spec === "string" ? { phrase: spec } : spec;
      const line = tokenLine(term.phrase);
      const first = line.keys[0];
      if (!first) continue;
      const compiled: CompiledTerm = {
        owner: entry.id,
        keys: line.keys,
        values: term.exactCase ? line.values : undefined,
        notVerb: term.notVerb ?? false,
        notAfter: new Set((term.notAfter ?? []).map((word) => keyOf(word))),
      };
      index.set(first, [...(index.get(first) ?? []), compiled]);
    }
  }
  return { index };
}

function matchesAt(term: CompiledTerm, line: TokenLine, start: number): boolean {
  if (start + term.keys.length > line.keys.length) return false;
  for (let i = 0; i < term.keys.length; i++) {
    if (line.keys[start + i] !== term.keys[i]) return false;
    if (term.values && line.values[start + i] !== term.values[i]) return false;
  }
  if (term.notVerb && term.keys.length === 1 && line.verbs[start]) return false;
  const before = line.keys[start - 1];
  return !(before && term.notAfter.has(before));
}

/** The ids of the vocabulary's entries that one of the line's phrases names. */
export function findIn(vocabulary: Vocabulary, line: TokenLine): Set<string> {
  const found = new Set<string>();
  line.keys.forEach((key, start) => {
    for (const term of vocabulary.index.get(key) ?? []) {
      if (!found.has(term.owner) && matchesAt(term, line, start)) found.add(term.owner);
    }
  });
  return found;
}

/** For each entry found in any of the lines, the indexes of the lines that name it. */
export function findInLines(vocabulary: Vocabulary, lines: readonly TokenLine[]): Map<string, number[]> {
  const hits = new Map<string, number[]>();
  lines.forEach((line, index) => {
    for (const id of findIn(vocabulary, line)) hits.set(id, [...(hits.get(id) ?? []), index]);
  });
  return hits;
}
