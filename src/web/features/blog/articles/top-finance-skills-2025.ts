import type { Article } from "../article";

export const topFinanceSkills2025: Article = {
  id: "top-finance-skills-2025",
  title: "Top Finance Skills for 2025: What Recruiters Look For",
  excerpt:
    "The technical and personal skills that matter most for entry-level finance roles, and practical, low-cost ways to build each one while you study.",
  image: "/blog/top-finance-skills-2025.svg",
  date: "2025-01-13",
  author: "Finance Careers Editorial Team",
  category: "Skills",
  body: [
    {
      type: "paragraph",
      text: "Entry-level finance recruiters do not expect you to arrive as a finished analyst. They expect evidence that you can learn quickly, work accurately and communicate clearly, plus a foundation of technical knowledge you can build on. The skills below come up again and again in job descriptions, interviews and internship reviews. None of them needs an expensive course to get started.",
    },
    { type: "heading", text: "1. Accounting fluency" },
    {
      type: "paragraph",
      text: "Accounting is the language of finance. You should be able to explain what the income statement, balance sheet and cash flow statement show, how they link together and how a single change, such as an increase in depreciation or a rise in inventory, flows through all three. This is the foundation for valuation, credit analysis and almost every technical interview.",
    },
    {
      type: "tip",
      text: "Download the annual report of a listed company you know, find the three statements and trace how net income becomes cash from operations. Doing this for two or three companies teaches more than reading definitions.",
    },
    { type: "heading", text: "2. Excel and financial modelling" },
    {
      type: "paragraph",
      text: "Spreadsheets remain the everyday tool of analysts in banking, asset management and corporate finance. Learn to work quickly and cleanly: keyboard shortcuts, absolute and relative references, lookups, pivot tables, simple charts and consistent formatting. Then build a small three-statement model and a discounted cash flow valuation from scratch. The goal is not complexity but a model that someone else can follow and check.",
    },
    { type: "heading", text: "3. Valuation" },
    {
      type: "paragraph",
      text: "Understand the main approaches and when each is used: discounted cash flow analysis, trading comparables and precedent transactions. Know the difference between enterprise value and equity value, why multiples such as EV/EBITDA are common, and what drives a company's cost of capital. In interviews you will often be asked to walk through a valuation in plain words, so practise explaining it out loud.",
    },
    { type: "heading", text: "4. Data and programming skills" },
    {
      type: "paragraph",
      text: "Firms increasingly want graduates who can work with data. For most front-office roles you do not need to be a software engineer, but being able to clean a data set, automate a repetitive task or query a database is a real advantage. Python and SQL are the most useful starting points. For quantitative research, trading and risk roles, programming and statistics move from useful to essential.",
    },
    {
      type: "list",
      items: [
        "Learn enough Python to load a spreadsheet, clean it and produce a summary table or chart.",
        "Learn basic SQL queries: selecting, filtering, joining and grouping.",
        "Build one small project, such as analysing a share price history, and describe it on your CV.",
      ],
    },
    { type: "heading", text: "5. Commercial awareness" },
    {
      type: "paragraph",
      text: "Commercial awareness means understanding how businesses make money and how the wider economy affects them. Interviewers ask about a deal you have followed, a company you would invest in or how interest rate changes affect banks and borrowers. Read financial news regularly, and many universities provide students with free access to the Financial Times, so check your library. Follow two or three stories over several weeks so you can discuss them in depth rather than reciting headlines.",
    },
    {
      type: "tip",
      text: "Keep a one-page note for each story you follow: what happened, why it matters, who wins and loses, and your own view. Review the notes before every interview.",
    },
    { type: "heading", text: "6. Communication" },
    {
      type: "paragraph",
      text: "Analysts spend much of their time writing emails, summarising research and presenting findings to busy senior colleagues and clients. The skill is getting to the point: lead with the answer, support it with the key numbers and keep the detail for anyone who asks. Practise by summarising an article in three sentences, or presenting a short stock pitch to a friend in two minutes.",
    },
    { type: "heading", text: "7. Attention to detail" },
    {
      type: "paragraph",
      text: "A wrong number in a client document can undermine a whole piece of work, so juniors are judged first on accuracy. Build habits now: check totals, read documents back before sending, and keep formatting consistent. Your application is the first test of this skill, and a typo in a cover letter is noticed.",
    },
    { type: "heading", text: "8. Resilience and time management" },
    {
      type: "paragraph",
      text: "Finance roles involve tight deadlines, shifting priorities and a lot of feedback. Recruiters look for people who stay organised under pressure and respond well to criticism. Examples from your degree, part-time work, sport or societies, where you balanced competing demands or recovered from a setback, are valuable evidence in competency interviews.",
    },
    { type: "heading", text: "9. Understanding of sustainable finance" },
    {
      type: "paragraph",
      text: "Environmental, social and governance factors now feature in lending, investment and advisory work, and regulators expect firms to manage climate-related risks. You do not need to be a specialist, but you should understand the main ideas, such as transition risk, green bonds and stewardship, and have an informed view on the debates around them.",
    },
    { type: "heading", text: "Putting it together" },
    {
      type: "paragraph",
      text: "Choose two skills to work on each term rather than all of them at once. Keep a record of what you have done, such as models built, courses completed and projects finished, because concrete examples are what turn a skills section on a CV into a convincing interview answer. Recruiters are not looking for perfection; they are looking for steady, visible progress and genuine curiosity about how markets and companies work.",
    },
  ],
};
