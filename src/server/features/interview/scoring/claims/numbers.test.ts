import { describe, expect, test } from "vitest";
import { findNumbers, sameNumber } from "./numbers";
import { tokenize } from "./tokens";

const values = (text: string) => findNumbers(tokenize(text)).map((span) => span.values);

describe("findNumbers", () => {
  test("reads digits with their units: money, pence, percentages, fractions", () => {
    expect(values("£7.50")).toEqual([[7.5]]);
    expect(values("5p")).toEqual([[5, 0.05]]);
    expect(values("25%")).toEqual([[25, 0.25]]);
    expect(values("1/6")).toEqual([[1 / 6]]);
    expect(values("£1,050")).toEqual([[1050]]);
  });

  test("reads numbers in words as candidates say them", () => {
    expect(values("fifty-seven of the sixty")).toEqual([[57], [60]]);
    expect(values("three hundred pounds")).toEqual([[300]]);
    expect(values("five thousand and fifty")).toEqual([[5050]]);
    expect(values("seven and a half")).toEqual([[7.5]]);
    expect(values("four point eight")).toEqual([[4.8]]);
    expect(values("one in six")).toEqual([[1, 1 / 6]]);
    expect(values("two thirds")).toEqual([[2 / 3]]);
    expect(values("five pence")).toEqual([[5, 0.05]]);
  });

  test("money read out keeps both readings", () => {
    expect(values("seven fifty")).toEqual([[7.5, 750]]);
    expect(values("two pounds fifty")).toEqual([[2.5]]);
  });
});

describe("sameNumber", () => {
  test("compares exactly, or to half the last digit when said roughly", () => {
    const [exact] = findNumbers(tokenize("7.5"));
    const [rough] = findNumbers(tokenize("about 17%"));
    expect(exact && sameNumber(exact, [7.5])).toBe(true);
    expect(exact && sameNumber(exact, [7.4])).toBe(false);
    expect(rough && sameNumber(rough, [1 / 6])).toBe(true);
  });
});
