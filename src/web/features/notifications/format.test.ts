import { describe, expect, test } from "vitest";
import { BADGE_CAP } from "../../../shared/constants";
import { badgeText } from "./badge";
import { previewMessage, relativeTime } from "./format";

describe("notification format (spec 000 §2.12)", () => {
  test("messages longer than 100 characters are cut at 100 and followed by '...'", () => {
    const exact = "a".repeat(100);
    expect(previewMessage(exact)).toBe(exact);
    expect(previewMessage(`${exact}b`)).toBe(`${exact}...`);
    expect(previewMessage("Short")).toBe("Short");
  });

  test("the time comes from the broadcast, else the created time, else 'Recently'", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const created = "2026-03-01T11:57:00Z";
    expect(relativeTime({ broadcast_sent_at: null, notification_created_at: created }, now)).toBe(
      "3 minutes ago",
    );
    expect(
      relativeTime({ broadcast_sent_at: "2026-02-28T12:00:00Z", notification_created_at: created }, now),
    ).toBe("1 day ago");
    expect(relativeTime({ broadcast_sent_at: null, notification_created_at: null }, now)).toBe("Recently");
    expect(relativeTime({ broadcast_sent_at: "not a date", notification_created_at: "" }, now)).toBe(
      "Recently",
    );
    expect(
      relativeTime({ broadcast_sent_at: null, notification_created_at: "2026-03-01T12:00:05Z" }, now),
    ).toBe("less than a minute ago");
  });

  test("the badge shows only above 0, and '9+' above 9", () => {
    expect(badgeText(0, BADGE_CAP)).toBeNull();
    expect(badgeText(-1, BADGE_CAP)).toBeNull();
    expect(badgeText(1, BADGE_CAP)).toBe("1");
    expect(badgeText(9, BADGE_CAP)).toBe("9");
    expect(badgeText(10, BADGE_CAP)).toBe("9+");
    expect(badgeText(12, BADGE_CAP)).toBe("9+");
  });
});
