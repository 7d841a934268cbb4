import type { CvLine } from "./cv-sections";
import { degreeIn } from "./degrees";
import type { CvEducation } from "./education";
import type { CandidateFacts } from "./stage";

// What a recruiter screens a CV on besides when it graduates: whether the candidate has been to
// university at all, and whether they say they need a visa sponsored. Both are read only when the CV
// says them plainly; anything less leaves the screen to the graduation date.

// "US citizen – will require visa sponsorship to work in the UK", "Sponsorship: required".
const NEEDS_SPONSORSHIP =
  /\b(?:require|requires|required|need|needs|will need|will require|requiring|needing)\s+(?:a\s+)?(?:UK\s+)?(?:(?:work\s+)?visa\s+|Skilled Worker\s+(?:visa\s+)?|Tier 2\s+(?:visa\s+)?)?sponsorship\b|\b(?:visa\s+)?sponsorship\s*(?::|–|-)?\s*(?:is\s+)?(?:required|needed)\b/i;
// "I do not require sponsorship", "no sponsorship needed": the opposite.
const NEGATED = /\b(?:no|not|don['’]t|doesn['’]t|won['’]t|without|never)\b[\w\s'’]{0,25}$/i;
const SCHOOL_QUALIFICATIONS =
  /\b(A[- ]?levels?|GCSEs?|IGCSEs?|BTEC|Scottish Highers|Highers|International Baccalaureate|IB Diploma)\b/i;
const UNIVERSITY = /\b(university|universit[éà]|undergraduate|degree)\b/i;

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
  return !lines.some(({ text }) => degreeIn(text) !== undefined || UNIVERSITY.test(text));
}

export function candidateFacts(lines: readonly CvLine[], education: CvEducation): CandidateFacts {
  return { schoolOnly: schoolOnly(lines, education), needsSponsorship: needsSponsorship(lines) };
}
