import { describe, expect, it } from "vitest";
import { wrapIndex } from "./feature-carousel";

describe("wrapIndex (spec 000 §2.8: previous and next wrap around)", () => {
  it("moves within the slides", () => {
    expect(wrapIndex(0, 1, 13)).toBe(1);
    expect(wrapIndex(5, -1, 13)).toBe(4);
  });

  it("goes from the last slide to the first, and from the first to the last", () => {
    expect(wrapIndex(12, 1, 13)).toBe(0);
    expect(wrapIndex(0, -1, 13)).toBe(12);
  });
});
