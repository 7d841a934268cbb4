import { nlp, perToken } from "../../../ai/text/nlp";

// One reading of the answer that every criterion shares: wink-nlp tokenises it once, and each word keeps
// its normal form (lower case, British and American spelling brought together) and its lemma ("built"
// → "build"), so a key point's keyword matches whichever form the candidate used. Spoken answers arrive
// as transcripts with little punctuation, so nothing here relies on sentence boundaries.

export type Token = {
  value: string;
  /** Forms to compare on: the normal form with a plural "s" dropped, and the lemma. */
  forms: string[];
  normal: string;
  lemma: string;
  pos: string;
  type: string;
  /** A common word ("the", "and", "which") that says nothing about the topic. */
  stop: boolean;
};

export type AnswerText = {
  raw: string;
  /** Lower case, straight quotes, single spaces: what the cue patterns read. */
  lower: string;
  /** Words as a listener counts them: runs of non-space characters with a letter or a digit. */
  words: number;
  /** Every token but punctuation, in order. */
  tokens: Token[];
};

const PLURAL = /^(.{3,}[^su])s$/;

export function formKey(word: string): string {
  const folded = word
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  return PLURAL.exec(folded)?.[1] ?? folded;
}

export function plainLower(text: string): string {
  return text
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readTokens(text: string): Token[] {
  const { its } = nlp();
  const tokens = nlp().readDoc(text).tokens();
  const values = perToken<string>(tokens, its.value);
  const normals = perToken<string>(tokens, its.normal);
  const lemmas = perToken<string>(tokens, its.lemma);
  const pos = perToken<string>(tokens, its.pos);
  const types = perToken<string>(tokens, its.type);
  const stops = perToken<boolean>(tokens, its.stopWordFlag);
  const out: Token[] = [];
  values.forEach((value, i) => {
    const type = types[i] ?? "word";
    if (type === "punctuation") return;
    const normal = (normals[i] ?? value).toLowerCase();
    const lemma = (lemmas[i] ?? normal).toLowerCase();
    const forms = [...new Set([formKey(normal), formKey(lemma), lemma])];
    out.push({ value, forms, normal, lemma, pos: pos[i] ?? "X", type, stop: stops[i] ?? false });
  });
  return out;
}

export function readAnswer(text: string): AnswerText {
  const raw = text.trim();
  return { raw, lower: plainLower(raw), words: countWords(raw), tokens: raw ? readTokens(raw) : [] };
}
