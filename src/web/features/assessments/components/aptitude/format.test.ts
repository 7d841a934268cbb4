import { describe, expect, test } from "vitest";
import { clockFace, duration, ordinal, percentOf } from "./format";

describe("aptitude formats", () => {
  test("the countdown shows minutes and seconds, rounding up part-seconds and never below zero", () => {
    expect(clockFace(720)).toBe("12:00");
    expect(clockFace(65.2)).toBe("01:06");
    expect(clockFace(-3)).toBe("00:00");
  });

  test("times taken read as seconds, then minutes and seconds", () => {
    expect(duration(42)).toBe("42 s");
    expect(duration(245)).toBe("4 min 05 s");
  });

  test("ordinals and percentages", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 63, 100].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "63rd",
      "100th",
    ]);
    expect(percentOf(7, 10)).toBe(70);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
