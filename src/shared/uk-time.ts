// UK time, for the server, the web app and the scripts alike. The business runs on London time: a
// deadline is the end of a UK day, "today" is the UK's today, and a date reads the same wherever the
// member or the machine is. So every conversion between an instant and a UK day, date or clock time
// goes through here, with the zone named once; a day given as YYYY-MM-DD is already a UK calendar day.

export const UK_TIME_ZONE = "Europe/London";

const isoDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: UK_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const longDateFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});
const shortDateFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});
const clockTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});
const weekdayDateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const wallClockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** "2026-10-31": the UK day an instant falls on (23:30 UTC on 31 March is already 1 April in the UK). */
export const ukDayOf = (instant: Date) => isoDayFormat.format(instant);

/** "31 October 2026": the UK day of an instant, written out. */
export const ukLongDate = (instant: Date) => longDateFormat.format(instant);

/** "31 Oct 2026": the UK day of an instant, with the month abbreviated. */
export const ukShortDate = (instant: Date) => shortDateFormat.format(instant);

/** "14:00": the UK clock time of an instant. */
export const ukClockTime = (instant: Date) => clockTimeFormat.format(instant);

/** "15 Jul 2026, 14:00": the UK date and clock time of an instant. */
export const ukDateTime = (instant: Date) => dateTimeFormat.format(instant);

/** "Wed 15 July at 14:00": when an event is, as a reminder names it. */
export const ukWeekdayDateTime = (instant: Date) => weekdayDateTimeFormat.format(instant);

const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);

/**
 * "27 November 2026" for the day "2026-11-27" (or an ISO timestamp starting with it). A day is already a
 * UK day, so no zone is applied; text that does not start with a day comes back as it is.
 */
export function longDayLabel(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : isoDay;
}

export type UkWallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** What a UK clock and calendar show at an instant (month 1 to 12, hour 0 to 23). */
export function ukWallClockAt(instant: Date): UkWallClock {
  const parts = wallClockFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Milliseconds the UK is ahead of UTC at an instant: 0 in winter (GMT), an hour in summer (BST). */
export function ukOffsetMs(instant: Date): number {
  const wall = ukWallClockAt(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // The wall clock shows whole seconds.
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a UK clock shows the given time on `day` (YYYY-MM-DD): 09:00 on 15 July is 08:00 UTC.
 * A time the clocks skip in March counts an hour on (01:30 is 02:30 BST); a time they show twice in
 * October is the second, in GMT.
 */
export function ukWallClock(day: string, hour: number, minute = 0, second = 0, ms = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute, second, ms);
  // Twice: near a clock change the offset at the first guess can differ from the one at the answer.
  const guess = wall - ukOffsetMs(new Date(wall));
  return new Date(wall - ukOffsetMs(new Date(guess)));
}

const TYPED_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

/**
 * "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM" typed as UK time, whatever the machine's zone; `dayEdge` says
 * which end of the day a date alone means (00:00, or 23:59:59.999). Null for text that is not a real
 * date and time.
 */
export function parseUkTime(text: string, dayEdge: "start" | "end"): Date | null {
  const match = TYPED_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => (part ? Number(part) : undefined));
  if (year === undefined || month === undefined || day === undefined) return null;
  const hasTime = hour !== undefined && minute !== undefined;
  if (hasTime && (hour > 23 || minute > 59)) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  const isoDay = `${match[1]}-${match[2]}-${match[3]}`;
  if (hasTime) return ukWallClock(isoDay, hour, minute);
  return dayEdge === "start" ? ukWallClock(isoDay, 0) : ukWallClock(isoDay, 23, 59, 59, 999);
}
