import type { CoverLetterInput } from "../../../../shared/cover-letter";
import {
  ASSET_MANAGEMENT_GRADUATE,
  IB_SUMMER_ANALYST,
  PRIVATE_EQUITY_OFF_CYCLE,
} from "../../../ai/text/postings.fixtures";

// Members, CVs and postings for the cover letter tests, written the way students and firms write
// them: a tidy CV, one pasted from a PDF (odd bullet signs, broken lines, columns run together), one
// with almost nothing in it. People, firms and numbers are invented.

export const TIDY_CV = `PRIYA SHARMA
London | 07700 900123 | priya.sharma@example.com | linkedin.com/in/priyasharma

EDUCATION
University of Bristol — BSc Economics                                      Sept 2024 – Jun 2027
Predicted 2:1; modules: Econometrics, Corporate Finance, Financial Markets
Hampton School — A-levels: A*AA (Mathematics, Economics, History)          2017 – 2024

EXPERIENCE
Finance Intern | Smith & Co Accountants Ltd | London                       Jul 2025 – Aug 2025
• Reconciled 200+ supplier invoices a week, cutting month-end close time by 15%
• Built an Excel cash-flow model for a £5 million refinancing, presented to the finance director
• Prepared 12 monthly management reports for the board with the senior accountant

Spring Insight Programme, Barclays                                         Apr 2025
• Analysed 3 listed retailers' results and pitched a buy recommendation to a panel of 4 analysts
• Attended desk sessions across markets and corporate banking

LEADERSHIP & ACTIVITIES
Bristol Investment Society — Treasurer                                    Sept 2025 – present
• Managed a £12,000 budget and grew paid membership by 40% in one year
• Led a team of 6 in the society's stock pitch competition, finishing 2nd of 30 teams

SKILLS
Excel (advanced), PowerPoint, Python (pandas), Bloomberg Market Concepts`;

export const PRIYA: CoverLetterInput["member"] = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya.sharma@example.com",
  phone: "07700 900123",
  university: "University of Bristol",
  degree: "BSc Economics",
  graduationYear: 2027,
  targetRoles: ["Summer internship", "Spring week"],
  interests: ["Investment banking (M&A, ECM, DCM)", "Private equity"],
  strengths: ["Financial modelling", "Excel", "Teamwork and leadership"],
  careerVision: "Advise companies on mergers and acquisitions",
};

// Text as a PDF export gives it: private-use bullet glyphs, a bullet broken over two lines, a word
// split by a hyphen at the line end, two columns run together, no blank lines.
export const MESSY_CV = `Tom Okafor
tom.okafor@example.ac.uk  ·  +44 7700 900456
Education
The University of Manchester    BSc (Hons) Accounting and Finance    2023 - 2026
Expected First Class Honours (year 2 average 72%)
Work Experience
Audit Intern    Deloitte LLP    Manchester    June 2025 - August 2025
\uf0b7 Tested 45 revenue transactions for a FTSE 250 retailer and
documented 3 control weaknesses for the audit senior
\uf0b7 Automated a fixed-asset reconciliation in Excel VBA, saving the team 6 hours a
week
Sales Assistant, Next plc, Stockport   2022-2024
\uf0b7 Served 100+ customers a day and trained 4 new starters on the tills
Positions of Responsibility
Manchester Finance Society   Vice-President   2025-present
o Organised 5 employer events with 300 total attendees, raising £2,500 in spons-
orship
o Wrote weekly market updates for 900 members`;

export const TOM: CoverLetterInput["member"] = {
  firstName: "Tom",
  lastName: "Okafor",
  email: "tom.okafor@example.ac.uk",
  university: "The University of Manchester",
  degree: "Accounting and Finance",
  targetRoles: ["Graduate programme"],
  interests: ["Asset management", "Equity research"],
  strengths: ["Data analysis", "Written communication", "Accounting"],
};

export const AMELIA_CV = `Amelia Clarke
amelia.clarke@example.com

Education
London School of Economics and Political Science, BSc Finance, 2022 - 2025, First Class Honours

Experience
Off-cycle Analyst, Crestmoor Advisory LLP, London, Sep 2024 - Feb 2025
- Modelled 8 buy-side LBO cases for mid-market healthcare targets with enterprise values of £40-120m
- Drafted 2 investment memos that went to the investment committee
- Screened 150+ inbound opportunities against the fund's criteria

Summer Analyst, Northgate Bank, London, Jun 2023 - Aug 2023
- Built trading comparables for 25 business services companies for a live sell-side mandate
- Prepared 10 pitch book sections under tight deadlines`;

export const AMELIA: CoverLetterInput["member"] = {
  firstName: "Amelia",
  lastName: "Clarke",
  email: "amelia.clarke@example.com",
  university: "London School of Economics and Political Science",
  degree: "BSc Finance",
  graduationYear: 2025,
  interests: ["Private equity"],
  strengths: ["Valuation (DCF, comparables)", "Financial modelling"],
};

export const THIN: CoverLetterInput["member"] = { firstName: "Sam", lastName: "Lee" };

const CONTACT_POSTING = `Graduate Risk Analyst – Glenmore Bank (Edinburgh)

Glenmore Bank is a Scottish retail and commercial bank serving 2 million customers. Our two-year Risk Graduate Programme rotates you through credit risk, market risk and operational risk.

What we're looking for
• A strong interest in how banks measure and manage risk
• Excellent numerical and analytical skills, including Excel
• Clear written communication and attention to detail

Please address your cover letter to Ms Fiona MacLeod, Graduate Recruitment Manager. Applications close on 30 January 2027.`;

export const CASES: { name: string; input: CoverLetterInput }[] = [
  {
    name: "a full profile for an investment banking summer internship",
    input: {
      member: PRIYA,
      cvText: TIDY_CV,
      posting: {
        title: "Summer Analyst Programme 2026",
        firm: "Northbridge Partners",
        location: "London",
        text: IB_SUMMER_ANALYST,
        division: "Investment Banking Division",
      },
      today: "2025-11-03",
    },
  },
  {
    name: "a messy CV pasted from a PDF for an asset management graduate scheme",
    input: {
      member: TOM,
      cvText: MESSY_CV,
      posting: {
        title: "Graduate Investment Programme",
        firm: "Firth Asset Management",
        location: "Edinburgh",
        text: ASSET_MANAGEMENT_GRADUATE,
      },
      today: "2025-11-20",
    },
  },
  {
    name: "a graduate for an off-cycle private equity internship",
    input: {
      member: AMELIA,
      cvText: AMELIA_CV,
      posting: {
        title: "Off-cycle Private Equity Intern",
        firm: "Harbour Lane Capital",
        location: "London",
        text: PRIVATE_EQUITY_OFF_CYCLE,
      },
      today: "2026-01-12",
    },
  },
  {
    name: "a posting that names its contact",
    input: {
      member: PRIYA,
      cvText: TIDY_CV,
      posting: {
        title: "Graduate Risk Analyst",
        firm: "Glenmore Bank",
        location: "Edinburgh",
        text: CONTACT_POSTING,
      },
      today: "2026-11-27",
    },
  },
];
