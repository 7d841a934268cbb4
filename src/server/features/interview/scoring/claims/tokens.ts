// The answer as the claim reader sees it: words, numbers, symbols and punctuation, each with its place
// in the text (so a verdict can quote the member's own sentence exactly), then cut into sentences and,
// where a spoken transcript runs on without full stops, into shorter stretches a listener would hear
// as one statement.

export type TokenKind = "word" | "number" | "symbol" | "punct";

export type Tok = {
  /** Lower case, straight apostrophes. */
  low: string;
  /** The form words are compared on: plural, possessive and -ise/-ize spellings folded together. */
  key: string;
  kind: TokenKind;
  start: number;
  end: number;
};

export type Chunk = { from: number; to: number; start: number; end: number; text: string };

const TOKEN =
  /[£$€]?\d+(?:,\d{3})*(?:\.\d+)?(?:%|p\b|k\b|m\b|bn\b|x\b)?|[A-Za-z]+(?:['’][A-Za-z]+)*|[+=×*/&%↑↓<>−–-]|[.!?;:,\n]/g;
const ABBREVIATIONS = new Set([
  "e",
  "g",
  "i",
  "vs",
  "etc",
  "approx",
  "eg",
  "ie",
  "mr",
  "mrs",
  "dr",
  "no",
  "st",
]);
/** A stretch longer than this many tokens is cut at its discourse markers. */
const LONG_CHUNK = 30;
const CHUNK_MARKERS = new Set([
  "so",
  "but",
  "because",
  "whereas",
  "although",
  "though",
  "then",
  "and",
  "um",
  "uh",
  "erm",
]);

/** Small numbers said in words read as their digits ("divided by eight" is "divided by 8"). */
const NUMBER_WORDS: Record<string, string> = Object.fromEntries(
  "two three four five six seven eight nine ten eleven twelve"
    .split(" ")
    .map((w, i) => [w, String(i + 2)])
    .concat(
      "twenty thirty forty fifty sixty seventy eighty ninety"
        .split(" ")
        .map((w, i) => [w, String(20 + 10 * i)]),
    ),
);

/** Folds the endings that do not change what a word names, and small numbers in words to digits. */
export function foldWord(word: string): string {
  const digits = NUMBER_WORDS[word];
  if (digits) return digits;
  let w = word.replace(/['’]s$|s['’]$/, (m) => (m.startsWith("s") ? "s" : ""));
  w = w.replace(/is(e|ed|es|ing|ation|ations)$/, "iz$1");
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ch|sh|x|ss|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function tokenize(text: string): Tok[] {
  const tokens: Tok[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const low = raw.toLowerCase().replace(/’/g, "'").replace(/[−–]/g, "-");
    let kind: TokenKind;
    if (/[\d]/.test(low)) kind = "number";
    else if (/^[a-z]/.test(low)) kind = "word";
    else if (/^[.!?;:,\n]$/.test(low)) kind = "punct";
    else kind = "symbol";
    // "non-cash" and "fifty-seven" read as "non cash" and "fifty seven"; a minus sign stays.
    if (low === "-" && /[A-Za-z]/.test(text.charAt(start - 1)) && /[A-Za-z]/.test(text.charAt(start + 1)))
      continue;
    // A full stop after an abbreviation or an initial does not end the sentence; one after a bracket
    // closing "(WACC - g)" does.
    const previous = tokens.at(-1);
    if (low === "." && ABBREVIATIONS.has(previous?.low ?? "") && previous?.end === start) continue;
    tokens.push({ low, key: kind === "word" ? foldWord(low) : low, kind, start, end: start + raw.length });
  }
  return tokens;
}

const ENDS_SENTENCE = new Set([".", "!", "?", ";", "\n"]);

/** Sentences (and, in a long run-on transcript, shorter stretches), as token ranges and exact text. */
export function chunksOf(text: string, tokens: readonly Tok[]): Chunk[] {
  const chunks: Chunk[] = [];
  const push = (from: number, to: number) => {
    while (from <= to && tokens[from]?.kind === "punct") from++;
    while (to >= from && tokens[to]?.kind === "punct" && tokens[to]?.low !== "?") to--;
    if (from > to) return;
    const start = tokens[from]?.start ?? 0;
    const end = tokens[to]?.end ?? start;
    chunks.push({ from, to, start, end, text: text.slice(start, end) });
  };
  const split = (from: number, to: number) => {
    if (to - from + 1 <= LONG_CHUNK) return push(from, to);
    // Cut at the marker nearest the middle, so each half is a statement of its own.
    const middle = (from + to) / 2;
    let best = -1;
    for (let i = from + 8; i <= to - 8; i++) {
      const token = tokens[i] as Tok;
      const marker = CHUNK_MARKERS.has(token.low) || token.low === ",";
      if (marker && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
    }
    if (best < 0) return push(from, to);
    split(from, best - 1);
    split(best, to);
  };
  let from = 0;
  tokens.forEach((token, i) => {
    if (token.kind === "punct" && ENDS_SENTENCE.has(token.low)) {
      split(from, i);
      from = i + 1;
    }
  });
  if (from < tokens.length) split(from, tokens.length - 1);
  return chunks;
}
