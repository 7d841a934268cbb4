// A CV and a posting written the way UK students and finance employers write them, for the CV match
// engine's tests. People, firms and details are invented.

export const STUDENT_CV = `PRIYA SHAH
priya.shah@example.com | +44 7700 900555 | London | linkedin.com/in/priyashah

EDUCATION
University of Warwick – BSc Economics                                   Sep 2024 – Jun 2027
• Predicted 2:1 (first-year average 67%); modules: Macroeconomics, Statistics, Accounting
Newstead Wood School – A-levels: Mathematics (A*), Economics (A), History (A)     2017 – 2024

EXPERIENCE
Marlowe Advisory – Corporate Finance Intern, London                     Jun 2025 – Aug 2025
• Built trading comparables for 15 listed peers to support the £80m sale of a UK retailer
• Prepared 4 client presentations and researched 30 potential buyers
• Responsible for updating the deal tracker

LEADERSHIP
Warwick Finance Society – Events Officer                               Sep 2024 – Present
• Led a team of 5 to run 6 employer events attended by 300 students

SKILLS
Excel (pivot tables, INDEX/MATCH), PowerPoint, Python (basic)
Languages: Gujarati (fluent), Spanish (conversational)`;

export const IB_POSTING = {
  title: "Investment Banking Summer Analyst 2026",
  firm: "Northbridge Partners",
  roleType: "summer_internship",
  financeAreas: ["investment_banking"],
  text: `Join our M&A team for ten weeks from June 2026.

What you'll do
• Build financial models, including DCF valuations and comparable company analyses
• Prepare pitch books and client presentations

What we're looking for
• Penultimate-year undergraduates graduating in 2027, in any discipline, on track for a 2:1
• A genuine interest in M&A and strong communication and teamwork
• Excellent attention to detail
• Strong Excel and PowerPoint; knowledge of DCF valuation
• VBA is a plus`,
};

// A finalist at an institution whose name has no "University", for a programme he cannot apply to.
export const LSE_FINALIST_CV = `DANIEL OKONKWO
daniel.okonkwo@example.com | +44 7700 900721 | linkedin.com/in/danielokonkwo

EDUCATION
London School of Economics and Political Science, BSc Finance                 Sep 2023 – Jun 2026
• Predicted First (second-year average 72%); modules: Corporate Finance, Financial Accounting, Econometrics
Dulwich College, London                                                        Sep 2016 – Jun 2023
• A-levels: Mathematics (A*), Economics (A*), History (A)

PROFESSIONAL EXPERIENCE
Harcourt Advisory, M&A Summer Analyst, London                                  Jun 2025 – Aug 2025
• Built a DCF and trading comparables for the £90m sale of a UK logistics business
• Prepared 2 pitch books and researched 35 potential buyers for the deal team

LEADERSHIP
LSE Finance Society, Head of Events                                            Sep 2024 – Present
• Organised 10 employer events attended by 600 students and secured £5,000 of sponsorship

SKILLS
Excel (advanced), PowerPoint, Capital IQ, Python (basic)`;

// A Master's student whose Imperial entry names no "University", and whose year in industry is experience.
export const PLACEMENT_MSC_CV = `HANNAH WEST
hannah.west@example.com | +44 7700 900832

EDUCATION
Imperial College Business School, MSc Finance                                  Sep 2025 – Sep 2026
• Modules: Derivatives, Asset Pricing, Corporate Finance
University of Bath, BSc Economics with Placement Year, First Class Honours      Sep 2021 – Jun 2025

INDUSTRIAL PLACEMENT
Lloyds Banking Group, Credit Risk Analyst, Bristol                              Jul 2023 – Jun 2024
• Reviewed 120 credit applications from mid-sized companies and flagged 9 for further checks
• Rebuilt the team's probability of default dashboard in Excel, cutting monthly reporting time by 40%

SKILLS
Excel, VBA, Python (pandas), SQL`;
