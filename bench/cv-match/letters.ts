import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { writeCoverLetter } from "../../src/server/features/documents/cover-letter/write-cover-letter";
import { loadPairs, parsePostingFile } from "./data";
import { checkLetter, type LetterIssue, sharedParagraphs, words } from "./letter-checks";

// Cover letters for CV/posting/firm triples, written by the built-in engine and checked by the bench's
// own reader (letter-checks.ts), not by the product's fact checker: invented or misattributed facts,
// length outside 250-400 words, runs of more than twelve words copied from the posting, and paragraphs
// two letters to the same firm share word for word. `bench/cv-match.ts` calls `checkLetters` for the
// tuning set (letters.json here) and the held-out set (held-out/letters.json).

export type LetterCase = {
  cvText: string;
  posting: { title: string; firm: string; text: string; roleType?: string; financeAreas?: string[] };
  firm: { name: string; sector: string; description: string };
};

export type LetterDetail = {
  index: number;
  firm: string;
  words: number;
  issues: LetterIssue[];
  text: string;
};

export type LettersReport = {
  letters: number;
  /** Facts in a letter that no source holds. */
  invented: number;
  /** Facts that are in the sources but attached to the wrong degree, job or tense. */
  misattributed: number;
  outsideLength: number;
  /** Letters with a run of more than twelve words copied from the posting. */
  copied: number;
  /** Paragraphs two letters to one firm share word for word. */
  sharedParagraphs: number;
  details: LetterDetail[];
};

/** The reference date of the held-out set, used for both sets so their letters are written alike. */
export const LETTERS_TODAY = "2026-11-29";

/** The member a CV describes: the name on its first line and the contact details in its header. */
function memberOf(cvText: string) {
  const first =
    cvText
      .split("\n")
      .find((line) => line.trim())
      ?.trim() ?? "";
  const name = /^[\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){1,3}$/u.test(first) ? first : "";
  const titled =
    name === name.toUpperCase()
      ? name
          .toLowerCase()
          .replace(/(^|[\s'’-])(\p{L})/gu, (_, a: string, b: string) => `${a}${b.toUpperCase()}`)
      : name;
  const [firstName = "", ...rest] = titled.split(/\s+/);
  const head = cvText.split("\n").slice(0, 6).join("\n");
  return {
    firstName,
    lastName: rest.join(" "),
    email: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(head)?.[0] ?? null,
    phone: /(?:\+44\s?|0)7\d{3}\s?\d{3}\s?\d{3}/.exec(head)?.[0] ?? null,
  };
}

export function checkLetters(cases: readonly LetterCase[], options: { today?: string } = {}): LettersReport {
  const today = options.today ?? LETTERS_TODAY;
  const details: LetterDetail[] = cases.map((item, index) => {
    const draft = writeCoverLetter({
      member: memberOf(item.cvText),
      cvText: item.cvText,
      posting: { ...item.posting, roleType: item.posting.roleType ?? null },
      firm: item.firm,
      today,
    });
    const firm = `${item.firm.name}\n${item.firm.sector}\n${item.firm.description}`;
    const issues = checkLetter(draft.text, {
      cv: item.cvText,
      posting: `${item.posting.title}\n${item.posting.firm}\n${item.posting.text}`,
      firm,
      today,
    });
    return { index, firm: item.firm.name, words: words(draft.text).length, issues, text: draft.text };
  });
  const shared = sharedParagraphs(
    details.map((d) => ({ firm: d.firm, cv: cases[d.index]?.cvText ?? "", text: d.text })),
  );
  for (const paragraph of shared) {
    const firm = paragraph.slice(0, paragraph.indexOf(":"));
    for (const detail of details.filter(
      (d) => d.firm === firm && d.text.includes(paragraph.slice(firm.length + 2)),
    ))
      detail.issues.push({ kind: "shared-paragraph", detail: paragraph });
  }
  const count = (kind: LetterIssue["kind"]) =>
    details.reduce((n, d) => n + d.issues.filter((i) => i.kind === kind).length, 0);
  return {
    letters: details.length,
    invented: count("invented"),
    misattributed: count("misattributed"),
    outsideLength: details.filter((d) => d.issues.some((i) => i.kind === "length")).length,
    copied: details.filter((d) => d.issues.some((i) => i.kind === "copied")).length,
    sharedParagraphs: shared.length,
    details,
  };
}

const entrySchema = z.object({
  cv: z.string().min(1),
  posting: z.string().min(1),
  firm: z.object({ name: z.string().min(1), sector: z.string(), description: z.string() }),
});

/** The triples listed in `dir`/letters.json, with their CVs (cvs/) and postings (postings/) read in. */
export function loadLetterCases(dir: string): LetterCase[] | null {
  const file = path.join(dir, "letters.json");
  if (!existsSync(file)) return null;
  const entries = z.array(entrySchema).parse(JSON.parse(readFileSync(file, "utf8")));
  const read = (folder: string, name: string) => readFileSync(path.join(dir, folder, `${name}.txt`), "utf8");
  return entries.map((entry) => ({
    cvText: read("cvs", entry.cv),
    posting: parsePostingFile(read("postings", entry.posting)),
    firm: entry.firm,
  }));
}

/**
 * A letter for every rated pair of a set, to find the ways letters fail beyond the listed triples. The
 * firm's profile is the one letters.json gives a firm of that name; a firm it does not list has none,
 * as a pasted advert from a firm outside the catalogue has none, so the letter must live on the
 * posting's facts and the member's.
 */
export function pairLetterCases(dir: string): LetterCase[] {
  const profiles = new Map((loadLetterCases(dir) ?? []).map((item) => [item.firm.name, item.firm]));
  return loadPairs(dir).map((pair) => ({
    cvText: pair.cv,
    posting: pair.posting,
    firm: profiles.get(pair.posting.firm) ?? { name: pair.posting.firm, sector: "", description: "" },
  }));
}
