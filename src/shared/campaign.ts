// spec 000 §4.7, honest (docs/product.md): the landing page's urgency. The deadline and seat cap come from
// a campaign record; seats left are the cap minus real premium sign-ups since the campaign began. The
// spec's timing and look stay: 1 s tick, 15 s refresh, orange at 15 or fewer, red and pulsing at 5 or
// fewer, 0 at expiry. Used by the server (what it answers) and the page (what it shows).

export const CAMPAIGN_TICK_MS = 1000;
export const CAMPAIGN_REFRESH_MS = 15_000;
export const SEATS_LOW = 15;
export const SEATS_CRITICAL = 5;
/** A premium sign-up is announced ("just joined") while it is at most this old, for this long. */
export const RECENT_JOIN_WINDOW_MS = 60_000;
export const JOIN_ALERT_MS = 5000;

/** Seats left: never below 0, and 0 once the deadline has passed. */
export function seatsLeft(seatCap: number, signupsSinceStart: number, now: Date, endsAt: Date): number {
  if (now.getTime() >= endsAt.getTime()) return 0;
  return Math.max(0, seatCap - signupsSinceStart);
}

export type SeatTone = "normal" | "low" | "critical";

/** Seat text colour: orange at 15 or fewer, red (and pulsing) at 5 or fewer. */
export function seatTone(seats: number): SeatTone {
  if (seats <= SEATS_CRITICAL) return "critical";
  if (seats <= SEATS_LOW) return "low";
  return "normal";
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** The time left split into days, hours, minutes and whole seconds; all zero at or after the end. */
export function countdownParts(msLeft: number): Countdown {
  const total = Number.isFinite(msLeft) ? Math.max(0, Math.floor(msLeft / 1000)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** "3d 04h 12m 09s": fixed width after the days, so the banner does not jiggle as it ticks. */
export function formatCountdown({ days, hours, minutes, seconds }: Countdown): string {
  return `${days}d ${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
}
