import { describe, expect, test } from "vitest";
import { bankVerdicts } from "./bank-claims.fixtures";

// A right answer is not told a point is wrong for a sentence that speaks of something else than the
// point's own subject: a net figure over several events, what a position guards against, what would
// happen in another case, a figure the sum goes on from, the thing a sum starts from, the owner of
// the thing that moves, profit kept over the years, a move back to a set level. Each rule is checked
// beside a sentence that does get the point wrong, which must still be named.

const status = (id: string, text: string, point: string) =>
  bankVerdicts(id, text).find((v) => v.point === point)?.status;

describe("a sentence about another quantity than the point's", () => {
  const cash = "Cash falls by £7.50 after the interest is paid";
  test("a net figure over the borrowing and the interest is not the point's move", () => {
    expect(status("debt-raise-interest", "Balance sheet: cash up 92.5 on the assets side.", cash)).not.toBe(
      "wrong",
    );
    expect(status("debt-raise-interest", "On the balance sheet, cash is up £92.50.", cash)).not.toBe("wrong");
  });
  test("the point's move the wrong way, or a figure of the member's own, is still wrong", () => {
    expect(status("debt-raise-interest", "Once the interest is paid, cash rises by £7.50.", cash)).toBe(
      "wrong",
    );
    expect(status("debt-raise-interest", "After the interest, cash goes up by £67.50.", cash)).toBe("wrong");
  });

  const income = "No effect on the income statement or net income";
  test("profit kept in the business or built up over the years is retained earnings", () => {
    expect(
      status("dividends-effect", "On the other side, the profits kept in the business fall by £20.", income),
    ).not.toBe("wrong");
    expect(
      status(
        "dividends-effect",
        "It comes out of the profits the company has built up over the years.",
        income,
      ),
    ).not.toBe("wrong");
    expect(status("dividends-effect", "Profit falls by £20.", income)).toBe("wrong");
    expect(status("dividends-effect", "Net income falls by £20.", income)).toBe("wrong");
  });

  const coupons = "A bond's coupons are fixed";
  const cheaper = "When market yields rise, new bonds pay more, so existing bonds must be cheaper to compete";
  test("the owner of a thing said to be fixed is not what is fixed", () => {
    expect(status("bond-prices-yields", "A bond's payments are fixed.", cheaper)).not.toBe("wrong");
    expect(status("bond-prices-yields", "A bond's payments are fixed.", coupons)).toBe("covered");
  });
  test("a price rising back to par by maturity is another move than the answer to higher yields", () => {
    expect(status("bond-prices-yields", "The price rises back to a hundred by maturity.", cheaper)).not.toBe(
      "wrong",
    );
    expect(status("bond-prices-yields", "When yields rise, the price of the bond rises.", cheaper)).toBe(
      "wrong",
    );
  });

  const yields = "Long-dated gilt yields rose sharply and sterling fell";
  test("a clause with a subject of its own moves that subject", () => {
    expect(status("ldi-crisis", "When gilt yields rose, those positions lost value.", yields)).toBe(
      "covered",
    );
    expect(status("ldi-crisis", "When yields shot up, those positions lost value.", yields)).not.toBe(
      "wrong",
    );
  });
});

describe("a sentence that does not claim what happened", () => {
  const yields = "Long-dated gilt yields rose sharply and sterling fell";
  test("what a position hedges against, or is held in case of, did not happen", () => {
    expect(
      status(
        "ldi-crisis",
        "Pension funds used borrowed money and derivatives to hedge against falling rates.",
        yields,
      ),
    ).not.toBe("wrong");
    expect(status("ldi-crisis", "Schemes held swaps in case rates fell.", yields)).not.toBe("wrong");
    expect(status("ldi-crisis", "Long-dated gilt yields fell sharply after the mini-budget.", yields)).toBe(
      "wrong",
    );
  });

  const value = "Higher free cash flow raises the valuation";
  test("what would happen instead, in another case, is not the claim", () => {
    expect(
      status(
        "depreciation-dcf",
        "If the higher charge came from spending more on kit, cash would go out and the value would likely fall instead.",
        value,
      ),
    ).not.toBe("wrong");
    expect(status("depreciation-dcf", "Free cash flow rises by £2.50, so the value would fall.", value)).toBe(
      "wrong",
    );
  });
});

describe("sums said on the way", () => {
  const fifteen = "15% of 640 is 96 (10% is 64, 5% is 32)";
  test("a figure the sum goes on from is its first term, not the result", () => {
    expect(
      status(
        "percentage-mental",
        "Fifteen per cent of six forty is sixty-four plus thirty-two, ninety-six.",
        fifteen,
      ),
    ).not.toBe("wrong");
    expect(status("percentage-mental", "Fifteen per cent of six forty is sixty-four.", fifteen)).toBe(
      "wrong",
    );
  });

  const bridge = "EV = equity value + debt + preferred + non-controlling interest − cash";
  test("the thing added to is where the sum starts, not what it is said to be", () => {
    expect(
      status(
        "ev-vs-equity-value",
        "To get from one to the other you add debt and preferred shares to equity value and take off cash.",
        bridge,
      ),
    ).not.toBe("wrong");
    expect(status("ev-vs-equity-value", "Enterprise value is equity value minus debt.", bridge)).toBe(
      "wrong",
    );
  });
});
