import type { ClaimVerdict } from "../../../../shared/interview";
import type { Coverage } from "./coverage";
import { type Judgement, pointList } from "./criterion";

// Technical accuracy: which of the key points the answer got, and whether it states one of the
// question's known wrong claims ("depreciation increases cash"). A claim inside a negation, a condition
// or a warning ("it's not 50/50", "if the ball cost 10p", "10p is wrong") is not asserted, so only the
// clause around the match is read for those words.

export type WrongClaim = { pattern: string; correction: string };
export type ClaimFound = WrongClaim & { quote: string };

const NEGATED_BEFORE =
  /\b(not|never|no|nor|if|unless|whether|myth|misconception|rather than|instead of|people think|assume that)\b|n't\b/;
const NEGATED_AFTER =
  /^[^.;!?]{0,30}\b(wrong|incorrect|a trap|a myth|a mistake|not right|is a common mistake)\b/;
const NEGATED_INSIDE = /\b(not|never|no)\b|n't\b/;
const CLAUSE_END = /[.;:!?,]/;

function clauseBefore(text: string, index: number): string {
  const window = text.slice(Math.max(0, index - 60), index);
  let cut = window.length - 1;
  while (cut >= 0 && !CLAUSE_END.test(window.charAt(cut))) cut--;
  return window.slice(cut + 1);
}

export function findWrongClaims(lower: string, claims: readonly WrongClaim[]): ClaimFound[] {
  const found: ClaimFound[] = [];
  for (const claim of claims) {
    const pattern = new RegExp(claim.pattern, "gi");
    // "It doesn't matter whether you switch" is itself the wrong claim; its "n't" is no negation.
    const claimIsNegative = NEGATED_INSIDE.test(claim.pattern);
    for (const match of lower.matchAll(pattern)) {
      const at = match.index ?? 0;
      const negated =
        NEGATED_BEFORE.test(clauseBefore(lower, at)) ||
        (!claimIsNegative && NEGATED_INSIDE.test(match[0])) ||
        NEGATED_AFTER.test(lower.slice(at + match[0].length));
      if (!negated) {
        found.push({ ...claim, quote: match[0].trim() });
        break;
      }
    }
  }
  return found;
}

export function judgeTechnical(coverage: Coverage, keyPoints: string[], wrong: ClaimFound[]): Judgement {
  const raw = 1 + 4 * coverage.fraction - 1.5 * wrong.length;
  const right = keyPoints.filter((_, i) => coverage.covered[i]);
  const missing = keyPoints.filter((_, i) => !coverage.covered[i]);
  const parts: string[] = [];
  parts.push(
    right.length ? `Correctly covered: ${pointList(right)}.` : "None of the key points came through.",
  );
  for (const claim of wrong.slice(0, 2)) parts.push(`You said "${claim.quote}", but: ${claim.correction}`);
  if (missing.length) parts.push(`Missing: ${pointList(missing)}.`);
  return { raw, why: parts.join(" ") };
}

/** The highest technical accuracy an answer with a wrong claim can get: below any answer without one. */
export const WRONG_CLAIM_CEILING = 1.45;
const NO_WRONG_FLOOR = 2;

/**
 * Technical accuracy from the claims' verdicts. An answer that states a key point wrongly scores below
 * any answer that does not, however much else it covers: an interviewer remembers the wrong statement.
 * Saying a point wrongly again never raises the score: the score reads only how many points are covered.
 */
export function judgeClaimAccuracy(
  verdicts: readonly ClaimVerdict[],
  mistaken: readonly ClaimVerdict[] = [],
): Judgement {
  const covered = verdicts.filter((v) => v.status === "covered");
  // A misconception stated counts as a wrong claim; the share covered is of the key points alone.
  const wrong = [...verdicts.filter((v) => v.status === "wrong"), ...mistaken];
  const missing = verdicts.filter((v) => v.status === "missing");
  const fraction = verdicts.length ? covered.length / verdicts.length : 0;
  const raw = wrong.length
    ? Math.min(WRONG_CLAIM_CEILING, 1 + 0.4 * fraction)
    : NO_WRONG_FLOOR + (5 - NO_WRONG_FLOOR) * fraction;
  const parts: string[] = [];
  // One sentence can state two points wrongly; quote it once. Each point's strongest wrong sentence
  // comes before a point's further ones, so two wrong points are both quoted.
  const quoted = new Set<string | null>();
  const sentences = [
    ...wrong.map((claim) => ({ said: claim.evidence, claim })),
    ...wrong.flatMap((claim) => (claim.alsoWrong ?? []).map((said) => ({ said, claim }))),
  ];
  for (const { said, claim } of sentences) {
    if (quoted.has(said) || quoted.size >= 2) continue;
    quoted.add(said);
    // The correction is a sentence of its own: it opens with a capital however it begins.
    const correction = claim.correction ?? "";
    parts.push(`Wrong: you said "${said}". ${correction}${/[.!?]$/.test(correction) ? "" : "."}`);
  }
  parts.push(
    covered.length
      ? `Correctly covered: ${pointList(covered.map((v) => v.point))}.`
      : "None of the key points came through correctly.",
  );
  if (missing.length) parts.push(`Missing: ${pointList(missing.map((v) => v.point))}.`);
  return { raw, why: parts.join(" ") };
}
