import { describe, expect, test } from "vitest";
import {
  DATE_RANGE_MESSAGE,
  dateOrIsoDateTime,
  dateOrIsoDayOrDateTime,
  inDateRange,
  isoDateTime,
  isoDay,
  isoDayOrDateTime,
} from "./dates";

// One range for every date field: year 0 reaches PostgreSQL as an error (a 500), and no date the app
// stores falls outside 1900-2100. Each field keeps its own format and its own message for a bad format.

const FORMAT = "Enter a date.";
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("the shared date schemas", () => {
  test("a day: a real YYYY-MM-DD between 1900 and 2100, kept as written", () => {
    const day = isoDay(FORMAT);
    expect(day.parse("2026-03-31")).toBe("2026-03-31");
    expect(day.parse("1900-01-01")).toBe("1900-01-01");
    expect(day.parse("2100-12-31")).toBe("2100-12-31");
    for (const outside of ["0000-01-01", "1899-12-31", "2101-01-01", "0205-06-01"]) {
      expect(messages(day.safeParse(outside)), outside).toEqual([DATE_RANGE_MESSAGE]);
    }
    for (const malformed of ["99999-01-01", "2026-02-30", "31/03/2026", "", 20260331]) {
      expect(messages(day.safeParse(malformed)), String(malformed)).toEqual([FORMAT]);
    }
  });

  test("a date-time: ISO with its offset, between 1900 and 2100, kept as written", () => {
    const dateTime = isoDateTime(FORMAT);
    expect(dateTime.parse("2026-10-01T09:30:00+01:00")).toBe("2026-10-01T09:30:00+01:00");
    expect(dateTime.parse("2100-12-31T23:59:59.999Z")).toBe("2100-12-31T23:59:59.999Z");
    for (const outside of ["0000-01-01T00:00:00Z", "1850-06-01T12:00:00Z", "2500-01-01T00:00:00+02:00"]) {
      expect(messages(dateTime.safeParse(outside)), outside).toEqual([DATE_RANGE_MESSAGE]);
    }
    // A five- or six-digit year, a time without an offset, a day alone: the field's own message.
    for (const malformed of [
      "99999-01-01T00:00:00Z",
      "+020250-01-01T00:00:00Z",
      "2026-10-01T09:30:00",
      "2026-10-01",
    ]) {
      expect(messages(dateTime.safeParse(malformed)), malformed).toEqual([FORMAT]);
    }
  });

  test("a day or a date-time: either format, the same range", () => {
    const either = isoDayOrDateTime(FORMAT);
    expect(either.parse("2025-10-01")).toBe("2025-10-01");
    expect(either.parse("2025-10-01T08:00:00Z")).toBe("2025-10-01T08:00:00Z");
    expect(messages(either.safeParse("0000-06-01"))).toEqual([DATE_RANGE_MESSAGE]);
    expect(messages(either.safeParse("0000-06-01T10:00:00Z"))).toEqual([DATE_RANGE_MESSAGE]);
    expect(messages(either.safeParse("99999-06-01"))).toEqual([FORMAT]);
    expect(messages(either.safeParse("soon"))).toEqual([FORMAT]);
  });

  test("the Date-valued fields (campaigns, consent) take a Date too, in the same range", () => {
    const moment = dateOrIsoDateTime(FORMAT);
    expect(moment.parse("2026-01-01T00:00:00Z")).toEqual(new Date("2026-01-01T00:00:00Z"));
    expect(moment.parse(new Date("2026-01-01T00:00:00Z"))).toEqual(new Date("2026-01-01T00:00:00Z"));
    expect(messages(moment.safeParse(new Date("0000-01-01T00:00:00Z")))).toEqual([DATE_RANGE_MESSAGE]);
    expect(messages(moment.safeParse("0000-01-01T00:00:00Z"))).toEqual([DATE_RANGE_MESSAGE]);
    expect(messages(moment.safeParse(new Date(Number.NaN)))).toEqual([FORMAT]);

    const consent = dateOrIsoDayOrDateTime(FORMAT);
    expect(consent.parse("2025-05-04")).toEqual(new Date("2025-05-04T00:00:00Z"));
    expect(messages(consent.safeParse("0000-05-04"))).toEqual([DATE_RANGE_MESSAGE]);
    expect(messages(consent.safeParse("2025-02-30"))).toEqual([FORMAT]);
  });

  test("inDateRange reads the year as written, or a Date's year in UTC", () => {
    expect(inDateRange("1900-01-01T00:00:00+05:00")).toBe(true);
    expect(inDateRange("2101-01-01")).toBe(false);
    expect(inDateRange(new Date(Date.UTC(2100, 11, 31, 23)))).toBe(true);
    expect(inDateRange(new Date(Date.UTC(2101, 0, 1)))).toBe(false);
  });
});
