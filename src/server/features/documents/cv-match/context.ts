import type { CvMatchPart, MissingKeyword } from "../../../../shared/cv-match";
import type { ParsedCv } from "./cv-sections";
import type { CvEducation } from "./education";
import type { EducationAsk } from "./education-asks";
import type { ParsedPosting } from "./posting";
import type { CandidateFacts, Graduation, StageAsk } from "./stage";
import type { TokenLine } from "./text";

// Everything the parts of the score read, parsed once per CV and posting.

export type MatchContext = {
  cv: ParsedCv;
  /** The CV's lines as tokens, in the order of `cv.lines`. */
  cvTokens: TokenLine[];
  posting: ParsedPosting;
  education: CvEducation;
  /** When the CV's latest degree ends, if it says. */
  graduation?: Graduation;
  educationAsk: EducationAsk;
  stage?: StageAsk;
  /** What the CV says besides its dates that a recruiter screens on. */
  facts: CandidateFacts;
};

export type PartResult = { part: CvMatchPart; missingKeywords: MissingKeyword[] };

/** `weight` × `share`, as whole points within 0..weight. */
export function pointsOf(weight: number, share: number): number {
  return Math.max(0, Math.min(weight, Math.round(weight * share)));
}
