import { z } from "zod";

// Every date or date-time a member or an admin gives goes through these, so each field refuses the
// same impossible years with the same message. PostgreSQL refuses year 0 outright (a 500), JavaScript
// turns "+020250-01-01" into a real instant, and a typo such as 0205 or 20250 is never meant. Nothing
// the app stores falls outside 1900 to 2100: stage dates, events, deadlines, consent dates, licence and
// access expiries (docs/decisions/0036-input-limits.md).

export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;
export const DATE_RANGE_MESSAGE = `Enter a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a year as written ("2026-…") or a Date's UTC year is one the app accepts. */
export function inDateRange(value: string | Date): boolean {
  const year = value instanceof Date ? value.getUTCFullYear() : Number(value.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** A real calendar day as YYYY-MM-DD: Date.parse alone accepts 2025-02-30 (it rolls into March). */
const realDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};

// A malformed value gets the field's own message alone: the range is only checked on a well-formed one.
const dayFormat = (message: string) =>
  z.string({ error: message }).regex(DAY, { message, abort: true }).refine(realDay, { message, abort: true });
const dateTimeFormat = (message: string) => z.iso.datetime({ offset: true, error: message, abort: true });

/** A day as YYYY-MM-DD; `message` says the format when it is not one. The output is the same string. */
export const isoDay = (message: string) => dayFormat(message).refine(inDateRange, DATE_RANGE_MESSAGE);

/**
 * An instant as an ISO date-time with its offset (a time without one would mean whatever the server's
 * time zone is); the output is the same string.
 */
export const isoDateTime = (message: string) =>
  dateTimeFormat(message).refine(inDateRange, DATE_RANGE_MESSAGE);

/** Either of the two, as a string: a day, or an exact instant. */
export const isoDayOrDateTime = (message: string) =>
  z
    .union([dateTimeFormat(message), dayFormat(message)], { error: message })
    .refine(inDateRange, DATE_RANGE_MESSAGE);

/** A moment as a Date (scripts, forms) or as an ISO date-time with its offset (JSON over the API). */
export const dateOrIsoDateTime = (message: string) =>
  z
    .union([z.date(), dateTimeFormat(message).transform((value) => new Date(value))], { error: message })
    .refine(inDateRange, DATE_RANGE_MESSAGE);

/** A moment as a Date, a day (that day's start in UTC) or an ISO date-time with its offset. */
export const dateOrIsoDayOrDateTime = (message: string) =>
  z
    .union(
      [
        z.date(),
        dayFormat(message).transform((day) => new Date(`${day}T00:00:00Z`)),
        dateTimeFormat(message).transform((value) => new Date(value)),
      ],
      { error: message },
    )
    .refine(inDateRange, DATE_RANGE_MESSAGE);
