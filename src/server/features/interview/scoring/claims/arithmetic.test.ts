import { describe, expect, test } from "vitest";
import { brokenSums } from "./arithmetic";
import { bankVerdicts } from "./bank-claims.fixtures";
import { findNumbers } from "./numbers";
import { tokenize } from "./tokens";

// Sums worked out aloud: a stated result its figures do not give is a slip, named against the point the
// sentence is credited to; a right sum, a longer chain or algebra is left alone.

const slips = (text: string) => {
  const tokens = tokenize(text);
  return brokenSums(tokens, findNumbers(tokens)).map((s) =>
    tokens
      .slice(s.from, s.to + 1)
      .map((t) => t.low)
      .join(" "),
  );
};

const judged = bankVerdicts;

describe("brokenSums", () => {
  test("a result the figures do not give is a slip, in words or digits", () => {
    expect(slips("So that's nine million times three, which is eighteen million cups.")).toEqual([
      "nine million times three , which is eighteen million",
    ]);
    expect(slips("Five plus three is seven.")).toEqual(["five plus three is seven"]);
  });

  test("a right result, said exactly or roughly, is no slip", () => {
    expect(slips("So that's nine million times three, which is twenty-seven million cups.")).toEqual([]);
    expect(slips("9 million times 0.3 is about 2.7 million.")).toEqual([]);
    expect(slips("100 divided by 5 is 20.")).toEqual([]);
  });

  test("a chain of more than two figures, a scale left out, algebra and ratios are not read", () => {
    expect(slips("Net change in cash is 15 minus 20 plus 120, which is 115.")).toEqual([]);
    expect(slips("A hundred and fifty times ten is one and a half billion.")).toEqual([]);
    expect(slips("So 2x + 1 = 1.10, and the ball is 5p.")).toEqual([]);
    expect(slips("That is 5 + 3.5/2 = 4.50.")).toEqual([]);
  });
});

describe("a slip in a sum is wrong for the point about the sums", () => {
  test("named against the arithmetic point, not the assumptions beside it", () => {
    const verdicts = judged(
      "coffees-in-london",
      "London has about nine million people and about a third of them buy a coffee a day, so that's nine million times a third, which is four million cups.",
    );
    expect(verdicts[2]?.status).toBe("wrong");
    expect(verdicts[2]?.evidence).toContain("four million");
    expect(verdicts[1]?.status).toBe("covered");
  });

  test("the same sum worked out rightly is credited", () => {
    const verdicts = judged(
      "coffees-in-london",
      "London has about nine million people and about a third of them buy a coffee a day, so that's nine million times a third, which is three million cups.",
    );
    expect(verdicts[2]?.status).toBe("covered");
  });
});
