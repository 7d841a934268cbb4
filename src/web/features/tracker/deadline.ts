import { ROLE_TYPES } from "../../../shared/role-types";
import { ukDayOf } from "../../../shared/uk-time";

// How a card shows its deadline: `Closes in N days`, `Closes today`, `Rolling` or `Closed`, amber at a
// week or less and red at three days or less, counted in UK days so midnight in London is the edge.

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

export type DeadlineShown = { text: string; tone: "red" | "amber" | "grey" | null; days: number | null };

export function deadlineShown(
  card: { deadline: string | null; rolling: boolean; job_closed: boolean },
  now = new Date(),
): DeadlineShown | null {
  if (card.job_closed) return { text: "Closed", tone: "grey", days: null };
  if (!card.deadline) return card.rolling ? { text: "Rolling", tone: null, days: null } : null;
  const days = dayNumber(card.deadline) - dayNumber(ukDayOf(now));
  if (days < 0) return { text: "Closed", tone: "grey", days };
  const tone = days <= 3 ? "red" : days <= 7 ? "amber" : null;
  if (days === 0) return { text: "Closes today", tone, days };
  return { text: `Closes in ${days} ${days === 1 ? "day" : "days"}`, tone, days };
}

const PROGRAMMES = new Map<string, string>(ROLE_TYPES.map((t) => [t.value, t.label]));
export const programmeLabel = (value: string | null) => (value ? (PROGRAMMES.get(value) ?? value) : "");
