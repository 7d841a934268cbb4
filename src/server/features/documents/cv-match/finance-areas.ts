import type { TermSpec } from "./text";

// The areas of finance a posting can belong to (the job feed's FINANCE_AREAS, plus audit and operations,
// which the feed files under other areas), how a CV shows work or interest in each, which areas are
// close enough that experience in one counts for part of another, and the skills an area expects even
// when a posting does not list them (a recruiter assumes Excel in banking).

export type FinanceArea = {
  id: string;
  label: string;
  terms: readonly TermSpec[];
  related: readonly string[];
  coreSkills: readonly string[];
};

// biome-ignore format: one area a block reads as a table
export const FINANCE_AREA_PROFILES: readonly FinanceArea[] = [
  { id: "investment_banking", label: "Investment banking",
    terms: ["investment banking", "investment bank", "IBD", "M&A", "mergers and acquisitions", "mergers & acquisitions", "equity capital markets", "ECM", "DCM", "debt capital markets", "leveraged finance", "coverage team", "pitch book", "pitch books", "sell-side"],
    related: ["corporate_finance", "private_equity", "equity_research", "corporate_banking"],
    coreSkills: ["excel", "financial-modelling", "valuation", "accounting", "powerpoint"] },
  { id: "corporate_finance", label: "Corporate finance and transaction services",
    terms: ["corporate finance", "transaction services", "deal advisory", "financial due diligence", "lead advisory", "restructuring", "purchase price allocation"],
    related: ["investment_banking", "private_equity", "audit"],
    coreSkills: ["excel", "accounting", "valuation", "due-diligence"] },
  { id: "private_equity", label: "Private equity",
    terms: ["private equity", "buyout", "buyouts", "LBO", "portfolio company", "portfolio companies", "financial sponsor", "growth equity", "investment committee"],
    related: ["investment_banking", "corporate_finance", "venture_capital"],
    coreSkills: ["financial-modelling", "lbo", "valuation", "accounting", "excel"] },
  { id: "venture_capital", label: "Venture capital",
    terms: ["venture capital", "VC fund", "seed investing", "start-up investing", "angel investing"],
    related: ["private_equity", "fintech"],
    coreSkills: ["excel", "valuation", "stock-pitch"] },
  { id: "asset_management", label: "Asset management",
    terms: ["asset management", "asset manager", "investment management", "investment manager", "fund manager", "portfolio manager", "portfolio managers", "investment research", "student fund", "multi-asset", "investment society"],
    related: ["equity_research", "hedge_funds", "wealth_management"],
    coreSkills: ["excel", "valuation", "stock-pitch", "portfolio-analysis"] },
  { id: "equity_research", label: "Equity research",
    terms: ["equity research", "research note", "research notes", "sell-side research", "stock pitch", "stock pitches", "investment research", "earnings calls"],
    related: ["asset_management", "investment_banking", "hedge_funds"],
    coreSkills: ["excel", "valuation", "accounting", "stock-pitch"] },
  { id: "hedge_funds", label: "Hedge funds",
    terms: ["hedge fund", "hedge funds", "long/short", "systematic strategies", "macro fund"],
    related: ["asset_management", "quant", "sales_trading", "equity_research"],
    coreSkills: ["excel", "python", "statistics"] },
  { id: "quant", label: "Quantitative finance",
    terms: ["quantitative research", "quantitative analyst", "quant", "systematic", "algorithmic trading", "backtest", "backtested", "trading signals", "signals", "stochastic volatility", "quantitative finance"],
    related: ["hedge_funds", "sales_trading", "risk"],
    coreSkills: ["python", "statistics", "probability", "machine-learning"] },
  { id: "sales_trading", label: "Sales and trading",
    terms: ["sales and trading", "sales & trading", "S&T", "global markets", "markets desk", "trading desk", "trader", "traders", "FX", "market-making", "market making", "equity derivatives", "commodities", "trade idea"],
    related: ["hedge_funds", "quant", "risk"],
    coreSkills: ["excel", "vba", "python", "derivatives"] },
  { id: "risk", label: "Risk",
    terms: ["credit risk", "market risk", "risk management", "model risk", "operational risk", "risk analyst", "risk intern", "risk committee", "chief risk officer", "stress testing", "probability of default"],
    related: ["quant", "sales_trading", "operations", "audit"],
    coreSkills: ["excel", "sql", "python", "credit-risk", "market-risk"] },
  { id: "audit", label: "Audit and assurance",
    terms: ["audit", "auditing", "assurance", "audit intern", "external audit", "internal audit", "audit manager"],
    related: ["corporate_finance", "risk", "operations"],
    coreSkills: ["excel", "accounting", "auditing"] },
  { id: "operations", label: "Banking operations",
    terms: ["operations analyst", "operations", "settlements", "settlement", "trade support", "middle office", "back office", "client onboarding", "KYC", "reconciliations", "payments operations", "source of funds", "source-of-funds", "source of wealth"],
    related: ["risk", "sales_trading", "corporate_banking", "audit"],
    coreSkills: ["excel", "reconciliations", "trade-lifecycle", "sql"] },
  { id: "wealth_management", label: "Wealth management",
    terms: ["wealth management", "wealth manager", "private bank", "private banking", "financial planning", "financial adviser"],
    related: ["asset_management", "corporate_banking"],
    coreSkills: ["excel", "portfolio-analysis"] },
  { id: "corporate_banking", label: "Corporate banking",
    terms: ["corporate banking", "commercial banking", "relationship manager", "lending", "credit analyst"],
    related: ["investment_banking", "risk", "wealth_management"],
    coreSkills: ["excel", "accounting", "credit-risk"] },
  { id: "fintech", label: "Fintech",
    terms: ["fintech", "payments", "start-up", "startup"],
    related: ["venture_capital", "operations"],
    coreSkills: ["excel", "python", "sql"] },
  { id: "compliance", label: "Compliance and financial crime",
    terms: [{ phrase: "compliance", notAfter: ["covenant", "covenants"] }, "financial crime", "source of funds", "source-of-funds", "source of wealth", "beneficial ownership", "beneficial owners", "watchlist", "watchlists", "adverse media", "adverse-media", "anti-money laundering", "money laundering", "AML", "sanctions screening", "transaction monitoring", "KYC", "know your customer", "Consumer Duty", "conduct risk", "regulatory reporting"],
    related: ["risk", "operations", "audit"],
    coreSkills: ["excel"] },
  { id: "technology", label: "Technology",
    terms: ["software engineering", "software engineer", "software developer", "software development", "developer", "full-stack", "backend", "back-end", "DevOps", "microservices", "CI/CD"],
    related: ["fintech", "quant"],
    coreSkills: ["python", "sql"] },
  { id: "consulting", label: "Consulting",
    terms: ["management consulting", "FS consulting", "financial services consulting", "strategy consulting", "consultancy", "consultant", "consulting"],
    related: ["corporate_finance", "fintech", "risk"],
    coreSkills: ["excel", "powerpoint"] },
];

// Areas the job feed or a posting's header files under other names: "quantitative_research" is quant.
export const AREA_ALIASES: ReadonlyMap<string, string> = new Map([
  ["quantitative_research", "quant"],
  ["quantitative_finance", "quant"],
  ["risk_management", "risk"],
  ["commercial_banking", "corporate_banking"],
  ["fixed_income", "sales_trading"],
  ["markets", "sales_trading"],
  ["global_markets", "sales_trading"],
  ["financial_crime", "compliance"],
  ["regulatory_compliance", "compliance"],
  ["mergers_and_acquisitions", "investment_banking"],
  ["transaction_services", "corporate_finance"],
  ["software_engineering", "technology"],
  ["operations", "operations"],
  ["audit", "audit"],
]);

export const AREA_BY_ID: ReadonlyMap<string, FinanceArea> = new Map(
  FINANCE_AREA_PROFILES.map((area) => [area.id, area]),
);

/** Words that show finance work of some kind, when no area's own words appear. */
// biome-ignore format: names run on
export const GENERIC_FINANCE_TERMS: readonly TermSpec[] = [
  "bank",
  "banking",
  "finance",
  "financial",
  "investment",
  "investments",
  "accountancy",
  "accountants",
  "accounting",
  "fund",
  "capital",
  "securities",
  "insurer",
  "insurance",
  "building society",
  "brokers",
  // Employers whose name alone says the work was in finance: a year's placement at one is finance work.
  ...[
    "Barclays", "HSBC", "Lloyds", "NatWest", "Santander", "Nationwide", "JPMorgan", "J.P. Morgan", "Goldman Sachs",
    "Morgan Stanley", "Citi", "Citigroup", "UBS", "Deutsche Bank", "BNP Paribas", "Societe Generale", "Société Générale",
    "Nomura", "Jefferies", "Lazard", "Rothschild", "Evercore", "Moelis", "Houlihan Lokey", "Macquarie", "RBC", "Mizuho",
    "Standard Chartered", "Bank of America", "BofA", "Investec", "Numis", "Peel Hunt", "Santander", "Close Brothers",
    "PwC", "Deloitte", "KPMG", "EY", "Ernst & Young", "Grant Thornton", "BDO", "Mazars", "Forvis Mazars", "RSM",
    "BlackRock", "Schroders", "Vanguard", "Fidelity", "Aviva", "Legal & General", "M&G", "abrdn", "Baillie Gifford",
    "Jupiter", "Man Group", "Ruffer", "Rathbones", "St. James's Place", "Brewin Dolphin", "Hargreaves Lansdown",
    "Bank of England", "Financial Conduct Authority", "FCA", "Prudential", "Phoenix Group", "Lloyd's of London",
  ].map((phrase) => ({ phrase, exactCase: true })),
];
