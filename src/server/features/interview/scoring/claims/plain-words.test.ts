import { describe, expect, test } from "vitest";
import type { KeyPointClaim } from "../../../../../shared/interview";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims, readForClaims } from "./judge-claims";
import { bagOf, likeness } from "./likeness";

// Right points said in plain words: finance concepts named the way a candidate names them, everyday
// words that mean the same thing in an answer, and a sentence that says one part of a point listing
// several things.

const claims = () => {
  const found = QUESTION_BANK.find((q) => q.id === "walk-through-dcf");
  if (!found?.claims) throw new Error("the bank has no technical question walk-through-dcf");
  return found.claims;
};
const concepts = (text: string) => readForClaims(text, claims()).mentions.flatMap((m) => [...m.ids]);
const bag = (text: string) => {
  const reading = readForClaims(text, claims());
  return bagOf(reading, 0, reading.tokens.length - 1);
};

describe("finance concepts in everyday words", () => {
  test.each([
    ["The loan interest is taken off before tax is worked out.", "#tax-saving"],
    ["We discount at the blended cost of funding.", "#wacc"],
    ["It lists what the firm owns and owes on one date.", "#balance-sheet"],
    ["That is what the business owns.", "#assets"],
    ["Cash from running the business was strong.", "#operating-activities"],
    ["Those charges didn't use any cash.", "#non-cash"],
  ])("%s names %s", (text, id) => {
    expect(concepts(text)).toContain(id);
  });
});

describe("everyday words that mean the same in an answer", () => {
  test.each([
    ["bankrupt", "default"],
    ["lagging", "underperform"],
    ["tracker", "index"],
    ["slice", "dilution"],
    ["savings", "synergies"],
    ["immediately", "upfront"],
    ["spare", "surplus"],
    ["impact", "effect"],
    ["remaining", "leftover"],
    ["paydown", "repayment"],
    ["hinges", "depends"],
    ["gap", "difference"],
    ["rapidly", "quickly"],
    ["majority", "control"],
    ["profitability", "margin"],
    ["fees", "commission"],
    ["typically", "usually"],
    ["strip", "remove"],
    ["steady", "unchanged"],
    ["substantial", "large"],
    ["unwind", "reverse"],
    ["annually", "period"],
    ["invoices", "bills"],
    ["pledged", "collateral"],
    ["pricey", "expensive"],
    ["inputs", "assumptions"],
    ["struggling", "distressed"],
    ["transient", "temporary"],
    ["ongoing", "recurring"],
    ["exceeds", "excess"],
    ["shift", "change"],
    ["needed", "required"],
    ["outset", "start"],
  ])("%s meets %s", (said, point) => {
    expect(likeness(bag(said), bag(point)).share).toBe(1);
  });
});

describe("a sentence that says one part of a point listing several things", () => {
  const judge = (keyPoints: string[], answer: string) => {
    const own: KeyPointClaim[] = [
      {
        says: [{ any: ["stockroom ledger card"] }],
        correction: "Inventory is held at the lower of cost and net realisable value.",
      },
      { says: [{ any: ["out of post-tax profit"] }], correction: "Dividends come out of profit after tax." },
    ];
    return judgeClaims(answer, keyPoints, own, "What is inventory?", []).verdicts.map((v) => v.status);
  };

  test("covers the point when it says that part fully", () => {
    const keyPoints = [
      "Inventory: goods held for sale, valued at the lower of cost and net realisable value, shown among current assets",
      "Dividends are paid out of profit after tax",
    ];
    expect(judge(keyPoints, "It is the stock of goods the shop holds for sale.")).toEqual([
      "covered",
      "missing",
    ]);
  });

  test("a part too slight to stand for the point does not cover it", () => {
    const keyPoints = [
      "Inventory is held at the lower of cost and net realisable value, usually checked yearly",
      "Dividends are paid out of profit after tax",
    ];
    expect(judge(keyPoints, "The auditors usually check it yearly.")).toEqual(["missing", "missing"]);
  });
});
