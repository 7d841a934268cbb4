import { describe, expect, it } from "vitest";
import {
  longDayLabel,
  parseUkTime,
  ukClockTime,
  ukDateTime,
  ukDayOf,
  ukLongDate,
  ukOffsetMs,
  ukShortDate,
  ukWallClock,
  ukWallClockAt,
  ukWeekdayDateTime,
} from "./uk-time";

// The expected values were read from the copies this module replaced (the tracker's, the networking
// CRM's and the plan's UK day, the mail and alumni long dates, the cards' closing date, the reminder's
// event time, the scripts' parser), around the clock changes: BST starts at 01:00 UTC on the last
// Sunday of March (29 March 2026, 28 March 2027) and ends at 01:00 UTC on the last Sunday of October
// (25 October 2026, 31 October 2027).

// instant, UK day, long date, short date, clock time, date and time, weekday date and time
const INSTANTS: [string, string, string, string, string, string, string][] = [
  [
    "2026-01-31T23:30:00Z",
    "2026-01-31",
    "31 January 2026",
    "31 Jan 2026",
    "23:30",
    "31 Jan 2026, 23:30",
    "Sat 31 January at 23:30",
  ],
  [
    "2026-03-28T23:59:59Z",
    "2026-03-28",
    "28 March 2026",
    "28 Mar 2026",
    "23:59",
    "28 Mar 2026, 23:59",
    "Sat 28 March at 23:59",
  ],
  [
    "2026-03-29T00:59:59.999Z",
    "2026-03-29",
    "29 March 2026",
    "29 Mar 2026",
    "00:59",
    "29 Mar 2026, 00:59",
    "Sun 29 March at 00:59",
  ],
  [
    "2026-03-29T01:00:00Z",
    "2026-03-29",
    "29 March 2026",
    "29 Mar 2026",
    "02:00",
    "29 Mar 2026, 02:00",
    "Sun 29 March at 02:00",
  ],
  [
    "2026-03-31T23:30:00Z",
    "2026-04-01",
    "1 April 2026",
    "1 Apr 2026",
    "00:30",
    "1 Apr 2026, 00:30",
    "Wed 1 April at 00:30",
  ],
  [
    "2026-07-15T13:00:00Z",
    "2026-07-15",
    "15 July 2026",
    "15 Jul 2026",
    "14:00",
    "15 Jul 2026, 14:00",
    "Wed 15 July at 14:00",
  ],
  [
    "2026-07-15T23:00:00Z",
    "2026-07-16",
    "16 July 2026",
    "16 Jul 2026",
    "00:00",
    "16 Jul 2026, 00:00",
    "Thu 16 July at 00:00",
  ],
  [
    "2026-10-25T00:30:00Z",
    "2026-10-25",
    "25 October 2026",
    "25 Oct 2026",
    "01:30",
    "25 Oct 2026, 01:30",
    "Sun 25 October at 01:30",
  ],
  [
    "2026-10-25T00:59:59Z",
    "2026-10-25",
    "25 October 2026",
    "25 Oct 2026",
    "01:59",
    "25 Oct 2026, 01:59",
    "Sun 25 October at 01:59",
  ],
  [
    "2026-10-25T01:00:00Z",
    "2026-10-25",
    "25 October 2026",
    "25 Oct 2026",
    "01:00",
    "25 Oct 2026, 01:00",
    "Sun 25 October at 01:00",
  ],
  [
    "2026-10-25T23:30:00Z",
    "2026-10-25",
    "25 October 2026",
    "25 Oct 2026",
    "23:30",
    "25 Oct 2026, 23:30",
    "Sun 25 October at 23:30",
  ],
  [
    "2026-12-31T23:59:59Z",
    "2026-12-31",
    "31 December 2026",
    "31 Dec 2026",
    "23:59",
    "31 Dec 2026, 23:59",
    "Thu 31 December at 23:59",
  ],
  [
    "2027-03-28T00:59:00Z",
    "2027-03-28",
    "28 March 2027",
    "28 Mar 2027",
    "00:59",
    "28 Mar 2027, 00:59",
    "Sun 28 March at 00:59",
  ],
  [
    "2027-03-28T01:00:00Z",
    "2027-03-28",
    "28 March 2027",
    "28 Mar 2027",
    "02:00",
    "28 Mar 2027, 02:00",
    "Sun 28 March at 02:00",
  ],
  [
    "2027-10-31T00:59:00Z",
    "2027-10-31",
    "31 October 2027",
    "31 Oct 2027",
    "01:59",
    "31 Oct 2027, 01:59",
    "Sun 31 October at 01:59",
  ],
  [
    "2027-10-31T01:00:00Z",
    "2027-10-31",
    "31 October 2027",
    "31 Oct 2027",
    "01:00",
    "31 Oct 2027, 01:00",
    "Sun 31 October at 01:00",
  ],
];

// day, 00:00 (a day's start), 09:00, 23:00, a day's end, 00:30, 01:30 (UK clock), as UTC instants
const WALL_CLOCKS: [string, string, string, string, string, string, string][] = [
  [
    "2026-01-15",
    "2026-01-15T00:00:00.000Z",
    "2026-01-15T09:00:00.000Z",
    "2026-01-15T23:00:00.000Z",
    "2026-01-15T23:59:59.999Z",
    "2026-01-15T00:30:00.000Z",
    "2026-01-15T01:30:00.000Z",
  ],
  [
    "2026-03-28",
    "2026-03-28T00:00:00.000Z",
    "2026-03-28T09:00:00.000Z",
    "2026-03-28T23:00:00.000Z",
    "2026-03-28T23:59:59.999Z",
    "2026-03-28T00:30:00.000Z",
    "2026-03-28T01:30:00.000Z",
  ],
  [
    "2026-03-29",
    "2026-03-29T00:00:00.000Z",
    "2026-03-29T08:00:00.000Z",
    "2026-03-29T22:00:00.000Z",
    "2026-03-29T22:59:59.999Z",
    "2026-03-29T00:30:00.000Z",
    "2026-03-29T01:30:00.000Z",
  ],
  [
    "2026-03-30",
    "2026-03-29T23:00:00.000Z",
    "2026-03-30T08:00:00.000Z",
    "2026-03-30T22:00:00.000Z",
    "2026-03-30T22:59:59.999Z",
    "2026-03-29T23:30:00.000Z",
    "2026-03-30T00:30:00.000Z",
  ],
  [
    "2026-07-15",
    "2026-07-14T23:00:00.000Z",
    "2026-07-15T08:00:00.000Z",
    "2026-07-15T22:00:00.000Z",
    "2026-07-15T22:59:59.999Z",
    "2026-07-14T23:30:00.000Z",
    "2026-07-15T00:30:00.000Z",
  ],
  [
    "2026-10-24",
    "2026-10-23T23:00:00.000Z",
    "2026-10-24T08:00:00.000Z",
    "2026-10-24T22:00:00.000Z",
    "2026-10-24T22:59:59.999Z",
    "2026-10-23T23:30:00.000Z",
    "2026-10-24T00:30:00.000Z",
  ],
  [
    "2026-10-25",
    "2026-10-24T23:00:00.000Z",
    "2026-10-25T09:00:00.000Z",
    "2026-10-25T23:00:00.000Z",
    "2026-10-25T23:59:59.999Z",
    "2026-10-24T23:30:00.000Z",
    "2026-10-25T01:30:00.000Z",
  ],
  [
    "2026-10-26",
    "2026-10-26T00:00:00.000Z",
    "2026-10-26T09:00:00.000Z",
    "2026-10-26T23:00:00.000Z",
    "2026-10-26T23:59:59.999Z",
    "2026-10-26T00:30:00.000Z",
    "2026-10-26T01:30:00.000Z",
  ],
];

describe("UK time", () => {
  it.each(INSTANTS)("writes %s as UK dates and times", (iso, day, long, short, time, dateTime, weekday) => {
    const instant = new Date(iso);
    expect(ukDayOf(instant)).toBe(day);
    expect(ukLongDate(instant)).toBe(long);
    expect(ukShortDate(instant)).toBe(short);
    expect(ukClockTime(instant)).toBe(time);
    expect(ukDateTime(instant)).toBe(dateTime);
    expect(ukWeekdayDateTime(instant)).toBe(weekday);
  });

  it.each(WALL_CLOCKS)(
    "finds the instants of UK clock times on %s",
    (day, start, nine, eleven, end, halfPastMidnight, halfPastOne) => {
      expect(ukWallClock(day, 0).toISOString()).toBe(start);
      expect(ukWallClock(day, 9).toISOString()).toBe(nine);
      expect(ukWallClock(day, 23).toISOString()).toBe(eleven);
      expect(ukWallClock(day, 23, 59, 59, 999).toISOString()).toBe(end);
      expect(parseUkTime(day, "start")?.toISOString()).toBe(start);
      expect(parseUkTime(day, "end")?.toISOString()).toBe(end);
      expect(parseUkTime(`${day}T00:30`, "start")?.toISOString()).toBe(halfPastMidnight);
      expect(parseUkTime(`${day} 01:30`, "end")?.toISOString()).toBe(halfPastOne);
    },
  );

  it("reads the UK clock and its offset from UTC", () => {
    expect(ukOffsetMs(new Date("2026-01-15T12:00:00.250Z"))).toBe(0);
    expect(ukOffsetMs(new Date("2026-07-15T12:00:00.250Z"))).toBe(3_600_000);
    expect(ukOffsetMs(new Date("2026-03-29T00:59:59.999Z"))).toBe(0);
    expect(ukOffsetMs(new Date("2026-03-29T01:00:00Z"))).toBe(3_600_000);
    expect(ukWallClockAt(new Date("2026-10-25T00:30:00Z"))).toEqual({
      year: 2026,
      month: 10,
      day: 25,
      hour: 1,
      minute: 30,
      second: 0,
    });
    expect(ukWallClockAt(new Date("2026-12-31T23:59:59Z"))).toMatchObject({ year: 2026, hour: 23 });
  });

  it("moves a time the clocks skip an hour on, and takes the second of a time they show twice", () => {
    // 01:30 on 29 March 2026 never shows on a UK clock: 02:30 BST.
    expect(ukWallClock("2026-03-29", 1, 30).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    // 01:30 on 25 October 2026 shows twice: the second time, in GMT.
    expect(ukWallClock("2026-10-25", 1, 30).toISOString()).toBe("2026-10-25T01:30:00.000Z");
  });

  it("refuses typed times that are not real", () => {
    expect(parseUkTime("2026-02-30", "start")).toBeNull();
    expect(parseUkTime("2026-01-01T24:00", "start")).toBeNull();
    expect(parseUkTime("2026-01-01T12:60", "start")).toBeNull();
    expect(parseUkTime("1 January 2026", "start")).toBeNull();
    expect(parseUkTime(" 2026-01-15 ", "start")?.toISOString()).toBe("2026-01-15T00:00:00.000Z");
  });

  it("writes a day out without moving it to another zone", () => {
    expect(longDayLabel("2026-11-27")).toBe("27 November 2026");
    expect(longDayLabel("2026-03-01")).toBe("1 March 2026");
    expect(longDayLabel("2026-11-27T10:00:00Z")).toBe("27 November 2026");
    expect(longDayLabel("not a day")).toBe("not a day");
    expect(longDayLabel("2026-13-01")).toBe("2026-13-01");
  });
});
