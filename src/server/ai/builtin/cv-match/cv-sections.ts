import { cleanBullet } from "../../../../shared/cv-writing";
import { normaliseText } from "../text-blocks";

// A UK finance CV, as plain text from its PDF or DOCX, is a header (name and contact details) and headed
// sections: Education, Experience, Leadership, Skills. Headings are short lines without figures; the
// words they start with say which section follows ("Skills & Interests" is Skills, "Positions of
// Responsibility" is Leadership). List markers survive most extractions, so a bullet is a marked line.

export type CvSectionId =
  | "header"
  | "profile"
  | "education"
  | "experience"
  | "leadership"
  | "projects"
  | "skills"
  | "other";

export type CvLine = { text: string; section: CvSectionId; bullet: boolean };
export type ParsedCv = { lines: CvLine[]; sections: Set<CvSectionId>; words: number };

const HEADINGS: [CvSectionId, RegExp][] = [
  [
    "profile",
    /^(profile|personal (statement|profile)|about me|summary|career (objective|summary)|objective)\b/,
  ],
  ["education", /^(education|academic (background|qualifications|history|record)|qualifications)\b/],
  [
    "experience",
    /^((work|professional|relevant|industry|internship|finance|banking|career)\s+)?(experience|internships?)\b|^employment\b|^(work|employment|career) history\b/,
  ],
  [
    "leadership",
    /^(leadership|positions? of responsibility|extra-?\s?curricular|co-curricular|activities|volunteering|societies|achievements and leadership)\b/,
  ],
  ["projects", /^(projects|research|publications)\b/],
  [
    "skills",
    /^(skills|technical skills|key skills|it skills|additional (information|skills)|interests|languages|certifications)\b/,
  ],
  ["other", /^(awards|achievements|honours|hobbies|references)\b/],
];

const BULLET_MARKER = /^\s*[•\-*–—·▪◦●]\s+/;
const MAX_HEADING_WORDS = 5;
const MAX_HEADING_CHARS = 45;

/** The section a line opens, when it is a heading. */
export function headingOf(line: string): CvSectionId | null {
  const text = line.trim().replace(/:$/, "");
  if (!text || text.length > MAX_HEADING_CHARS || /[\d:|@]/.test(text)) return null;
  if (text.split(/\s+/).length > MAX_HEADING_WORDS) return null;
  const lower = text.toLowerCase().replace(/&/g, "and");
  for (const [section, pattern] of HEADINGS) if (pattern.test(lower)) return section;
  return null;
}

export function parseCv(text: string): ParsedCv {
  const lines: CvLine[] = [];
  const sections = new Set<CvSectionId>();
  let section: CvSectionId = "header";
  for (const raw of normaliseText(text).split("\n")) {
    if (!raw.trim()) continue;
    const heading = headingOf(raw);
    if (heading) {
      section = heading;
      sections.add(heading);
      continue;
    }
    const bullet = BULLET_MARKER.test(raw);
    lines.push({ text: bullet ? cleanBullet(raw) : raw.trim(), section, bullet });
  }
  const words = text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return { lines, sections, words };
}

const EVIDENCE_SECTIONS: ReadonlySet<CvSectionId> = new Set(["experience", "leadership", "projects"]);
const DATE_RANGE = /\b(19|20)\d\d\b.*(–|-|—|to).*(\b(19|20)\d\d\b|present|current)/i;
const MIN_UNMARKED_BULLET_WORDS = 6;

/**
 * The bullets that carry the CV's evidence: marked lines under Experience, Leadership and Projects.
 * When the extraction lost every marker, the longer lines there that are not an employer-and-dates line.
 */
export function evidenceBullets(cv: ParsedCv): string[] {
  const inSections = cv.lines.filter((line) => EVIDENCE_SECTIONS.has(line.section));
  const marked = inSections.filter((line) => line.bullet);
  if (marked.length) return marked.map((line) => line.text);
  return inSections
    .filter(
      (line) => line.text.split(/\s+/).length >= MIN_UNMARKED_BULLET_WORDS && !DATE_RANGE.test(line.text),
    )
    .map((line) => line.text);
}
