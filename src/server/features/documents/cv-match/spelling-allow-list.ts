// Words a UK finance CV uses that a general British English dictionary does not know: the trade's
// jargon, its tools and data sources, and student words. They are spelt right, so they are never
// flagged. Names of people, firms and places are left alone another way: a capitalised word inside a
// sentence is a name (spelling.ts).

// biome-ignore format: a paragraph of words reads better than one a line
export const SPELLING_ALLOW_LIST: ReadonlySet<string> = new Set(
  `
fintech fintechs proptech insurtech regtech pitchbook pitchbooks capex opex ebitda ebit backtest backtests backtesting
backtested dataset datasets pandas numpy scipy scikit matplotlib seaborn sql vba excel powerpoint bloomberg factset
refinitiv dealogic preqin capiq pitchbook tableau stata matlab eviews github linkedin webinar webinars onboarding
onboard onboarded offboarding crowdfunding microfinance startup startups esg fx repo repos subsector subsectors
buyside sellside workstream workstreams upskill upskilled upskilling reskill datathon hackathon hackathons ideathon
blockchain bitcoin ethereum tokenisation tokenised decarbonisation greenwashing nonprofit ecommerce preseed
undergrad undergrads postgrad postgrads freshers ucas approx mins hrs javascript typescript nodejs kdb alteryx powerbi
xero quickbooks jupyter colab api apis chatgpt llm llms docker kubernetes aws azure gcp spss nvivo qgis latex overleaf
trello jira whatsapp instagram tiktok youtube substack analytics deliverables deliverable stakeholder stakeholders
comps lbo lbos dcf dcfs ipo ipos spac spacs accretion dilution irr moic wacc capm npv sensitivities
cfa acca aca cima frm caia imc fca pra sra lpc sqe gdl llb bsc msc meng msci mmath mphys mchem ba ma mba phd dphil
hons gcse gcses igcse igcses ib epq bpp kaplan apprenticeship apprenticeships internship internships
offcycle multi mid pre co non sub inter intra cross micro macro ai ml nlp kpi kpis roi okr okrs crm erp saas b2b b2c
emea apac latam ftse nasdaq nyse lse aim gilts gilt treasuries bund bunds libor sonia sofr cds clo clos cdo abs mbs
tmt fig dcm ecm levfin ibd comparables industrials financials databook databooks lifecycle lifecycles statsmodels
tensorflow pytorch xgboost quant quants longlist spinoff bookrunner bookrunners dataroom microcap smallcap midcap
largecap workpapers walkthrough walkthroughs timesheet timesheets prefunded payables subledger counterparty
counterparties collateralised securitisation securitisations earnout earnouts accretive dilutive proforma benchmarking
multibillion upsell upselling mentee mentees
`
    .trim()
    .split(/\s+/),
);
