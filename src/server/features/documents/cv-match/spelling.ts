import { enGbSpeller as spell } from "../en-gb-speller";
import type { CvLine } from "./cv-sections";
import { SPELLING_ALLOW_LIST } from "./spelling-allow-list";

// Spelling as a UK recruiter reads it, with the Hunspell en-GB dictionary: words it does not know are
// mistakes ("recieved", "managment"), unless they are an American spelling of a word it does know
// ("organized", "color", "modeling"), which a UK employer also notices. Names are left alone: a
// capitalised word inside a sentence, a word in capitals or with a capital inside ("PowerPoint") is a
// name or an acronym, and the header (name, address, links) is not read at all.

export type SpellingIssue = { word: string; suggestion?: string; kind: "misspelt" | "american" };

// American spellings, undone: each rule turns an American ending into the British one.
const BRITISH_FORMS: [RegExp, string][] = [
  [/iz(e|es|ed|ing|ation|ations|er|ers)$/, "is$1"],
  [/yz(e|es|ed|ing|er|ers)$/, "ys$1"],
  [/or(s|ed|ing|ful|ite|ites|able)?$/, "our$1"],
  [/ter(s)?$/, "tre$1"],
  [/ber(s)?$/, "bre$1"],
  [/eled$/, "elled"],
  [/eling$/, "elling"],
  [/eler(s)?$/, "eller$1"],
  [/og(s)?$/, "ogue$1"],
  [/ense(s)?$/, "ence$1"],
  [/dgment(s)?$/, "dgement$1"],
  [/llment(s)?$/, "lment$1"],
  [/ll$/, "l"],
  [/lful$/, "llful"],
  [/^gray/, "grey"],
];
const MIN_LENGTH = 3;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * The first dictionary word one edit away (a letter dropped, added, changed or two swapped). Hunspell's
 * own suggestions search much further and can take half a second for one word; one edit finds the
 * usual slips ("recieved", "managment") in well under a millisecond.
 */
function oneEditAway(word: string): string | undefined {
  // Swapped and doubled letters are the commonest slips, so they are tried first.
  const swaps: string[] = [];
  const drops: string[] = [];
  const changes: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail.length > 1) swaps.push(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    if (tail) drops.push(head + tail.slice(1));
    for (const letter of LETTERS) {
      if (tail) changes.push(head + letter + tail.slice(1));
      changes.push(head + letter + tail);
    }
  }
  return [...swaps, ...drops, ...changes].find(
    (candidate) => candidate !== word && candidate.length >= MIN_LENGTH && spell().correct(candidate),
  );
}

function britishForm(word: string): string | undefined {
  for (const [american, british] of BRITISH_FORMS) {
    if (!american.test(word)) continue;
    const candidate = word.replace(american, british);
    if (candidate !== word && spell().correct(candidate)) return candidate;
  }
  return undefined;
}

const sameCase = (written: string, word: string) =>
  /^[A-Z]/.test(written) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** The words of a line worth checking: lower case, or capitalised only where a sentence starts. */
function wordsToCheck(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(/[A-Za-z][A-Za-z'’]*/g)) {
    const word = match[0].replace(/['’]s$/, "").replace(/['’]$/, "");
    const index = match.index ?? 0;
    if (word.length < MIN_LENGTH || /[A-Z]/.test(word.slice(1))) continue;
    const before = text.slice(0, index).trimEnd();
    // A hyphen or slash joins parts that may be names or codes ("Co-founded", "ex-Barclays").
    if (/[-/@.]$/.test(text.slice(0, index)) || /^[-/@]/.test(text.slice(index + match[0].length))) continue;
    const startsSentence = before === "" || /[.!?:;•|]$/.test(before);
    if (/^[A-Z]/.test(word) && !startsSentence) continue;
    words.push(word);
  }
  return words;
}

/** Misspelt and American words in the CV's lines, each once, in the order they appear. */
export function spellingIssues(lines: readonly CvLine[]): SpellingIssue[] {
  const issues = new Map<string, SpellingIssue>();
  for (const line of lines) {
    if (line.section === "header" || /https?:|www\.|@/.test(line.text)) continue;
    for (const written of wordsToCheck(line.text)) {
      const word = written.toLowerCase();
      if (
        issues.has(word) ||
        SPELLING_ALLOW_LIST.has(word) ||
        spell().correct(word) ||
        spell().correct(written)
      )
        continue;
      const british = britishForm(word);
      if (british) {
        issues.set(word, { word: written, suggestion: sameCase(written, british), kind: "american" });
        continue;
      }
      const suggestion = oneEditAway(word);
      // A capitalised word the dictionary does not know is most often a name, unless it opens a bullet
      // and is one slip away from a word ("Recieved").
      if (written !== word && !(line.bullet && suggestion)) continue;
      issues.set(word, {
        word: written,
        suggestion: suggestion && sameCase(written, suggestion),
        kind: "misspelt",
      });
    }
  }
  return [...issues.values()];
}
