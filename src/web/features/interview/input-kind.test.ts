import { describe, expect, test } from "vitest";
import { inputKind, keptShare } from "./input-kind";

const TRANSCRIPT =
  "um so in my second year I ran the investment society's stock pitch and we got about forty people to enter";

describe("inputKind", () => {
  test("no transcript means the answer was typed, whatever was recorded", () => {
    expect(inputKind(null, TRANSCRIPT)).toBe("typed");
    expect(inputKind("  ", TRANSCRIPT)).toBe("typed");
  });

  test("a transcript sent as heard, or with a few words corrected, is spoken", () => {
    expect(inputKind(TRANSCRIPT, TRANSCRIPT)).toBe("spoken");
    const corrected = TRANSCRIPT.replace("um so", "So").replace("forty", "40");
    expect(keptShare(TRANSCRIPT, corrected)).toBeGreaterThan(0.85);
    expect(inputKind(TRANSCRIPT, corrected)).toBe("spoken");
  });

  test("a transcript rewritten or replaced is typed", () => {
    const rewritten =
      "In my second year I led the investment society's stock pitch competition, which drew 40 entrants from six departments.";
    expect(keptShare(TRANSCRIPT, rewritten)).toBeLessThan(0.7);
    expect(inputKind(TRANSCRIPT, rewritten)).toBe("typed");
    expect(
      inputKind(TRANSCRIPT, `${TRANSCRIPT} ${TRANSCRIPT} and then I also wrote a long paragraph more`),
    ).toBe("typed");
  });
});
