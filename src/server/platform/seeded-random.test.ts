import { describe, expect, it } from "vitest";
import { hashSeed, hexSeed, seededRandom, weightedSample } from "./seeded-random";

// The numbers below were read from the interview question bank's and the aptitude tests' generators
// before they became this one module: stored interviews and tests are rebuilt from their seeds, so the
// same seed must keep giving exactly these.

describe("seeded random", () => {
  it("hashes seeds as before", () => {
    expect(hashSeed("interview|42")).toBe(3646676450);
    expect(hashSeed("")).toBe(2166136261);
    expect(hashSeed("é")).toBe(1812687940);
    expect(hexSeed("order|s|1")).toBe("39f3fccd");
    expect(hexSeed("")).toBe("811c9dc5");
  });

  it("gives the same sequence for the same seed", () => {
    const random = seededRandom("interview|42");
    expect(Array.from({ length: 5 }, () => random.next())).toEqual([
      0.2799531074706465, 0.33516891207545996, 0.30319185042753816, 0.3833396704867482, 0.6458717442583293,
    ]);
    const again = seededRandom("interview|42");
    expect(again.next()).toBe(0.2799531074706465);
  });

  it("draws integers, picks and shuffles as before", () => {
    const random = seededRandom("numerical|abc");
    expect(Array.from({ length: 6 }, () => random.int(1, 100))).toEqual([23, 27, 71, 14, 56, 17]);
    expect(random.pick(["x", "y", "z"])).toBe("y");
    expect(random.shuffle([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([6, 2, 1, 8, 4, 5, 7, 3]);
    expect(seededRandom("s").shuffle([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([5, 3, 4, 7, 8, 2, 1, 6]);
  });

  it("samples by weight without replacement as before", () => {
    const weight = (letter: string) => letter.charCodeAt(0) - 96;
    expect(weightedSample(["a", "b", "c", "d", "e"], weight, 3, seededRandom("w"))).toEqual(["c", "d", "e"]);
    expect(weightedSample(["a", "b"], weight, 5, seededRandom("w"))).toHaveLength(2);
  });

  it("refuses to pick from an empty list", () => {
    expect(() => seededRandom("x").pick([])).toThrow("empty list");
  });
});
