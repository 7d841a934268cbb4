import { describe, expect, test } from "vitest";
import { axisTicks } from "./applications-chart";

describe("the applications chart's y axis", () => {
  test("three whole-number ticks, the top at least the largest week", () => {
    expect(axisTicks(88)).toEqual([0, 50, 100]);
    expect(axisTicks(5)).toEqual([0, 3, 6]);
    expect(axisTicks(1)).toEqual([0, 1, 2]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(7)).toEqual([0, 4, 8]);
    expect(axisTicks(250)).toEqual([0, 150, 300]);
    for (let max = 1; max <= 1000; max++) {
      const [, step, top] = axisTicks(max);
      expect(Number.isInteger(step)).toBe(true);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(top).toBe(2 * step);
    }
  });
});
