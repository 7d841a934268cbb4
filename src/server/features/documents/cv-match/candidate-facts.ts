import type { CvLine } from "./cv-sections";
import { dateRanges } from "./dates";
import { degreeIn } from "./degrees";
import type { CvEducation } from "./education";
import type { CandidateFacts } from "./stage";

// What a recruiter screens a CV on besides when it graduates: whether the candidate has been to
// university at all, and whether they say they need a visa sponsored. Both are read only when the CV
// says them plainly; anything less leaves the screen to the graduation date.

// "US citizen – will require visa sponsorship to work in the UK", "Sponsorship: required", "will need a
// Skilled Worker visa" (which an employer must sponsor).
const NEEDS_SPONSORSHIP =
  /\b(?:require|requires|required|need|needs|will need|will require|requiring|needing)\s+(?:a\s+)?(?:UK\s+)?(?:(?:work\s+)?visa\s+|Skilled Worker\s+(?:visa\s+)?|Tier 2\s+(?:visa\s+)?)?sponsorship\b|\b(?:visa\s+)?sponsorship\s*(?::|–|-)?\s*(?:is\s+)?(?:required|needed)\b|\b(?:require|requires|need|needs|will need|will require)\s+(?:a\s+)?(?:UK\s+)?(?:Skilled Worker|Tier 2|work)\s+visa\b/i;
// "I do not require sponsorship", "no sponsorship needed": the opposite.
const NEGATED = /\b(?:no|not|don['’]t|doesn['’]t|won['’]t|without|never)\b[\w\s'’]{0,25}$/i;
const SCHOOL_QUALIFICATIONS =
  /\b(A[- ]?levels?|GCSEs?|IGCSEs?|BTEC|Scottish Highers|Highers|International Baccalaureate|IB Diploma)\b/i;
const UNIVERSITY = /\b(university|universit[éà]|undergraduate|degree)\b/i;
const NO_UNIVERSITY =
  /\b(?:did not|didn['’]t|never|chose not to|decided not to) (?:go|went|attend|apply)(?: to)? (?:university|uni)\b|\bno (?:university )?degree\b|\binstead of (?:going to )?university\b/i;

// "Right to work: UK Graduate visa, valid until November 2028": time-limited permission to work.
const TIME_LIMITED =
  /\b(?:on|hold|holding|have|has|with|under|via)?\s*(?:a |an |the |my )?(?:UK )?(?:Graduate|Student|Tier 4|Skilled Worker|Youth Mobility|PSW|post-study work) (?:route )?visa\b/i;
const INTEGRATED_MASTERS = /\b(?:MMath|MEng|MSci|MPhys|MChem|MBiochem|MGeol|MComp)\b/;

export function timeLimitedVisa(lines: readonly CvLine[]): boolean {
  return lines.some(({ text }) => {
    const match = TIME_LIMITED.exec(text);
    return match !== null && !NEGATED.test(text.slice(0, match.index));
  });
}

export function needsSponsorship(lines: readonly CvLine[]): boolean {
  return lines.some(({ text }) => {
    const match = NEEDS_SPONSORSHIP.exec(text);
    return match !== null && !NEGATED.test(text.slice(0, match.index));
  });
}

/** The CV lists school qualifications and names no degree or university anywhere. */
export function schoolOnly(lines: readonly CvLine[], education: CvEducation): boolean {
  if (education.hasDegree) return false;
  if (!lines.some(({ text }) => SCHOOL_QUALIFICATIONS.test(text))) return false;
  // "I did not go to university" names a university only to say there was none.
  return !lines.some(
    ({ text }) => degreeIn(text) !== undefined || (UNIVERSITY.test(text) && !NO_UNIVERSITY.test(text)),
  );
}

// A job of half a year or more after the degree is work a graduate scheme counts; a summer is not.
const FULL_TIME_MONTHS = 6;
const SUMMER_MONTH = 6;

/**
 * Months of work of half a year or more that start once the first degree has ended, from the
 * experience section's dates; overlapping jobs count once. A year alone starts when the degree ends in
 * that year, and ends in its summer.
 */
export function workMonthsSinceDegree(
  lines: readonly CvLine[],
  degreeEnds: { year: number; month?: number } | undefined,
  today = new Date(),
): number {
  if (!degreeEnds) return 0;
  const ended = degreeEnds.year * 12 + (degreeEnds.month ?? SUMMER_MONTH) - 1;
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const spans: [number, number][] = [];
  for (const { text, section } of lines) {
    if (section !== "experience") continue;
    for (const range of dateRanges(text)) {
      if (range.start.year < degreeEnds.year) continue;
      const start = Math.max(ended, range.start.year * 12 + (range.start.month ?? 1) - 1);
      const end =
        range.end === "present"
          ? now
          : Math.min(now, range.end.year * 12 + (range.end.month ?? SUMMER_MONTH) - 1);
      if (end - start >= FULL_TIME_MONTHS) spans.push([start, end]);
    }
  }
  let months = 0;
  let reached = -Infinity;
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, reached);
    if (end > from) months += end - from;
    reached = Math.max(reached, end);
  }
  return months;
}

const graduationOf = (education: CvEducation) =>
  education.graduationYear === undefined
    ? undefined
    : { year: education.graduationYear, month: education.graduationMonth };

/** Months from the end of a degree (summer when no month is given) to today; negative before it ends. */
export function monthsSince(
  ended: { year: number; month?: number } | undefined,
  today: Date,
): number | undefined {
  if (!ended) return undefined;
  return (
    today.getUTCFullYear() * 12 + today.getUTCMonth() - (ended.year * 12 + (ended.month ?? SUMMER_MONTH) - 1)
  );
}

export function candidateFacts(
  lines: readonly CvLine[],
  education: CvEducation,
  today = new Date(),
): CandidateFacts {
  return {
    schoolOnly: schoolOnly(lines, education),
    needsSponsorship: needsSponsorship(lines),
    workMonths: workMonthsSinceDegree(lines, education.firstDegreeEnds, today),
    monthsSinceDegree: monthsSince(education.firstDegreeEnds ?? graduationOf(education), today),
    timeLimitedVisa: timeLimitedVisa(lines),
    integratedMasters: lines.some(
      ({ text, section }) => section === "education" && INTEGRATED_MASTERS.test(text),
    ),
  };
}
