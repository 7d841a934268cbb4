import { describe, expect, test } from "vitest";
import { mean, ndcgAt, recallAt } from "./metrics";

const judged = (entries: [string, number][]) => new Map(entries);

describe("recall@10", () => {
  test("counts relevant roles of any grade found in the top 10", () => {
    const judgements = judged([
      ["a", 2],
      ["b", 1],
      ["c", 2],
      ["d", 1],
    ]);
    expect(recallAt(["a", "x", "b", "y"], judgements)).toBe(0.5);
    expect(recallAt(["d", "c", "b", "a"], judgements)).toBe(1);
  });

  test("divides by 10 when more than 10 roles are relevant", () => {
    const ids = Array.from({ length: 15 }, (_, i) => `r${i}`);
    const judgements = judged(ids.map((id) => [id, 1]));
    expect(recallAt(ids, judgements)).toBe(1);
    expect(recallAt([...ids.slice(0, 8), "x", "y"], judgements)).toBe(0.8);
  });

  test("ignores what lies beyond the cut-off, repeats and ungraded roles", () => {
    const judgements = judged([
      ["a", 2],
      ["b", 2],
      ["z", 0],
    ]);
    const ranked = ["a", "a", "z", ...Array.from({ length: 8 }, (_, i) => `x${i}`), "b"];
    expect(recallAt(ranked, judgements)).toBe(0.5);
    expect(recallAt(ranked, judgements, 12)).toBe(1);
    expect(recallAt([], judgements)).toBe(0);
  });

  test("is 1 when nothing is relevant", () => {
    expect(recallAt(["a"], judged([]))).toBe(1);
  });
});

describe("nDCG@10", () => {
  test("is 1 for the ideal order and less when a relevant role comes later", () => {
    const judgements = judged([
      ["a", 2],
      ["b", 1],
    ]);
    expect(ndcgAt(["a", "b", "x"], judgements)).toBe(1);
    // DCG = 1/log2(2) + 2/log2(3); ideal = 2/log2(2) + 1/log2(3).
    const swapped = (1 + 2 / Math.log2(3)) / (2 + 1 / Math.log2(3));
    expect(ndcgAt(["b", "a"], judgements)).toBeCloseTo(swapped, 12);
    // The grade-2 role in third place: 2/log2(4) = 1 over the same ideal.
    expect(ndcgAt(["x", "y", "a"], judgements)).toBeCloseTo(1 / (2 + 1 / Math.log2(3)), 12);
  });

  test("computes the ideal from the judgements' top 10 grades", () => {
    const judgements = judged([
      ...Array.from({ length: 12 }, (_, i): [string, number] => [`two${i}`, 2]),
      ["one", 1],
    ]);
    const allTwos = Array.from({ length: 10 }, (_, i) => `two${i}`);
    expect(ndcgAt(allTwos, judgements)).toBe(1);
    const withOne = ["one", ...allTwos.slice(0, 9)];
    const expected =
      (1 + Array.from({ length: 9 }, (_, i) => 2 / Math.log2(i + 3)).reduce((s, v) => s + v, 0)) /
      Array.from({ length: 10 }, (_, i) => 2 / Math.log2(i + 2)).reduce((s, v) => s + v, 0);
    expect(ndcgAt(withOne, judgements)).toBeCloseTo(expected, 12);
  });

  test("is 0 with no relevant role in the top 10, and 1 when nothing is relevant", () => {
    const ranked = Array.from({ length: 10 }, (_, i) => `x${i}`);
    expect(ndcgAt([...ranked, "a"], judged([["a", 2]]))).toBe(0);
    expect(ndcgAt([], judged([["a", 2]]))).toBe(0);
    expect(ndcgAt(["a"], judged([]))).toBe(1);
  });

  test("counts a repeated role once", () => {
    const judgements = judged([
      ["a", 2],
      ["b", 2],
    ]);
    expect(ndcgAt(["a", "a", "b"], judgements)).toBe(1);
  });
});

test("mean", () => {
  expect(mean([0.5, 1, 0])).toBe(0.5);
  expect(mean([])).toBeNaN();
});
