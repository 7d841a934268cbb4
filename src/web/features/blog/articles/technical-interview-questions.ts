import type { Article } from "../article";

export const technicalInterviewQuestions: Article = {
  id: "4",
  title: "Technical Interview Questions: Accounting, Valuation and Markets",
  excerpt:
    "The technical questions that come up most in finance interviews, with model answers you can adapt, and advice on how to answer when you are not sure.",
  image: "/blog/4.svg",
  date: "2025-11-03",
  author: "Finance Careers Interview Prep Team",
  category: "Interviews",
  body: [
    {
      type: "paragraph",
      text: "Technical questions test whether you understand the foundations of the job. For internships and graduate roles, interviewers do not expect deep expertise, but they do expect clear, accurate answers to the standard questions and a sensible approach to the ones you have not seen before. Below are the questions that come up most often, grouped by topic, with the key points a good answer covers.",
    },
    { type: "heading", text: "Accounting" },
    { type: "subheading", text: "Walk me through the three financial statements." },
    {
      type: "paragraph",
      text: "The income statement shows revenue, expenses and profit over a period. The balance sheet shows what the company owns (assets), what it owes (liabilities) and shareholders' equity at a point in time, and assets always equal liabilities plus equity. The cash flow statement starts with net income, adjusts for non-cash items such as depreciation and for changes in working capital, then adds cash flows from investing and financing to show the change in cash. Net income flows into retained earnings on the balance sheet, and the closing cash balance from the cash flow statement becomes cash on the balance sheet.",
    },
    { type: "subheading", text: "If depreciation rises by £10, what happens to the three statements?" },
    {
      type: "paragraph",
      text: "Assume a 25% tax rate, which is the main rate of UK corporation tax. On the income statement, operating profit falls by £10, tax falls by £2.50 and net income falls by £7.50. On the cash flow statement, net income is down £7.50 but depreciation of £10 is added back as a non-cash expense, so cash rises by £2.50 because of the lower tax bill. On the balance sheet, cash is up £2.50 and property, plant and equipment is down £10, so assets fall by £7.50; retained earnings fall by £7.50, so the balance sheet balances.",
    },
    { type: "subheading", text: "What is working capital and why does it matter?" },
    {
      type: "paragraph",
      text: "Working capital is usually defined as current assets minus current liabilities; in valuation, analysts often focus on operating items such as receivables, inventory and payables. An increase in working capital uses cash, for example when customers take longer to pay, which is why a profitable, growing company can still run short of cash.",
    },
    { type: "heading", text: "Valuation" },
    { type: "subheading", text: "What is the difference between enterprise value and equity value?" },
    {
      type: "paragraph",
      text: "Equity value is the value of the company to its shareholders; for a listed company, it is the share price multiplied by the number of diluted shares. Enterprise value is the value of the operating business to all capital providers: equity value plus debt, preferred shares and non-controlling interests, minus cash. A useful check: if a company borrows £100m and keeps it as cash, enterprise value does not change, because debt and cash rise by the same amount.",
    },
    { type: "subheading", text: "Walk me through a discounted cash flow valuation." },
    {
      type: "paragraph",
      text: "Forecast the company's unlevered free cash flow for around five to ten years: operating profit after tax, plus depreciation and amortisation, minus capital expenditure and increases in working capital. Estimate a terminal value at the end of the forecast, using either a perpetual growth rate or an exit multiple. Discount the cash flows and the terminal value to today at the weighted average cost of capital. The result is enterprise value; subtract net debt and other claims to reach equity value, and divide by diluted shares for a value per share.",
    },
    { type: "subheading", text: "Why might you use EV/EBITDA rather than P/E?" },
    {
      type: "paragraph",
      text: "EV/EBITDA compares the whole business with a profit measure before interest, so it is not distorted by differences in capital structure, and it is less affected by differing depreciation policies and tax rates. P/E reflects leverage and one-off items below the operating line, which makes comparisons between companies with different levels of debt less reliable.",
    },
    { type: "subheading", text: "What are the main valuation methods and when is each useful?" },
    {
      type: "list",
      items: [
        {
          term: "Trading comparables:",
          text: "multiples of similar listed companies; quick and market-based, but no two companies are identical.",
        },
        {
          term: "Precedent transactions:",
          text: "multiples paid in past acquisitions; usually higher because they include a control premium.",
        },
        {
          term: "Discounted cash flow:",
          text: "based on the company's own forecasts; flexible, but sensitive to the discount rate and terminal value.",
        },
      ],
    },
    { type: "heading", text: "Markets" },
    { type: "subheading", text: "What happens to bond prices when interest rates rise?" },
    {
      type: "paragraph",
      text: "They fall. A bond's fixed coupons become less attractive when new bonds pay more, so its price drops until its yield matches the market. Longer-dated bonds are more sensitive to rate changes because more of their cash flows are further in the future; this sensitivity is measured by duration.",
    },
    { type: "subheading", text: "What does an inverted yield curve suggest?" },
    {
      type: "paragraph",
      text: "It means short-term yields are higher than long-term yields. Markets often read it as an expectation that central banks will cut rates in future, typically because growth is expected to slow, which is why inversions have historically been associated with recessions, although not every inversion has been followed by one.",
    },
    { type: "subheading", text: "Pitch me a stock, or tell me about a deal you have followed." },
    {
      type: "paragraph",
      text: "Prepare one of each in advance. For a stock, cover what the company does, your view, two or three reasons supported by facts, the main risk and what would change your mind. For a deal, cover who bought what, the rationale, how it was financed and whether you think it made sense. Depth matters more than novelty.",
    },
    { type: "heading", text: "How to answer when you are not sure" },
    {
      type: "list",
      items: [
        "Pause, structure your answer and think aloud so the interviewer can follow your reasoning.",
        "State your assumptions, such as the tax rate, before calculating.",
        "If you do not know, say so and explain how you would work it out; guessing confidently is worse.",
        "Check whether your answer makes sense, for example whether the balance sheet still balances.",
      ],
    },
    {
      type: "tip",
      text: "Practise out loud. Knowing an answer and explaining it clearly in ninety seconds are different skills, and only the second one is tested in the room.",
    },
  ],
};
