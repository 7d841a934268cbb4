import { type Guide, list, paragraph, table } from "./guide-types";

export const MERGERS_GUIDE: Guide = {
  id: "m-and-a",
  title: "M&A: accretion, synergies and the deal process",
  kind: "Technical",
  summary:
    "Why companies buy, whether a deal adds to earnings per share, and how a sale runs from mandate to completion.",
  sections: [
    {
      heading: "Why companies buy",
      blocks: [
        paragraph(
          "A buyer pays for growth it cannot reach as fast on its own: new markets, products, customers or capabilities, and synergies. The question behind every deal is whether the value created is larger than the premium paid to the target's owners.",
        ),
      ],
    },
    {
      heading: "Accretion and dilution",
      blocks: [
        paragraph(
          "A deal is accretive if the buyer's earnings per share (EPS) after the deal are higher than before, and dilutive if lower. Compare the cost of the funding with the target's earnings yield (its net income ÷ purchase price, the inverse of the P/E paid).",
        ),
        list([
          "All stock: accretive if the buyer's P/E is higher than the P/E paid for the target, before synergies and fees.",
          "All cash or debt: accretive if the after-tax cost of the cash (interest forgone) or of the debt is below the target's earnings yield.",
        ]),
        table(
          "Buyer: net income £100m, 100m shares, EPS £1.00, share price £20 (P/E 20). Target bought for £300m, net income £20m (P/E 15).",
          ["Funding", "Pro forma net income", "Shares", "EPS", "Change"],
          [
            ["All stock: 15m new shares at £20", "£120m", "115m", "£1.043", "+4.3%"],
            ["All debt at 6%, 25% tax: after-tax interest £13.5m", "£106.5m", "100m", "£1.065", "+6.5%"],
          ],
        ),
        paragraph(
          "Debt is more accretive here because its after-tax cost (4.5%) is below both the target's earnings yield (6.7%) and the buyer's own earnings yield (5%). Accretion is not value creation: a deal can add to EPS and still destroy value if the price is too high.",
        ),
      ],
    },
    {
      heading: "Synergies",
      blocks: [
        list([
          "Cost synergies: removing duplicated head offices, systems, sites and purchasing. Bankers and investors trust them more because management controls them.",
          "Revenue synergies: cross-selling to each other's customers or selling into new regions. Less certain, so they are often discounted or left out of the price.",
          "Synergies take time and cost money to achieve (integration costs). Their present value, net of those costs, is the most a buyer can rationally pay over the target's standalone value.",
        ]),
      ],
    },
    {
      heading: "How a sale process runs",
      blocks: [
        list(
          [
            "Preparation: the sell-side adviser builds the model, a teaser and an information memorandum, and a list of likely buyers.",
            "First round: buyers sign a non-disclosure agreement, read the memorandum and submit non-binding indicative offers.",
            "Second round: a shortlist gets management presentations and data-room access for due diligence, then submits binding offers with comments on the sale and purchase agreement.",
            "Signing, then completion once financing, regulatory approvals (such as the CMA in the UK) and other conditions are met.",
          ],
          true,
        ),
        paragraph(
          'Buying a UK listed company follows the Takeover Code: once a possible offer is announced, the bidder usually has 28 days to make a firm offer or walk away ("put up or shut up"), and many deals complete by a scheme of arrangement, which needs approval by a majority in number representing 75% in value of the shareholders voting.',
        ),
      ],
    },
  ],
};
