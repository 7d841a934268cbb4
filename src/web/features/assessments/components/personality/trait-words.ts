import type { TraitLevel } from "../../../../../shared/personality";

// How a result is put into words on screen: the server's levels, and dates the British way.

export const LEVEL_WORDS: Record<TraitLevel, string> = { low: "Low", neutral: "Average", high: "High" };

export const RESULT_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});

const RESULT_TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

export const resultDate = (completedAt: string | null) =>
  completedAt ? RESULT_DATE.format(new Date(completedAt)) : "Date unknown";

/** With the time too, for telling apart two results of the same day. */
export const resultDateTime = (completedAt: string | null) =>
  completedAt
    ? `${RESULT_DATE.format(new Date(completedAt))}, ${RESULT_TIME.format(new Date(completedAt))}`
    : "Date unknown";

/** A change in score as the member reads it: "+3", "−2" or "no change". */
export function changeWords(now: number, before: number): string {
  const change = now - before;
  if (change === 0) return "no change";
  return change > 0 ? `+${change}` : `−${Math.abs(change)}`;
}

/**
 * The facet texts open with the facet's own name ("Anxiety: how readily…"); under a heading that
 * already says it, the sentence reads better without it.
 */
export function withoutName(name: string, summary: string): string {
  const prefix = `${name}: `;
  if (!summary.startsWith(prefix)) return summary;
  const rest = summary.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
