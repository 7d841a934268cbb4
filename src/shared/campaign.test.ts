import { describe, expect, test } from "vitest";
import { countdownParts, formatCountdown, seatsLeft, seatTone } from "./campaign";

// spec 000 §4.7 as docs/product.md keeps it: seats from real sign-ups, never below 0, 0 at expiry; orange at
// 15 or fewer, red at 5 or fewer; the countdown in days, hours, minutes and seconds.

const END = new Date("2026-12-01T18:00:00.000Z");
const beforeEnd = (ms: number) => new Date(END.getTime() - ms);

describe("seatsLeft", () => {
  test("is the cap minus the sign-ups since the start", () => {
    expect(seatsLeft(37, 0, beforeEnd(1000), END)).toBe(37);
    expect(seatsLeft(37, 12, beforeEnd(1000), END)).toBe(25);
  });

  test("never goes below 0", () => {
    expect(seatsLeft(37, 37, beforeEnd(1000), END)).toBe(0);
    expect(seatsLeft(37, 90, beforeEnd(1000), END)).toBe(0);
  });

  test("is 0 at and after the deadline", () => {
    expect(seatsLeft(37, 0, END, END)).toBe(0);
    expect(seatsLeft(37, 0, new Date(END.getTime() + 1), END)).toBe(0);
    expect(seatsLeft(37, 0, beforeEnd(1), END)).toBe(37);
  });
});

describe("seatTone", () => {
  test.each([
    [37, "normal"],
    [16, "normal"],
    [15, "low"],
    [6, "low"],
    [5, "critical"],
    [1, "critical"],
    [0, "critical"],
  ] as const)("%i seats: %s", (seats, tone) => {
    expect(seatTone(seats)).toBe(tone);
  });
});

describe("countdown", () => {
  const DAY = 86_400_000;
  const HOUR = 3_600_000;

  test("splits the time left and pads everything after the days", () => {
    const ms = 3 * DAY + 4 * HOUR + 12 * 60_000 + 9_000;
    expect(countdownParts(ms)).toEqual({ days: 3, hours: 4, minutes: 12, seconds: 9 });
    expect(formatCountdown(countdownParts(ms))).toBe("3d 04h 12m 09s");
    expect(formatCountdown(countdownParts(12 * DAY))).toBe("12d 00h 00m 00s");
  });

  test("rounds down to the whole second (it never shows more time than is left)", () => {
    expect(formatCountdown(countdownParts(59_999))).toBe("0d 00h 00m 59s");
  });

  test("is all zeros at and after the end, and for nonsense", () => {
    for (const ms of [0, -1, -5 * DAY, Number.NaN]) {
      expect(formatCountdown(countdownParts(ms))).toBe("0d 00h 00m 00s");
    }
  });
});
