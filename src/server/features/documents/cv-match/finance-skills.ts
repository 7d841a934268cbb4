import type { TermSpec } from "./text";

// The hard skills UK finance postings ask for, each with the ways it is written and whether a member can
// honestly add it to a CV soon. A tool (Excel, Bloomberg) or a technique (a DCF) can be learnt in days
// and shown in work of one's own; deal, audit or trading experience and professional qualifications
// cannot. `implies`: finding a DCF on a CV also shows valuation and financial modelling.

export type SkillKind = "can-add" | "needs-experience";

export type FinanceSkill = {
  id: string;
  label: string;
  terms: readonly TermSpec[];
  kind: SkillKind;
  why: string;
  implies?: readonly string[];
};

const TOOL = "A tool you can learn in a few days; name it once you have used it.";
const TECHNIQUE = "You can learn it with a short course and show it in a model or pitch of your own.";
const CODE =
  "Name it if you have used it in coursework or a project; a short course and a small project make it honest.";
const KNOWLEDGE = "Learn the basics from your modules or a short course, then say where you used them.";
const EXPERIENCE = "This comes from doing the work in an internship or job; do not claim it before you have.";
const QUALIFICATION =
  "A professional exam takes months of study; list it once you are registered or have passed.";

/** A maker of skills of one kind, each with the same reason for that kind. */
const skillsOf =
  (kind: SkillKind, why: string) =>
  (id: string, label: string, terms: TermSpec[], implies?: string[]): FinanceSkill => ({
    id,
    label,
    terms,
    kind,
    why,
    implies,
  });
const tool = skillsOf("can-add", TOOL);
const technique = skillsOf("can-add", TECHNIQUE);
const code = skillsOf("can-add", CODE);
const knowledge = skillsOf("can-add", KNOWLEDGE);
const experience = skillsOf("needs-experience", EXPERIENCE);
const qualification = skillsOf("needs-experience", QUALIFICATION);

// biome-ignore format: one skill a line reads as a table
export const FINANCE_SKILLS: readonly FinanceSkill[] = [
  tool("excel", "Excel", [{ phrase: "Excel", notVerb: true }, "MS Excel", "Microsoft Excel", "spreadsheet", "spreadsheets", "pivot tables", "VLOOKUP", "XLOOKUP", "INDEX/MATCH"]),
  tool("powerpoint", "PowerPoint", ["PowerPoint", "MS PowerPoint", "Microsoft PowerPoint"]),
  tool("bloomberg", "Bloomberg", ["Bloomberg", "Bloomberg Terminal"]),
  tool("bmc", "Bloomberg Market Concepts", ["Bloomberg Market Concepts", "BMC"], ["bloomberg"]),
  tool("factset", "FactSet", ["FactSet"]),
  tool("capital-iq", "Capital IQ", ["Capital IQ", "CapIQ", "S&P Capital IQ"]),
  tool("refinitiv", "Refinitiv (Eikon)", ["Refinitiv", "Eikon", "LSEG Workspace"]),
  tool("power-bi", "Power BI or Tableau", ["Power BI", "PowerBI", "Tableau"]),
  tool("accounting-software", "Accounting software (Xero, Sage)", ["Xero", "Sage", "QuickBooks"]),
  code("vba", "VBA", ["VBA", "Visual Basic", "Excel macros", { phrase: "macros", exactCase: true }]),
  code("python", "Python", ["Python", "pandas", "NumPy"]),
  code("r", "R", [{ phrase: "R", exactCase: true }, "RStudio"]),
  code("sql", "SQL", ["SQL", "T-SQL", "SQL Server"]),
  code("cpp", "C++", ["C++", "CPP"]),
  code("java", "Java", ["Java"]),
  code("matlab", "MATLAB", ["MATLAB"]),
  code("sas", "SAS", [{ phrase: "SAS", exactCase: true }]),
  code("stata", "Stata", ["Stata"]),
  technique("financial-modelling", "Financial modelling", ["financial modelling", "financial modeling", "financial model", "financial models", "operating model", "modelling skills", "modelling test", { phrase: "modelling", notAfter: ["statistical", "mathematical", "data", "predictive", "3d", "risk", "climate"] }]),
  technique("dcf", "DCF valuation", ["DCF", "DCFs", "discounted cash flow", "discounted cash flows"], ["valuation", "financial-modelling"]),
  technique("lbo", "LBO modelling", ["LBO", "LBOs", "leveraged buyout", "leveraged buy-out", "leveraged buyouts"], ["valuation", "financial-modelling"]),
  technique("three-statement", "Three-statement model", ["three-statement", "three statement model", "3-statement", "three-statement model", "integrated financial model"], ["financial-modelling", "accounting"]),
  technique("merger-model", "Merger model (accretion/dilution)", ["merger model", "merger models", "accretion and dilution", "accretion/dilution", "accretion dilution"], ["financial-modelling"]),
  technique("comparables", "Comparable company and precedent analysis", ["comparable company analysis", "comparable companies", "trading comparables", "trading comps", "comps", "precedent transactions", "precedent transaction", "multiples valuation", "valuation multiples", "trading multiples"], ["valuation"]),
  technique("valuation", "Valuation", ["valuation", "valuations", "valuing companies", "sum-of-the-parts", "sum of the parts"]),
  technique("stock-pitch", "Stock pitches and research notes", ["stock pitch", "stock pitches", "investment idea", "investment ideas", "trade idea", "trade ideas", "research note", "research notes", "investment note", "investment notes", "equity research note"]),
  knowledge("accounting", "Accounting and financial statements", ["accounting", "financial accounting", "financial statements", "financial statement analysis", "financial reporting", "three financial statements", "management accounts", "trial balance", "trial balances", "annual reports", "bookkeeping"]),
  knowledge("ifrs", "IFRS / UK GAAP", ["IFRS", "UK GAAP", "US GAAP", "GAAP"], ["accounting"]),
  knowledge("derivatives", "Derivatives", ["derivatives", "derivative", "options pricing", "swaps", "futures and options", "FX forwards", "forward contracts"]),
  knowledge("fixed-income", "Fixed income", ["fixed income", "bonds", "bond", "gilts", "yield curve"]),
  knowledge("credit-risk", "Credit risk", ["credit risk", "credit analysis", "credit review", "credit reviews", "credit quality", "probability of default", "PD model", "counterparty risk"]),
  knowledge("market-risk", "Market risk (VaR, stress tests)", ["market risk", "VaR", "value at risk", "value-at-risk", "stress test", "stress tests", "stress testing"]),
  knowledge("regulation", "Banking regulation (Basel, PRA)", ["Basel", "Basel III", "PRA", "regulatory capital", "IFRS 9"]),
  knowledge("trade-lifecycle", "Trade lifecycle and settlements", ["trade lifecycle", "trade life cycle", "settlement", "settlements", "confirmations", "corporate actions", "trade support"]),
  knowledge("statistics", "Statistics", ["statistics", "statistical", "regression", "econometrics", "statsmodels"]),
  knowledge("probability", "Probability", ["probability", "stochastic", "stochastic calculus", "stochastic processes"]),
  knowledge("linear-algebra", "Linear algebra", ["linear algebra"]),
  knowledge("time-series", "Time series analysis", ["time series", "time-series"]),
  knowledge("machine-learning", "Machine learning", ["machine learning", "scikit-learn", "PyTorch", "TensorFlow", "deep learning", "gradient-boosted", "gradient boosting", "random forest", "tree ensembles", "neural network", "neural networks"], ["statistics"]),
  knowledge("data-analytics", "Data analysis", ["data analytics", "data analysis", "analyse data", "data set", "data sets", "datasets", "dashboard", "dashboards"]),
  knowledge("portfolio-analysis", "Portfolio and performance analysis", ["performance attribution", "portfolio analysis", "portfolio construction", "portfolio management", "asset allocation", "portfolio positioning"]),
  technique("backtesting", "Backtesting", ["backtest", "backtests", "backtesting", "backtested", "back-test"]),
  experience("m-and-a", "M&A transaction experience", ["M&A", "mergers and acquisitions", "mergers & acquisitions", "sell-side", "buy-side", "live transactions", "live deals"]),
  experience("due-diligence", "Due diligence", ["due diligence", "financial due diligence", "data room", "virtual data room", "quality of earnings", "net debt", "working capital"]),
  experience("pitch-books", "Pitch books and client presentations", ["pitch book", "pitch books", "pitchbooks", "pitch deck", "pitch decks", "client presentations", "information memorandum", "information memoranda", "management presentations", "board presentations"]),
  experience("investment-memo", "Investment memos", ["investment memo", "investment memos", "investment memoranda", "investment committee", "investment case"]),
  experience("auditing", "Audit testing", ["audit", "audits", "auditing", "audit testing", "test controls", "controls testing", "substantive testing", "working papers", "audit file", "assurance"]),
  experience("reconciliations", "Reconciliations", ["reconciliation", "reconciliations", "reconciled", "reconcile", "reconciling"]),
  experience("trading", "Trading and market-making", ["market-making", "market making", "trading desk", "pricing", "priced", "hedging"]),
  qualification("cfa", "CFA Level I", ["CFA", "CFA Level I", "CFA Level 1", "CFA Level II", "CFA Level III", "Chartered Financial Analyst"]),
  qualification("cfa-charter", "CFA charter", ["CFA charter", "CFA charterholder", "CFA charter holder"], ["cfa"]),
  qualification("accounting-qualification", "Accounting qualification (ACA, ACCA, CIMA)", ["ACA", "ACCA", "CIMA", "ICAEW", "AAT", "chartered accountant"], ["accounting"]),
  qualification("actuarial-exams", "Actuarial exams", ["IFoA", "actuarial exams", "CS1", "CM1"]),
  { id: "languages", label: "A second language", kind: "needs-experience", why: "Fluency takes years; list the languages you already speak and at what level.", terms: ["second language", "bilingual", "German", "French", "Spanish", "Italian", "Mandarin", "Cantonese", "Japanese", "Arabic", "Portuguese", "Russian", "Dutch", "Hindi", "Korean", "Polish"] },
];

export const SKILL_BY_ID: ReadonlyMap<string, FinanceSkill> = new Map(
  FINANCE_SKILLS.map((skill) => [skill.id, skill]),
);
