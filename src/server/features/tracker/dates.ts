import { TRACKER_MESSAGES } from "../../../shared/schemas/tracker";
import { ukDayOf } from "../../../shared/uk-time";
import { badRequest } from "../../http/errors";

// The tracker's days are UK days: deadlines as the feed shows them, and the dates a member gives for
// things that happened before they tracked them.

/** A real calendar day as YYYY-MM-DD, from YYYY-MM-DD or the UK's DD/MM/YYYY; null otherwise. */
export function parseDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : uk
      ? [uk[3], uk[2], uk[1]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * When something happened, from a day or an instant the member gave. A day stands for midday (so it
 * stays that day in the UK whatever the season), or now when that is still ahead today. Refuses the
 * future: a stage cannot have been entered tomorrow.
 */
export function pastInstant(value: string, now = new Date()): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = parseDay(value);
    if (!day) throw badRequest("Enter a real date.", { entered_at: "Enter a real date." });
    if (day > ukDayOf(now))
      throw badRequest(TRACKER_MESSAGES.futureDate, { entered_at: TRACKER_MESSAGES.futureDate });
    const midday = new Date(`${day}T12:00:00Z`);
    return midday > now ? now : midday;
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw badRequest("Enter a date.");
  // A minute's grace for a clock that runs slightly ahead of ours.
  if (instant.getTime() > now.getTime() + 60_000) {
    throw badRequest(TRACKER_MESSAGES.futureDate, { entered_at: TRACKER_MESSAGES.futureDate });
  }
  return instant > now ? now : instant;
}
