import { describe, expect, test } from "vitest";
import type { KeyPointClaim } from "../../../../../shared/interview";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims, readForClaims } from "./judge-claims";
import { relationsBroken, sidesBroken } from "./relations";

// Which side of interest and tax each profit and cash flow sits: finance that many questions share,
// read in any question's answer, whatever its claims list.

const question = (id: string) => {
  const found = QUESTION_BANK.find((q) => q.id === id);
  if (!found?.claims) throw new Error(`the bank has no technical question ${id}`);
  return { ...found, claims: found.claims };
};
const sides = (text: string) => {
  const reading = readForClaims(text, question("bond-prices-yields").claims);
  return sidesBroken(reading, 0, reading.tokens.length - 1).map((r) => `${r.cause}>${r.effect}`);
};

describe("which side of interest and tax a measure sits", () => {
  test("a measure said to sit on the wrong side is broken", () => {
    expect(sides("Operating profit is what is left after the interest bill.")).toEqual([
      "operating-profit>interest",
    ]);
    expect(sides("Levered free cash flow comes before interest.")).toEqual(["levered-fcf>interest"]);
    expect(sides("Net income is struck before tax.")).toEqual(["net-income>tax"]);
  });
  test("the right side, a denial, or a measure whose name holds the side, is not", () => {
    expect(sides("Operating profit comes before interest is paid.")).toEqual([]);
    expect(sides("Operating profit is not after interest.")).toEqual([]);
    expect(sides("It is earnings before interest and tax.")).toEqual([]);
    expect(sides("Pre-tax profit falls, and after tax the hit is smaller.")).toEqual([]);
  });
});

describe("a measure on the wrong side in an answer", () => {
  // A made-up point whose claim lists no wrong form: only the shared sides can call it wrong.
  const keyPoints = ["Operating profit ignores how the business is funded"];
  const claims: KeyPointClaim[] = [
    {
      says: [{ any: ["ignores how the business is funded"] }],
      correction: "Operating profit is struck before interest, so it ignores how the business is funded.",
    },
  ];
  const verdict = (answer: string) => judgeClaims(answer, keyPoints, claims).verdicts[0];
  test("is wrong for the point that names it", () => {
    expect(verdict("Operating profit is measured after interest has gone out.")?.status).toBe("wrong");
  });
  test("said on the right side, it is not", () => {
    expect(verdict("Operating profit is measured before interest has gone out.")?.status).not.toBe("wrong");
  });
});

describe("how debt moves the cost of equity", () => {
  const broken = (text: string) => {
    const reading = readForClaims(text, question("bond-prices-yields").claims);
    return relationsBroken(reading, 0, reading.tokens.length - 1).map((r) => `${r.cause}>${r.effect}`);
  };
  test("more debt said to lower the cost of equity is broken; said to raise it, it is not", () => {
    expect(broken("More debt lowers the cost of equity.")).toContain("debt>cost-of-equity");
    expect(broken("More debt raises the cost of equity.")).toEqual([]);
  });
});

describe("oil and inflation, and spreads said wider or tighter", () => {
  const broken = (text: string) => {
    const reading = readForClaims(text, question("bond-prices-yields").claims);
    return relationsBroken(reading, 0, reading.tokens.length - 1).map((r) => `${r.cause}>${r.effect}`);
  };
  test("dearer oil said to lower inflation is broken; said to raise it, it is not", () => {
    expect(broken("Higher oil prices lower inflation.")).toEqual(["oil-price>inflation"]);
    expect(broken("Higher oil prices push up inflation.")).toEqual([]);
  });
  test("'wider' and 'tighter' give a spread its level", () => {
    expect(broken("A wider credit spread means a higher bond price.")).toEqual(["credit-spread>bond-price"]);
    expect(broken("A tighter credit spread means a lower bond price.")).toEqual(["credit-spread>bond-price"]);
    expect(broken("A wider credit spread means a lower bond price.")).toEqual([]);
  });
});
