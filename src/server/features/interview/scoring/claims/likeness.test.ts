import { describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims, readForClaims } from "./judge-claims";
import { bagOf, contradicts, likeness, mayState, opposes, polarOf, stem, withoutQuestion } from "./likeness";

const question = (id: string) => {
  const found = QUESTION_BANK.find((q) => q.id === id);
  if (!found?.claims) throw new Error(`the bank has no technical question ${id}`);
  return { ...found, claims: found.claims };
};
const read = (text: string, id = "bond-prices-yields") => {
  const reading = readForClaims(text, question(id).claims);
  const last = reading.tokens.length - 1;
  return { bag: bagOf(reading, 0, last), polar: polarOf(reading, 0, last) };
};
const statuses = (id: string, answer: string) => {
  const q = question(id);
  return judgeClaims(answer, q.keyPoints, q.claims, q.text, q.outline).verdicts.map((v) => v.status);
};

describe("words folded to their stems and everyday groups", () => {
  test("forms of one word share a stem", () => {
    expect(stem("discounting")).toBe(stem("discounted"));
    expect(stem("discounts")).toBe(stem("discount"));
    expect(stem("lenders")).toBe(stem("lender"));
    expect(stem("recognised")).toBe(stem("recognized"));
    // An adverb meets its adjective: "trade systematically" says "systematic".
    expect(stem("systematically")).toBe(stem("systematic"));
    expect(stem("technically")).toBe(stem("technical"));
    expect(stem("reliably")).toBe(stem("reliable"));
    expect(stem("reliably")).not.toBe(stem("rely"));
  });

  test("everyday words of one group meet: stockholders are owners, a firm is a business", () => {
    const target = read("The business's owners are paid later.").bag;
    expect(likeness(read("The firm's stockholders are paid afterwards.").bag, target).share).toBe(1);
    expect(likeness(read("Tomorrow it might rain in Leeds.").bag, target).shared).toBe(0);
  });

  test("what the question itself says is no sign of a point", () => {
    const asked = read("How does short selling work?").bag;
    const target = withoutQuestion(read("Short selling means borrowing shares to sell them.").bag, asked);
    // "short selling" restates the question, so a sentence that only restates it meets nothing.
    expect(likeness(read("Short selling works like this.").bag, target).shared).toBe(0);
  });
});

describe("contradictions read from the point's own words", () => {
  test("one thing said to move the other way contradicts; said both ways, the agreeing statement counts", () => {
    const point = read("Cash rises by 2.50.", "depreciation-walkthrough").polar;
    expect(contradicts(read("Cash falls by 10.", "depreciation-walkthrough").polar, point)).toBe(true);
    expect(contradicts(read("Cash goes up by 2.50.", "depreciation-walkthrough").polar, point)).toBe(false);
    expect(
      contradicts(
        read("Cash falls by 10, then cash rises by 2.50.", "depreciation-walkthrough").polar,
        point,
      ),
    ).toBe(false);
  });

  test("two things: moving with each other where the point has them move against each other contradicts", () => {
    const point = read("When yields rise, bond prices fall.").polar;
    expect(contradicts(read("When yields go up, bond prices go up too.").polar, point)).toBe(true);
    expect(contradicts(read("When yields drop, bond prices climb.").polar, point)).toBe(false);
  });

  test("together against inverse contradicts", () => {
    const point = read("Bond prices and yields move inversely.").polar;
    expect(opposes(read("Bond prices and yields move together.").polar, point)).toBe(true);
    expect(opposes(read("Bond prices and yields are inversely related.").polar, point)).toBe(false);
  });

  test("the other of a pair of opposites contradicts", () => {
    const point = read("Deferred revenue is a liability.", "deferred-revenue").polar;
    expect(opposes(read("Deferred revenue is an asset.", "deferred-revenue").polar, point)).toBe(true);
    expect(opposes(read("It sits with the liabilities.", "deferred-revenue").polar, point)).toBe(false);
  });

  test("a sum's sides are compared only for the same thing defined", () => {
    const point = read("Enterprise value is equity value plus net debt.", "ev-vs-equity-value").polar;
    const same = read("Enterprise value is equity value minus net debt.", "ev-vs-equity-value").polar;
    const other = read("Equity value is enterprise value minus net debt.", "ev-vs-equity-value").polar;
    expect(contradicts(same, point)).toBe(true);
    expect(contradicts(other, point)).toBe(false);
  });
});

describe("verdicts from meaning", () => {
  test("a sentence may state a point only when it neither contradicts nor denies it", () => {
    const point = read("Cash rises by 2.50.", "depreciation-walkthrough").polar;
    expect(mayState(read("Cash goes up by 2.50.", "depreciation-walkthrough").polar, point)).toBe(true);
    expect(mayState(read("Cash does not go up by 2.50.", "depreciation-walkthrough").polar, point)).toBe(
      false,
    );
    expect(mayState(read("Cash falls by 2.50.", "depreciation-walkthrough").polar, point)).toBe(false);
  });

  test("a sentence opening with a pronoun speaks of the thing the sentence before named", () => {
    const a = read("It is recorded as a liability.", "deferred-revenue").bag;
    const q = question("deferred-revenue");
    const answer = "Deferred revenue is cash a customer pays up front. It is recorded as a liability.";
    const verdicts = judgeClaims(answer, q.keyPoints, q.claims, q.text, q.outline).verdicts;
    expect(a.concepts.flat()).not.toContain("#deferred-revenue");
    expect(verdicts[1]).toMatchObject({ status: "covered", evidence: "It is recorded as a liability" });
  });

  test("a later sentence saying a covered point again in plain words is kept beside the first", () => {
    const q = question("deferred-revenue");
    const plain =
      "Basically the firm owes the customer the work, so it sits with what the company owes until it delivers";
    const answer = `Deferred revenue is cash a customer pays up front. It is recorded as a liability. ${plain}.`;
    const verdicts = judgeClaims(answer, q.keyPoints, q.claims, q.text, q.outline).verdicts;
    expect(verdicts[1]).toMatchObject({
      status: "covered",
      evidence: "It is recorded as a liability",
      alsoSaid: [plain],
    });
  });

  test("a sentence like a point that states it the other way is wrong, never covered", () => {
    const got = statuses(
      "bond-prices-yields",
      "Bond prices and yields basically move together, so higher yields mean higher prices.",
    );
    expect(got).toContain("wrong");
    expect(got.filter((s) => s === "covered")).toHaveLength(0);
  });
});

describe("pronouns added or subtracted, and valuation multiples", () => {
  test("a pronoun added or subtracted stands for the question's subject, in a point and an answer alike", () => {
    const point = read(
      "It is non-cash, so it is added back in operating cash flow.",
      "stock-based-comp",
    ).polar;
    const against = read(
      "In the cash flow section you'd subtract it from operating cash.",
      "stock-based-comp",
    );
    expect(contradicts(against.polar, point)).toBe(true);
    const along = read(
      "On the cash flow statement you put it back in, since no money left.",
      "stock-based-comp",
    );
    expect(contradicts(along.polar, point)).toBe(false);
    expect(contradicts(read("So you add them back when you reach operating cash.").polar, point)).toBe(false);
  });

  test("a denied pronoun says no side", () => {
    const point = read("It is added back on the cash flow statement.", "stock-based-comp").polar;
    const denied = read("You shouldn't simply add it back and move on.", "stock-based-comp").polar;
    expect(denied.poles).toEqual([]);
    expect(contradicts(denied, point)).toBe(false);
  });

  test("an answer that subtracts what the point adds back is named wrong for that point", () => {
    const verdicts = statuses(
      "stock-based-comp",
      "Share awards are a cost on the P&L. In the cash flow section you'd subtract it from operating cash.",
    );
    expect(verdicts[1]).toBe("wrong");
    const right =
      "Share awards are a cost on the P&L. In the cash flow section you'd add it back to operating cash.";
    expect(statuses("stock-based-comp", right)[1]).toBe("covered");
  });

  test("a valuation multiple takes a direction, and weighs in likeness as the plain word", () => {
    const moved = read("Funds hope the multiple shrinks by the time they sell.", "lbo-return-drivers").polar;
    expect(moved.dirs.map((d) => [[...d.ids], d.dir])).toEqual([[["#valuation-multiple"], "down"]]);
    const grown = read("They count on multiple expansion.", "lbo-return-drivers").polar;
    expect(grown.dirs.map((d) => d.dir)).toEqual(["up"]);
    expect(read("the multiple", "lbo-return-drivers").bag.concepts).toEqual([]);
    expect(statuses("lbo-return-drivers", "They hope the multiple shrinks by the time they exit.")[2]).toBe(
      "wrong",
    );
    expect(statuses("lbo-return-drivers", "They hope the multiple grows by the time they exit.")[2]).toBe(
      "covered",
    );
  });

  test("a promise is an obligation, and to satisfy one is to deliver it", () => {
    const target = read("Satisfy each obligation.", "revenue-recognition").bag;
    expect(likeness(read("Deliver each promise.", "revenue-recognition").bag, target).share).toBe(1);
  });
});

describe("opposite words, said or denied", () => {
  test("each pair added reads as opposites", () => {
    expect(opposes(read("It is expensed at once.").polar, read("It is capitalised.").polar)).toBe(true);
    expect(opposes(read("They outperform.").polar, read("They underperform.").polar)).toBe(true);
    expect(opposes(read("The tax is delayed.").polar, read("The tax is paid earlier.").polar)).toBe(true);
    expect(opposes(read("Losses are limited.").polar, read("Losses are unlimited.").polar)).toBe(true);
  });

  test("an opposite word the sentence denies is not said", () => {
    expect(opposes(read("There's no limit to the losses.").polar, read("Losses are unlimited.").polar)).toBe(
      false,
    );
  });

  test("'high' and 'low' give a thing a level, as 'higher' and 'lower' do", () => {
    const low = read("Capex should be low.", "good-lbo-candidate").polar;
    expect(contradicts(read("You want high capex.", "good-lbo-candidate").polar, low)).toBe(true);
    expect(contradicts(read("You want low capex.", "good-lbo-candidate").polar, low)).toBe(false);
  });

  test("a sentence with the other word of a paired point speaks of that point, not this one wrongly", () => {
    const answer =
      "Unlevered is the cash the company makes before any payments to lenders, so it's open to everyone who put money in, lenders and shareholders alike.";
    expect(statuses("levered-vs-unlevered-fcf", answer)).not.toContain("wrong");
  });
});

describe("a point's own denials, and the reader's words of movement", () => {
  test("a point that calls a thing non-cash is stated by a sentence denying it is cash", () => {
    const point = read(
      "Cash flow: add back the £10 of non-cash depreciation.",
      "depreciation-walkthrough",
    ).polar;
    const said = read(
      "On the cash flow you add back the depreciation because it's not a real cash payment.",
      "depreciation-walkthrough",
    ).polar;
    expect(mayState(said, point)).toBe(true);
    // A denial of what the point asserts, in the same words, still stops it.
    const denied = read(
      "On the cash flow you don't add back the depreciation.",
      "depreciation-walkthrough",
    ).polar;
    expect(mayState(denied, point)).toBe(false);
  });

  test("a plain word of movement ('lift') is direction, not meaning: other movement words meet it", () => {
    const point = read("Higher rates lift calls.", "option-price-drivers");
    const said = read("Higher rates push calls up.", "option-price-drivers");
    expect(likeness(said.bag, point.bag).share).toBe(1);
    expect(contradicts(said.polar, point.polar)).toBe(false);
    // Said the other way, the same words contradict the point.
    expect(
      contradicts(read("Higher rates push calls down.", "option-price-drivers").polar, point.polar),
    ).toBe(true);
  });
});

describe("equity as the owners' word", () => {
  test("a point about the cost of equity is met by a sentence about what shareholders want", () => {
    expect(
      statuses(
        "wacc-and-leverage",
        "As the company borrows more, shareholders' returns get riskier, so they want more.",
      )[1],
    ).toBe("covered");
  });

  test("'equity holders' is one thing: a sentence saying only 'equity' does not meet it twice", () => {
    // Counted apart, "equity" would meet both "equity" and "holders" and this wrong reason would be
    // taken as the point that shareholders demand more.
    expect(
      statuses("wacc-and-leverage", "Debt costs more than equity, since equity is free money."),
    ).not.toContain("covered");
  });
});
