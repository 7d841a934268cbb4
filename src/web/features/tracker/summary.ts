import { countsAsApplied, TRACKER_STAGES, type TrackerStage } from "../../../shared/tracker-labels";
import { ukDayOf } from "../../../shared/uk-time";
import type { Card } from "./api";

// The summary strip's figures, from the board's own cards.

const REACHED_INTERVIEWS: readonly string[] = ["interviews", "assessment_centre", "offer"];
const WEEK_MS = 7 * 86_400_000;

/** Monday of the UK week holding `instant`, as YYYY-MM-DD. */
export function weekOf(instant: Date): string {
  const day = ukDayOf(instant);
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

export function trackerSummary(cards: Card[], now = new Date()) {
  const byStage = Object.fromEntries(TRACKER_STAGES.map((s) => [s.value, 0])) as Record<TrackerStage, number>;
  for (const card of cards) byStage[card.stage as TrackerStage] += 1;
  const applied = cards.filter((c) => c.applied_at);
  const thisWeek = weekOf(now);
  const appliedThisWeek = applied.filter((c) => weekOf(new Date(c.applied_at as string)) === thisWeek).length;
  // Of the applications sent (not withdrawn before applying), how many reached an interview or beyond.
  const sent = cards.filter((c) => countsAsApplied(c.stage) || (c.applied_at && c.stage === "withdrawn"));
  const interviewed = sent.filter((c) => REACHED_INTERVIEWS.includes(c.stage)).length;
  const interviewRate = sent.length ? Math.round((interviewed / sent.length) * 100) : null;
  const today = ukDayOf(now);
  const nextDeadlines = cards
    .filter(
      (c) =>
        c.deadline && c.deadline >= today && !c.job_closed && ["saved", "online_tests"].includes(c.stage),
    )
    .sort((a, b) => (a.deadline as string).localeCompare(b.deadline as string))
    .slice(0, 3);
  // Applications sent per week, from the first to this one, so a quiet week shows as zero.
  const weeks = new Map<string, number>();
  for (const card of applied) {
    const week = weekOf(new Date(card.applied_at as string));
    weeks.set(week, (weeks.get(week) ?? 0) + 1);
  }
  const perWeek: { week: string; count: number }[] = [];
  const first = [...weeks.keys()].sort()[0];
  if (first) {
    for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${thisWeek}T00:00:00Z`); t += WEEK_MS) {
      const week = new Date(t).toISOString().slice(0, 10);
      perWeek.push({ week, count: weeks.get(week) ?? 0 });
    }
  }
  return { byStage, appliedThisWeek, interviewRate, interviewed, sent: sent.length, nextDeadlines, perWeek };
}
