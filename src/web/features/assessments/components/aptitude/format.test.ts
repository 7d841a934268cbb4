import { describe, expect, test } from "vitest";
import { clockFace, duration, percentOf } from "./format";

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

  test("percentages round to whole numbers", () => {
    expect(percentOf(7, 10)).toBe(70);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
