import { describe, expect, test } from "vitest";
import { ukWallClock } from "../../../shared/uk-time";
import { addDays, followUpAt, thankYouAt, wantsThankYou } from "./follow-up-times";

const HOUR = 3_600_000;

describe("when the reminders after a chat fall", () => {
  test("09:00 UK time is 09:00 UTC in winter and 08:00 UTC in summer", () => {
    expect(ukWallClock("2026-01-15", 9).toISOString()).toBe("2026-01-15T09:00:00.000Z");
    expect(ukWallClock("2026-07-15", 9).toISOString()).toBe("2026-07-15T08:00:00.000Z");
    // The clocks go forward at 01:00 UTC on the last Sunday of March.
    expect(ukWallClock("2026-03-29", 9).toISOString()).toBe("2026-03-29T08:00:00.000Z");
  });

  test("a chat logged on its day: the thank-you two hours later, or the next morning at 09:00, within 24 hours", () => {
    const afternoon = new Date("2026-11-10T14:00:00Z");
    expect(thankYouAt("2026-11-10", afternoon).toISOString()).toBe("2026-11-10T16:00:00.000Z");
    const evening = new Date("2026-11-10T20:30:00Z");
    expect(thankYouAt("2026-11-10", evening).toISOString()).toBe("2026-11-11T09:00:00.000Z");
    const pastMidnight = new Date("2026-11-11T01:00:00Z");
    expect(thankYouAt("2026-11-11", pastMidnight).toISOString()).toBe("2026-11-11T09:00:00.000Z");
    // Summer: 19:30 UK (18:30 UTC) + 2 h is 21:30 UK, so the next morning 09:00 UK (08:00 UTC).
    const summerEvening = new Date("2026-07-10T18:30:00Z");
    expect(thankYouAt("2026-07-10", summerEvening).toISOString()).toBe("2026-07-11T08:00:00.000Z");
    for (let minutes = 0; minutes < 24 * 60; minutes += 17) {
      const logged = new Date(Date.UTC(2026, 2, 28, 0, minutes));
      const due = thankYouAt("2026-03-28", logged).getTime() - logged.getTime();
      expect(due).toBeGreaterThan(0);
      expect(due).toBeLessThanOrEqual(24 * HOUR);
    }
  });

  test("a chat logged days later: the thank-you is due at once (09:00 if logged in the night), not days on", () => {
    // A Monday coffee chat logged on Thursday afternoon: due then, not two hours after the logging.
    const thursday = new Date("2026-11-12T14:00:00Z");
    expect(thankYouAt("2026-11-09", thursday)).toEqual(thursday);
    // Yesterday's call logged this morning.
    const morning = new Date("2026-11-12T08:30:00Z");
    expect(thankYouAt("2026-11-11", morning)).toEqual(morning);
    // Logged late in the evening or in the small hours: first thing the next morning.
    expect(thankYouAt("2026-11-09", new Date("2026-11-12T22:30:00Z")).toISOString()).toBe(
      "2026-11-13T09:00:00.000Z",
    );
    expect(thankYouAt("2026-11-11", new Date("2026-11-12T00:30:00Z")).toISOString()).toBe(
      "2026-11-12T09:00:00.000Z",
    );
    for (let minutes = 0; minutes < 24 * 60; minutes += 17) {
      const logged = new Date(Date.UTC(2026, 10, 12, 0, minutes));
      const due = thankYouAt("2026-11-09", logged).getTime() - logged.getTime();
      expect(due).toBeGreaterThanOrEqual(0);
      expect(due).toBeLessThanOrEqual(12 * HOUR);
    }
  });

  test("the follow-up is at 09:00 UK on the day the cadence ends, or now when that has passed", () => {
    const now = new Date("2026-11-10T12:00:00Z");
    expect(followUpAt("2026-11-10", 21, now).toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(followUpAt("2026-09-01", 21, now)).toEqual(now);
  });

  test("a chat more than a week old gets no thank-you reminder", () => {
    const now = new Date("2026-11-10T12:00:00Z");
    expect(wantsThankYou("2026-11-10", now)).toBe(true);
    expect(wantsThankYou("2026-11-03", now)).toBe(true);
    expect(wantsThankYou("2026-11-02", now)).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
