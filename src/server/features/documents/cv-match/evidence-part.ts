import type { WeakBullet } from "../../../../shared/cv-match";
import { BULLET_ISSUE_TEXT, checkBullet } from "../../../../shared/cv-writing";
import { type MatchContext, type PartResult, pointsOf } from "./context";
import { evidenceBullets } from "./cv-sections";

// Evidence: bullets that open with an action verb and carry a number are what a finance recruiter
// believes. The part rewards both the share of strong bullets and having enough of them to fill a page;
// the checks are the CV builder's own (src/shared/cv-writing.ts), so the two never disagree.

export const EVIDENCE_WEIGHT = 15;
const SHARE_PART = 0.6;
const COUNT_PART = 0.4;
/** Strong bullets a one-page CV needs to show enough work: two or three for each of two or three roles. */
const ENOUGH_STRONG_BULLETS = 6;
const MAX_WEAK_BULLETS = 8;

export type EvidenceResult = PartResult & { weakBullets: WeakBullet[] };

export function scoreEvidence(context: MatchContext): EvidenceResult {
  const bullets = evidenceBullets(context.cv).map((text) => ({ text, check: checkBullet(text) }));
  const shows = (check: ReturnType<typeof checkBullet>) =>
    !check.issues.includes("no-action-verb") && !check.issues.includes("no-number");
  // "Weekly newsletter for teenagers. Grew it to 2,300 subscribers.": a line written as prose shows
  // its result in a later sentence, which a recruiter reads as a bullet of its own.
  const strong = bullets.filter(
    ({ text, check }) =>
      shows(check) ||
      text
        .split(/(?<=[.;!?])\s+(?=\p{Lu})/u)
        .slice(1)
        .some((sentence) => shows(checkBullet(sentence))),
  );
  const share = bullets.length ? strong.length / bullets.length : 0;
  const enough = Math.min(1, strong.length / ENOUGH_STRONG_BULLETS);
  const points = pointsOf(EVIDENCE_WEIGHT, SHARE_PART * share + COUNT_PART * enough);
  const count = (issue: "no-action-verb" | "no-number") =>
    bullets.filter(({ check }) => check.issues.includes(issue)).length;
  const noVerb = count("no-action-verb");
  const noNumber = count("no-number");
  const weakBullets = bullets
    .filter(({ check }) => check.issues.length > 0)
    .slice(0, MAX_WEAK_BULLETS)
    .map(({ text, check }) => ({
      text,
      reasons: check.issues.map((issue) => BULLET_ISSUE_TEXT[issue]),
      suggestions: check.suggestions,
    }));
  const note = bullets.length
    ? `${strong.length} of your ${bullets.length} bullets open with an action verb and show a number.`
    : "No bullet points found under Experience or Leadership; recruiters look for them.";
  return {
    part: {
      id: "evidence",
      label: "Evidence",
      weight: EVIDENCE_WEIGHT,
      points,
      found: strong.slice(0, 3).map(({ text }) => text),
      missing: [
        ...(noVerb ? [`${noVerb} bullet${noVerb === 1 ? "" : "s"} without an action verb`] : []),
        ...(noNumber ? [`${noNumber} bullet${noNumber === 1 ? "" : "s"} without a number`] : []),
      ],
      note,
    },
    missingKeywords: [],
    weakBullets,
  };
}
