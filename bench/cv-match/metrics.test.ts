import { describe, expect, test } from "vitest";
import { averageRanks, mean, pearson, percentile, spearman } from "./metrics";

describe("averageRanks", () => {
  test("ranks from 1 in ascending order", () => {
    expect(averageRanks([30, 10, 20])).toEqual([3, 1, 2]);
  });

  test("gives tied values the mean of the ranks they span", () => {
    expect(averageRanks([10, 20, 20])).toEqual([1, 2.5, 2.5]);
    expect(averageRanks([5, 5, 5, 1])).toEqual([3, 3, 3, 1]);
    expect(averageRanks([])).toEqual([]);
  });
});

describe("spearman", () => {
  test("is 1 for any increasing relation and -1 for a decreasing one", () => {
    expect(spearman([1, 2, 3, 4], [10, 100, 1000, 10000])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
  });

  test("matches the textbook value with ties (average ranks, then Pearson)", () => {
    // Ratings with ties against scores; ranks: x = [1.5, 1.5, 3, 4.5, 4.5], y = [2, 1, 3, 5, 4].
    const rho = spearman([1, 1, 2, 3, 3], [20, 10, 30, 50, 40]);
    const expected = pearson([1.5, 1.5, 3, 4.5, 4.5], [2, 1, 3, 5, 4]);
    expect(rho).toBeCloseTo(expected, 12);
    expect(rho).toBeCloseTo(0.9486832980505138, 12);
  });

  test("is NaN when one side is constant, and rejects lists of different lengths", () => {
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(() => spearman([1, 2], [1])).toThrow();
  });
});

describe("percentile and mean", () => {
  test("uses the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([3, 1, 2], 100)).toBe(3);
    expect(percentile([], 95)).toBeNaN();
  });

  test("mean", () => {
    expect(mean([1, 2, 3])).toBe(2);
    expect(mean([])).toBeNaN();
  });
});
