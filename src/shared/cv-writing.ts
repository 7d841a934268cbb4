import { actionVerbOf } from "./action-verbs";
import { weakOpening } from "./bullet-openings";

// What makes a CV bullet strong in UK finance recruiting: it opens with an action verb and carries
// evidence (a number, an amount, a percentage). The CV builder's bullet helper runs this in the
// browser as the member types; the CV match score runs the same rules on the server, so the two never
// disagree about which bullets are weak. The verbs are in action-verbs.ts, the weak openings and the
// stronger ones that keep a bullet's meaning in bullet-openings.ts.

export type BulletIssue = "no-action-verb" | "no-number" | "too-long" | "too-short";

export type BulletCheck = {
  issues: BulletIssue[];
  /** Stronger opening verbs when the bullet opens weakly; empty otherwise. */
  suggestions: string[];
};

const NUMBER =
  /(\d|£|\$|€|%|\bone\b|\btwo\b|\bthree\b|\bfour\b|\bfive\b|\bsix\b|\bseven\b|\beight\b|\bnine\b|\bten\b|\bdozen\b|\bhundreds?\b|\bthousands?\b)/i;

/** A bullet without the list marker or leading spaces. */
export function cleanBullet(text: string): string {
  return text.replace(/^[\s•\-*–—·▪◦●]+/, "").trim();
}

export function firstWord(text: string): string {
  return (cleanBullet(text).split(/\s+/)[0] ?? "").toLowerCase().replace(/[^a-z-]/g, "");
}

const ADVERB =
  /^(successfully|jointly|independently|personally|proactively|single-handedly|quickly|effectively)$/;

/** The bullet opens with an action verb in any tense or spelling, perhaps after an adverb. */
export function startsWithActionVerb(text: string): boolean {
  const [first = "", second = ""] = cleanBullet(text).split(/\s+/);
  if (weakOpening(cleanBullet(text))) return false;
  return (
    actionVerbOf(first) !== undefined ||
    (ADVERB.test(first.toLowerCase()) && actionVerbOf(second) !== undefined)
  );
}

export function hasNumber(text: string): boolean {
  return NUMBER.test(text);
}

/** The checks the bullet helper shows beside a bullet and the CV match lists under weak bullets. */
export function checkBullet(text: string): BulletCheck {
  const bullet = cleanBullet(text);
  const issues: BulletIssue[] = [];
  const words = bullet.split(/\s+/).filter(Boolean).length;
  if (!startsWithActionVerb(bullet)) issues.push("no-action-verb");
  if (!hasNumber(bullet)) issues.push("no-number");
  if (words > 0 && words < 5) issues.push("too-short");
  if (words > 35) issues.push("too-long");
  const weak = weakOpening(bullet);
  const suggestions = weak
    ? weak.suggestions
    : issues.includes("no-action-verb")
      ? ["Delivered", "Completed", "Handled"]
      : [];
  return { issues, suggestions };
}

/** The member-facing reason for each issue. */
export const BULLET_ISSUE_TEXT: Record<BulletIssue, string> = {
  "no-action-verb": "Start with an action verb (for example Led, Built, Analysed).",
  "no-number": "Add a number that shows the result (an amount, a percentage, a count).",
  "too-long": "Keep it to one or two lines (35 words at most).",
  "too-short": "Say what you did and what came of it.",
};
