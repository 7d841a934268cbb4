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
