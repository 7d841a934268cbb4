import type { CvLine } from "./cv-sections";
import { dateRanges } from "./dates";

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
  /** The degree that ends last is a Master's or a doctorate. */
  postgraduate: boolean;
};

const DEGREE =
  /\b(BSc|BA|MSc|MSci|MEng|BEng|MPhys|MMath|MChem|LLB|LLM|MA|MBA|MFin|MRes|MPhil|PhD|DPhil|BCom|BBA|Bachelor|Master)\b|\bdegree\b|\bUniversity\b/;
const SUBJECT_AFTER_DEGREE =
  /\b(?:BSc|BA|MSc|MSci|MEng|BEng|MPhys|MMath|MChem|LLB|LLM|MA|MBA|MFin|MRes|MPhil|PhD|DPhil|BCom|BBA)\b(?:\s*\(Hons\))?\s*(?:in\s+)?([^|–—\d]+)/;
// An integrated Master's (MSci, MEng, MPhys) is an undergraduate degree: its students are in a year of study.
const MASTERS = /\b(MSc|MA|MRes|MPhil|MFin|MBA|LLM)\b|\bMaster/;

const FIRST =
  /\b(first[- ]class|1st[- ]class|first\s+hon(ou)?rs)\b|\b(predicted|expected|on track for|achieved|awarded|graduated with|anticipated|projected|grade:?)\s+(a\s+)?(first|1st)\b(?![- ](place|prize|year|round|time))/i;
const UPPER_SECOND = /\b(upper[- ]second|2[:.]1|II[:.]1)(?![\d.])/i;
const LOWER_SECOND = /\b(lower[- ]second|2[:.]2|II[:.]2)(?![\d.])/i;
const THIRD = /\b(third[- ]class|predicted (a )?third|3rd[- ]class)\b/i;
const PERCENT_AVERAGE = /\b(?:average|overall)\D{0,12}(\d{2})%|(\d{2})%\s*(?:average|overall)/i;
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

export function readEducation(lines: readonly CvLine[]): CvEducation {
  const section = lines.filter((line) => line.section === "education");
  const education = section.length ? section : lines;
  const result: CvEducation = { hasDegree: false, subjects: new Set(), postgraduate: false };
  let entryIsMasters = false;
  // A stated class wins over one read from a year average.
  let fromAverage: DegreeClass | undefined;
  const rank = (degreeClass?: DegreeClass) => (degreeClass ? CLASS_RANK[degreeClass] : 0);
  education.forEach((line, index) => {
    const text = line.text;
    const isDegree = DEGREE.test(text) && !A_LEVEL.test(text);
    if (isDegree) {
      result.hasDegree = true;
      entryIsMasters = MASTERS.test(text);
      const subject = SUBJECT_AFTER_DEGREE.exec(text)?.[1] ?? text;
      for (const found of subjectsIn(subject)) result.subjects.add(found);
      const years = [text, education[index + 1]?.text ?? ""]
        .flatMap((candidate) => dateRanges(candidate))
        .map((range) => (range.end === "present" ? range.start.year : range.end.year));
      const expected = /\b(?:expected|graduating|class of)\D{0,10}((?:19|20)\d\d)\b/i.exec(text)?.[1];
      const year = Math.max(...years, expected ? Number(expected) : 0);
      if (year > 0 && year >= (result.graduationYear ?? 0)) {
        result.graduationYear = year;
        result.postgraduate = entryIsMasters || /\b(PhD|DPhil|doctorate)\b/.test(text);
      }
    } else if (/\b(school|college|sixth form|academy|grammar)\b/i.test(text)) {
      entryIsMasters = false;
    }
    const stated = classIn(text, entryIsMasters);
    if (stated && rank(stated) > rank(result.degreeClass)) result.degreeClass = stated;
    const average = classFromPercent(text);
    if (average && rank(average) > rank(fromAverage)) fromAverage = average;
    const school = aLevelPoints(text) ?? ibPoints(text);
    if (school !== undefined) result.schoolPoints = Math.max(result.schoolPoints ?? 0, school);
  });
  result.degreeClass ??= fromAverage;
  return result;
}
