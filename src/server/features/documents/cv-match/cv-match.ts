import type { CvMatchResult, MissingKeyword } from "../../../../shared/cv-match";
import { candidateFacts } from "./candidate-facts";
import type { MatchContext } from "./context";
import { readEducation } from "./education";
import { educationAsk, gradesBelowBar } from "./education-asks";
import { scoreEducation } from "./education-part";
import { scoreEvidence } from "./evidence-part";
import { scoreHardSkills } from "./hard-skills-part";
import { cachedCvReading, cachedPosting, readCv } from "./parse-cache";
import { type PostingInput, parsePosting } from "./posting";
import { scoreRole } from "./role-part";
import { scoreSoftSkills } from "./soft-skills-part";
import { eligibility, stageAsk } from "./stage";

// The built-in CV match score: offline, deterministic and explained. It reads the CV's plain text and
// the posting's, and adds up five parts (hard skills 30, role and programme 25, education 20, evidence
// 15, soft skills 10). A CV from a year of study the programme is not open to, or below its grade bar,
// counts about a third. Members compare scores over time, so any change to the lists, rules or weights
// that moves a score must change CV_MATCH_VERSION.

export const CV_MATCH_VERSION = "builtin-2.7";

/** Long inputs are cut: a CV or posting past this is not a CV or posting, and the cost stays bounded. */
const MAX_INPUT_CHARS = 40_000;
const MAX_MISSING_KEYWORDS = 15;
// A recruiter sets aside a CV from outside the programme's year of study, or below a grade bar the
// posting sets, before reading it, however good: such a CV ranks below every one that may apply.
const SCREENED_FACTOR = 0.35;
const SCREENED_NOTE = {
  stage: "Counted at about a third: the programme is not open to your year of study.",
  grades: (what: string) =>
    `Counted at about a third: your ${what} ${what.includes(" and ") ? "are" : "is"} below the bar the posting sets.`,
};
// Fewer words than a name, a degree and one job: the file's text was not read (a scanned image, say).
const MIN_CV_WORDS = 40;
const unreadableNote = (words: number) =>
  `Only ${words} words could be read from the CV, too few to score; upload a PDF or DOCX with selectable text.`;

export type CvMatchInput = {
  cvText: string;
  posting: PostingInput;
  /** Pages of the PDF, when the extractor knows; otherwise estimated from the word count. */
  pageCount?: number;
  /** Whether the document had embedded images (a photo); the text alone cannot tell. */
  hasImages?: boolean;
  /** The day the score is made: a posting that names no year is read in this recruiting season. */
  today?: Date;
  /**
   * The id of the stored CV version whose text this is, when there is one: the CV's and the posting's
   * parsed forms are then kept between scores (parse-cache.ts). Without it both are read afresh, which
   * is what a bench timing the engine itself wants.
   */
  cvVersionId?: string;
};

function uniqueKeywords(keywords: MissingKeyword[]): MissingKeyword[] {
  const seen = new Set<string>();
  return keywords.filter((keyword) => {
    const key = keyword.keyword.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function scoreCvMatch(input: CvMatchInput): CvMatchResult {
  const document = {
    text: input.cvText.slice(0, MAX_INPUT_CHARS),
    pageCount: input.pageCount,
    hasImages: input.hasImages,
  };
  const postingInput = { ...input.posting, text: input.posting.text.slice(0, MAX_INPUT_CHARS) };
  const { cvVersionId } = input;
  const reading = cvVersionId === undefined ? readCv(document) : cachedCvReading(cvVersionId, document);
  const posting = cvVersionId === undefined ? parsePosting(postingInput) : cachedPosting(postingInput);
  const { cv } = reading;
  const cvEducation = readEducation(cv.lines, input.today);
  const graduation =
    cvEducation.graduationYear === undefined
      ? undefined
      : {
          year: cvEducation.graduationYear,
          month: cvEducation.graduationMonth,
          postgraduate: cvEducation.postgraduate,
          doctorate: cvEducation.doctorate,
          first: cvEducation.firstDegreeEnds,
          mba: cvEducation.mbaEnds,
        };
  const context: MatchContext = {
    cv,
    cvTokens: reading.tokens,
    posting,
    education: cvEducation,
    graduation,
    educationAsk: educationAsk(posting.lines),
    stage: stageAsk(posting.title, posting.text, posting.roleType, input.today),
    facts: candidateFacts(cv.lines, cvEducation, input.today),
  };
  const hardSkills = scoreHardSkills(context);
  const role = scoreRole(context);
  const education = scoreEducation(context);
  const softSkills = scoreSoftSkills(context);
  const evidence = scoreEvidence(context);
  const screen = eligibility(context.stage, graduation, context.facts);
  const below = gradesBelowBar(context.educationAsk, cvEducation);
  const screenedNote =
    screen.status === "outside"
      ? SCREENED_NOTE.stage
      : below.length
        ? SCREENED_NOTE.grades(below.join(" and "))
        : undefined;
  const unreadable = cv.words < MIN_CV_WORDS;
  const parts = [hardSkills.part, role.part, education.part, softSkills.part, evidence.part].map((part) => {
    if (unreadable) return { ...part, points: 0, note: unreadableNote(cv.words) };
    if (screenedNote) {
      return {
        ...part,
        points: Math.floor(part.points * SCREENED_FACTOR),
        note: `${part.note} ${screenedNote}`,
      };
    }
    return part;
  });
  return {
    version: CV_MATCH_VERSION,
    score: parts.reduce((sum, part) => sum + part.points, 0),
    parts,
    eligibility: screen,
    missingKeywords: uniqueKeywords([
      ...role.missingKeywords,
      ...hardSkills.missingKeywords,
      ...education.missingKeywords,
      ...softSkills.missingKeywords,
    ]).slice(0, MAX_MISSING_KEYWORDS),
    weakBullets: evidence.weakBullets,
    // Copies: the reading's checks may be shared with other scores, the result is the caller's own.
    checks: reading.checks.map((check) => ({ ...check })),
  };
}
