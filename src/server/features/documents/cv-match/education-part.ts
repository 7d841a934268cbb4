import type { MissingKeyword } from "../../../../shared/cv-match";
import { type MatchContext, type PartResult, pointsOf } from "./context";
import { CLASS_LABEL, CLASS_RANK } from "./education";
import { NUMERATE } from "./education-asks";

// Education: the degree class against the posting's minimum, the subject against the subjects it asks
// for, and A-level (or equivalent) grades against its UCAS bar. When a posting asks nothing of one of
// them, any degree meets it; a grade the posting asks for but the CV leaves out costs most of its points,
// since recruiters read a missing grade as a low one.

export const EDUCATION_WEIGHT = 15;
const CLASS_POINTS = 6;
const SUBJECT_POINTS = 5;
const SCHOOL_POINTS = 4;
const ONE_CLASS_BELOW_SHARE = 0.25;
const UNSTATED_SHARE = 0.35;
const NO_DEGREE_SHARE = 0.35;
const NEAR_SUBJECT_SHARE = 0.5;
const NEAR_SCHOOL_SHARE = 0.5;
const UNASKED_SCHOOL_UNSTATED_SHARE = 0.65;
/** One A-level grade on the UCAS tariff: within this of the bar is one grade short. */
const ONE_GRADE = 8;

export function scoreEducation(context: MatchContext): PartResult {
  const { education: cv, educationAsk: ask } = context;
  const found: string[] = [];
  const missing: string[] = [];
  const missingKeywords: MissingKeyword[] = [];
  const notes: string[] = [];

  // "You don't need a degree: A levels are enough": school grades meet the ask a degree meets elsewhere.
  const schoolEnough =
    context.stage?.noDegreeNeeded === true && !cv.hasDegree && cv.schoolPoints !== undefined;
  let classShare = cv.hasDegree || schoolEnough ? 1 : NO_DEGREE_SHARE;
  if (cv.degreeClass) found.push(`${CLASS_LABEL[cv.degreeClass]} degree`);
  if (ask.minClass) {
    const wanted = CLASS_LABEL[ask.minClass];
    if (!cv.degreeClass) {
      classShare = UNSTATED_SHARE;
      missing.push(`${wanted} or above`);
      missingKeywords.push({
        keyword: `${wanted} (predicted or achieved)`,
        kind: "can-add",
        why: `The posting asks for a ${wanted} or above; state your predicted or achieved class.`,
      });
    } else {
      const gap = CLASS_RANK[ask.minClass] - CLASS_RANK[cv.degreeClass];
      classShare = gap <= 0 ? 1 : gap === 1 ? ONE_CLASS_BELOW_SHARE : 0;
      if (gap > 0) missing.push(`${wanted} or above`);
    }
    notes.push(
      `degree class ${cv.degreeClass ? CLASS_LABEL[cv.degreeClass] : "not stated"} against ${wanted} asked`,
    );
  }

  let subjectShare = cv.hasDegree || schoolEnough ? 1 : 0;
  const subjects = [...cv.subjects];
  if (ask.subjects && ask.subjects !== "any" && cv.hasDegree) {
    const wanted = ask.subjects;
    const matches = subjects.some((subject) => wanted.has(subject));
    subjectShare = matches ? 1 : subjects.some((subject) => NUMERATE.has(subject)) ? NEAR_SUBJECT_SHARE : 0;
    if (!matches) missing.push(`A degree in ${ask.subjectLabel ?? "the subjects asked for"}`);
    notes.push(matches ? "subject as asked" : "subject outside those asked for");
  }
  if (subjects.length && subjectShare > 0) found.push(subjects.join(", ").replace(/-/g, " "));

  let schoolShare = cv.schoolPoints === undefined ? UNASKED_SCHOOL_UNSTATED_SHARE : 1;
  if (cv.schoolPoints !== undefined) found.push(`A-levels (${cv.schoolPoints} UCAS points)`);
  if (ask.minSchoolPoints !== undefined) {
    const wanted = ask.schoolLabel ?? `${ask.minSchoolPoints} UCAS points`;
    if (cv.schoolPoints === undefined) {
      schoolShare = UNSTATED_SHARE;
      missing.push(wanted);
      missingKeywords.push({
        keyword: "A-level grades",
        kind: "can-add",
        why: `The posting asks for ${wanted}; add your grades.`,
      });
    } else {
      const short = ask.minSchoolPoints - cv.schoolPoints;
      schoolShare = short <= 0 ? 1 : short <= ONE_GRADE ? NEAR_SCHOOL_SHARE : 0;
      if (short > 0) missing.push(wanted);
    }
    notes.push(
      `school grades ${cv.schoolPoints ?? "not stated"} against ${ask.minSchoolPoints} UCAS points asked`,
    );
  }

  const points =
    pointsOf(CLASS_POINTS, classShare) +
    pointsOf(SUBJECT_POINTS, subjectShare) +
    pointsOf(SCHOOL_POINTS, schoolShare);
  const note = notes.length
    ? `Against what the posting asks: ${notes.join("; ")}.`
    : schoolEnough
      ? "The posting does not need a degree, so your A-levels (or equivalent) meet it."
      : "The posting sets no grade or subject bar, so a degree meets it; grades you list still help.";
  return {
    part: { id: "education", label: "Education", weight: EDUCATION_WEIGHT, points, found, missing, note },
    missingKeywords,
  };
}
