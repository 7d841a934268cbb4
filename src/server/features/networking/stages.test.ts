import { describe, expect, test } from "vitest";
import { stageAfter } from "./stages";

describe("stage after logging an interaction", () => {
  test.each([
    ["identified", "email", false, "reached_out"],
    ["identified", "event", false, "reached_out"],
    ["identified", "coffee_chat", false, "chatted"],
    ["reached_out", "call", false, "chatted"],
    ["reached_out", "email", false, "reached_out"],
    ["reached_out", "email", true, "chatted"],
    ["chatted", "email", true, "chatted"],
    ["chatted", "email", false, "following_up"],
    ["chatted", "coffee_chat", false, "following_up"],
    ["chatted", "event", false, "following_up"],
    ["following_up", "call", false, "following_up"],
  ] as const)("%s + %s (thank-you %s) → %s", (current, kind, thankYou, next) => {
    expect(stageAfter(current, kind, thankYou)).toBe(next);
  });

  test("never moves backwards, and never makes anyone an Advocate by itself", () => {
    for (const kind of ["coffee_chat", "call", "email", "event"] as const) {
      expect(stageAfter("advocate", kind)).toBe("advocate");
      expect(stageAfter("following_up", kind, true)).toBe("following_up");
      expect(stageAfter("following_up", kind)).not.toBe("advocate");
    }
  });
});
