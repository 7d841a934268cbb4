import type { CvLine } from "./cv-sections";
import { type CvDate, dateRanges, entryDates, parseDate } from "./dates";
import { type Degree, degreeIn, extraYear } from "./degrees";
import { namesInstitution, namesSchool } from "./institutions";

// An Education section is a list of entries (a university, a school), each a few lines: where, which
// degree, when, and the grade. Templates put those lines in any order: dates on the degree's line, on
// the line above it or below it, the institution before or after the degree. So the section is read as
// blocks: a block grows line by line until a line brings what it already has (a second institution, a
// second degree, a second line of dates), which starts the next block.

export type EducationEntry = {
  lines: string[];
  degree?: Degree;
  /** A university or college (not a school) names the entry. */
  institution: boolean;
  school: boolean;
  /** When the entry ends or is expected to end; for a degree, its graduation. */
  ends?: { year: number; month?: number };
};

const EXPECTED =
  /\b(?:expected|graduating|graduation|anticipated|class of|exp\.?|due to graduate|completing|to complete)\s*(?:in\s+)?[:\-–]?\s*((?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d)\b/i;
const NON_DATE_WORDS =
  /\b(present|current|now|ongoing|date|expected|graduating|graduation|anticipated|class of|exp|due to graduate|london|uk|united kingdom|england|scotland|wales|remote)\b/gi;
const MAX_DATE_LINE_LETTERS = 12;
const SCHOOL_GRADES =
  /\b(A[- ]?levels?|AS[- ]levels?|GCSEs?|IGCSEs?|International Baccalaureate|IB Diploma|Scottish Highers|Highers|BTEC)\b/i;
const SUMMER_GRADUATION_MONTH = 6;
const MASTERS_END_MONTH = 9;

/** A line that only dates or places an entry: "Sep 2024 – Jun 2027", "2024 – present | London". */
function isDateLine(text: string): boolean {
  if (!entryDates(text).length && !EXPECTED.test(text)) return false;
  const rest = text
    .replace(EXPECTED, " ")
    .replace(
      /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec|Spring|Summer|Autumn|Winter)\b\.?/gi,
      " ",
    )
    .replace(NON_DATE_WORDS, " ")
    .replace(/[^A-Za-z]/g, "");
  return rest.length <= MAX_DATE_LINE_LETTERS;
}

type Kind = { institution: boolean; school: boolean; degree: boolean; date: boolean };

function kindOf(text: string): Kind {
  const school = namesSchool(text);
  const degree = degreeIn(text) !== undefined;
  return {
    school,
    institution: !school && namesInstitution(text),
    degree,
    date: isDateLine(text),
  };
}

/** The education section's lines grouped into entries. */
export function educationEntries(lines: readonly CvLine[]): string[][] {
  const entries: string[][] = [];
  let current: string[] = [];
  let has: Kind = { institution: false, school: false, degree: false, date: false };
  for (const { text } of lines) {
    const kind = kindOf(text);
    const place = kind.institution || kind.school;
    const repeats =
      (place && (has.institution || has.school)) ||
      (kind.degree && has.degree && !place) ||
      (kind.date && has.date);
    if (repeats && current.length) {
      entries.push(current);
      current = [];
      has = { institution: false, school: false, degree: false, date: false };
    }
    current.push(text);
    has = {
      institution: has.institution || kind.institution,
      school: has.school || kind.school,
      degree: has.degree || kind.degree,
      date: has.date || kind.date || (entryDates(text).length > 0 && (place || kind.degree)),
    };
  }
  if (current.length) entries.push(current);
  return entries;
}

function graduationOf(lines: string[], degree: Degree | undefined): EducationEntry["ends"] {
  const text = lines.join("\n");
  const expected = EXPECTED.exec(text)?.[1];
  const stated = expected ? parseDate(expected.replace(/\.$/, "")) : null;
  if (stated) return { year: stated.year, month: stated.month };
  const ranges = lines.flatMap((line) => dateRanges(line));
  const ended = ranges.flatMap((range) => (range.end === "present" ? [] : [range.end]));
  const latest = (dates: CvDate[]) =>
    dates.sort((a, b) => b.year - a.year || (b.month ?? 0) - (a.month ?? 0))[0];
  const end = latest(ended);
  if (end) return { year: end.year, month: end.month };
  const ongoing = ranges.find((range) => range.end === "present");
  if (ongoing) {
    // Still studying: the degree ends its usual length after it started.
    const years = (degree?.years ?? 3) + (extraYear(text) ? 1 : 0);
    const month = degree?.level === "masters" ? MASTERS_END_MONTH : SUMMER_GRADUATION_MONTH;
    return { year: ongoing.start.year + years, month };
  }
  const lone = latest(
    lines.flatMap((line) =>
      isDateLine(line) || degreeIn(line) || namesInstitution(line) ? entryDates(line) : [],
    ),
  );
  return lone ? { year: lone.year, month: lone.month } : undefined;
}

export function readEntry(lines: string[]): EducationEntry {
  const degree = lines.map(degreeIn).find((found) => found !== undefined);
  const institution = lines.some((line) => kindOf(line).institution);
  // Schools are often "Colleges" too (Dulwich College); A-levels or GCSEs give them away.
  const school = lines.some((line) => kindOf(line).school || SCHOOL_GRADES.test(line));
  return { lines, degree, institution, school, ends: graduationOf(lines, degree) };
}

/** The month index an entry's graduation sorts by; a year alone counts as its summer. */
export function graduationMonth(ends: { year: number; month?: number }): number {
  return ends.year * 12 + (ends.month ?? SUMMER_GRADUATION_MONTH) - 1;
}
