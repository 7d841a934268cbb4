import { ukDayOf, ukWallClock, ukWallClockAt } from "../../../shared/uk-time";

// When the reminders after a chat fall (docs/decisions/0024-networking-stages-and-follow-ups.md and
// 0044-thank-you-reminders-from-the-chat-day.md), in UK time and counted from the chat's own day, not
// from when it was logged: the thank-you for a chat logged on its day two hours after logging, and for
// an earlier chat at once, since its moment has come; either moved to 09:00 when it lands in the night
// (21:00 to 08:00). The follow-up at 09:00 on the day the cadence ends after the chat, or at once when
// that day has already gone.

export const THANK_YOU_DELAY_MS = 2 * 60 * 60 * 1000;
/** A chat older than this gets no thank-you reminder: the moment for one has passed. */
export const THANK_YOU_WINDOW_DAYS = 7;
const MORNING = 9;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `at`, or 09:00 when it falls in the night: a reminder should not arrive while the member sleeps. */
function inWakingHours(at: Date): Date {
  const { hour } = ukWallClockAt(at);
  if (hour >= 21) return ukWallClock(addDays(ukDayOf(at), 1), MORNING);
  if (hour < 8) return ukWallClock(ukDayOf(at), MORNING);
  return at;
}

/**
 * The thank-you after a chat on `occurredOn` logged at `loggedAt`. Logged on the day, the chat has just
 * happened: two hours later. Logged on a later day, the day after the chat (when a thank-you belongs)
 * is here or gone, so it is due at once rather than counted again from the logging.
 */
export function thankYouAt(occurredOn: string, loggedAt: Date): Date {
  if (occurredOn >= ukDayOf(loggedAt))
    return inWakingHours(new Date(loggedAt.getTime() + THANK_YOU_DELAY_MS));
  return inWakingHours(loggedAt);
}

/** Whether a chat on `occurredOn` still deserves a thank-you reminder when logged at `now`. */
export const wantsThankYou = (occurredOn: string, now: Date) =>
  occurredOn >= addDays(ukDayOf(now), -THANK_YOU_WINDOW_DAYS);

export function followUpAt(occurredOn: string, cadenceDays: number, now: Date): Date {
  const at = ukWallClock(addDays(occurredOn, cadenceDays), MORNING);
  return at.getTime() > now.getTime() ? at : now;
}
