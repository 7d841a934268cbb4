import { describe, expect, test } from "vitest";
import { bankStatuses } from "./bank-claims.fixtures";

// Common wrong forms the bank lists in everyday words (finance and brainteasers): each names the wrong
// statement against its point, and the right statement of the same thing, in similar words, is still
// credited.

const statuses = bankStatuses;

// [question, point, wrong statement, right statement of the same point]
const PAIRS: [string, number, string, string][] = [
  [
    "quantitative-easing",
    0,
    "It was mainly used in the 1970s to fight high inflation.",
    "The central bank creates reserves to buy assets, mainly government bonds.",
  ],
  [
    "etf-vs-mutual-fund",
    0,
    "You can only buy ETFs once a day at the closing price.",
    "An ETF trades on an exchange throughout the day, like a share.",
  ],
  [
    "sum-of-the-parts",
    0,
    "You'd use it when a company only has one business line.",
    "You'd use it for a company with distinct divisions in different industries.",
  ],
  [
    "pe-exit-routes",
    2,
    "An IPO is when the fund sells the company to a competitor.",
    "An IPO is when the fund lists the company on the stock exchange and sells down over time.",
  ],
  [
    "walk-through-lbo",
    0,
    "The sponsor funds the purchase mostly with its own equity and a small amount of debt.",
    "The sponsor funds the purchase with a lot of debt and some of its own equity.",
  ],
  [
    "link-statements",
    1,
    "Depreciation gets added back because it increases cash.",
    "Depreciation gets added back because it is a non-cash expense.",
  ],
  [
    "revenue-recognition",
    0,
    "You recognise revenue when the customer signs the contract.",
    "You recognise revenue when you satisfy the performance obligation and control passes to the customer.",
  ],
  [
    "allocate-a-million",
    1,
    "Diversification only lowers your returns.",
    "I'd diversify across asset classes, shares, bonds and some property.",
  ],
  [
    "dcf-pros-cons",
    1,
    "It doesn't really rely on assumptions, and the terminal value is usually quite a small part of the DCF.",
    "It relies heavily on assumptions, and the terminal value is usually most of the DCF.",
  ],
  [
    "dcf-pros-cons",
    2,
    "Multiples are the weaker method because they're just subjective opinions.",
    "Multiples are quick and market-based, but they depend on choosing good peers.",
  ],
  [
    "capex-vs-opex",
    1,
    "Capex is recorded as an expense in the income statement in the year you spend it.",
    "Capex is capitalised on the balance sheet and recorded as an expense over its life through depreciation.",
  ],
  [
    "equity-vs-debt-financing",
    1,
    "Adding debt also lowers the cost of equity.",
    "Adding debt raises the cost of equity, because shareholders bear more risk.",
  ],
  [
    "negative-earnings",
    0,
    "You'd still use P/E, you just get a negative multiple.",
    "P/E is meaningless when earnings are negative; if EBITDA is positive you can still use EV/EBITDA.",
  ],
  [
    "negative-earnings",
    2,
    "A DCF won't work at all, because you can't discount negative cash flows.",
    "You can still run a DCF with a longer forecast until cash flows turn positive.",
  ],
  [
    "dividend-discount-model",
    1,
    "The formula is dividend divided by (g - r).",
    "The formula is next year's dividend divided by (r - g).",
  ],
  [
    "pitch-a-stock",
    2,
    "The P/E is high, which means the stock is cheap.",
    "The P/E is low, which means the stock looks cheap against peers.",
  ],
  [
    "irr-vs-moic",
    1,
    "MOIC and IRR are basically the same thing, IRR is just MOIC shown as a percentage.",
    "MOIC is the multiple of money and ignores time, while IRR is the annualised return.",
  ],
  [
    "repo",
    1,
    "It's basically an unsecured loan.",
    "Unlike an unsecured loan, a repo is a short-term collateralised loan.",
  ],
  [
    "credit-spread",
    2,
    "It widens when interest rates fall.",
    "It widens in recessions, when default risk rises.",
  ],
  [
    "short-selling",
    1,
    "You also get to keep any dividends paid while you're short.",
    "You have to pay the lender any dividends paid while you're short, plus a borrow fee.",
  ],
  [
    "active-vs-passive",
    1,
    "A professional fund manager can beat the market consistently.",
    "Most active managers do worse than the market after fees.",
  ],
  [
    "accretion-dilution",
    1,
    "If the target has a higher P/E than the acquirer in an all-stock deal, it'll be accretive.",
    "In an all-stock deal, if the target has a lower P/E than the acquirer, it's accretive.",
  ],
  [
    "retained-earnings",
    2,
    "They are shown on the balance sheet as an asset.",
    "They are part of shareholders' equity on the balance sheet, not an asset.",
  ],
  [
    "yield-curve-inversion",
    1,
    "An inverted curve tells you investors expect strong growth and rising inflation.",
    "An inverted curve tells you investors expect rate cuts and slowing growth.",
  ],
  [
    "wacc-and-leverage",
    3,
    "The company should be funded mostly with debt.",
    "There is an optimal mix of debt and equity where WACC is lowest.",
  ],
  [
    "inventory-write-down",
    1,
    "Cash goes up because the company no longer has to pay to store that stock.",
    "Cash goes up £2.50 because the write-down is tax-deductible, so tax paid falls.",
  ],
  [
    "water-jugs",
    3,
    "So the five-litre now holds six litres.",
    "Fill the 5 again and top up the 3, which takes 1 litre, leaving 4 litres in the 5-litre jug.",
  ],
  [
    "hourglasses",
    3,
    "Run the five-minute glass, then the three-minute glass straight after, which gives seven minutes.",
    "Start both; when the five-minute runs out, flip the three-minute, which then runs out at seven minutes.",
  ],
  [
    "wacc",
    3,
    "The tax rate increases the cost of debt because interest is taxed.",
    "Use the after-tax cost of debt, because interest is tax-deductible, so tax lowers the cost of debt.",
  ],
  [
    "profit-vs-cash",
    0,
    "Profit is the cash left in the business after all costs have been paid.",
    "Profit is not cash: revenue can be booked before the cash arrives.",
  ],
  [
    "ebit-vs-net-income",
    2,
    "Net income is basically the same as revenue minus cost of sales.",
    "Net income is what's left after interest and tax.",
  ],
  [
    "clock-overlaps",
    0,
    "The hands meet exactly every 65 minutes.",
    "The hands meet every 65 and a bit minutes, so 11 times in 12 hours.",
  ],
  [
    "hundred-lockers",
    2,
    "After all the toggling the odd-numbered lockers stay open.",
    "Only perfect squares end up open.",
  ],
  [
    "two-eggs",
    3,
    "Steps of ten floors would also get you 14 in the worst case.",
    "The answer is 14 drops in the worst case.",
  ],
  [
    "right-angles-clock",
    0,
    "Every hour there's one at a quarter past and one at a quarter to.",
    "The hands are at right angles twice between each overlap.",
  ],
  [
    "mental-multiplication",
    2,
    "As a check, 17 and 23 are both three away from 21.",
    "As a sanity check it should be just under 400.",
  ],
];

describe("common wrong forms in everyday words", () => {
  test.each(PAIRS)(
    "%s, point %i: the wrong form is named, the right one credited",
    (id, point, wrong, right) => {
      expect(statuses(id, wrong)[point]).toBe("wrong");
      expect(statuses(id, right)[point]).toBe("covered");
    },
  );

  test("a wrong accounting identity is named; the right one is not called wrong", () => {
    expect(statuses("two-statements", "Total assets always equal revenue plus net income.")[0]).toBe("wrong");
    expect(statuses("two-statements", "Total assets always equal liabilities plus equity.")).not.toContain(
      "wrong",
    );
  });

  test("a spoken filler inside a wrong claim does not hide it, and a denial around one still counts", () => {
    expect(
      statuses(
        "value-a-bank",
        "And, um, the deposits would count as, sort of, cash, so you'd subtract them.",
      )[0],
    ).toBe("wrong");
    expect(statuses("value-a-bank", "The deposits would count as cash, so you'd subtract them.")[0]).toBe(
      "wrong",
    );
    expect(
      statuses("value-a-bank", "The deposits would not count as, sort of, cash: they fund the loans.")[0],
    ).not.toBe("wrong");
  });

  test("a wrong reason named in a sentence takes no credit for another point", () => {
    const said = statuses(
      "pitch-a-stock",
      "I'd pitch Apple because it's the biggest company in the world so it can't go down.",
    );
    expect(said[4]).toBe("wrong");
    expect(said[1]).not.toBe("covered");
  });
});
