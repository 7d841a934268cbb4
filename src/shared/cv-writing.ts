// What makes a CV bullet strong in UK finance recruiting: it opens with an action verb and carries
// evidence (a number, an amount, a percentage). The CV builder's bullet helper runs this in the
// browser as the member types; the CV match score runs the same rules on the server, so the two never
// disagree about which bullets are weak.

/** Verbs a strong bullet can open with, lower case, in their past-tense form. */
export const ACTION_VERBS: readonly string[] = [
  "accelerated",
  "achieved",
  "advised",
  "analysed",
  "analyzed",
  "arranged",
  "assessed",
  "audited",
  "automated",
  "benchmarked",
  "briefed",
  "budgeted",
  "built",
  "calculated",
  "championed",
  "co-founded",
  "coached",
  "collaborated",
  "compiled",
  "completed",
  "conducted",
  "consolidated",
  "coordinated",
  "created",
  "cut",
  "debated",
  "delivered",
  "designed",
  "developed",
  "directed",
  "drafted",
  "drove",
  "earned",
  "edited",
  "established",
  "evaluated",
  "executed",
  "expanded",
  "forecast",
  "forecasted",
  "founded",
  "generated",
  "grew",
  "guided",
  "halved",
  "headed",
  "identified",
  "implemented",
  "improved",
  "increased",
  "initiated",
  "interviewed",
  "introduced",
  "invested",
  "launched",
  "led",
  "managed",
  "mentored",
  "modelled",
  "modeled",
  "monitored",
  "negotiated",
  "optimised",
  "optimized",
  "organised",
  "organized",
  "oversaw",
  "pitched",
  "planned",
  "prepared",
  "presented",
  "prioritised",
  "produced",
  "programmed",
  "promoted",
  "proposed",
  "published",
  "raised",
  "ranked",
  "recommended",
  "recruited",
  "redesigned",
  "reduced",
  "researched",
  "resolved",
  "restructured",
  "reviewed",
  "saved",
  "scaled",
  "screened",
  "secured",
  "simplified",
  "sold",
  "spearheaded",
  "streamlined",
  "structured",
  "supervised",
  "taught",
  "tested",
  "traded",
  "trained",
  "transformed",
  "tutored",
  "underwrote",
  "valued",
  "volunteered",
  "won",
  "wrote",
];

const ACTION_VERB_SET = new Set(ACTION_VERBS);

/** Openings that describe a duty rather than an achievement, and stronger verbs to use instead. */
export const WEAK_OPENINGS: Readonly<Record<string, readonly string[]>> = {
  "responsible for": ["Led", "Managed", "Delivered"],
  helped: ["Supported", "Contributed to", "Delivered"],
  assisted: ["Supported", "Prepared", "Analysed"],
  "worked on": ["Built", "Delivered", "Developed"],
  "involved in": ["Contributed to", "Delivered", "Executed"],
  "duties included": ["Managed", "Delivered", "Led"],
  "tasked with": ["Delivered", "Completed", "Executed"],
  "participated in": ["Contributed to", "Competed in", "Presented at"],
  did: ["Completed", "Delivered", "Produced"],
  was: ["Served as", "Led", "Acted as"],
};

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

export function startsWithActionVerb(text: string): boolean {
  return ACTION_VERB_SET.has(firstWord(text));
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
  const lower = bullet.toLowerCase();
  const weak = Object.keys(WEAK_OPENINGS).find((opening) => lower.startsWith(`${opening} `));
  const suggestions = weak
    ? [...(WEAK_OPENINGS[weak] ?? [])]
    : issues.includes("no-action-verb")
      ? ["Led", "Built", "Delivered"]
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
