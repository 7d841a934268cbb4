import { describe, expect, test } from "vitest";
import { plainLower } from "./answer-text";
import { findWrongClaims } from "./technical";

const CLAIMS = [
  {
    pattern: "depreciation (\\w+ ){0,3}(increases|increase) (\\w+ ){0,2}cash",
    correction: "Depreciation is non-cash.",
  },
  { pattern: "\\b10 ?p\\b", correction: "The ball costs 5p." },
  { pattern: "50 ?/ ?50|doesn't matter", correction: "Switching wins two times in three." },
];
const found = (text: string) => findWrongClaims(plainLower(text), CLAIMS).map((claim) => claim.quote);

describe("findWrongClaims", () => {
  test("finds a stated wrong claim and quotes it", () => {
    expect(found("Then depreciation increases cash because you add it back.")).toEqual([
      "depreciation increases cash",
    ]);
    expect(found("The ball is 10p.")).toEqual(["10p"]);
  });

  test("ignores a claim the answer denies, supposes or calls wrong", () => {
    expect(found("Depreciation does not increase cash; only the tax saving does.")).toEqual([]);
    expect(found("If the ball cost 10p, the bat would cost £1.10.")).toEqual([]);
    expect(found("The intuitive answer of 10p is wrong.")).toEqual([]);
    expect(found("It's not 50/50, so switch.")).toEqual([]);
  });

  test("a claim that is itself negative is still found", () => {
    expect(found("I'd stay, it doesn't matter which door you pick.")).toEqual(["doesn't matter"]);
  });
});
