import { SPELLING_ALLOW_LIST } from "../cv-match/spelling-allow-list";
import { enGbSpeller as spell } from "../en-gb-speller";
import { britishSpelling } from "./english";

// A letter quotes the member's bullets as their own sentences, so it must not carry their typos
// ("recieved", "managment") or American spellings into a letter to a UK firm. Words the Hunspell en-GB
// dictionary knows are left alone, as are names (anything with a capital), codes and numbers; an unknown
// word is corrected only when the dictionary's first suggestion is one slip away, so a word the
// dictionary merely lacks is never swapped for a different one.

/** Edits between two words, a swap of neighbours counting as one. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] ?? 0, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

// Finance words the dictionary lacks ("pitchbooks", "comms") and the CV match already allows.
const JARGON = new Set([
  ...SPELLING_ALLOW_LIST,
  "comms",
  "pitchbooks",
  "backtested",
  "reconciliations",
  "investee",
  "investees",
]);

function corrected(word: string): string {
  // A possessive or a contraction ("retailers'", "client's") is left as written.
  if (word.length < 5 || /[^a-z]/.test(word) || JARGON.has(word) || spell().correct(word)) return word;
  const [suggestion] = spell().suggest(word);
  if (!suggestion || /[A-Z\s]/.test(suggestion)) return word;
  return suggestion[0] === word[0] && distance(word, suggestion) === 1 ? suggestion : word;
}

/** The text with American spellings made British and plain typos in lower-case words put right. */
export function correctSpelling(text: string): string {
  return britishSpelling(text).replace(/(?<![\p{L}\d@/.-])\p{Ll}[\p{Ll}'’]*(?![\p{L}\d@/-])/gu, (word) =>
    corrected(word),
  );
}
