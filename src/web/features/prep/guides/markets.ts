import { type Guide, list, paragraph } from "./guide-types";

export const MARKETS_GUIDE: Guide = {
  id: "markets",
  title: "Markets: rates, FX, equities and your market story",
  kind: "Technical",
  summary: "How the main asset classes move together, and how to talk about a market story in an interview.",
  sections: [
    {
      heading: "Interest rates",
      blocks: [
        paragraph(
          "The Bank of England's Monetary Policy Committee sets Bank Rate to bring inflation back to its 2% target. Markets price where they expect Bank Rate to go, and that expectation drives short-dated gilt yields; longer-dated yields also reflect expected inflation, growth, government borrowing and the extra return investors want for lending for longer.",
        ),
        list([
          "Bond prices move opposite to yields: when yields rise, existing bonds with lower coupons are worth less.",
          "Duration measures that sensitivity: a bond with a modified duration of 7 loses roughly 7% of its value if its yield rises by one percentage point.",
          "The yield curve plots yields against maturity. It usually slopes upwards; an inverted curve, with short yields above long ones, is often read as the market expecting rate cuts and slower growth.",
        ]),
      ],
    },
    {
      heading: "Foreign exchange",
      blocks: [
        paragraph(
          "Currencies respond to differences in interest rates, growth and risk appetite. If markets expect UK rates to stay higher than US rates, sterling tends to strengthen against the dollar, all else equal, because sterling assets pay more. In a global sell-off, investors often buy the dollar, the yen and the Swiss franc as safe havens.",
        ),
        paragraph(
          "A weaker pound helps FTSE 100 companies that earn most of their revenue abroad, because those earnings are worth more in sterling, and it pushes up the cost of imports, which feeds into UK inflation.",
        ),
      ],
    },
    {
      heading: "Equities",
      blocks: [
        paragraph(
          "A share price is expected earnings multiplied by the multiple investors will pay for them. Earnings follow the economy and the company's own performance; the multiple depends on growth, risk and interest rates. Higher rates raise the discount rate, which hits companies whose profits lie far in the future, such as high-growth technology, harder than steady dividend payers.",
        ),
      ],
    },
    {
      heading: "Telling a market story",
      blocks: [
        paragraph(
          '"Tell me about something you have followed in the markets" tests whether you follow markets because you are interested, and whether you can think in cause and effect. Pick one story you have followed for weeks, not one you read about this morning, and structure it:',
        ),
        list(
          [
            "What happened, with a number: the move, the level and the period.",
            "Why: the two or three drivers, such as a data release, a central bank decision or company results.",
            "What it means: the knock-on effects for other assets, sectors or the firm's clients.",
            "Your view and what would change it: what you would watch next and the main risk to your view.",
          ],
          true,
        ),
        paragraph(
          "For example: if UK inflation comes in above expectations, markets price a higher path for Bank Rate, two-year gilt yields rise, sterling tends to firm, and rate-sensitive shares such as housebuilders fall. Then say what you think happens next and why.",
        ),
        paragraph(
          "Check the levels on the morning of the interview: Bank Rate, the 10-year gilt yield, the FTSE 100, GBP/USD and Brent crude. Interviewers often ask where one of them is, and a rough, correct number shows you follow markets day to day.",
        ),
      ],
    },
  ],
};
