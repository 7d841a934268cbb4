// Three postings written the way finance employers write them (headings, lists, prose-only, a
// deadline sentence, online tests), for the built-in engine's tests. Firms and details are invented.

export const IB_SUMMER_ANALYST = `Summer Analyst Programme 2026 – Investment Banking Division (London)

Northbridge Partners is a global investment bank advising corporates, governments and financial sponsors on mergers, acquisitions and capital raising. Our ten-week Summer Analyst Programme gives penultimate-year students real responsibility on live transactions from day one.

What you'll do
• Build and maintain financial models, including DCF, LBO and merger models
• Prepare pitch books and client presentations for senior bankers
• Conduct industry and company research to support live M&A mandates
• Work alongside analysts and associates on due diligence
• Present a group case study to Managing Directors at the end of the programme

What we're looking for
• Penultimate-year undergraduates on track for a 2:1 degree or above, in any discipline
• Strong analytical and numerical skills and attention to detail
• Excellent written and verbal communication
• A genuine interest in financial markets and corporate finance
• Proficiency in Excel and PowerPoint is an advantage

How to apply
Applications close on 15 November 2025 at 23:59 GMT, and we review them on a rolling basis, so we encourage you to apply early. After submitting your CV you will be invited to complete an SHL numerical reasoning test and a HireVue video interview. Successful candidates are invited to an assessment centre in January.

Northbridge Partners is an equal opportunities employer and welcomes applications from all backgrounds. Please let us know if you need reasonable adjustments at any stage.`;

export const ASSET_MANAGEMENT_GRADUATE = `About the role
Our Graduate Investment Programme is a two-year rotational scheme across equities, fixed income and multi-asset teams in Edinburgh. You will rotate through three investment desks, supporting portfolio managers with research, performance analysis and client reporting. In your second year you will specialise in the team that best fits your strengths.

Requirements: A minimum 2:1 degree (or equivalent) by summer 2026. You should have a strong interest in markets and the ability to explain complex ideas simply. Knowledge of Python or R is desirable but not essential.

The recruitment process
Shortlisted applicants complete a Cappfinity strengths assessment and a Watson Glaser critical thinking test, followed by a virtual assessment day. The deadline for applications is 3 December 2025.

What we offer
A competitive salary, a 10% pension contribution and study support for the CFA qualification.`;

export const PRIVATE_EQUITY_OFF_CYCLE = `Harbour Lane Capital is a mid-market private equity firm investing in UK healthcare and business services. We are looking for an off-cycle intern to join our deal team for six months from March 2026. The intern will screen new investment opportunities, write investment memos and help monitor portfolio company performance. Candidates must have completed an undergraduate degree with a strong academic record and prior internship experience in investment banking, private equity or transaction services. A modelling test forms part of the interview process. We review applications as they arrive.`;
