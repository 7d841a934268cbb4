import type { CvLine } from "./cv-sections";
import { degreeIn, normaliseCaps, SUBJECT_AFTER_DEGREE, undot } from "./degrees";
import { type EducationEntry, educationEntries, graduationMonth, readEntry } from "./education-entries";
import { withoutInstitution } from "./institutions";

// What a CV's Education section says, as a recruiter screens it: the degree class (achieved or
// predicted), the subject, the A-level grades and when the degree ends. UK CVs write the class many
// ways ("First Class Honours", "Predicted 1st", "on track for a First", "2:1", "upper second"); a
// Master's gives a Distinction or a Merit; a year average in per cent stands in when no class is given.

export type DegreeClass = "first" | "upper-second" | "lower-second" | "third";

export const CLASS_RANK: Record<DegreeClass, number> = {
  first: 4,
  "upper-second": 3,
  "lower-second": 2,
  third: 1,
};
export const CLASS_LABEL: Record<DegreeClass, string> = {
  first: "First",
  "upper-second": "2:1",
  "lower-second": "2:2",
  third: "Third",
};

export type SubjectCategory =
  | "mathematics"
  | "statistics"
  | "physics"
  | "engineering"
  | "computer-science"
  | "economics"
  | "finance"
  | "accounting"
  | "actuarial"
  | "business"
  | "law"
  | "humanities"
  | "sciences";

// biome-ignore format: one subject a line
export const SUBJECT_PATTERNS: [SubjectCategory, RegExp][] = [
  ["mathematics", /\b(mathematics|maths|math|mmath)\b/i],
  ["statistics", /\bstatistic(s|al)\b/i],
  ["physics", /\b(physics|mphys)\b/i],
  ["engineering", /\b(engineering|meng|beng)\b/i],
  ["computer-science", /\b(computer science|computing|software engineering|informatics|data science)\b/i],
  ["economics", /\b(economics|econometrics|ppe)\b/i],
  ["finance", /\b(finance|banking)\b/i],
  ["accounting", /\b(accounting|accountancy)\b/i],
  ["actuarial", /\bactuarial\b/i],
  ["business", /\b(business|management|commerce|marketing)\b/i],
  ["law", /\b(law|llb|legal)\b/i],
  ["humanities", /\b(history|philosophy|politics|english|classics|geography|languages|literature|sociology|psychology)\b/i],
  ["sciences", /\b(chemistry|biology|natural sciences|sport|exercise|medicine|biochemistry)\b/i],
];

export function subjectsIn(text: string): Set<SubjectCategory> {
  return new Set(SUBJECT_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([subject]) => subject));
}

export type CvEducation = {
  degreeClass?: DegreeClass;
  hasDegree: boolean;
  subjects: Set<SubjectCategory>;
  /** UCAS tariff points of the best three A-levels (or the IB Diploma's equivalent). */
  schoolPoints?: number;
  graduationYear?: number;
  /** The month the latest degree ends, when the CV says (1 to 12). */
  graduationMonth?: number;
  /** The degree that ends last is a Master's or a doctorate. */
  postgraduate: boolean;
  /** The degree that ends last is a doctorate (a PhD), not a taught Master's. */
  doctorate?: boolean;
  /** When the first degree ends: work "since graduating" is counted from it, not from a later Master's. */
  firstDegreeEnds?: { year: number; month?: number };
  /** When an MBA on the CV ends, if there is one. */
  mbaEnds?: { year: number; month?: number };
};

const FIRST =
  /\b(first[- ]class|1st[- ]class|first\s+hon(ou)?rs)\b|\b(predicted|expected|on track for|achieved|awarded|graduated with|anticipated|projected|grade):?\s+(a\s+)?(first|1st)\b(?![- ](place|prize|year|round|time))/i;
const UPPER_SECOND = /\b(upper[- ]second|2[:.]1|II[:.]1)(?![\d.])/i;
const LOWER_SECOND = /\b(lower[- ]second|2[:.]2|II[:.]2)(?![\d.])/i;
const THIRD = /\b(third[- ]class|predicted (a )?third|3rd[- ]class)\b/i;
const PERCENT_AVERAGE =
  /\b(?:average|overall|predicted|expected|current|grade|mark|on track for)\D{0,12}(\d{2}(?:\.\d)?)\s?%|(\d{2}(?:\.\d)?)\s?%\s*(?:average|overall)/i;
const FIRST_PERCENT = 70;
const UPPER_SECOND_PERCENT = 60;
const LOWER_SECOND_PERCENT = 50;

/** The class one line states, if any; `masters` lets "Distinction" and "Merit" count. */
export function classIn(text: string, masters = false): DegreeClass | undefined {
  if (FIRST.test(text)) return "first";
  if (UPPER_SECOND.test(text)) return "upper-second";
  if (LOWER_SECOND.test(text)) return "lower-second";
  if (THIRD.test(text)) return "third";
  if (masters && /\bdistinction\b/i.test(text)) return "first";
  if (masters && /\bmerit\b/i.test(text)) return "upper-second";
  return undefined;
}

function classFromPercent(text: string): DegreeClass | undefined {
  const match = PERCENT_AVERAGE.exec(text);
  const percent = Number(match?.[1] ?? match?.[2]);
  if (!percent) return undefined;
  if (percent >= FIRST_PERCENT) return "first";
  if (percent >= UPPER_SECOND_PERCENT) return "upper-second";
  return percent >= LOWER_SECOND_PERCENT ? "lower-second" : "third";
}

const TARIFF: Record<string, number> = { "A*": 56, A: 48, B: 40, C: 32, D: 24, E: 16 };
const A_LEVEL = /\bA[- ]?levels?\b/i;
const A_LEVELS = /\bA[- ]?levels?\b/gi;
const GRADE_RUN = /(?<![A-Za-z*])((?:A\*|[A-E])+)(?![A-Za-z])/g;
const BEST_A_LEVELS = 3;
// IB Diploma points on the UCAS scale: 36 points is about AAB (136), each point about 8 more or less.
const IB_AAB_POINTS = 36;
const AAB_TARIFF = 136;
const TARIFF_PER_IB_POINT = 8;

/** UCAS points of the best three A-level grades written on a line ("A*AA", "Maths (A*), …"). */
export function aLevelPoints(text: string): number | undefined {
  if (!A_LEVEL.test(text)) return undefined;
  const written = text.replace(A_LEVELS, " ").replace(/\bEPQ\b.*$/i, "");
  const grades = Array.from(written.matchAll(GRADE_RUN))
    .flatMap((match) => (match[1] ?? "").match(/A\*|[A-E]/g) ?? [])
    .map((grade) => TARIFF[grade] ?? 0)
    .sort((a, b) => b - a)
    .slice(0, BEST_A_LEVELS);
  return grades.length ? grades.reduce((sum, points) => sum + points, 0) : undefined;
}

export function ibPoints(text: string): number | undefined {
  const match = /\b(?:International Baccalaureate|IB Diploma|IBDP)\b\D{0,20}(\d{2})\s*(?:points|pts)/i.exec(
    text,
  );
  return match ? AAB_TARIFF + (Number(match[1]) - IB_AAB_POINTS) * TARIFF_PER_IB_POINT : undefined;
}

const MBA = /\b(MBA|Master of Business Administration)\b/;
const isMasters = (entry: EducationEntry) =>
  entry.degree?.level === "masters" || entry.degree?.level === "doctorate";

function subjectsOfEntry(entry: EducationEntry): Set<SubjectCategory> {
  const degreeLine = entry.lines.find((line) => degreeIn(line));
  const named = degreeLine ? SUBJECT_AFTER_DEGREE.exec(undot(degreeLine))?.[1] : undefined;
  if (named && subjectsIn(named).size) return subjectsIn(named);
  // No subject after the degree's name: the entry's lines, without the institution's own name
  // (the London School of Economics does not make every student an economist).
  const lines = entry.lines.filter((line) => !/\bmodules?\b/i.test(line)).slice(0, 3);
  return subjectsIn(withoutInstitution(lines.join(" | ")));
}

// "Final-year Economics student", "currently in my penultimate year", "BSc Economics (Year 2 of 3)":
// a CV that gives no dates may still say its year of study, which today's date turns into a year.
const STUDY_YEAR =
  /\b(final|penultimate|first|second|third|1st|2nd|3rd)[- ]year (?:student|undergraduate|[A-Z][a-z]+ student|of (?:a|my|the)|studying)\b|\bcurrently in (?:my|the) (final|penultimate|first|second|third) year\b/i;
const YEAR_OF = /\byear (\d) of (\d)\b/i;
const YEARS_LEFT: Record<string, number> = {
  final: 0,
  penultimate: 1,
  first: 2,
  "1st": 2,
  second: 1,
  "2nd": 1,
  third: 0,
  "3rd": 0,
};
const SEASON_TURNS_MONTH = 8;

function statedStudyYear(lines: readonly CvLine[], today: Date): number | undefined {
  const season = today.getUTCFullYear() + (today.getUTCMonth() + 1 >= SEASON_TURNS_MONTH ? 1 : 0);
  for (const { text, section } of lines) {
    if (section !== "education" && section !== "profile" && section !== "header") continue;
    const of = YEAR_OF.exec(text);
    if (of) return season + Math.max(0, Number(of[2]) - Number(of[1]));
    const stated = STUDY_YEAR.exec(text);
    const word = (stated?.[1] ?? stated?.[2])?.toLowerCase();
    if (word) return season + (YEARS_LEFT[word] ?? 0);
  }
  return undefined;
}

const PROFESSIONAL =
  /\b(?:Certificate|Certified|CeMAP|CFA|ACCA|CIMA|ICAEW|ACA|CISI|IMC|AAT|Level [2-7]|Diploma|exams?|modules? passed)\b/;

export function readEducation(lines: readonly CvLine[], today = new Date()): CvEducation {
  const section = lines
    .filter((line) => line.section === "education")
    .map((line) => ({ ...line, text: normaliseCaps(line.text) }));
  let entries = educationEntries(section.length ? section : lines).map(readEntry);
  // A degree missing from the Education section was most likely carried off by another column's
  // heading: look for it in the rest of the CV, outside the roles.
  if (section.length && !entries.some((entry) => entry.degree)) {
    const elsewhere = lines.filter((line) => line.section !== "experience" && line.section !== "leadership");
    const found = educationEntries(elsewhere.map((line) => ({ ...line, text: normaliseCaps(line.text) })))
      .map(readEntry)
      .filter((entry) => entry.degree);
    if (found.length) entries = [...entries, ...found];
  }
  // An institution with dates and no degree named is a degree course, unless its lines name a
  // professional certificate or exam (CeMAP from a banking institute is no graduation).
  const degrees = entries.filter(
    (entry) =>
      entry.degree ||
      (entry.institution &&
        !entry.school &&
        entry.ends &&
        section.length &&
        !PROFESSIONAL.test(entry.lines.join(" "))),
  );
  const result: CvEducation = { hasDegree: degrees.length > 0, subjects: new Set(), postgraduate: false };
  // A stated class wins over one read from a year average.
  let fromAverage: DegreeClass | undefined;
  const rank = (degreeClass?: DegreeClass) => (degreeClass ? CLASS_RANK[degreeClass] : 0);
  let latest: EducationEntry | undefined;
  let first: EducationEntry | undefined;
  for (const entry of entries) {
    const degree = degrees.includes(entry);
    if (degree) {
      for (const found of subjectsOfEntry(entry)) result.subjects.add(found);
      if (entry.ends && (!latest?.ends || graduationMonth(entry.ends) > graduationMonth(latest.ends)))
        latest = entry;
      // Only an entry naming a degree: a school's lines that mention one ("4-year Scottish degree"), or
      // a job the section carried off, are not a first degree.
      if (
        entry.ends &&
        entry.degree &&
        !entry.school &&
        (!first?.ends || graduationMonth(entry.ends) < graduationMonth(first.ends))
      )
        first = entry;
      if (entry.ends && entry.lines.some((line) => MBA.test(line))) result.mbaEnds = entry.ends;
    }
    for (const text of entry.lines) {
      const stated = classIn(text, degree && isMasters(entry));
      if (stated && rank(stated) > rank(result.degreeClass)) result.degreeClass = stated;
      const average = classFromPercent(text);
      if (average && rank(average) > rank(fromAverage)) fromAverage = average;
      const school = aLevelPoints(text) ?? ibPoints(text);
      if (school !== undefined) result.schoolPoints = Math.max(result.schoolPoints ?? 0, school);
    }
  }
  if (latest?.ends) {
    result.graduationYear = latest.ends.year;
    result.graduationMonth = latest.ends.month;
    result.postgraduate = isMasters(latest);
    result.doctorate = latest.degree?.level === "doctorate";
    if (first?.ends) result.firstDegreeEnds = first.ends;
  } else {
    result.graduationYear = statedStudyYear(lines, today);
  }
  result.degreeClass ??= fromAverage;
  return result;
}
