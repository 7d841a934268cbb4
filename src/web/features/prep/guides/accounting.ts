import { type Guide, list, paragraph, table } from "./guide-types";

export const ACCOUNTING_GUIDE: Guide = {
  id: "accounting",
  title: "Accounting: the three statements",
  kind: "Technical",
  summary:
    "What each statement shows, how they link, and how to walk a depreciation change through all three.",
  sections: [
    {
      heading: "What each statement shows",
      blocks: [
        list([
          "Income statement: revenue less expenses over a period (a year or a quarter), ending in net income. It is prepared on an accruals basis, so it records revenue when it is earned and costs when they are incurred, not when cash moves.",
          "Balance sheet: what the company owns and owes at one date. Assets always equal liabilities plus shareholders' equity.",
          "Cash flow statement: the actual cash that came in and went out over the period, in three parts: operating, investing and financing activities. It explains why cash on the balance sheet moved.",
        ]),
      ],
    },
    {
      heading: "How they link",
      blocks: [
        list(
          [
            "Net income is the first line of the cash flow statement (indirect method) and is added to retained earnings within equity, less any dividends paid.",
            "Non-cash charges such as depreciation, amortisation and share-based pay are added back in cash from operations, because they reduced net income without using cash.",
            "Changes in working capital adjust for timing: an increase in receivables or inventory uses cash; an increase in payables provides it.",
            "Capital expenditure sits in investing activities and adds to property, plant and equipment (PP&E); depreciation reduces PP&E.",
            "Borrowing, repaying debt, issuing shares and paying dividends sit in financing activities and move debt and equity on the balance sheet.",
            "The net change in cash from the three sections, added to opening cash, gives closing cash on the balance sheet. That is the final check that everything links.",
          ],
          true,
        ),
      ],
    },
    {
      heading: "Walking through a depreciation change",
      blocks: [
        paragraph(
          "The classic question: depreciation goes up by £10. Walk me through the three statements. State your tax rate first; here we use 25%, the UK main rate of corporation tax.",
        ),
        table(
          "Depreciation up by £10, with a 25% tax rate",
          ["Statement", "What changes", "Effect"],
          [
            ["Income statement", "Operating profit (EBIT) and pre-tax profit", "−£10"],
            ["Income statement", "Tax expense (25% of £10)", "−£2.50"],
            ["Income statement", "Net income", "−£7.50"],
            ["Cash flow", "Net income", "−£7.50"],
            ["Cash flow", "Add back depreciation (non-cash)", "+£10"],
            ["Cash flow", "Cash at the end of the period", "+£2.50"],
            ["Balance sheet", "Cash +£2.50, PP&E −£10: total assets", "−£7.50"],
            ["Balance sheet", "Retained earnings: liabilities and equity", "−£7.50"],
          ],
        ),
        paragraph(
          "Both sides fall by £7.50, so the balance sheet balances. Cash goes up because depreciation is tax-deductible: the company pays £2.50 less tax, and no cash left the business for the depreciation itself.",
        ),
      ],
    },
    {
      heading: "Follow-ups to expect",
      blocks: [
        list([
          "Buying £100 of equipment: no income statement effect on the day; investing cash flow −£100; cash −£100 and PP&E +£100.",
          "Inventory up by £10 (bought with cash): no income statement effect; cash from operations −£10; cash −£10, inventory +£10.",
          "Depreciation is inside cost of sales rather than a separate line: the answer is the same; gross profit falls instead.",
          "Always say the order you are going in (income statement, cash flow, balance sheet) and finish by checking that assets still equal liabilities plus equity.",
        ]),
      ],
    },
  ],
};
