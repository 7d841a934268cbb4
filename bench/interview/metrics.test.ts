import { describe, expect, test } from "vitest";
import { misorderedPairs, pairOrdering, type Scored } from "./metrics";

const item = (
  question: string,
  label: Scored["label"],
  score: number,
  id = `${question}-${label}-${score}`,
) => ({
  id,
  question,
  label,
  score,
});

describe("pairOrdering", () => {
  test("counts only pairs on the same question with different labels", () => {
    const result = pairOrdering([
      item("q1", "strong", 4.5),
      item("q1", "strong", 4.0),
      item("q1", "weak", 2.0),
      item("q2", "weak", 4.9),
    ]);
    // q1: strong-weak twice; strong-strong does not count; nothing pairs across questions.
    expect(result).toEqual({ pairs: 2, correct: 2, ties: 0, wrong: 0, share: 1 });
  });

  test("a tie or a reversal is not correct", () => {
    const result = pairOrdering([item("q", "strong", 3), item("q", "average", 3), item("q", "weak", 3.5)]);
    // strong-average tie, strong-weak wrong, average-weak wrong.
    expect(result).toEqual({ pairs: 3, correct: 0, ties: 1, wrong: 2, share: 0 });
  });

  test("orders labels weak < average < strong whichever comes first in the list", () => {
    const result = pairOrdering([item("q", "weak", 1), item("q", "average", 2), item("q", "strong", 3)]);
    expect(result.share).toBe(1);
    const reversed = pairOrdering([item("q", "weak", 3), item("q", "average", 2), item("q", "strong", 1)]);
    expect(reversed.share).toBe(0);
    expect(pairOrdering([]).share).toBeNaN();
  });
});

describe("misorderedPairs", () => {
  test("lists each wrong or tied pair with the better-labelled answer first", () => {
    const pairs = misorderedPairs([
      item("q", "weak", 3, "w"),
      item("q", "strong", 3, "s"),
      item("q", "average", 4, "a"),
    ]);
    expect(pairs.map(([better, worse]) => `${better.id}>${worse.id}`)).toEqual(["s>w", "s>a"]);
  });
});
