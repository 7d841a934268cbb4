import { type CvLine, type CvSectionId, evidenceBullets, type ParsedCv } from "./cv-sections";

// How much a line of the CV proves. Work, projects, positions and modules show a skill in use; a
// skills list, a profile or a line of comma-separated keywords only claims it. Recruiters discount a
// claim, so it counts for part of what the same word earns in a bullet, and for less still on a CV
// with little work behind it: a list of the posting's keywords on a thin CV is believed least.

export const LISTED_STRENGTH = 0.5;
/** Bullets of work that make a skills list believable. */
const BULLETS_BEHIND_A_LIST = 4;
/** A list with no work behind it still says the member has met the tool. */
const MIN_BACKING = 0.3;

/** What a listed claim counts for on this CV, given the bullets of work behind it. */
export function listedStrength(cv: ParsedCv): number {
  return (
    LISTED_STRENGTH * Math.max(MIN_BACKING, Math.min(1, evidenceBullets(cv).length / BULLETS_BEHIND_A_LIST))
  );
}

const SHOWN_SECTIONS: ReadonlySet<CvSectionId> = new Set([
  "experience",
  "leadership",
  "projects",
  "education",
]);
const MIN_LIST_ITEMS = 4;
const MAX_ITEM_WORDS = 3;

/** A line of keywords: four or more short items between commas, semicolons or bars, and little else. */
export function isKeywordList(text: string): boolean {
  const items = text
    .replace(/^[^:]{0,30}:\s*/, "")
    .split(/\s*[,;|•·]\s*/)
    .filter((item) => item.trim());
  if (items.length < MIN_LIST_ITEMS) return false;
  const short = items.filter((item) => item.split(/\s+/).length <= MAX_ITEM_WORDS).length;
  return short / items.length >= 0.75;
}

/** 1 when the line shows what it names in use; `listed` when it only lists or claims it. */
export function claimStrength(line: CvLine, listed = LISTED_STRENGTH): number {
  if (!SHOWN_SECTIONS.has(line.section)) return listed;
  if (line.section !== "education" && isKeywordList(line.text)) return listed;
  return 1;
}
