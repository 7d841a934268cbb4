import type { KnowledgeEntry } from "./entry";

// Technical interview topics: accounting, valuation, LBOs and M&A.

const TECHNICAL = { href: "/app/interview", label: "Practise technical questions" };

export const TECHNICAL_ENTRIES: KnowledgeEntry[] = [
  {
    id: "three-statements",
    topic: "technicals",
    title: "The three financial statements and how they link",
    terms:
      "accounting three statements income statement balance sheet cash flow statement link p&l technical",
    text: "The income statement shows revenue, expenses and profit over a period; the balance sheet shows assets, liabilities and equity at a point in time (assets = liabilities + equity); the cash flow statement explains the change in cash through operating, investing and financing activities. They link through net income, which starts the cash flow statement and adds to retained earnings in equity, and through the ending cash balance, which is the cash on the balance sheet. Non-cash items such as depreciation are added back in operating cash flow, capital expenditure appears in investing and adds to fixed assets, and debt raised or repaid appears in financing and on the balance sheet.",
    link: TECHNICAL,
  },
  {
    id: "depreciation-walkthrough",
    topic: "technicals",
    title: "Walk me through a £10 increase in depreciation",
    terms: "depreciation increase 10 walk through three statements accounting question tax",
    text: "With a 25% tax rate: on the income statement, operating profit falls by £10 and net income by £7.50 (the £2.50 tax saving offsets part of it). On the cash flow statement, net income is down £7.50 but depreciation, a non-cash expense, is added back £10, so cash rises by £2.50. On the balance sheet, cash is up £2.50 and net fixed assets (PP&E) down £10, so assets fall by £7.50; retained earnings, and with them equity, fall by £7.50, and the balance sheet balances. State your tax assumption first; the method matters more than the rate.",
    link: TECHNICAL,
  },
  {
    id: "dcf",
    topic: "technicals",
    title: "Walk me through a DCF",
    terms:
      "dcf discounted cash flow valuation free cash flow unlevered terminal value perpetuity growth exit multiple",
    text: "A DCF values a business as the present value of its future cash flows. Project unlevered free cash flow for about five to ten years (EBIT × (1 − tax rate) + depreciation and amortisation − capital expenditure − increase in net working capital), estimate a terminal value for the years beyond, either with the perpetuity growth method (final-year cash flow × (1 + g) / (WACC − g)) or an exit multiple of EBITDA, and discount everything to today at the WACC. The sum is enterprise value; subtract net debt (and other non-equity claims) to reach equity value, and divide by diluted shares for a value per share. Be ready to say which assumptions move the answer most: the discount rate and the terminal value.",
    link: TECHNICAL,
  },
  {
    id: "wacc",
    topic: "technicals",
    title: "WACC and the cost of equity",
    terms:
      "wacc weighted average cost of capital cost of equity capm beta risk free rate cost of debt discount rate",
    text: "The weighted average cost of capital is the return all capital providers require: WACC = E/(D+E) × cost of equity + D/(D+E) × cost of debt × (1 − tax rate), using market values. The cost of equity usually comes from CAPM: risk-free rate + beta × equity risk premium. Debt is cheaper than equity because lenders rank first and interest is tax-deductible, but more debt raises the risk to shareholders and so the cost of equity. A higher WACC lowers a DCF's value.",
    link: TECHNICAL,
  },
  {
    id: "valuation-methods",
    topic: "technicals",
    title: "Valuation methods: comparables, precedents and DCF",
    terms:
      "valuation methods trading comparables comps precedent transactions multiples ev/ebitda p/e football field",
    text: "The main methods are trading comparables (multiples such as EV/EBITDA or P/E of similar listed companies), precedent transactions (multiples paid in past acquisitions of similar companies), the DCF (intrinsic value from cash flows) and, for a financial buyer, an LBO analysis (what a sponsor could pay and still earn its target return). Precedents are usually higher than trading comparables because buyers pay a control premium. Bankers show the ranges side by side in a 'football field' chart. Be ready to say when each is most and least reliable.",
    link: TECHNICAL,
  },
  {
    id: "enterprise-value",
    topic: "technicals",
    title: "Enterprise value versus equity value",
    terms: "enterprise value ev equity value market cap net debt bridge minority interest",
    text: "Equity value is what belongs to shareholders (market capitalisation for a listed company: share price × diluted shares). Enterprise value is the value of the operating business to all capital providers: equity value + debt + preferred shares + minority (non-controlling) interests − cash. Match multiples to the value they measure: EV with figures before interest such as revenue and EBITDA, equity value with figures after interest such as net income (P/E). Raising debt and holding the cash leaves enterprise value unchanged.",
    link: TECHNICAL,
  },
  {
    id: "lbo",
    topic: "technicals",
    title: "Leveraged buyouts (LBOs)",
    terms: "what is an lbo leveraged buyout private equity sponsor debt irr moic returns",
    text: "In a leveraged buyout (LBO) a private equity firm buys a company using a large amount of debt, repaid from the company's own cash flows, and sells it after roughly three to seven years. Returns come from EBITDA growth, debt paydown (which increases the equity's share of the value) and any rise in the exit multiple; they are measured by IRR and the multiple of money (MOIC). Good LBO candidates have stable, predictable cash flows, modest capital needs, a strong market position and room to improve. As a rule of thumb, 2x money in five years is about a 15% IRR and 3x is about 25%.",
    link: TECHNICAL,
  },
  {
    id: "paper-lbo",
    topic: "technicals",
    title: "Doing a paper LBO",
    terms: "paper lbo mental maths modelling test private equity interview exercise",
    text: "A paper LBO is a quick leveraged buyout model done by hand: from the purchase multiple and EBITDA work out the price, split it into debt and equity, grow EBITDA for the holding period, add up the free cash flow that repays debt, apply the exit multiple to find the exit enterprise value, subtract the remaining net debt and divide by the equity invested. For example, buy at 10x £100m EBITDA (£1,000m) with £600m of debt and £400m of equity; if EBITDA reaches £150m, you exit at 10x (£1,500m) and £300m of debt remains, equity is £1,200m: 3.0x money, about 25% IRR over five years. Keep round numbers and say each step aloud.",
    link: TECHNICAL,
  },
  {
    id: "accretion-dilution",
    topic: "technicals",
    title: "M&A: accretion and dilution",
    terms: "m&a mergers acquisitions accretion dilution eps merger model all stock cash deal synergies",
    text: "A deal is accretive if the buyer's earnings per share rise after it, dilutive if they fall. In an all-stock deal, as a shortcut ignoring synergies and fees, it is accretive when the buyer's P/E is higher than the P/E it pays for the target. With cash or debt, compare the after-tax cost of the cash (lost interest) or of the new debt with the target's earnings yield (the inverse of the P/E paid). Synergies, fees and the amortisation of new intangibles change the answer, and EPS accretion alone does not make a deal create value.",
    link: TECHNICAL,
  },
  {
    id: "ma-process",
    topic: "technicals",
    title: "How an M&A sale process runs",
    terms:
      "m&a process sell side buy side auction teaser nda information memorandum cim bids due diligence spa",
    text: "In a typical sell-side auction the adviser prepares marketing materials and a buyer list, sends a short anonymous teaser, signs NDAs with interested parties and shares an information memorandum. First-round indicative bids narrow the field; the shortlisted bidders get management presentations and data-room due diligence, then submit binding bids with a marked-up sale and purchase agreement (SPA). The seller negotiates with the preferred bidder, signs, and completes once conditions such as regulatory approval are met. On the buy side, the adviser helps the client value the target, structure the offer and run due diligence.",
  },
  {
    id: "brainteasers",
    topic: "technicals",
    title: "Mental maths and brainteasers",
    terms: "brainteaser mental maths arithmetic puzzle estimation market sizing probability",
    text: "Some interviews include quick mental arithmetic (percentages, multiplying two-digit numbers, compound growth) or puzzles and estimates. Practise a few minutes a day: rounding, breaking numbers apart (15% = 10% + 5%) and the rule of 72 (money doubles in about 72 ÷ rate years). On a puzzle or market-sizing question, state your assumptions, structure the problem aloud and sanity-check the result. Staying calm and showing your method is what is scored.",
  },
];
