// A letter that repeats the posting back at the firm reads as pasted. The letter may borrow a few of
// the posting's words (a duty, the name of a programme) but never more than MAX_COPIED_WORDS in a row;
// this finds the longest such run in a sentence, so the composer can choose another wording or drop it.

export const MAX_COPIED_WORDS = 12;

const wordsOf = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}'&£$€%]+/u)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);

export type SourceIndex = { words: string[]; at: Map<string, number[]> };

export function indexSource(text: string): SourceIndex {
  const words = wordsOf(text);
  const at = new Map<string, number[]>();
  words.forEach((word, i) => {
    const list = at.get(word);
    if (list) list.push(i);
    else at.set(word, [i]);
  });
  return { words, at };
}

/** The longest run of consecutive words `text` shares with the indexed source. */
export function longestCopiedRun(text: string, source: SourceIndex): number {
  const words = wordsOf(text);
  let longest = 0;
  for (let i = 0; i < words.length; i++) {
    for (const start of source.at.get(words[i] ?? "") ?? []) {
      let n = 0;
      while (i + n < words.length && source.words[start + n] === words[i + n]) n++;
      if (n > longest) longest = n;
    }
  }
  return longest;
}

export const copiesTooMuch = (text: string, source: SourceIndex) =>
  longestCopiedRun(text, source) > MAX_COPIED_WORDS;
