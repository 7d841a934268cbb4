import {
  aLevelPoints,
  CLASS_RANK,
  classIn,
  type DegreeClass,
  type SubjectCategory,
  subjectsIn,
} from "./education";
import type { PostingLine } from "./posting";

// What a posting asks of a candidate's education: the lowest degree class it accepts ("a First or a
// strong 2:1" accepts a 2:1), the subjects ("any discipline", "a numerate degree", "mathematics, physics
// or another quantitative discipline") and school grades ("AAB at A-level", "112 UCAS points").

export type EducationAsk = {
  minClass?: DegreeClass;
  /** "any" when every subject is welcome; undefined when the posting does not say. */
  subjects?: Set<SubjectCategory> | "any";
  subjectLabel?: string;
  minSchoolPoints?: number;
  schoolLabel?: string;
  /** The degree class is a bar ("You should be on track for a 2:1"), not a preference. */
  classBar?: boolean;
  /** The school grades are a bar ("ABB at A level (or equivalent)"), not a preference. */
  schoolBar?: boolean;
};

export const NUMERATE: ReadonlySet<SubjectCategory> = new Set([
  "mathematics",
  "statistics",
  "physics",
  "engineering",
  "computer-science",
  "economics",
  "finance",
  "accounting",
  "actuarial",
]);
const QUANTITATIVE: ReadonlySet<SubjectCategory> = new Set([
  "mathematics",
  "statistics",
  "physics",
  "engineering",
  "computer-science",
  "actuarial",
]);

const ABOUT_DEGREE =
  /\b(degree|discipline|subject|studying|graduat\w*|undergraduates?|students?|master'?s|phd)\b/i;
const ANY_SUBJECT = /\b(any|every|all)\s+(degree\s+)?(disciplines?|degrees?|subjects?|backgrounds?)\b/i;
const NO_MINIMUM = /\b(no|don['’]t|do not|does not|doesn['’]t)\s+(set\s+)?(a\s+)?minimum\b/i;
// "a First", "or a First", "First Class"; not "a first interview" or "your first week".
const POSTING_FIRST =
  /\b(a|or)\s+first\b(?![- ](year|round|week|term|interview|stage|day|time|step|class of))|\bfirst[- ]class\b/i;
const UCAS = /\b(\d{2,3})\s*UCAS\b|\bUCAS\D{0,10}(\d{2,3})\b/i;

function lowestClass(text: string): DegreeClass | undefined {
  const classes: DegreeClass[] = [];
  if (POSTING_FIRST.test(text)) classes.push("first");
  const other = classIn(text.replace(POSTING_FIRST, " "));
  if (other && other !== "first") classes.push(other);
  return classes.sort((a, b) => CLASS_RANK[a] - CLASS_RANK[b])[0];
}

// "A 2:1 is preferred but we look at every application in the round" states a preference, not a bar.
const SOFT_BAR = /\b(preferred|ideally|typically|usually|in the round|holistic\w*|contextual\w*|guide)\b/i;

export function educationAsk(lines: readonly PostingLine[]): EducationAsk {
  const ask: EducationAsk = {};
  for (const { line, weight, desirable } of lines) {
    const text = line.text;
    if (weight === 0 || NO_MINIMUM.test(text)) continue;
    const bar = !desirable && !SOFT_BAR.test(text);
    const degreeClass = lowestClass(text);
    if (degreeClass && (!ask.minClass || CLASS_RANK[degreeClass] < CLASS_RANK[ask.minClass])) {
      ask.minClass = degreeClass;
      ask.classBar = bar;
    }
    if (ABOUT_DEGREE.test(text)) {
      if (ANY_SUBJECT.test(text)) ask.subjects = "any";
      else if (ask.subjects !== "any") {
        const named = subjectsIn(text);
        if (/\bnumerate\b/i.test(text)) for (const subject of NUMERATE) named.add(subject);
        if (/\b(quantitative (discipline|degree|subject|field)|STEM)\b/i.test(text)) {
          for (const subject of QUANTITATIVE) named.add(subject);
        }
        if (named.size) {
          ask.subjects = new Set([...(ask.subjects ?? []), ...named]);
          ask.subjectLabel = [...named].join(", ").replace(/-/g, " ");
        }
      }
    }
    const school = aLevelPoints(text) ?? Number(UCAS.exec(text)?.slice(1).find(Boolean) ?? 0);
    if (school && school <= (ask.minSchoolPoints ?? school)) {
      ask.schoolBar = bar;
      ask.minSchoolPoints = school;
      ask.schoolLabel = /UCAS/i.test(text) ? `${school} UCAS points` : `${school} UCAS points at A-level`;
    }
  }
  return ask;
}

/** Grades the CV states below a bar the posting sets, in words; empty when none is missed. */
export function gradesBelowBar(
  ask: EducationAsk,
  cv: { degreeClass?: DegreeClass; schoolPoints?: number },
): string[] {
  const below: string[] = [];
  if (ask.classBar && ask.minClass && cv.degreeClass && CLASS_RANK[cv.degreeClass] < CLASS_RANK[ask.minClass])
    below.push("degree class");
  if (ask.schoolBar && ask.minSchoolPoints !== undefined && cv.schoolPoints !== undefined) {
    if (cv.schoolPoints < ask.minSchoolPoints) below.push("school grades");
  }
  return below;
}
