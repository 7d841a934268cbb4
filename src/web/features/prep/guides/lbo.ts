import { type Guide, list, paragraph, table } from "./guide-types";

export const LBO_GUIDE: Guide = {
  id: "lbo",
  title: "LBO: how private equity makes its returns",
  kind: "Technical",
  summary: "The three sources of return, a simple worked LBO with numbers, and what makes a good candidate.",
  sections: [
    {
      heading: "What a leveraged buyout is",
      blocks: [
        paragraph(
          "A private equity fund buys a company using a small amount of its own equity and a large amount of debt, which the company's own cash flows repay. After three to seven years the fund sells the company or lists it, and the equity it gets back, compared with what it put in, is its return.",
        ),
        paragraph(
          "Debt raises the return on equity because the fund puts in less of its own money, and every pound of debt repaid from the company's cash becomes a pound of value for the equity. It also raises the risk: if cash flows fall, the company may be unable to pay its interest.",
        ),
      ],
    },
    {
      heading: "Where the returns come from",
      blocks: [
        list([
          "EBITDA growth: more revenue and better margins make the business worth more at the same multiple.",
          "Debt paydown: cash used to repay debt raises equity value pound for pound.",
          "Multiple expansion: selling at a higher EV/EBITDA multiple than the entry multiple. Funds try not to rely on it, because the market sets it.",
        ]),
      ],
    },
    {
      heading: "A simple worked LBO",
      blocks: [
        paragraph(
          "A company with EBITDA of £50m is bought at 10× EBITDA: an enterprise value of £500m (ignore fees). It is funded with £300m of debt (60%) and £200m of equity (40%). Over five years EBITDA grows to £70m, and the company generates £150m of cash after interest, tax, capital expenditure and working capital, all used to repay debt. The fund sells at the same 10× multiple.",
        ),
        table(
          "Entry and exit, £m",
          ["Measure", "Entry", "Exit (year 5)"],
          [
            ["EBITDA", "50", "70"],
            ["EV/EBITDA multiple", "10.0×", "10.0×"],
            ["Enterprise value", "500", "700"],
            ["Debt", "300", "150"],
            ["Equity value", "200", "550"],
          ],
        ),
        paragraph(
          "The equity grows from £200m to £550m: a multiple of invested capital (MOIC) of 2.75×. The internal rate of return (IRR) is 2.75^(1/5) − 1, about 22% a year.",
        ),
        paragraph(
          "The £350m gain splits into £200m from EBITDA growth (£20m more EBITDA × 10) and £150m from paying down debt; multiple expansion adds nothing here. Selling at 11× instead would add another £70m.",
        ),
        list([
          "Rules of thumb for the IRR: 2× in 5 years is about 15%; 3× in 5 years is about 25%; 2× in 3 years is about 26%.",
          "The longer the fund holds, the more MOIC it needs for the same IRR.",
        ]),
      ],
    },
    {
      heading: "A good LBO candidate",
      blocks: [
        list([
          "Stable, predictable cash flows to service the debt, with low capital expenditure needs.",
          "A strong market position, such as recurring revenue or high switching costs.",
          "Room to improve: costs to cut, add-on acquisitions to make, pricing to fix.",
          "A sensible entry price and a credible exit: a trade buyer, another fund or a listing.",
        ]),
      ],
    },
  ],
};
