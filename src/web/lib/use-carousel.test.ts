import { describe, expect, test } from "vitest";
import { wrapIndex } from "./use-carousel";

describe("wrapIndex (spec 000 §2.8 and §4.8: both carousels wrap)", () => {
  test("moves within the list", () => {
    expect(wrapIndex(0, 1, 5)).toBe(1);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });

  test("next from the last is the first, previous from the first is the last", () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });

  test("the tour's 13 slides wrap at both ends", () => {
    expect(wrapIndex(5, -1, 13)).toBe(4);
    expect(wrapIndex(12, 1, 13)).toBe(0);
    expect(wrapIndex(0, -1, 13)).toBe(12);
  });

  test("large steps and a single item stay in range; no items gives 0", () => {
    expect(wrapIndex(2, 13, 5)).toBe(0);
    expect(wrapIndex(2, -13, 5)).toBe(4);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
