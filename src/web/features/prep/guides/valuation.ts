import { type Guide, list, paragraph, table } from "./guide-types";

export const VALUATION_GUIDE: Guide = {
  id: "valuation",
  title: "Valuation: DCF, comparables and precedents",
  kind: "Technical",
  summary: "The three main methods, when each fits, and the bridge from enterprise value to equity value.",
  sections: [
    {
      heading: "Discounted cash flow (DCF)",
      blocks: [
        paragraph(
          "A DCF values a business on the cash it will generate, so it is an intrinsic method: it does not depend on what the market pays for peers today.",
        ),
        list(
          [
            "Forecast unlevered free cash flow for five to ten years: EBIT × (1 − tax rate) + depreciation and amortisation − capital expenditure − increase in net working capital.",
            "Estimate a terminal value for the years after the forecast: either the perpetuity growth method, final-year cash flow × (1 + g) ÷ (WACC − g), or an exit multiple such as EV/EBITDA applied to final-year EBITDA.",
            "Discount the cash flows and the terminal value to today at the weighted average cost of capital (WACC). The cost of equity usually comes from CAPM: risk-free rate + beta × equity risk premium; the cost of debt is taken after tax.",
            "The sum is enterprise value. Bridge to equity value and divide by diluted shares for a value per share.",
          ],
          true,
        ),
        paragraph(
          "The terminal value is often more than half of the total, so show how sensitive the answer is to the growth rate and the WACC. A long-run growth rate above the economy's nominal growth is hard to defend.",
        ),
      ],
    },
    {
      heading: "Trading comparables and precedent transactions",
      blocks: [
        list([
          "Comparable companies: choose listed peers with similar business, size, growth and geography, calculate multiples such as EV/EBITDA, EV/revenue and P/E, and apply the median or a range to the target. Quick and market-based, but no two companies are truly alike and the market can be wrong.",
          "Precedent transactions: the multiples paid for similar companies in past deals. They include a control premium, so they usually give higher values than trading comparables, but older deals reflect the market conditions of their time.",
          "Present the ranges side by side on a football field chart, with the DCF, and explain which you trust most for this company and why.",
        ]),
      ],
    },
    {
      heading: "Enterprise value and equity value",
      blocks: [
        paragraph(
          "Enterprise value is the value of the operating business to all capital providers; equity value is the part that belongs to shareholders. The bridge: enterprise value = equity value + debt + preferred shares + non-controlling interests − cash and equivalents.",
        ),
        table(
          "A worked bridge",
          ["Item", "£m"],
          [
            ["Share price £5.00 × 200m diluted shares = equity value", "1,000"],
            ["Add total debt", "+400"],
            ["Add non-controlling interests", "+50"],
            ["Less cash", "−150"],
            ["Enterprise value", "1,300"],
          ],
        ),
        paragraph(
          "Match the multiple to the value: enterprise value goes with metrics before interest, such as revenue, EBITDA and EBIT, because they belong to every capital provider; equity value goes with metrics after interest, such as net income and earnings per share. EV/net income mixes the two and is a classic trap.",
        ),
        paragraph(
          "Diluted shares count options and convertibles that are in the money. The treasury stock method assumes option holders pay the exercise price and the company uses that cash to buy back shares at the current price, so only the net new shares are added.",
        ),
      ],
    },
  ],
};
