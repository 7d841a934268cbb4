import { describe, expect, test } from "vitest";
import { bankStatuses } from "./bank-claims.fixtures";

// Wrong forms candidates often give on the technical questions, written from what interviewers hear:
// a direction swapped (unlevering "raises" beta), a definition swapped with its neighbour (receivables
// as money owed to suppliers, a credit spread as a bank's lending margin), a wrong cause (debt added
// to EV "because it is cheaper"), tax waved away in a walkthrough. Each is named against its point,
// and the right statement of the same point is not called wrong.

const statuses = bankStatuses;

// [question, point, wrong statement]
const WRONG: [string, number, string][] = [
  ["option-basics", 2, "A holder of a call could lose far more than the premium."],
  ["option-basics", 2, "Both the holder and the writer have to go through with it at expiry."],
  ["bond-prices-yields", 3, "The price move is smaller for long-dated bonds."],
  ["bond-prices-yields", 3, "Short-term bonds move more than long ones."],
  ["bond-prices-yields", 1, "Rising yields signal the issuer is riskier, so people sell."],
  ["bond-prices-yields", 1, "Yields are set by the ratings agencies."],
  ["credit-spread", 0, "It's the gap between a bank's lending rate and what it pays depositors."],
  ["credit-spread", 0, "It is quoted over the Bank of England base rate."],
  ["credit-spread", 2, "Spreads widen when the central bank cuts rates."],
  ["credit-spread", 2, "A wider spread means the bond is safer."],
  ["quantitative-easing", 0, "It's designed to bring down inflation."],
  ["short-selling", 2, "With a short you never lose money."],
  ["dividends-effect", 0, "Dividends give the company a tax deduction."],
  ["dividends-effect", 0, "It costs £15 after the 25% tax saving."],
  ["accounts-receivable", 0, "Receivables are what the company owes its suppliers."],
  ["accounts-receivable", 2, "Liabilities go up by £10."],
  ["deferred-revenue", 2, "It is recognised on the income statement immediately."],
  ["deferred-revenue", 0, "Deferred revenue is the same as receivables."],
  ["unlever-beta", 1, "Unlevering raises the beta."],
  ["unlever-beta", 1, "Relevering then takes it back down."],
  ["unlever-beta", 1, "Debt makes the shares less risky."],
  ["ev-from-share-price", 2, "You add debt because it's cheaper than equity."],
  ["why-subtract-cash", 0, "We subtract debt too when getting to enterprise value."],
  ["why-subtract-cash", 0, "The business owes that cash to its shareholders."],
  ["ev-vs-equity-value", 1, "Enterprise value is just the market cap."],
  ["ev-vs-equity-value", 0, "Equity value is the book value of equity."],
  ["asset-sale-gain", 0, "The gain is booked in revenue."],
  ["asset-sale-gain", 0, "The tax doesn't matter here."],
  ["depreciation-walkthrough", 0, "Higher depreciation boosts net income."],
  ["depreciation-walkthrough", 4, "There's no tax effect."],
  ["inventory-write-down", 1, "There is no tax effect because nothing was sold."],
  ["duration", 2, "Duration is simply the maturity of the bond."],
  ["duration", 3, "A higher coupon raises duration."],
  ["irr-vs-moic", 0, "MOIC takes account of timing."],
  ["irr-vs-moic", 2, "The IRR is about 20% a year."],
  ["option-price-drivers", 4, "Higher volatility lowers a put's value."],
  ["profit-vs-cash", 0, "Profit is the same as cash."],
  ["rates-rise-dcf", 2, "When rates rise the WACC falls."],
  ["wacc", 3, "Equity is cheaper than debt."],
  ["yield-curve-inversion", 0, "An inversion is when long-term yields are higher than short-term ones."],
  ["yield-curve-inversion", 1, "It means markets expect rates to rise."],
  ["capex-vs-opex", 1, "Capex is expensed immediately."],
  ["free-cash-flow", 0, "You take cash from operations and add capex."],
  ["free-cash-flow", 3, "Unlevered free cash flow is after interest."],
  ["strong-dollar-em", 0, "Their dollar debt gets cheaper to repay."],
  ["accretion-dilution", 1, "It's accretive when the target's P/E is higher."],
  ["debt-raise-interest", 0, "The loan counts as revenue."],
  ["debt-raise-interest", 3, "The debt falls by £10."],
];

// [question, right statement] that shares words with a wrong form above
const RIGHT: [string, string][] = [
  ["option-basics", "The most the buyer can lose is the premium."],
  ["bond-prices-yields", "Longer-duration bonds move more."],
  ["credit-spread", "A credit spread is the extra yield over a government bond of the same maturity."],
  ["credit-spread", "It widens in recessions, when investors turn risk-off."],
  ["short-selling", "Losses are in theory unlimited, because the price can keep rising."],
  ["dividends-effect", "A dividend comes out of after-tax profit, so it gives no tax saving."],
  ["accounts-receivable", "Receivables are what customers owe the company; they are an asset."],
  ["unlever-beta", "Unlevering strips out the debt, so the asset beta is lower than the levered beta."],
  ["ev-vs-equity-value", "Enterprise value is market cap plus net debt."],
  ["why-subtract-cash", "We add debt and subtract cash to get from equity value to enterprise value."],
  ["depreciation-walkthrough", "The tax saving of £2.50 is the only cash effect."],
  ["duration", "Duration is the weighted-average time to receive the cash flows, not simply the maturity."],
  ["free-cash-flow", "Free cash flow is cash from operations minus capex."],
  ["why-subtract-cash", "We subtract net debt from enterprise value to get equity value."],
];

describe("finance misreadings candidates commonly give", () => {
  test.each(WRONG)("%s, point %i: %s is named as wrong", (id, point, wrong) => {
    expect(statuses(id, wrong)[point]).toBe("wrong");
  });

  test.each(RIGHT)("%s: %s is not called wrong", (id, right) => {
    expect(statuses(id, right)).not.toContain("wrong");
  });
});
