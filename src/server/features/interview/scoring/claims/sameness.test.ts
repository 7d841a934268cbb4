import { describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { bankVerdicts } from "./bank-claims.fixtures";
import { readForClaims } from "./judge-claims";
import { samenessBroken } from "./relations";

// Profit is not cash, revenue is not profit, and the three statements are different things: a sentence
// that calls two of them the same is wrong whatever the question, and earns no credit for a point.

const claims = QUESTION_BANK.find((q) => q.id === "one-statement")?.claims ?? [];
const same = (text: string) => {
  const reading = readForClaims(text, claims);
  return samenessBroken(reading, 0, reading.tokens.length - 1).map((r) => `${r.cause}=${r.effect}`);
};

describe("two things finance keeps apart called the same", () => {
  test("in either wording is broken", () => {
    expect(same("Net income is the same as the cash a company generates.")).toEqual(["net-income=cash"]);
    expect(same("Profit and cash are basically the same thing.")).toEqual(["profit=cash"]);
    expect(same("Revenue is equal to profit for a service firm.")).toEqual(["revenue=profit"]);
    expect(same("The cash flow statement is the same as the income statement but after tax.")).toEqual([
      "cash-flow-statement=income-statement",
    ]);
  });
  test("a denial, a disowned belief or the start of a sum is not", () => {
    expect(same("Net income is not the same as cash.")).toEqual([]);
    expect(same("People think profit is the same as cash, but it isn't.")).toEqual([]);
    expect(same("Free cash flow is equal to net income plus depreciation less capex.")).toEqual([]);
  });
});

describe("a sentence calling profit cash", () => {
  const answer =
    "I'd choose the income statement, because net income is the same as the cash a company generates, so it tells you everything about liquidity.";
  test("states the point about cash wrongly and covers nothing", () => {
    const verdicts = bankVerdicts("one-statement", answer);
    expect(verdicts.filter((v) => v.status === "covered")).toEqual([]);
    expect(verdicts.some((v) => v.status === "wrong" && v.evidence?.includes("same as the cash"))).toBe(true);
  });
});
