import { cleanBullet, startsWithActionVerb } from "../../../../shared/cv-writing";
import { dateRanges } from "./dates";
import { degreeIn } from "./degrees";
import { type CvSectionId, headingOf } from "./headings";
import { namesInstitution, namesSchool } from "./institutions";
import { CELL_BREAK, singleColumn } from "./layout";

// A UK finance CV, as plain text from its PDF or DOCX, is a header (name and contact details) and headed
// sections: Education, Experience, Leadership, Skills. The text is first laid out as one column
// (layout.ts), then each line is put in the section its last heading opened. List markers survive most
// extractions, so a bullet is a marked line.

export type { CvSectionId };
export { headingOf };

export type CvLine = { text: string; section: CvSectionId; bullet: boolean };
export type ParsedCv = { lines: CvLine[]; sections: Set<CvSectionId>; words: number };

const BULLET_MARKER = /^\s*[•\-*–—·▪◦●➢➤►▸▶■□✓✔→>»›◆◇‣⁃❖o]\s+/;
// A line that carries on the one before: it starts in lower case (or with a figure or a bracket) and
// the one before did not end a sentence. PDF extraction breaks a long bullet at the column's edge.
const CONTINUES = /^[a-z0-9(£$€%&]/;
const ENDS_SENTENCE = /[.!?:]$/;
// Sections a sidebar holds; main content interleaved into them belongs to the last main section.
const SIDEBAR: ReadonlySet<CvSectionId> = new Set(["skills", "other", "profile"]);
const MAIN: ReadonlySet<CvSectionId> = new Set(["education", "experience", "leadership", "projects"]);

/** Main-column content that an interleaved sidebar heading would otherwise take: a dated entry or an action bullet. */
function looksLikeMainContent(text: string, bullet: boolean): boolean {
  if (bullet && startsWithActionVerb(text) && !isKeywordLine(text)) return true;
  return dateRanges(text).length > 0 && text.split(/\s+/).length <= 20;
}

// A line this long that stops mid-sentence was most likely broken at the edge of its column.
const WRAPPED_LENGTH = 55;

/** Whether an unmarked line carries on the line before it rather than starting something new. */
function continues(previous: CvLine, text: string): boolean {
  if (ENDS_SENTENCE.test(previous.text) || dateRanges(text).length || text.includes(" | ")) return false;
  if (previous.bullet && CONTINUES.test(text)) return true;
  if (
    previous.text.length < WRAPPED_LENGTH ||
    dateRanges(previous.text).length ||
    previous.text.includes(" | ")
  )
    return false;
  // A new labelled line ("Languages: …"), a new entry or a new unmarked bullet starts afresh.
  if (/^[^,]{1,25}:/.test(text) || startsWithActionVerb(text)) return false;
  return !(namesInstitution(text) || namesSchool(text) || degreeIn(text));
}

/** A labelled line's own section: only a skills-like label moves a line out of a main section. */
function labelledSection(labelled: CvSectionId | null, section: CvSectionId): CvSectionId | undefined {
  if (!labelled || labelled === section) return undefined;
  return labelled === "skills" || labelled === "other" ? labelled : undefined;
}

const isKeywordLine = (text: string) => text.split(/[,;]/).length >= 4;

export function parseCv(text: string): ParsedCv {
  const lines: CvLine[] = [];
  const sections = new Set<CvSectionId>();
  let section: CvSectionId = "header";
  let lastMain: CvSectionId | undefined;
  // A blank line or a heading ends whatever came before: nothing after it carries it on.
  let fresh = true;
  for (const whole of singleColumn(text).split("\n")) {
    if (!whole.trim()) {
      fresh = true;
      continue;
    }
    // Some templates put the section's name in a margin, beside its first line ("EDUCATION | UCL …").
    // A skills-like name in a margin labels its own line only ("Languages | French").
    const [margin = "", ...beside] = whole.split(CELL_BREAK);
    const marginHeading = beside.length ? headingOf(margin) : null;
    const heading =
      marginHeading && MAIN.has(marginHeading) ? marginHeading : beside.length ? null : headingOf(whole);
    if (heading) {
      fresh = true;
      section = heading;
      sections.add(heading);
      if (MAIN.has(heading)) lastMain = heading;
      if (!beside.length) continue;
    }
    const raw = heading ? beside.join(CELL_BREAK) : whole;
    // "Languages: French": a label that names a section, for this line only.
    const label = /^([A-Za-z &/]{3,40}):\s+\S/.exec(raw)?.[1];
    const labelled = marginHeading && !heading ? marginHeading : label && !heading ? headingOf(label) : null;
    const bullet = BULLET_MARKER.test(raw);
    const clean = bullet ? cleanBullet(raw.replace(BULLET_MARKER, "")) : raw.trim();
    const previous = fresh ? undefined : lines.at(-1);
    fresh = false;
    if (!bullet && previous && continues(previous, clean)) {
      previous.text = previous.text.endsWith("-")
        ? `${previous.text.slice(0, -1)}${clean}`
        : `${previous.text} ${clean}`;
      continue;
    }
    const moved = SIDEBAR.has(section) && lastMain && looksLikeMainContent(clean, bullet);
    const lineSection = moved && lastMain ? lastMain : (labelledSection(labelled, section) ?? section);
    lines.push({ text: clean, section: lineSection, bullet });
  }
  const words = text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return { lines, sections, words };
}

const EVIDENCE_SECTIONS: ReadonlySet<CvSectionId> = new Set(["experience", "leadership", "projects"]);
const DATE_RANGE = /\b(19|20)\d\d\b.*(–|-|—|to).*(\b(19|20)\d\d\b|present|current|now)/i;
const MIN_UNMARKED_BULLET_WORDS = 6;
const HEADER_CAPITALS_SHARE = 0.6;

/** "M&A Summer Intern | Harcourt Street Advisory": an entry's title, in cells or in title case. */
function looksLikeEntryHeader(text: string): boolean {
  if (text.includes(" | ")) return true;
  const words = text.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  const capitals = words.filter((word) => /^[A-Z]/.test(word)).length;
  return words.length > 0 && capitals / words.length >= HEADER_CAPITALS_SHARE && !startsWithActionVerb(text);
}

/**
 * The bullets that carry the CV's evidence: marked lines under Experience, Leadership and Projects.
 * When the extraction lost every marker, the longer lines there that are not an employer-and-dates line.
 */
export function evidenceBullets(cv: ParsedCv): string[] {
  const inSections = cv.lines.filter((line) => EVIDENCE_SECTIONS.has(line.section));
  const marked = inSections.filter((line) => line.bullet).length > 0;
  // Some templates mark bullets and others lose the markers; an unmarked line that opens with an
  // action verb is a bullet all the same.
  return inSections
    .filter(
      (line) =>
        line.bullet ||
        (line.text.split(/\s+/).length >= MIN_UNMARKED_BULLET_WORDS &&
          !DATE_RANGE.test(line.text) &&
          !looksLikeEntryHeader(line.text) &&
          (!marked || startsWithActionVerb(line.text))),
    )
    .map((line) => line.text);
}
