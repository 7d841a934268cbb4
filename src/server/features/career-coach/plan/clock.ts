import { ukDayOf } from "../../../../shared/uk-time";

// The plan's days are UK days (deadlines are UK dates), and its week is the ISO week that day falls in:
// a plan for "2026-W19" runs Monday to Sunday, and what was ticked off belongs to that week.

const DAY_MS = 24 * 60 * 60 * 1000;

const shown = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

export type Clock = { now: Date; today: string };

export function clockAt(now: Date): Clock {
  return { now, today: ukDayOf(now) };
}

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);

export const addDays = (day: string, days: number) =>
  new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);

/** "Fri 15 May". */
export const formatDay = (day: string) => shown.format(new Date(utc(day)));

/** "today", "tomorrow", "in 3 days", "yesterday", "3 days ago". */
export function relativeDay(day: string, today: string): string {
  const days = daysBetween(today, day);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** The ISO 8601 week of a day, "2026-W19" (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(day: string): string {
  const date = new Date(utc(day));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS;
  const week = 1 + Math.floor((thursday.getTime() - 3 * DAY_MS - firstMonday) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = (new Date(utc(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}
