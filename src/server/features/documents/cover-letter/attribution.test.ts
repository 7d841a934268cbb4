import { describe, expect, test } from "vitest";
import { dateRanges } from "../cv-match/dates";
import { readCv } from "./cv-facts";
import { readFirm } from "./firm-facts";
import { dutyPhrase } from "./posting-facts";
import { writeCoverLetter } from "./write-cover-letter";

// CVs whose facts are hard to attribute: each fact must go with its own entry in the letter, or stay
// out of it. People, firms and numbers are invented.

const POSTING = {
  title: "Investment Banking Summer Analyst 2027",
  firm: "Marlow Grant",
  roleType: "summer_internship",
  text: [
    "Join our M&A team in London.",
    "",
    "What you will do",
    "• Build financial models and valuations",
    "• Prepare pitch books and client presentations",
    "",
    "What we are looking for",
    "• Strong analytical and numerical skills",
    "• Attention to detail",
    "• Clear written and spoken communication",
  ].join("\n"),
};

function letter(cvText: string, posting = POSTING) {
  return writeCoverLetter({
    member: { firstName: "Test", lastName: "Person", email: null, phone: null },
    cvText,
    posting,
    firm: { name: posting.firm, sector: "Investment banking", description: "" },
    today: "2026-11-29",
  }).text;
}

/** Each sentence that names `role` names `organisation` with it, and never another employer. */
function roleAt(text: string, role: string, organisation: string) {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.includes(role));
  for (const sentence of sentences) {
    const named = new RegExp(
      `${role} (?:at|of) ([A-Z][\\w&' ]+?)(?=[,.]| and | showed| confirmed| have| has|$)`,
    ).exec(sentence);
    if (named) expect(named[1]).toBe(organisation);
  }
}

describe("entries read apart", () => {
  test("an undated header above a dated one is its own entry, not the next job's role", () => {
    const cv = [
      "Maya Singh",
      "EDUCATION",
      "University of Leeds, BSc Economics, Sep 2024 – Jun 2027, Predicted 2:1",
      "EXPERIENCE",
      "Spring Week, Ashcombe Lyle",
      "Finance Assistant, Tillbrook Ltd   2024 – Present",
      "• Reconcile 200 supplier invoices a week with no errors at audit",
      "• Built a cash-flow forecast model used by the finance director",
    ].join("\n");
    const entries = readCv(cv).entries;
    expect(entries.map((e) => [e.role, e.organisation, e.current])).toEqual([
      ["Spring Week", "Ashcombe Lyle", false],
      ["Finance Assistant", "Tillbrook Ltd", true],
    ]);
    const text = letter(cv);
    expect(text).not.toMatch(/Spring Week at Tillbrook/);
    expect(text).not.toMatch(/(?:reconcile|reconciled) 200 supplier invoices[^.]*Ashcombe/);
  });

  test("two jobs at firms with nearly the same name keep their own results", () => {
    const cv = [
      "Callum Reid",
      "EDUCATION",
      "University of Bristol, BSc Economics and Finance, Sep 2024 – Jun 2027, Predicted First",
      "EXPERIENCE",
      "Summer Analyst, Harcourt Capital   Jun 2026 – Aug 2026",
      "• Built a DCF valuation for a £45m engineering business",
      "• Presented a sector screen of 40 companies to the deal team",
      "Operations Intern, Harcourt Capital Partners   Jul 2025 – Aug 2025",
      "• Settled 150 trades a day and cleared 400 breaks in 2 months",
    ].join("\n");
    const text = letter(cv);
    roleAt(text, "Summer Analyst", "Harcourt Capital");
    roleAt(text, "Operations Intern", "Harcourt Capital Partners");
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (/150 trades|400 breaks/.test(sentence)) expect(sentence).not.toMatch(/Summer Analyst/);
      if (/£45m|40 companies/.test(sentence)) expect(sentence).not.toMatch(/Operations Intern/);
    }
  });

  test("a header opening with an -ing word is a header, not the last bullet of the job above", () => {
    const cv = readCv(
      [
        "Mei Chen",
        "EXPERIENCE",
        "Market Risk Intern, Aldgate Insurance Group, London",
        "Jun 2024 – Sep 2024",
        "• Ran 12 stress scenarios on the investment portfolio",
        "",
        "Teaching Assistant, Department of Statistics, University of Warwick",
        "Oct 2024 – Jun 2025",
        "• Ran weekly problem classes for 40 first-year students in probability",
      ].join("\n"),
    );
    expect(cv.entries.map((e) => [e.role, e.organisation, e.bullets.length])).toEqual([
      ["Market Risk Intern", "Aldgate Insurance Group", 1],
      ["Teaching Assistant", "University of Warwick", 1],
    ]);
  });
});

describe("page breaks and columns", () => {
  const broken = [
    "Zara Ahmed",
    "zara@example.com",
    "EDUCATION",
    "King's College London, BA Economics and Management, Sep 2024 – Jun 2027, On track for a First",
    "EXPERIENCE",
    "Corporate Finance Intern, Alder Row Advisory   Jun 2026 – Aug 2026",
    "• Built a DCF valuation for a £45m engineering business, used in the",
    "Page 1 of 2",
    "Zara Ahmed – Curriculum Vitae",
    "client's sale process",
    "• Researched 30 potential acquirers and wrote their profiles for a pitch book",
    "Audit Intern, Fenwick Gray LLP   Jul 2025 – Aug 2025",
    "• Tested 60 revenue samples for a £90m logistics client and raised 2 control findings",
  ].join("\n");

  test("a bullet goes on after a page break, and the page's furniture is no employer", () => {
    const cv = readCv(broken);
    expect(cv.entries.map((e) => e.organisation)).toEqual(["Alder Row Advisory", "Fenwick Gray LLP"]);
    expect(cv.entries[0]?.bullets).toEqual([
      "Built a DCF valuation for a £45m engineering business, used in the client's sale process",
      "Researched 30 potential acquirers and wrote their profiles for a pitch book",
    ]);
    const text = letter(broken);
    expect(text).not.toMatch(/Page 1|At Zara|used in the\./);
  });

  test("a bare page number and the repeated name do not split one job's bullets", () => {
    const cv = readCv(
      broken.replace("Page 1 of 2\nZara Ahmed – Curriculum Vitae\nclient's sale process", "2\nZara Ahmed"),
    );
    expect(cv.entries.map((e) => [e.organisation, e.bullets.length])).toEqual([
      ["Alder Row Advisory", 2],
      ["Fenwick Gray LLP", 1],
    ]);
  });

  test("section names in a left margin: the dates beside a heading are the entry's below it", () => {
    const cv = readCv(
      [
        "DANIEL OKAFOR",
        "Education | Oct 2023 – Jun 2027",
        "Durham University",
        "MPhys Physics",
        "▪ On track for a First",
        "Sep 2016 – Jun 2023",
        "Dame Alice Owen's School",
        "▪ A-levels: Physics (A*), Mathematics (A*), Further Mathematics (A)",
        "Experience | Jul 2025 – Aug 2025",
        "Sterling Brokers",
        "Markets Summer Intern (FX and Rates), London",
        "▪ Built a VBA tool that priced FX forwards for the desk's 30 most traded pairs, cutting quote time by 30% using",
        "NumPy",
      ].join("\n"),
    );
    expect(cv.education[0]).toMatchObject({
      institution: "Durham University",
      startYear: 2023,
      endYear: 2027,
    });
    expect(cv.entries.filter((e) => e.section === "experience").map((e) => e.organisation)).toEqual([
      "Sterling Brokers",
    ]);
    expect(cv.entries.some((e) => e.organisation === "NumPy")).toBe(false);
  });

  test("a two-column export keeps each job's bullets under it and the skills out of the jobs", () => {
    const cv = [
      "Noah Patel",
      "SKILLS                     EXPERIENCE",
      "Excel, Python              Summer Analyst, Carrow Bank   Jun 2026 – Aug 2026",
      "Bloomberg                  • Built a three-statement model for a £200m retailer",
      "LANGUAGES                  • Wrote 12 company profiles for a pitch",
      "French (fluent)            Sales Intern, Corvid Media   Jul 2025 – Aug 2025",
      "                           • Grew subscriptions by 15% in 6 weeks",
      "                           EDUCATION",
      "                           University of Bath, BSc Economics, 2024 – 2027",
    ].join("\n");
    const facts = readCv(cv);
    expect(facts.entries.map((e) => [e.role, e.organisation, e.bullets.length])).toEqual([
      ["Summer Analyst", "Carrow Bank", 2],
      ["Sales Intern", "Corvid Media", 1],
    ]);
    const text = letter(cv);
    for (const sentence of text.split(/(?<=[.!?])\s+/))
      if (/15%/.test(sentence)) expect(sentence).not.toMatch(/Carrow/);
  });
});

describe("facts that belong to no entry, or to education", () => {
  test("a result under a heading of its own, away from its job, is left out", () => {
    const cv = [
      "Ethan Brooks",
      "EDUCATION",
      "Durham University, BSc Mathematics, Oct 2023 – Jun 2027, Predicted First",
      "EXPERIENCE",
      "Markets Summer Analyst, Halberd Bank   Jun 2026 – Aug 2026",
      "• Built a Python tool that priced 200 bonds a day for the rates desk",
      "LEADERSHIP",
      "• Cut manual work on the desk by 3 hours a day with the same tool",
      "Treasurer, Durham Investment Society   2025 – Present",
      "• Manage a £12,000 budget and raised £4,000 of sponsorship",
    ].join("\n");
    expect(readCv(cv).achievements.map((a) => a.text)).not.toContain(
      "Cut manual work on the desk by 3 hours a day with the same tool",
    );
    expect(letter(cv)).not.toMatch(/3 hours a day/);
  });

  test("a job listed after the education heading is not offered as work, and the degree's notes are not a job", () => {
    const cv = [
      "Grace Okoye",
      "EXPERIENCE",
      "Audit Intern, Fenwick Gray LLP   Jun 2026 – Aug 2026",
      "• Tested 60 revenue samples for a £90m logistics client and raised 2 control findings",
      "EDUCATION",
      "University of Bath, BSc Accounting and Finance, Sep 2023 – Jun 2027, Predicted First",
      "• Placement year: Finance Analyst, Kestrel Foods, 2025 – 2026",
    ].join("\n");
    const text = letter(cv);
    expect(text).not.toMatch(/Kestrel Foods/);
    expect(text).toMatch(/on track for a First|predicted a First/);
    expect(text).not.toMatch(/achiev\w+ a First/);
  });

  test("a role with no dates keeps its own organisation", () => {
    const cv = [
      "Leo Fischer",
      "EDUCATION",
      "University of Warwick, BSc Economics, 2024 – 2027, Predicted 2:1",
      "EXPERIENCE",
      "Investment Society — Analyst",
      "• Pitched a long position in a FTSE 250 retailer that returned 14%",
      "Sales Assistant, Halden Books",
      "• Increased weekend sales by 20% with a new display",
    ].join("\n");
    const entries = readCv(cv).entries;
    expect(entries.map((e) => [e.role, e.organisation, e.bullets.length])).toEqual([
      ["Analyst", "Investment Society", 1],
      ["Sales Assistant", "Halden Books", 1],
    ]);
    const text = letter(cv);
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (/14%/.test(sentence)) expect(sentence).not.toMatch(/Halden/);
      if (/20%/.test(sentence)) expect(sentence).not.toMatch(/Investment Society/);
    }
  });

  test("work that runs to “now” or “Present” is in the present; finished work in the past", () => {
    const cv = [
      "Isla Murray",
      "EDUCATION",
      "University of Edinburgh, MA Economics, 2023 – 2027, Predicted 2:1",
      "EXPERIENCE",
      "Research Assistant, Edinburgh Economics Department   Oct 2025 – now",
      "• Clean and analyse a dataset of 12,000 firms for a professor's paper",
      "Finance Intern, Quayside Bank   Jun 2025 – Aug 2025",
      "• Automate a daily exceptions report in SQL, saving the team 4 hours a week",
    ].join("\n");
    const entries = readCv(cv).entries;
    expect(entries.map((e) => e.current)).toEqual([true, false]);
    const text = letter(cv);
    expect(text).not.toMatch(/I cleaned and analysed a dataset|I automate a daily/);
    if (/dataset of 12,000/.test(text)) expect(text).toMatch(/I clean and analyse a dataset of 12,000/);
    if (/exceptions report/.test(text)) expect(text).toMatch(/I automated a daily exceptions report/);
  });

  test("a division beside the programme's name is not the employer", () => {
    const cv = readCv(
      [
        "Zara Okafor",
        "EXPERIENCE",
        "Apr 2024 – Apr 2024",
        "Harlow Miles, London",
        "Spring Insight Week, Investment Banking",
        "• Presented a 10-slide acquisition case to 2 Managing Directors",
      ].join("\n"),
    );
    expect(cv.entries.map((e) => [e.role, e.organisation])).toEqual([
      ["Spring Insight Week", "Harlow Miles"],
    ]);
  });

  test("a job begun before the degree ended is not work done “since graduating”", () => {
    const cv = [
      "Zara Okafor",
      "EDUCATION",
      "London School of Economics and Political Science, BSc Accounting and Finance, Sep 2022 – Jun 2025, 2:1",
      "EXPERIENCE",
      "Part-time Customer Assistant, Tesco   Oct 2023 – Present",
      "• Served around 150 customers a shift and handled cash and card reconciliations at close",
    ].join("\n");
    expect(letter(cv)).not.toMatch(/Since graduating/);
    const later = cv.replace("Oct 2023 – Present", "Sep 2025 – Present");
    expect(letter(later)).toMatch(
      /Since graduating, I have worked as a Part-time Customer Assistant at Tesco/,
    );
  });

  test("interests are not tools the member works with", () => {
    const facts = readCv(
      [
        "Aisha Khan",
        "EXPERIENCE",
        "Summer Analyst, Carrow Bank   Jun 2026 – Aug 2026",
        "• Built a three-statement model for a £200m retailer",
        "SKILLS",
        "Excel, Python, Bloomberg",
        "INTERESTS",
        "Poker, chess, long-distance running",
      ].join("\n"),
    );
    expect(facts.skills).toEqual(["Excel", "Python", "Bloomberg"]);
    expect(facts.interests).toBe("Poker, chess, long-distance running");
  });
});

describe("letters for one CV to different roles", () => {
  const cv = [
    "Arjun Patel",
    "EDUCATION",
    "University of Warwick, BSc Economics, Oct 2024 – Jun 2027, Predicted First",
    "EXPERIENCE",
    "Summer Analyst, Castlegate Securities   Jun 2026 – Aug 2026",
    "• Built a Python tool to monitor the desk's exposures across 300 positions, now used daily",
    "• Presented a relative value trade idea to the desk head",
    "• Reconciled 200 trades a day against the booking system with no breaks",
  ].join("\n");
  const audit = {
    title: "Audit Graduate Programme 2027",
    firm: "Marlow Grant",
    roleType: "graduate_programme",
    text: [
      "Join our audit team and train for the ACA qualification, fully funded.",
      "",
      "What you will do",
      "• Test controls, transactions and balances",
      "• Use data analytics tools to analyse whole populations of transactions",
      "",
      "What we are looking for",
      "• Attention to detail",
      "• Clear written communication",
    ].join("\n"),
  };

  test("two roles at one firm get different letters that answer each posting", () => {
    const [a, b] = [letter(cv), letter(cv, audit)];
    const paragraphs = (text: string) => text.split("\n\n").slice(4, -2);
    const shared = paragraphs(a).filter((p) => paragraphs(b).includes(p));
    expect(shared).toEqual([]);
    expect(b).toMatch(/testing controls/);
    // The qualification is named in words: "ACA" alone would read as A-level grades.
    expect(b).toMatch(/chartered accountancy qualification/);
  });
});

describe("layouts the evaluation sets use little", () => {
  const entries = (lines: string[]) =>
    readCv(lines.join("\n")).entries.map((e) => [e.section, e.role, e.organisation]);

  test("a modules line set among jobs is no employer", () => {
    const cv = [
      "Tariq Hussain",
      "EXPERIENCE",
      "Research Assistant",
      "Salford Business School",
      "2024 – 2025",
      "- Coded 600 survey responses for a study of small-firm lending",
      "",
      "Modules taken: Public Finance, Labour Economics",
      "",
      "ACTIVITIES",
      "Salford Chess Club — Secretary (2023 – 2024)",
    ];
    expect(entries(cv)).toEqual([
      ["experience", "Research Assistant", "Salford Business School"],
      ["activities", "Secretary", "Salford Chess Club"],
    ]);
    expect(letter(cv.join("\n"))).not.toMatch(/Modules taken|at Public Finance/);
  });

  test("a label before the post, a date run into it, or the society written first stay out of the role", () => {
    expect(
      entries([
        "Nora Quinn",
        "EXPERIENCE",
        "SEASONAL: Lifeguard, Hollins Leisure Centre (2022 – 2023)",
        "LEADERSHIP",
        "2024 - 2025  Captain, Keele Netball Club",
        "Skills & activities",
        "Word, Excel (advanced), Tableau",
        "Keele Film Society member (2023–2025)",
      ]),
    ).toEqual([
      ["experience", "Lifeguard", "Hollins Leisure Centre"],
      ["activities", "Captain", "Keele Netball Club"],
      ["activities", "member", "Keele Film Society"],
    ]);
  });

  test("a post whose group is written in lower case is not put with the sentence below it", () => {
    const found = entries([
      "Nora Quinn",
      "ACTIVITIES",
      "Secretary, village cricket club (2021–present)",
      "Trail running; volunteering at the parkrun most Saturdays",
    ]);
    expect(found).toEqual([["activities", "Secretary", null]]);
  });

  test("undated activity lines, each its own post or society, are not joined into one", () => {
    expect(
      entries([
        "Nora Quinn",
        "ACTIVITIES",
        "Hull Rowing Club – raced at 2 regional regattas",
        "Member of Hull Jazz Society",
        "Member of the college netball team",
        "Steward at a music festival (summers)",
        "Personal coding projects",
        "• Wrote a budgeting app in Swift used by 40 friends and family",
      ]),
    ).toEqual([
      ["activities", null, "Hull Rowing Club"],
      ["activities", "Member", "Hull Jazz Society"],
      ["activities", "Member of the college netball team", null],
      ["activities", "Steward", null],
      // A project's title in sentence case names no employer; its bullet stays the member's own.
      ["activities", null, null],
    ]);
  });

  test("a programme and its host whose gap the export lost are read apart", () => {
    expect(
      entries([
        "Nora Quinn",
        "EXPERIENCE",
        "Markets Spring Insight  Wexley Hart Advisory, Leeds  March 2026",
      ]),
    ).toEqual([["experience", "Markets Spring Insight", "Wexley Hart Advisory"]]);
  });

  test("a post held as one of a group, or at a place the CV describes, reads as English", () => {
    const text = letter(
      [
        "Dev Sharma",
        "EDUCATION",
        "University of Hull, BSc Accounting, Sep 2024 – Jun 2027",
        "EXPERIENCE",
        "Kitchen Staff, The Anchor, Hull    Jun 2024 – Sep 2024",
        "- Prepared food for up to 120 covers a night",
        "Waiter - Family-run bistro, Beverley    Summers 2022 - 2023",
        "HARBORNE LANE PARTNERS — Summer Intern, Leeds — Jun 2025 – Aug 2025",
        "- Checked 45 supplier statements against the ledger and cleared 12 differences",
      ].join("\n"),
    );
    expect(text).not.toMatch(/\ba Kitchen Staff\b|at Family-run|HARBORNE LANE/);
    expect(text).toMatch(/kitchen staff at the Anchor|a family-run bistro|Harborne Lane Partners/);
  });

  test("a module whose name holds 'and' stays one module, and a finance word is not 'corrected'", () => {
    const cv = [
      "Rhea Patel",
      "EDUCATION",
      "BSc Economics, University of Essex (2024 – 2027)",
      "Modules: Money and Banking, Public Economics, Econometrics",
      "EXPERIENCE",
      "Finance Intern, Colne Valley Capital, Colchester (Jul 2025 – Aug 2025)",
      "• Updated the monitoring pack for 7 investee companies each month",
    ].join("\n");
    expect(readCv(cv).education[0]?.modules).toEqual([
      "Money and Banking",
      "Public Economics",
      "Econometrics",
    ]);
    // Without commas, "and" still divides two modules.
    expect(
      readCv(cv.replace(/Modules: .*/, "Modules: Econometrics and Statistics")).education[0]?.modules,
    ).toEqual(["Econometrics", "Statistics"]);
    const text = letter(cv);
    expect(text).not.toMatch(/invested companies/);
    expect(text).toMatch(/7 investee companies/);
  });

  test("an opening that would match any course-mate's names the member's latest job in its own tense", () => {
    const cv = (dates: string) =>
      [
        "Ola Bakare",
        "EDUCATION",
        "University of Reading, BSc Finance, Sep 2024 – Jun 2027",
        "EXPERIENCE",
        `Credit Intern, Kennet Street Bank, Reading    ${dates}`,
        "• Spread the accounts of 30 borrowers for annual reviews",
      ].join("\n");
    const opening = (text: string) => text.split("\n\n")[4] ?? "";
    expect(opening(letter(cv("Jun 2025 – Aug 2025")))).toMatch(
      /Most recently, I worked as a Credit Intern at Kennet Street Bank\./,
    );
    expect(opening(letter(cv("Sep 2026 – Present")))).toMatch(
      /I currently work as a Credit Intern at Kennet Street Bank\./,
    );
  });
});

describe("entries laid out as real CVs lay them out", () => {
  const entry = (cvText: string, fact: string) =>
    readCv(cvText).entries.find((e) => e.bullets.some((b) => b.includes(fact)));

  test("a present-tense description under a post stays with it, not with the next employer", () => {
    const cv = [
      "Sam Ode",
      "WORK EXPERIENCE",
      "Lock Street Tavern, Bristol",
      "Bar Staff (part-time) | Oct 2025 – now",
      "Pour drinks and serve food on busy Friday and Saturday",
      "shifts; trusted with the £600 float after three weeks.",
      "Avon Youth Trust, Bristol",
      "Holiday Camp Volunteer | Summer 2024",
      "Helped run cricket camps for 30 children aged 7–12.",
    ].join("\n");
    expect(entry(cv, "£600 float")).toMatchObject({ organisation: "Lock Street Tavern", role: "Bar Staff" });
    expect(entry(cv, "30 children")).toMatchObject({
      organisation: "Avon Youth Trust",
      role: "Holiday Camp Volunteer",
    });
    expect(letter(cv)).not.toMatch(/Bar Staff at Avon Youth Trust/i);
  });

  test("a post before its employer, in brackets after it, or cut off by brackets before 'at'", () => {
    const cv = [
      "Ria Khan",
      "EXPERIENCE",
      "Fund Administrator, Wharfside Wealth, Leeds",
      "September 2023 – Present",
      "- Process redemptions for 900 client accounts",
      "Norbury Partners (Equity Research Intern)  Jun 2024 – Aug 2024",
      "• Covered 7 UK mid-cap retailers",
      "Credit Analyst (Industrial Placement) at Greyfriars Bank plc, 2022–23",
      "* Reviewed 40 annual credit files",
    ].join("\n");
    expect(entry(cv, "900 client")).toMatchObject({
      organisation: "Wharfside Wealth",
      role: "Fund Administrator",
    });
    expect(entry(cv, "7 UK mid-cap")).toMatchObject({
      organisation: "Norbury Partners",
      role: "Equity Research Intern",
    });
    expect(entry(cv, "40 annual")).toMatchObject({
      organisation: "Greyfriars Bank plc",
      role: "Credit Analyst",
    });
  });

  test("employers in capitals, seasons as dates, header bullets and square-bullet cells", () => {
    const cv = [
      "Lena Ford",
      "EXPERIENCE",
      "* Westgate Capital (Corporate Finance Intern), Cardiff — Jul 2024 – Sep 2024",
      "  * Drafted teasers sent to 55 potential buyers",
      "Easter 2023 — Spring Week, Harbour Lyle, London",
      "• Shortlisted for a fast-track interview",
      "Solway Re ▪ Actuarial Summer Intern ▪ Jul 2023 – Sep 2023",
      "▪ Built a loss dashboard for 4 lines of business",
      "• Spotted an outdated risk profile on a £3m portfolio",
      "MARSH LANE LETTINGS, Hove",
      "Office Assistant | Summers 2021 and 2022",
      "• Chased arrears worth £9,400",
      "VOLUNTEERING",
      "KEMPTOWN DEBT ADVICE",
      "Money Mentor | 2022 – 2023",
      "• Helped 12 families build budgets",
    ].join("\n");
    expect(entry(cv, "55 potential")).toMatchObject({ organisation: "Westgate Capital" });
    expect(entry(cv, "fast-track")).toMatchObject({ organisation: "Harbour Lyle", role: "Spring Week" });
    expect(entry(cv, "4 lines")).toMatchObject({
      organisation: "Solway Re",
      role: "Actuarial Summer Intern",
    });
    expect(entry(cv, "£9,400")).toMatchObject({
      organisation: "MARSH LANE LETTINGS",
      role: "Office Assistant",
    });
    expect(entry(cv, "12 families")).toMatchObject({
      organisation: "KEMPTOWN DEBT ADVICE",
      role: "Money Mentor",
    });
  });

  test("a list of hosts names no single employer, except for a bullet that says which host it was at", () => {
    const cv = [
      "Mo Chen",
      "EXPERIENCE",
      "Spring Insight Programmes: Barclays, HSBC, Nomura (2023)",
      "• At Nomura, my team's pitch on a retail merger won the case challenge",
      "• Met 40 analysts across sales, trading and research over the three weeks",
    ].join("\n");
    expect(entry(cv, "retail merger")?.organisation).toBe("Nomura");
    expect(entry(cv, "40 analysts")?.organisation).toBeNull();
    expect(letter(cv)).not.toMatch(/(?:at|At) (?:Barclays|HSBC)\b[^.]*retail merger/);
  });
});

describe("one employer's posts, and headers that carry more than a header", () => {
  const entry = (cvText: string, fact: string) =>
    readCv(cvText).entries.find((e) => e.bullets.some((b) => b.includes(fact)));

  test("a later post under the same employer, naming only its team, is not a new employer", () => {
    const cv = [
      "Tariq Lowe",
      "EXPERIENCE",
      "Wrenfield Fund Partners, Leeds",
      "Senior Analyst, Credit Research        Jan 2025 – Present",
      "• Cover 14 high-yield issuers in the building materials sector",
      "Analyst, Credit Research               Sep 2023 – Dec 2024",
      "• Rebuilt the covenant tracker for 60 loans, halving the monthly review time",
      "Holmby Ridge Ltd, York",
      "Finance Intern, Group Treasury         Jun 2022 – Aug 2022",
      "• Forecast daily cash across 9 bank accounts",
      "Analyst, Tarncliffe Advisory            2021",
      "• Wrote 3 sector notes on regional housebuilders",
    ].join("\n");
    expect(entry(cv, "14 high-yield")).toMatchObject({
      organisation: "Wrenfield Fund Partners",
      role: "Senior Analyst",
      current: true,
    });
    expect(entry(cv, "60 loans")).toMatchObject({
      organisation: "Wrenfield Fund Partners",
      role: "Analyst",
      current: false,
      endYear: 2024,
    });
    expect(entry(cv, "9 bank accounts")?.organisation).toBe("Holmby Ridge Ltd");
    // A firm's own name beside the post is a new employer, not a team.
    expect(entry(cv, "3 sector notes")?.organisation).toBe("Tarncliffe Advisory");
    expect(letter(cv)).not.toMatch(/at Credit Research/);
  });

  test("a header and what was done in it on one line are read apart", () => {
    const cv = [
      "Ines Varga",
      "EXPERIENCE",
      "Pennine Housing Trust – Volunteer Caseworker: supported 25 tenants through benefit appeals",
      "Kelso Rowing Club, Captain (2023–24); raised £4,500 for a new four",
      "Volunteer, Aire Valley Food Store – sorted 300 crates of donations a month",
      "Brantwood Gallery, Kendal — Visitor Assistant (2022). I guided school groups of up to",
      "30 pupils round the summer exhibition.",
      "Mentor, Calder outreach week; chess; hill walking",
    ].join("\n");
    expect(entry(cv, "25 tenants")).toMatchObject({
      organisation: "Pennine Housing Trust",
      role: "Volunteer Caseworker",
    });
    expect(entry(cv, "£4,500")).toMatchObject({ organisation: "Kelso Rowing Club", role: "Captain" });
    expect(entry(cv, "300 crates")?.organisation).toBe("Aire Valley Food Store");
    expect(entry(cv, "30 pupils")?.organisation).toBe("Brantwood Gallery");
    // What follows a semicolon is a header's own description only when it says what was done.
    expect(entry(cv, "hill walking")).toBeUndefined();
  });

  test("a date column's second line beside the first bullet keeps the bullet and the dates", () => {
    const cv = [
      "Owen Blake",
      "EXPERIENCE",
      "Mar 2024 –      Treasury Intern                 Dunmore Bank, Leeds",
      "Jun 2024        • Matched 90 intraday payments a day against the ledger",
      "                • Drafted the weekly liquidity note",
      "Oct 2022 –      Sales Assistant (part-time)     Fellgate Books, York",
      "present         • Run the Saturday till and a £300 float",
    ].join("\n");
    expect(entry(cv, "90 intraday")).toMatchObject({ organisation: "Dunmore Bank", endYear: 2024 });
    expect(entry(cv, "£300 float")).toMatchObject({ organisation: "Fellgate Books", current: true });
  });

  test("an employer on a short line above a dated post is not the end of the bullet before it", () => {
    const cv = [
      "Lena Shaw",
      "EXPERIENCE",
      "Corbel Wealth, Norwich",
      "Client Services Intern | Jul 2024 – Aug 2024",
      "• Updated 120 client files before the annual review",
      "Morrisons, Thetford",
      "Customer Assistant | Nov 2022 – present",
      "• Trained 4 new starters on the kiosk",
    ].join("\n");
    expect(entry(cv, "120 client files")?.bullets).toEqual([
      "Updated 120 client files before the annual review",
    ]);
    expect(entry(cv, "4 new starters")).toMatchObject({
      organisation: "Morrisons",
      role: "Customer Assistant",
    });
  });

  test("a line of dates above the next entry is not the end of the wrapped bullet before it", () => {
    const cv = [
      "Priya Okafor",
      "EXPERIENCE",
      "2024",
      "Harcastle Capital, Leeds",
      "Summer Analyst, Leveraged Finance",
      "• Built a cash-flow model for a £40m refinancing that the deal team",
      "used in the credit paper",
      "2023–24",
      "Aire Valley Credit Union",
      "Volunteer Treasurer",
      "• Reconciled 300 member accounts each month and cut unmatched",
      "items by a third",
      "(2023)",
      "Lindqvist Partners, Leeds",
      "Audit Intern",
      "• Tested 45 supplier invoices against purchase orders for a retail",
      "client",
      "Sept 2022 – Jun 2023",
      "Roundhay Tutoring Ltd",
      "Maths Tutor",
      "• Taught 12 GCSE students a week and raised their mock grades by",
      "one grade on average",
      "2021 – present",
      "Kirkstall Lock Café",
      "Barista",
      "• Served about 200 customers a shift",
    ].join("\n");
    const facts = readCv(cv);
    const bullets = facts.entries.flatMap((e) => e.bullets);
    for (const bullet of bullets) expect(bullet).not.toMatch(/(?:(?:19|20)\d{2}|–\s*24|present)\)?$/);
    expect(entry(cv, "£40m refinancing")?.bullets).toEqual([
      "Built a cash-flow model for a £40m refinancing that the deal team used in the credit paper",
    ]);
    expect(entry(cv, "300 member accounts")?.bullets).toEqual([
      "Reconciled 300 member accounts each month and cut unmatched items by a third",
    ]);
    expect(entry(cv, "£40m refinancing")).toMatchObject({ endYear: 2024 });
    expect(entry(cv, "300 member accounts")).toMatchObject({
      organisation: "Aire Valley Credit Union",
      startYear: 2023,
      endYear: 2024,
    });
    expect(entry(cv, "45 supplier invoices")).toMatchObject({
      organisation: "Lindqvist Partners",
      endYear: 2023,
    });
    expect(entry(cv, "12 GCSE students")).toMatchObject({ startYear: 2022, endYear: 2023 });
    expect(entry(cv, "200 customers")).toMatchObject({ current: true, startYear: 2021 });
  });

  test("'Additional Experience' heads jobs, and is not the tail of the bullet above it", () => {
    const cv = [
      "Ravi Nair",
      "Professional Experience",
      "Audit Intern, Bellhouse & Finch LLP | Jun 2025 – Aug 2025",
      "• Tested 45 revenue samples for a retail client",
      "Additional Experience",
      "Tutor — Brightpath Tutors | 2022 – present",
      "• Taught 12 GCSE students, all of whom passed maths",
    ].join("\n");
    const facts = readCv(cv);
    expect(facts.entries.find((e) => e.bullets.some((b) => b.includes("45 revenue")))?.bullets).toEqual([
      "Tested 45 revenue samples for a retail client",
    ]);
    expect(entry(cv, "12 GCSE")).toMatchObject({ section: "experience", organisation: "Brightpath Tutors" });
  });

  test("'Part-time work' and 'Jobs' head jobs too", () => {
    const cv = [
      "Imogen Hale",
      "PART-TIME WORK",
      "Sales Assistant, Fenwick Hardware | 2022 – present",
      "• Handled £3,000 of card takings a shift",
      "JOBS",
      "Lifeguard, Aldmoor Leisure Centre | Summer 2023",
      "• Supervised swimming lessons for 30 children",
    ].join("\n");
    expect(entry(cv, "card takings")).toMatchObject({
      section: "experience",
      organisation: "Fenwick Hardware",
    });
    expect(entry(cv, "30 children")).toMatchObject({
      section: "experience",
      organisation: "Aldmoor Leisure Centre",
    });
  });

  test("the part of the firm named after the post is not the employer", () => {
    const cv = [
      "Tariq Osei",
      "WORK EXPERIENCE",
      "Halden Rowe | Summer Analyst, Debt Capital Markets Division          Jun – Aug 2025",
      "• Built a debt capacity model for a £300m refinancing",
      "Corbel Street | Claims Intern, Specialty Insurance Team               Jul 2024",
      "• Answered 40 client queries a day on the trade support inbox",
    ].join("\n");
    expect(entry(cv, "debt capacity")).toMatchObject({ organisation: "Halden Rowe" });
    expect(entry(cv, "40 client queries")).toMatchObject({ organisation: "Corbel Street" });
  });

  test("a graduate post and a scheme's rotations stay with the employer named above them", () => {
    const cv = [
      "Nadia Brook",
      "EXPERIENCE",
      "Pembury Mutual Insurance, Leeds",
      "Claims Analyst (Apr 2025 – Present)",
      "- Reviewed 30 large-loss claims a month",
      "Claims Graduate (Sept 2024 – Mar 2025)",
      "- Settled 120 motor claims within the service target",
      "",
      "Larchfield Water — Graduate Programme              Sept 2023 – present",
      "Rotation 2: Treasury (Mar 2024 – present)",
      "- Forecast daily cash across 6 bank accounts",
      "Rotation 1: Procurement Analytics (Sept 2023 – Feb 2024)",
      "- Mapped 900 supplier contracts by renewal date",
      "",
      "Oakmere Deli",
      "Sales Assistant (Jun 2021 – Aug 2023)",
      "- Served 150 customers on busy Saturdays",
    ].join("\n");
    expect(entry(cv, "120 motor claims")).toMatchObject({ organisation: "Pembury Mutual Insurance" });
    expect(entry(cv, "900 supplier")).toMatchObject({ organisation: "Larchfield Water" });
    expect(entry(cv, "6 bank accounts")).toMatchObject({ organisation: "Larchfield Water" });
    expect(entry(cv, "150 customers")).toMatchObject({ organisation: "Oakmere Deli" });
  });

  test("a line saying what the employer does is not the employer, and its later posts stay with it", () => {
    const cv = [
      "Owen Pryce",
      "EMPLOYMENT",
      "Fennick Lowe Accountants",
      "Regional audit and advisory practice, 300 staff",
      "Audit Intern · Cardiff · Summer 2025",
      "- Tested 60 purchase invoices for a haulage client",
      "Tax Insight Day · Bristol · Easter 2024",
      "- Shadowed the team filing 15 partnership returns",
      "",
      "Greyfield Leisure Centre",
      "Lifeguard · Newport · 2021 – 2023",
      "- Supervised pool sessions for up to 80 swimmers",
    ].join("\n");
    expect(entry(cv, "60 purchase")).toMatchObject({
      organisation: "Fennick Lowe Accountants",
      role: "Audit Intern",
    });
    expect(entry(cv, "15 partnership")).toMatchObject({ organisation: "Fennick Lowe Accountants" });
    expect(entry(cv, "80 swimmers")).toMatchObject({ organisation: "Greyfield Leisure Centre" });
  });
});

describe("layouts from templates and forms", () => {
  const entry = (cvText: string, fact: string) =>
    readCv(cvText).entries.find((e) => e.bullets.some((b) => b.includes(fact)));

  test("a heading with a note in brackets still heads its section", () => {
    const cv = [
      "Rosa Lindgren",
      "Education",
      "University of Stirling, BAcc Accountancy, 2022–2026",
      "Dollar Academy, Stirling: Highers Maths (A), Accounting (A)",
      "Experience (most recent first)",
      "Audit Intern, Corrie Baird LLP, Glasgow (Jun–Aug 2025)",
      "* Tested 35 fixed asset additions for a distillery client",
    ].join("\n");
    expect(entry(cv, "35 fixed asset")).toMatchObject({
      section: "experience",
      organisation: "Corrie Baird LLP",
      role: "Audit Intern",
    });
  });

  test("a form's labelled fields are the header, and 'Duties:' labels the bullets", () => {
    const cv = [
      "Name: Tomasz Wren",
      "WORK EXPERIENCE",
      "Employer: Harlow & Pike Group",
      "Position: Payroll Assistant (part-time)",
      "Dates: Sep 2023 - Present",
      "Duties:",
      "- Checked 400 timesheets a month against rota records",
      "Employer: Castlegate Lanes",
      "Position: Shift Leader",
      "Dates: 2021 - 2023",
      "Key achievements:",
      "- Opened and closed the venue on 60 late shifts",
      "VOLUNTEERING",
      "Organisation: Brackley Youth Club",
      "Role: Volunteer Coach",
      "Dates: 2020 - 2021",
      "Organisation: Riverside Food Bank",
      "Role: Volunteer Driver",
      "- Delivered 25 parcels a week to housebound clients",
    ].join("\n");
    expect(entry(cv, "400 timesheets")).toMatchObject({
      organisation: "Harlow & Pike Group",
      role: "Payroll Assistant",
      current: true,
    });
    // The next employer's line is not the end of the bullet before it.
    expect(entry(cv, "400 timesheets")?.bullets).toEqual([
      "Checked 400 timesheets a month against rota records",
    ]);
    expect(entry(cv, "60 late shifts")).toMatchObject({
      section: "experience",
      organisation: "Castlegate Lanes",
      role: "Shift Leader",
    });
    expect(entry(cv, "25 parcels")).toMatchObject({
      organisation: "Riverside Food Bank",
      role: "Volunteer Driver",
    });
    // A second "Organisation:" starts another entry, even after one with no bullets.
    expect(readCv(cv).entries.find((e) => e.role === "Volunteer Coach")).toMatchObject({
      organisation: "Brackley Youth Club",
      bullets: [],
    });
  });

  test("a left-hand date column's range over two lines, and its notes of how long, date the entry beside them", () => {
    const cv = [
      "Esme Rook",
      "WORK EXPERIENCE",
      "Mar 2024 –         Operations Intern",
      "Jun 2024           Thornbury Freight Ltd, Hull",
      "                   • Matched 150 delivery notes a week to invoices for",
      "Twelve weeks       the two largest customers",
      "Oct 2022 –         Treasurer",
      "May 2024           Hull Investment Society",
      "                   • Kept the books for a £9,000 budget",
      "2020 – 2022        Sales Assistant",
      "Weekends           Ferens Books, Hull",
      "                   • Ran the Saturday till and a £200 float",
    ].join("\n");
    expect(entry(cv, "150 delivery notes")).toMatchObject({
      organisation: "Thornbury Freight Ltd",
      endYear: 2024,
    });
    expect(entry(cv, "150 delivery notes")?.bullets).toEqual([
      "Matched 150 delivery notes a week to invoices for the two largest customers",
    ]);
    expect(entry(cv, "£9,000 budget")).toMatchObject({
      organisation: "Hull Investment Society",
      role: "Treasurer",
      startYear: 2022,
      endYear: 2024,
    });
    expect(entry(cv, "£200 float")).toMatchObject({ organisation: "Ferens Books" });
  });

  test("a team named after the post is passed over for the firm named on the line below", () => {
    const cv = [
      "Kit Marsh",
      "EXPERIENCE",
      "Summer Analyst, Leveraged Finance     Jun 2024 – Aug 2024",
      "Ashby Rowe, London",
      "• Built a debt capacity model for a £90m refinancing",
      "Ravenhill Research — Equity Research Intern     Jun 2023",
      "Independent research house covering UK small caps",
      "• Updated earnings models for 5 listed retailers",
      "Graduate Analyst, Credit Research     Sep 2022",
      "Lender to farms across Wales",
      "• Reviewed 12 loan files for the credit committee",
    ].join("\n");
    expect(entry(cv, "debt capacity")).toMatchObject({ organisation: "Ashby Rowe", role: "Summer Analyst" });
    // A firm named first keeps its name, whatever its last word, and a line about it is not the firm.
    expect(entry(cv, "5 listed retailers")).toMatchObject({ organisation: "Ravenhill Research" });
    // Only a name is taken for the firm, not a line saying what the firm does.
    expect(entry(cv, "12 loan files")?.organisation).not.toBe("Lender to farms across Wales");
  });

  test("the part of a venue a job was in is not the employer", () => {
    const cv = [
      "Jude Palmer",
      "EXPERIENCE",
      "Box Office, Harbourside Playhouse — Part-time                 2022–24",
      "- Sold tickets and handled refunds on a till taking £4,000 a night",
    ].join("\n");
    expect(entry(cv, "£4,000 a night")).toMatchObject({ organisation: "Harbourside Playhouse" });
  });

  test("a later post under an employer's line, its dates on a line of their own, stays with the employer", () => {
    const cv = [
      "Ada Quill",
      "EXPERIENCE",
      "HALLWORTH STERNE, London",
      "Summer Analyst, Asset Management Division",
      "Jun 2025 – Aug 2025",
      "• Built a factor report for 3 model portfolios",
      "Spring Week, Global Markets",
      "Apr 2024",
      "• Rotated across 4 sales desks and pitched a trade idea",
      "Dunmore Deli, Bath",
      "Sales Assistant",
      "2021 – 2023",
      "• Served 150 customers on busy Saturdays",
    ].join("\n");
    expect(entry(cv, "4 sales desks")).toMatchObject({
      organisation: "HALLWORTH STERNE",
      role: "Spring Week",
      endYear: 2024,
    });
    expect(entry(cv, "150 customers")).toMatchObject({ organisation: "Dunmore Deli" });
  });

  test("a paragraph's sentence in the first person is the entry's, not a header of its own", () => {
    const cv = [
      "Finn Castle",
      "Professional Experience",
      "Private Equity Intern at Corran Bay Partners, Leeds                Summer 2025",
      "Supported the deal team on the purchase of a £90m packaging group.",
      "I built the cost base of the operating model from 24 months of accounts and",
      "ran the returns analysis at 3 exit multiples.",
      "Summer Intern at Kelvin Mutual, Glasgow                           Jul 2024",
      "Reviewed 20 claims files for the audit committee.",
    ].join("\n");
    const built = entry(cv, "cost base");
    expect(built).toMatchObject({ organisation: "Corran Bay Partners" });
    expect(built?.bullets).toContain(
      "built the cost base of the operating model from 24 months of accounts and ran the returns analysis at 3 exit multiples.",
    );
  });
});

describe("what the posting says about the firm", () => {
  test("a duty cut short keeps a whole thing to do, not a word that only pointed at a list", () => {
    expect(dutyPhrase("Draft sections of credit memos and sector notes")).toBe(
      "drafting sections of credit memos",
    );
    expect(dutyPhrase("Perform audit testing on areas such as payroll and cash")).toBe(
      "performing audit testing",
    );
    expect(dutyPhrase("Building dashboards for the lending team")).toBe(
      "building dashboards for the lending team",
    );
  });

  test("what a posting asks of applicants is not what the firm works on", () => {
    const facts = readFirm(
      "Ravel Partners",
      [],
      [
        "We're interested in curiosity about markets, ability to work in a team, and clear writing.",
        "A staffer balances work across the analyst class.",
      ],
    );
    expect(facts.areas).toEqual([]);
  });
});

describe("layouts that hide which employer a bullet is under", () => {
  const under = (cv: string, bullet: string) =>
    readCv(cv).entries.find((e) => e.bullets.some((b) => b.includes(bullet)))?.organisation;

  test("a Word table's tab between two cells ends the first cell, however close its stop", () => {
    const cv = [
      "WORK EXPERIENCE",
      "Jul 2023\tHalden Wardell\tAudit Work Experience Week",
      "\t\t• Vouched fixed asset additions for a charity",
    ].join("\n");
    expect(under(cv, "Vouched fixed asset")).toBe("Halden Wardell");
  });

  test("a table's row of column names is no entry", () => {
    const cv = [
      "WORK EXPERIENCE",
      "Dates | Employer | Role and responsibilities",
      "Jun – Aug 2024 | Carrow Hale | Summer Intern",
      "• Analysed trading figures for 9 loan applicants",
    ].join("\n");
    expect(under(cv, "Analysed trading figures")).toBe("Carrow Hale");
  });

  test("a sidebar heading read between a dated post and its bullets leaves the bullets with the post", () => {
    const cv = [
      "EXPERIENCE",
      "Pendry Group",
      "Commodities Summer Analyst | London | Jun – Aug 2024",
      "SKILLS",
      "• Built a gas storage valuation model used by the desk",
      "Excel & VBA",
      "• Tracked 14 cargoes diverted from Europe to Asia",
      "Python (pandas)",
    ].join("\n");
    expect(under(cv, "Built a gas storage")).toBe("Pendry Group");
    expect(under(cv, "Tracked 14 cargoes")).toBe("Pendry Group");
    expect(readCv(cv).skills.join(" ")).toMatch(/Excel/);
  });
});

describe("profile exports, right-aligned templates and skills-based CVs", () => {
  const cvOf = (lines: string[]) => readCv(lines.join("\n"));
  const under = (lines: string[], bullet: string) =>
    cvOf(lines).entries.find((e) => e.bullets.some((b) => b.includes(bullet)))?.organisation;
  const posts = (lines: string[]) => cvOf(lines).entries.map((e) => [e.role, e.organisation]);

  test("letter-spaced headings and name are read as words", () => {
    const cv = cvOf([
      "N I A L L  P R E S T O N",
      "W O R K  E X P E R I E N C E",
      "Ferncliffe Partners | Audit Intern | Jun 2024 – Aug 2024",
      "• Tested payroll for two charity clients",
      "S K I L L S",
      "Excel, Power BI",
    ]);
    expect(cv.name).toBe("Niall Preston");
    expect(cv.entries.map((e) => [e.section, e.organisation])).toEqual([
      ["experience", "Ferncliffe Partners"],
    ]);
    expect(cv.skills).toContain("Power BI");
  });

  test("a letter-spaced heading with no wider gap between its words is still read as its words", () => {
    const cv = cvOf([
      "W O R K E X P E R I E N C E",
      "Ferncliffe Partners | Audit Intern | Jun 2024 – Aug 2024",
      "• Tested payroll for two charity clients",
      "S K I L L S A N D I N T E R E S T S",
      "Excel, Power BI",
    ]);
    expect(cv.entries.map((e) => [e.section, e.organisation])).toEqual([
      ["experience", "Ferncliffe Partners"],
    ]);
    expect(cv.skills).toContain("Power BI");
  });

  test("an employer above its post and dates, each on a line of its own, is not the end of a bullet", () => {
    const lines = [
      "EXPERIENCE",
      "Ferncliffe Partners",
      "Audit Intern | Leeds",
      "Jun 2024 - Aug 2024",
      "• Tested payroll for two charity clients",
      "",
      "Quillon Books",
      "Sales Assistant | York",
      "Sep 2021 - Jun 2023",
      "• Trained four new starters on the tills",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners"],
      ["Sales Assistant", "Quillon Books"],
    ]);
    expect(cvOf(lines).entries[0]?.bullets).toEqual(["Tested payroll for two charity clients"]);
  });

  test("a sidebar set between two jobs ends where the next job's header starts", () => {
    const lines = [
      "EXPERIENCE",
      "Ferncliffe Partners",
      "Audit Intern | Leeds",
      "Jun 2024 - Aug 2024",
      "Tested payroll for two charity clients and raised three findings",
      "SKILLS",
      "Excel",
      "SQL",
      "",
      "Quillon Books",
      "Sales Assistant | York",
      "Sep 2021 - Jun 2023",
      "Trained four new starters on the tills and ran the returns desk",
    ];
    const cv = cvOf(lines);
    expect(under(lines, "Trained four new starters")).toBe("Quillon Books");
    expect(cv.entries.find((e) => e.organisation === "Quillon Books")?.section).toBe("experience");
    expect(cv.skills).toEqual(["Excel", "SQL"]);
  });

  test("a profile export's employer over several posts, with tenure and location lines", () => {
    const lines = [
      "Experience",
      "Ferncliffe Partners",
      "2 years 1 month",
      "Audit Intern",
      "June 2024 - August 2024 (3 months)",
      "Bradford, England, United Kingdom",
      "Tested payroll for two charity clients in the region.",
      "Languages",
      "French (Professional Working)",
      "Quillon Books",
      "1 year 10 months",
      "Sales Assistant",
      "September 2021 - June 2023 (1 year 10 months)",
      "York, England, United Kingdom",
      "Trained four new starters on the tills and ran the returns desk.",
      "Stock Assistant",
      "July 2021 - September 2021 (3 months)",
      "Virtual",
      "Counted the stock of the second-hand room before the autumn sale.",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners"],
      ["Sales Assistant", "Quillon Books"],
      ["Stock Assistant", "Quillon Books"],
    ]);
  });

  test("a sentence among a post's unmarked bullets is one of them, whatever word opens it", () => {
    const lines = [
      "Experience",
      "Ferncliffe Investment Society",
      "Portfolio Manager",
      "September 2023 - Present",
      "Managed a student-run fund of £12,000 with a team of six analysts.",
      "Portfolio returned 8.1% in the year against 6.5% for the index.",
      "Introduced a monthly screening meeting with a vote of all members.",
    ];
    expect(cvOf(lines).entries).toHaveLength(1);
    expect(under(lines, "Introduced a monthly screening")).toBe("Ferncliffe Investment Society");
  });

  test("an employer in capitals above its post and dates, or below them above the bullets", () => {
    const above = [
      "Experience",
      "NORTHWAITE",
      "Markets Spring Intern",
      "March 2024 - April 2024",
      "• Shadowed the rates desk for two weeks",
    ];
    expect(under(above, "Shadowed the rates desk")).toBe("NORTHWAITE");
    const below = [
      "WORK EXPERIENCE",
      "01/07/2024 – 20/09/2024 – London, United Kingdom",
      "Wealth Management Summer Intern",
      "HALLOWAY AG",
      "• Prepared review packs for 20 clients",
      "12/09/2022 – 25/08/2023 – Bristol, United Kingdom",
      "Placement Student",
      "Ferncliffe Partners LLP",
      "• Worked on 11 audits of charities",
    ];
    expect(posts(below)).toEqual([
      ["Wealth Management Summer Intern", "HALLOWAY AG"],
      ["Placement Student", "Ferncliffe Partners LLP"],
    ]);
  });

  test("day-month-year dates and months with two-digit years are dates", () => {
    expect(dateRanges("01/07/2024 – 20/09/2024").map((r) => [r.start.year, r.start.month])).toEqual([
      [2024, 7],
    ]);
    expect(dateRanges("06/23-09/23").map((r) => [r.start.year, r.end])).toEqual([
      [2023, { year: 2023, month: 9, style: "numeric", text: "09/23" }],
    ]);
    const lines = [
      "EXPERIENCE",
      "06/24-08/24   Ferncliffe Partners, Leeds",
      "              Audit Intern",
      "              ▪ Tested payroll for two charity clients",
      "06/23-09/23   Quillon Books, York",
      "              Sales Assistant",
      "              ▪ Trained four new starters on the tills",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners"],
      ["Sales Assistant", "Quillon Books"],
    ]);
  });

  test("a brand written in lower case above a post is its employer, not the end of a bullet", () => {
    const lines = [
      "Experience",
      "Ferncliffe Partners",
      "Audit Intern",
      "June 2024 - August 2024",
      "• Tested payroll for two charity clients",
      "quillo",
      "Data Intern",
      "July 2023 - August 2023",
      "• Cleaned three years of loan data",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners"],
      ["Data Intern", "quillo"],
    ]);
  });

  test("a vacation scheme and an audit senior are posts", () => {
    const lines = [
      "EXPERIENCE",
      "Sept '24 – Present    Audit Senior, Ferncliffe Partners, Leeds",
      "- Led the fieldwork on two charity audits",
      "June '23 – Aug '23    Summer Vacation Scheme, Quillon Audit, Leeds",
      "- Tested payroll for a housing association",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Senior", "Ferncliffe Partners"],
      ["Summer Vacation Scheme", "Quillon Audit"],
    ]);
  });

  test("a programme called a week is the post, even when its first words name a kind of firm", () => {
    const bullet = "- Modelled a £40m refinancing for a mid-market borrower";
    expect(
      posts([
        "EXPERIENCE",
        "Debt Advisory Insight Week, Rothley Stone    Apr 2024",
        bullet,
        "Rothley Stone – Investment Banking Spring Insight Week    Apr 2023",
        bullet,
      ]),
    ).toEqual([
      ["Debt Advisory Insight Week", "Rothley Stone"],
      ["Investment Banking Spring Insight Week", "Rothley Stone"],
    ]);
    // The post on a line of its own above its host and dates.
    expect(
      posts(["EXPERIENCE", "Capital Markets Insight Week", "Rothley Stone, London    Apr 2024", bullet]),
    ).toEqual([["Capital Markets Insight Week", "Rothley Stone"]]);
    const text = letter(
      ["Test Person", "EXPERIENCE", "Debt Advisory Insight Week | Rothley Stone | Apr 2024", bullet].join(
        "\n",
      ),
    );
    expect(text).not.toMatch(/at Debt Advisory Insight Week/);
  });

  test("posts under a dated employer, each with its team and its own dates, are the employer's", () => {
    const lines = [
      "EXPERIENCE",
      "Carrow Bank — Leeds                                   Jun 2022 – present",
      "Graduate Analyst, Corporate & Institutional (Sep 2023 – present)",
      "• Wrote the credit paper for a £15m dairy expansion",
      "• Ran the annual review calendar for a £200m lending book",
      "Summer Intern, Commercial Banking (Jun – Aug 2022)",
      "• Presented two hotel refinancing cases to a credit partner",
      "Halden Crowe LLP — York                                2020 – 2021",
      "Audit Assistant, Tax (Jul – Aug 2021)",
      "• Prepared 12 partnership tax returns",
    ];
    expect(posts(lines)).toEqual([
      ["Graduate Analyst", "Carrow Bank"],
      ["Summer Intern", "Carrow Bank"],
      ["Audit Assistant", "Halden Crowe LLP"],
    ]);
    expect(under(lines, "Presented two hotel refinancing cases")).toBe("Carrow Bank");
    // A second firm on the post's line is that firm, not a team.
    expect(
      posts([
        "EXPERIENCE",
        "Carrow Bank — Leeds    2022 – 2024",
        "Summer Intern, Wexley Foods (Jun – Aug 2022)",
        "• Served 150 customers a day",
      ]),
    ).not.toContainEqual(["Summer Intern", "Carrow Bank"]);
  });

  test("a team holding a firm's word after the post is where the post sat; the firm beside it employs", () => {
    const bullet = "• Prepared the comparables for a £300m bond";
    expect(
      posts([
        "EXPERIENCE",
        "Summer Analyst, Debt Capital Markets — Carrow Banking Group, Leeds (June–August 2024)",
        bullet,
      ]),
    ).toEqual([["Summer Analyst", "Carrow Banking Group"]]);
    // The firm named first keeps it.
    expect(
      posts([
        "EXPERIENCE",
        "Ashby Capital Partners — Summer Analyst, Debt Capital Markets (June–August 2024)",
        bullet,
      ]),
    ).toEqual([["Summer Analyst", "Ashby Capital Partners"]]);
  });

  test("a left-hand date column's single year or season opens the next entry and is no part of its post", () => {
    const lines = [
      "Experience",
      "2023–2024  Treasury Analyst (placement year), Harwood Lyle plc, Derby.",
      "           ◦ Forecast weekly cash across 9 entities for the liquidity report.",
      "Summer 2022  Spring-into-Banking Intern, Carrow Bank, Bristol.",
      "           ◦ Shadowed a relationship director on 6 farm visits.",
      "Positions of responsibility",
      "2022–2023  Treasurer, Fenmore Rowing Club, Bath.",
      "           ◦ Cut the club's overdraft to zero by April 2023.",
      "2022       Volunteer, Wexley House, Bath.",
      "           ◦ Sorted donations two evenings a week at the night shelter.",
    ];
    expect(posts(lines)).toEqual([
      ["Treasury Analyst", "Harwood Lyle plc"],
      ["Spring-into-Banking Intern", "Carrow Bank"],
      ["Treasurer", "Fenmore Rowing Club"],
      ["Volunteer", "Wexley House"],
    ]);
    expect(under(lines, "Sorted donations")).toBe("Wexley House");
  });

  test("a bullet cut after a word that cannot end it goes on below, even when the line opens with a capital", () => {
    const lines = [
      "EXPERIENCE",
      "Equity Research Summer Intern",
      "Harwood Lyle | London | Jul 2024 – Sep 2024",
      "• Drafted the first cut of an initiation note on a",
      "Leeds-based online fashion brand",
      "• Built a sales tracker from 40 store filings",
      "Shift Supervisor",
      "Wexley Foods | Exeter | Oct 2022 – May 2024",
      "• Supervised a team of 6 on late shifts",
    ];
    expect(posts(lines)).toEqual([
      ["Equity Research Summer Intern", "Harwood Lyle"],
      ["Shift Supervisor", "Wexley Foods"],
    ]);
    expect(under(lines, "Built a sales tracker")).toBe("Harwood Lyle");
    expect(cvOf(lines).entries[0]?.bullets[0]).toMatch(/on a Leeds-based online fashion brand$/);
  });

  test("a person on a programme is named as a post held, not as the programme", () => {
    const cv = [
      "Test Person",
      "EXPERIENCE",
      "Talent Academy Participant, Rothley Stone    Nov 2022 – Mar 2023",
      "- Built a three-statement model for a £40m retailer in a team of four",
      "- Presented the valuation to 2 partners at the final review",
    ].join("\n");
    expect(posts(cv.split("\n"))).toEqual([["Talent Academy Participant", "Rothley Stone"]]);
    const text = letter(cv);
    expect(text).toMatch(/a Talent Academy Participant at Rothley Stone/);
    expect(text).not.toMatch(/(?:During|during|On|on) the Talent Academy Participant/);
  });

  test("posts held at a dated society, each dated on the line below it, are the society's", () => {
    const lines = [
      "ACTIVITIES",
      "Ferncliffe University Economics Society\tSep 2022 – Jun 2024",
      "Vice President (2023 – 2024), Events Officer (2022 – 2023)",
      "\tOrganised a careers night with 14 firms",
    ];
    expect(under(lines, "Organised a careers night")).toBe("Ferncliffe University Economics Society");
  });

  test("one-line entries set out alike are apart, whether or not the second names a known post", () => {
    const lines = [
      "WORK HISTORY",
      "Ferncliffe Partners – Audit Intern, Leeds (Jul 2024 – Sep 2024)",
      "Tarnwell Sachs – Spring into Markets, London (Apr 2024)",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners"],
      [null, "Tarnwell Sachs"],
    ]);
  });

  test("a skills-based CV's lines go to the listed post they name, not to the skill above them", () => {
    const lines = [
      "KEY ACHIEVEMENTS BY SKILL",
      "",
      "Analysis and Numeracy",
      "▪ Tested payroll for two charity clients at Ferncliffe Partners",
      "▪ Counted stock at a brewery for the year-end audit",
      "",
      "Teamwork",
      "▪ Trained four new starters on the tills at Quillon Books",
      "▪ Matched 30 mentors and mentees each term as scheme coordinator",
      "",
      "WORK HISTORY",
      "Ferncliffe Partners – Audit Intern, Leeds (Jul 2024 – Sep 2024)",
      "Quillon Books – Sales Assistant, York (Sep 2021 – Jun 2023)",
      "Harbour Mentoring – Scheme Coordinator, Leeds (2023 – present)",
    ];
    expect(under(lines, "Tested payroll")).toBe("Ferncliffe Partners");
    expect(under(lines, "Trained four new starters")).toBe("Quillon Books");
    expect(under(lines, "Matched 30 mentors")).toBe("Harbour Mentoring");
    expect(under(lines, "Counted stock")).toBeNull();
    // The heading after a blank line heads the bullets below it; it does not end the bullet above.
    expect(cvOf(lines).entries.flatMap((e) => e.bullets)).toContain(
      "Counted stock at a brewery for the year-end audit",
    );
  });

  test("with no posts listed, the employer a line names in its opening or closing words is its own", () => {
    const lines = [
      "KEY ACHIEVEMENTS",
      "Analysis",
      "- At Ferncliffe Partners, tested payroll for two charity clients",
      "- Built a budget tracker for a food bank (Harbour Pantry)",
      "Teamwork",
      "- Trained four new starters on the tills – Quillon Books",
      "- Modelled a cash forecast for a start-up (Excel)",
      "SKILLS",
      "Excel, Power BI",
    ];
    expect(under(lines, "tested payroll")).toBe("Ferncliffe Partners");
    expect(under(lines, "Built a budget tracker")).toBe("Harbour Pantry");
    expect(under(lines, "Trained four new starters")).toBe("Quillon Books");
    expect(under(lines, "Modelled a cash forecast")).toBeNull();
  });

  test("parts of a right-aligned header run together are read apart", () => {
    const lines = [
      "EXPERIENCE",
      "Ferncliffe Partners LeedsJun 2024 – Aug 2024",
      "Audit Intern",
      "- Tested payroll for two charity clients",
      "Sales AssistantQuillon Books LtdSep 2021 – Jun 2023",
      "- Trained four new starters on the tills",
      "HalloraySpring Week, Mar 2023",
      "Global Advisory Spring Intern",
      "- Valued a utility in a team of four",
      "Tarn Valley BooksYork06/21 – 08/21",
      "Stock Assistant",
      "- Counted the stock of the second-hand room",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners"],
      ["Sales Assistant", "Quillon Books Ltd"],
      ["Spring Week", "Halloray"],
      ["Stock Assistant", "Tarn Valley Books"],
    ]);
  });

  test("a brand that starts with a two-letter word before a role word stays whole", () => {
    const lines = [
      "EXPERIENCE",
      "Maths tutor — MyTutor (self-employed)  2022 – present",
      "• Tutor 6 GCSE students each week; all six passed",
      "Sales AssistantQuillon Books LtdSep 2021 – Jun 2023",
      "- Trained four new starters on the tills",
    ];
    expect(posts(lines)).toEqual([
      ["Maths tutor", "MyTutor"],
      ["Sales Assistant", "Quillon Books Ltd"],
    ]);
  });

  test("a town run onto an employer, a legal suffix or a programme week is read apart", () => {
    const lines = [
      "EXPERIENCE",
      "Harbour Lights FestivalKirkwall, UK",
      "Box Office Supervisor",
      "- Balanced the ticket floats each night",
      "Dunmore Bakeries PLCLeeds, UK",
      "Team Member",
      "- Opened the shop on Saturdays",
      "Global Markets Insight WeekCarrow HillJul 2023",
      "- Built a covenant model for a mock refinancing",
    ];
    expect(posts(lines)).toEqual([
      ["Box Office Supervisor", "Harbour Lights Festival"],
      ["Team Member", "Dunmore Bakeries PLC"],
      ["Global Markets Insight Week", "Carrow Hill"],
    ]);
  });

  test("a date column with two-digit years run into the post is not part of the post", () => {
    const lines = [
      "EXPERIENCE",
      "Jul 23 – Jul 24 Finance Placement, Quillon Water plc",
      "Sept '22 – June '23 Bar Staff, The Tarn Inn",
      "- Served busy Friday nights for a year",
    ];
    expect(posts(lines)).toEqual([
      ["Finance Placement", "Quillon Water plc"],
      ["Bar Staff", "The Tarn Inn"],
    ]);
  });

  test("a contact block between two jobs is neither a header nor the end of a bullet", () => {
    const lines = [
      "Experience",
      "Ferncliffe Partners",
      "Audit Intern",
      "June 2024 - August 2024",
      "• Tested payroll for two charity clients",
      "Contact",
      "niall.preston@example.com",
      "07700 900 123",
      "www.linkedin.com/in/niallpreston (LinkedIn)",
      "Quillon Books",
      "Sales Assistant",
      "September 2021 - June 2023",
      "• Trained four new starters on the tills",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners"],
      ["Sales Assistant", "Quillon Books"],
    ]);
    expect(cvOf(lines).entries[0]?.bullets).toEqual(["Tested payroll for two charity clients"]);
  });

  test("a sidebar's lines between a post's header and its first bullet leave the bullets with the post", () => {
    const lines = [
      "EXPERIENCE",
      "Ferncliffe Partners | Audit Intern | Jun 2024 – Aug 2024",
      "LANGUAGES",
      "French (fluent)",
      "German (basic)",
      "• Tested payroll for two charity clients",
    ];
    expect(under(lines, "Tested payroll")).toBe("Ferncliffe Partners");
    expect(cvOf(lines).languages).toEqual(["French (fluent)", "German (basic)"]);
  });

  test("a Europass date range in square brackets is a date, not an employer", () => {
    const lines = [
      "WORK EXPERIENCE",
      "[ 07/2024 – 09/2024 ]",
      "Audit Intern",
      "Ferncliffe Partners LLP",
      "• Tested payroll for two charity clients",
      "[ 09/2022 – 06/2023 ]",
      "Sales Assistant",
      "QUILLON BOOKS",
      "• Trained four new starters on the tills",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners LLP"],
      ["Sales Assistant", "QUILLON BOOKS"],
    ]);
  });

  test("an employer's acronym in capitals keeps its capitals in the letter", () => {
    const cv = [
      "Niall Preston",
      "EDUCATION",
      "University of Leeds, BSc Economics, Sep 2023 – Jun 2026, Predicted 2:1",
      "EXPERIENCE",
      "KBRW",
      "Markets Spring Intern",
      "March 2025 - April 2025",
      "• Wrote a morning note on gilt supply that the desk sent to 40 clients",
    ].join("\n");
    const text = letter(cv);
    expect(text).toMatch(/KBRW/);
    expect(text).not.toMatch(/Kbrw/);
    // An acronym with no vowel beside a short word keeps its capitals too; a name in capitals does not.
    const two = letter(cv.replace("KBRW", "HQSB UK"));
    expect(two).toMatch(/HQSB UK/);
    expect(two).not.toMatch(/Hqsb/);
    const named = letter(cv.replace("KBRW", "HARWOOD LYLE LLP"));
    expect(named).toMatch(/Harwood Lyle LLP/);
  });

  test("a skills-based CV's bullets under a plain Skills heading are achievements, not skills", () => {
    const lines = [
      "SKILLS",
      "Analytical Skills",
      "• At Ferncliffe Partners, tested revenue for three retail clients",
      "Teamwork",
      "• Trained four new starters on the tills at Quillon Books",
      "EMPLOYMENT HISTORY",
      "Ferncliffe Partners | Audit Intern | Jun 2024 – Aug 2024",
      "Quillon Books | Sales Assistant | 2021 – 2023",
    ];
    expect(under(lines, "tested revenue for three")).toBe("Ferncliffe Partners");
    expect(under(lines, "Trained four new starters")).toBe("Quillon Books");
  });

  test("a skill whose lines name no employer is no employer, when its neighbours' lines name theirs", () => {
    const lines = [
      "KEY ACHIEVEMENTS",
      "Analysis",
      "• Tested revenue for three retail clients at Ferncliffe Partners",
      "",
      "Communication",
      "• Gave a talk on budgeting to sixty sixth-formers",
      "WORK HISTORY",
      "Ferncliffe Partners – Audit Intern, Leeds (Jul 2024 – Sep 2024)",
    ];
    expect(under(lines, "Tested revenue")).toBe("Ferncliffe Partners");
    expect(under(lines, "Gave a talk on budgeting")).toBeNull();
  });
});

describe("posts named by a note, paragraphs, sidebars and skills lines that name their employer", () => {
  const cvOf = (lines: string[]) => readCv(lines.join("\n"));
  const under = (lines: string[], bullet: string) =>
    cvOf(lines).entries.find((e) => e.bullets.some((b) => b.includes(bullet)))?.organisation;
  const posts = (lines: string[]) => cvOf(lines).entries.map((e) => [e.role, e.organisation]);

  test("a post no list knows, noted as part-time in brackets, is the post and not the employer", () => {
    expect(
      posts([
        "EXPERIENCE",
        "Bookseller (part-time)Quillon BooksOct 2021 – Jun 2024",
        "• Ran the monthly book club events with up to 60 attendees",
      ]),
    ).toEqual([["Bookseller", "Quillon Books"]]);
    // A known post beside an employer noted part-time keeps the employer.
    expect(
      posts([
        "EXPERIENCE",
        "Sales Assistant, Quillon Books (part-time)   2021 – 2023",
        "• Trained four new starters on the tills",
      ]),
    ).toEqual([["Sales Assistant", "Quillon Books"]]);
  });

  test("a paragraph under a header dated by one month is the post's, and a later post in it is apart", () => {
    const lines = [
      "EXPERIENCE",
      "Audit Intern — Ferncliffe Partners LLP, Chester (July 2023)",
      "Ferncliffe is a 40-person accountancy practice. I tested bank reconciliations for a",
      "chain of 6 garden centres and drafted the fixed asset notes for two charities.",
      "POSITIONS OF RESPONSIBILITY",
      "As Treasurer of the Harwood Economics Society (2023–24) I balanced a",
      "budget of £18,000 and renegotiated the ball venue contract, saving £2,300. Alongside",
      "my studies I volunteered as a Money Mentor with Quillon Advice Centre, helping",
      "about 25 clients draw up household budgets.",
    ];
    expect(under(lines, "drafted the fixed asset notes")).toBe("Ferncliffe Partners LLP");
    expect(under(lines, "renegotiated the ball venue contract")).toBe("Harwood Economics Society");
    expect(under(lines, "25 clients draw up household budgets")).toBe("Quillon Advice Centre");
    expect(posts(lines)).toContainEqual(["Treasurer", "Harwood Economics Society"]);
    // A later sentence naming no other post stays with the paragraph's employer.
    const one = [
      "EXPERIENCE",
      "Audit Intern — Ferncliffe Partners LLP, Chester (July 2023)",
      "I tested bank reconciliations for six garden centres. I also helped with the year-end",
      "stock count at a builders' merchant as a counter for two days.",
    ];
    expect(under(one, "helped with the year-end")).toBe("Ferncliffe Partners LLP");
    expect(cvOf(one).entries).toHaveLength(1);
  });

  test("a sidebar heading between an employer and its dated post leaves the post and bullets together", () => {
    const lines = [
      "EXPERIENCE",
      "Ferncliffe Partners",
      "Audit Intern | Leeds | Jun 2024 – Aug 2024",
      "• Tested payroll for two charity clients",
      "Quillon Inn",
      "LANGUAGES",
      "Bar Staff | York | 2021 – 2023",
      "English (native)",
      "• Ran the cellar and weekly stock orders",
      "Portuguese (B2)",
      "• Covered the Friday close for two years",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners"],
      ["Bar Staff", "Quillon Inn"],
    ]);
    expect(under(lines, "Ran the cellar")).toBe("Quillon Inn");
    expect(cvOf(lines).languages).toEqual(["English (native)", "Portuguese (B2)"]);
  });

  test("a bullet's end in sentence case above the next post's header is not the next post's employer", () => {
    const lines = [
      "EXPERIENCE",
      "Equity Research Summer Intern",
      "Harwood Lyle | London | Jul 2024 – Sep 2024",
      "• Built a store-level sales tracker from Companies",
      "House filings and footfall data",
      "Investment Intern",
      "Ferncliffe Family Office | Bristol | Jun 2023 – Aug 2023",
      "• Monitored a £45m multi-asset portfolio against benchmarks",
    ];
    expect(posts(lines)).toEqual([
      ["Equity Research Summer Intern", "Harwood Lyle"],
      ["Investment Intern", "Ferncliffe Family Office"],
    ]);
    expect(cvOf(lines).entries[0]?.bullets).toEqual(["Built a store-level sales tracker from Companies"]);
    // A short heading of its own above bullets is not the end of the bullet above it.
    const headed = [
      "EXPERIENCE",
      "Harwood Lyle | Sales Assistant | 2022 – 2024",
      "• Ran the weekly stock count",
      "Customer service and sales",
      "• Handled 40 customer queries a day",
    ];
    expect(cvOf(headed).entries[0]?.bullets[0]).toBe("Ran the weekly stock count");
  });

  test("a brand in lower case that opens a dated header is its employer, not the end of a bullet", () => {
    const lines = [
      "EXPERIENCE",
      "Carrow Bank — Leeds                       Jun 2023 – present",
      "Graduate Analyst",
      "• Joined the intern charity team that raised £1,850 for a hospice",
      "",
      "quillo — Edinburgh                         Jul 2022",
      "Insight Programme Participant",
      "• Worked in a team of five on a sustainable bond fund pitch",
    ];
    expect(posts(lines)).toEqual([
      ["Graduate Analyst", "Carrow Bank"],
      ["Insight Programme Participant", "quillo"],
    ]);
    expect(cvOf(lines).entries[0]?.bullets[0]).toMatch(/for a hospice$/);
    // A bullet's broken end in lower case still goes on with it.
    const broken = [
      "EXPERIENCE",
      "Carrow Bank | Graduate Analyst | 2023 – present",
      "• Wrote the credit paper for a £22m expansion",
      "approved by the committee in March",
    ];
    expect(cvOf(broken).entries[0]?.bullets).toEqual([
      "Wrote the credit paper for a £22m expansion approved by the committee in March",
    ]);
  });

  test("Europass's duties label and business sector line are neither a section nor an employer", () => {
    const lines = [
      "WORK EXPERIENCE",
      "01/07/2024 – 31/08/2024",
      "Summer Analyst, Global Markets",
      "Ferncliffe Bank – London, United Kingdom",
      "Main activities and responsibilities",
      "Priced autocallable notes for private bank clients using the desk's pricing tool.",
      "Business or sector Financial and insurance activities",
      "03/07/2023 – 25/08/2023",
      "Sales Assistant",
      "Quillon Books – Madrid, Spain",
      "Main activities and responsibilities",
      "Processed up to 200 transactions a day at the tills.",
      "EXTRA-CURRICULAR ACTIVITIES",
      "Harwood Chess Club | Treasurer | 2023 – 2024",
      "• Kept the club's £900 budget",
    ];
    expect(posts(lines)).toEqual([
      ["Summer Analyst", "Ferncliffe Bank"],
      ["Sales Assistant", "Quillon Books"],
      ["Treasurer", "Harwood Chess Club"],
    ]);
    expect(under(lines, "Priced autocallable notes")).toBe("Ferncliffe Bank");
    expect(cvOf(lines).entries.at(-1)?.section).toBe("activities");
  });

  test("a firm before the post keeps the employer; the name after the post and a comma is its team", () => {
    expect(
      posts([
        "EMPLOYMENT HISTORY",
        "Harwood Lyle, London | Summer Analyst, Financial Advisory | Jul 2024 – Sep 2024",
        "The Quillon Brasserie, Bristol Waiter / Head Waiter | Oct 2021 – Jun 2024",
      ]),
    ).toEqual([
      ["Summer Analyst", "Harwood Lyle"],
      ["Waiter / Head Waiter", "The Quillon Brasserie"],
    ]);
    // With no name before the post, the name after it is still the employer.
    expect(
      posts(["EXPERIENCE", "Summer Analyst, Harwood Advisory (Jun – Aug 2022)", "• Sorted 40 files"]),
    ).toEqual([["Summer Analyst", "Harwood Advisory"]]);
  });

  test("skills lines under Key Skills name their employer by a short acronym or the post held", () => {
    const lines = [
      "Key Skills",
      "",
      "Analytical skills",
      "- At QX, tested loan impairment provisions for a credit union audit",
      "- Reconciled a £2m suspense account back to source records (QX internship)",
      "- Built a tracker of weekly till variances across three counters – Harwood Trust NI",
      "- As Harwood Chess Society treasurer, managed a £6,000 budget",
      "- Explained audit requests to finance teams at 5 clients",
      "",
      "Employment History",
      "QX, Belfast – Audit Summer Intern                     June 2024 – August 2024",
      "Harwood Trust NI – Volunteer                          2021 – present",
    ];
    expect(under(lines, "tested loan impairment")).toBe("QX");
    expect(under(lines, "managed a £6,000 budget")).toBe("Harwood Chess Society");
    expect(under(lines, "Explained audit requests")).toBeNull();
    // The name that closed a line has said where; the line under that employer's post goes without it.
    const bullets = cvOf(lines).entries.flatMap((e) => e.bullets);
    expect(bullets).toContain("Reconciled a £2m suspense account back to source records");
    expect(bullets).toContain("Built a tracker of weekly till variances across three counters");
    expect(bullets).toContain("Explained audit requests to finance teams at 5 clients");
  });

  test("a page number between an employer in capitals and its post does not part them", () => {
    const lines = [
      "Experience",
      "Ferncliffe Partners",
      "Audit Intern",
      "June 2024 - August 2024 (3 months)",
      "Tested payroll for two charity clients in the region.",
      "QX",
      "Page 1 of 3",
      "Assurance Intern",
      "June 2023 - July 2023 (2 months)",
      "Performed walkthroughs of payroll controls for a manufacturing client.",
    ];
    expect(posts(lines)).toEqual([
      ["Audit Intern", "Ferncliffe Partners"],
      ["Assurance Intern", "QX"],
    ]);
  });

  test("a phone number under personal information is no bullet", () => {
    const cv = cvOf([
      "PERSONAL INFORMATION",
      "Test Person",
      "+44 7700 900 331",
      "WORK EXPERIENCE",
      "Ferncliffe Partners | Audit Intern | Jun 2024 – Aug 2024",
      "• Tested payroll for two charity clients",
    ]);
    expect(cv.entries.flatMap((e) => e.bullets)).toEqual(["Tested payroll for two charity clients"]);
  });

  test("a job set out like the one before it, straight after a sidebar's last line, is a job", () => {
    const lines = [
      "WORK EXPERIENCE",
      "Ferncliffe Partners",
      "Audit Intern",
      "Leeds · June 2024 – August 2024",
      "CONTACT",
      "someone@example.com",
      "York, United Kingdom",
      "Tested payroll for two charity clients and raised three findings.",
      "SKILLS",
      "Financial modelling",
      "Advanced Excel",
      "Quillon Books",
      "Sales Assistant (part-time)",
      "York · October 2022 – May 2024",
      "Trained four new starters on the tills and ran the returns desk.",
      "LANGUAGES",
      "French – bilingual",
      "Harrow Tea Rooms",
      "Waiting Staff",
      "York · July 2021",
      "Served afternoon tea to up to 200 guests a day.",
      "EDUCATION",
      "University of York",
    ];
    expect(under(lines, "Tested payroll")).toBe("Ferncliffe Partners");
    expect(under(lines, "Trained four new starters")).toBe("Quillon Books");
    expect(under(lines, "Served afternoon tea")).toBe("Harrow Tea Rooms");
    expect(cvOf(lines).skills).toEqual(expect.arrayContaining(["Financial modelling", "Advanced Excel"]));
    expect(cvOf(lines).skills).not.toContain("Quillon Books");
  });

  test("a sidebar's lines set out otherwise than the job before it stay the sidebar's", () => {
    // A course, its provider and its date name no post: the sidebar goes on, as it did before.
    const lines = [
      "WORK EXPERIENCE",
      "Ferncliffe Partners",
      "Audit Intern",
      "Leeds · June 2024 – August 2024",
      "Tested payroll for two charity clients and raised three findings.",
      "CERTIFICATIONS",
      "Investment Foundations Certificate",
      "CFA Institute",
      "Online · March 2024",
      "Completed fifteen modules on ethics, markets and portfolio management.",
    ];
    expect(posts(lines)).toEqual([["Audit Intern", "Ferncliffe Partners"]]);
    expect(under(lines, "Completed fifteen modules")).toBeUndefined();
  });

  test("a skills line names a body by its name without the region letters after it", () => {
    const lines = [
      "Key Skills",
      "",
      "Teamwork",
      "- Coordinated a rota of 18 student volunteers for the Harwood Trust Christmas appeal",
      "- Delivered a talk on budgeting to sixth-formers on behalf of the Harwood Trust",
      "- Planned a 5 km fun run with the committee of the Quill Society",
      "",
      "Volunteering",
      "Harwood Trust NI – Volunteer                          2021 – present",
      "Quill NI – Treasurer                                  2022 – 2023",
    ];
    expect(under(lines, "Coordinated a rota of 18")).toBe("Harwood Trust NI");
    expect(under(lines, "Delivered a talk on budgeting")).toBe("Harwood Trust NI");
    // A name of one word keeps its letters: "Quill" alone names another body, the Quill Society.
    expect(under(lines, "Planned a 5 km fun run")).toBeNull();
  });

  test("a skills line calls a venue by its brand and a university club by the university and sport", () => {
    const lines = [
      "Core Competencies",
      "",
      "Problem Solving",
      "• Rebuilt The Ivy's weekend rota to cover peak covers with two fewer staff hours a shift",
      "• Captained the Leeds University second XV rugby team to promotion in 2023/24",
      "• Ran a raffle at The Grand Theatre for the Leeds University hockey club",
      "",
      "EMPLOYMENT HISTORY",
      "The Ivy Headingley Brasserie, Leeds    Waiter                 Oct 2021 – Jun 2024",
      "University of Leeds RFC                Captain, 2nd XV        2023 – 2024",
    ];
    expect(under(lines, "Rebuilt The Ivy's weekend rota")).toBe("The Ivy Headingley Brasserie");
    expect(under(lines, "Captained the Leeds University second XV")).toBe("University of Leeds RFC");
    // "The Grand Theatre" is another name, and the hockey club is not the rugby club.
    expect(under(lines, "Ran a raffle")).toBeNull();
  });

  test("a skills line calling a body by its kind alone is the body the line above named", () => {
    const lines = [
      "KEY SKILLS AND ACHIEVEMENTS",
      "",
      "Leadership and teamwork",
      "• As Aston Chess Society treasurer, managed a £6,000 budget",
      "• Coordinated 12 volunteers for the society's charity simultaneous display",
      "• Led a team of 4 new starters as shift supervisor at Greggs",
      "• Organised the society's end-of-year dinner for 40 members",
      "",
      "EMPLOYMENT HISTORY",
      "Oct 2019 – Jun 2022    Shift Supervisor (part-time), Greggs, Birmingham",
    ];
    expect(under(lines, "Coordinated 12 volunteers")).toBe("Aston Chess Society");
    // The line above named Greggs, not the society: which society is meant is not said.
    expect(under(lines, "Organised the society's end-of-year dinner")).toBeNull();
  });

  test("two columns given a line each in turn: the other column's entry is read apart from the job's", () => {
    const lines = [
      "PROFILE",
      "CONTACT",
      "Economics graduate with two summers on trading floors.",
      "sam@example.com",
      "EXPERIENCE",
      "Harlow Metals",
      "Operations Intern | London | Jul – Aug 2023",
      "• Reconciled 200 metals trade confirmations against contracts",
      "LEADERSHIP",
      "• Logged demurrage claims for the shipping team",
      "Captain, Leeds Rowing Club",
      "Fenwick Energy",
      "2023 – 24",
      "Broking Assistant | Leeds | Oct 2022 – May 2023",
      "• Raised £3,200 for new boats",
      "• Maintained a book of 120 business electricity renewals",
      "• Grew the squad to 34 rowers",
      "• Quoted fixed-price gas contracts to small businesses",
      "The Red Lion",
      "Bar Staff | Leeds | 2021 – 2023",
      "• Ran the cellar and weekly stock orders",
      "EDUCATION",
      "University of Leeds, BA Economics, 2021 – 2024",
    ];
    expect(under(lines, "Logged demurrage claims")).toBe("Harlow Metals");
    expect(under(lines, "Maintained a book")).toBe("Fenwick Energy");
    expect(under(lines, "Quoted fixed-price gas")).toBe("Fenwick Energy");
    expect(under(lines, "Raised £3,200")).toBe("Leeds Rowing Club");
    expect(under(lines, "Grew the squad")).toBe("Leeds Rowing Club");
    expect(under(lines, "Ran the cellar")).toBe("The Red Lion");
    // Which column each line was in is a guess by turn: a letter says those results without the employer.
    const sortedOut = cvOf(lines).achievements.filter((a) => a.entry.organisation === null);
    expect(sortedOut.map((a) => a.text)).toEqual(
      expect.arrayContaining([
        "Logged demurrage claims for the shipping team",
        "Grew the squad to 34 rowers",
      ]),
    );
    expect(
      cvOf(lines).achievements.find((a) => a.text.startsWith("Ran the cellar"))?.entry.organisation,
    ).toBe("The Red Lion");
    for (const sentence of letter(lines.join("\n")).split(/(?<=[.!?])\s+/))
      if (/34 rowers|120 business|demurrage|3,200/.test(sentence))
        expect(sentence).not.toMatch(/Harlow Metals|Fenwick Energy|Leeds Rowing Club/);
    // One column to the page: a heading between two jobs' bullets starts its section as ever.
    const single = lines.slice(4);
    expect(under(single, "Logged demurrage claims")).not.toBe("Harlow Metals");
  });

  test("a sidebar's last item in capitals after a post's last bullet is a skill, not a heading", () => {
    const lines = [
      "EXPERIENCE",
      "Harlow Metals",
      "Commodities Summer Analyst | London | Jun – Aug 2024",
      "SKILLS",
      "• Built a gas storage valuation model used by the desk",
      "Excel & VBA",
      "• Wrote a daily power price summary for 3 traders",
      "SQL",
      "The Red Lion",
      "Bar Staff (part-time) | Leeds | 2021 – 2023",
      "• Ran the cellar and weekly stock orders",
    ];
    expect(under(lines, "Ran the cellar")).toBe("The Red Lion");
    expect(cvOf(lines).entries.find((e) => e.organisation === "The Red Lion")?.section).toBe("experience");
    expect(cvOf(lines).skills).toContain("SQL");
  });
});

describe("headline blocks, wrapped bullets and sentences that end in a date", () => {
  const cvOf = (lines: string[]) => readCv(lines.join("\n"));
  const under = (lines: string[], bullet: string) =>
    cvOf(lines).entries.find((e) => e.bullets.some((b) => b.includes(bullet)))?.organisation;

  test("an unmarked bullet ending 'in spring 2023' is a bullet, not the next entry's dated header", () => {
    const lines = [
      "Work experience",
      "Morrisons, Loughborough",
      "Customer Assistant (part-time)",
      "October 2021 – June 2023",
      "Worked checkouts and the kiosk on 15-hour weekend contracts",
      "Achieved the store's top customer feedback score in spring 2023",
      "Trained 5 colleagues on the new scan-as-you-shop handsets",
    ];
    expect(under(lines, "Achieved the store's top")).toBe("Morrisons");
    expect(under(lines, "Trained 5 colleagues")).toBe("Morrisons");
  });

  test("the name, the headline under it and the contact lines above a summary head no entry", () => {
    const top = [
      "Dev Malhotra",
      "Finance Graduate – Transaction Services",
      "dev.malhotra@outlook.com | 07700 900 290 | Manchester, United Kingdom",
      "",
      "Experienced in transaction due diligence and financial analysis through an EY summer internship.",
      "",
      "WORK EXPERIENCE",
      "Santander UK – Customer Service Adviser",
      "09/2021 – 06/2023",
      "• Opened around 25 current accounts a week for students and new customers",
    ];
    expect(under(top, "Experienced in transaction")).toBeNull();
    expect(under(top, "Opened around 25")).toBe("Santander UK");
    const labelled = [
      "Lowri Campbell",
      "Finance Graduate",
      "",
      "Address   Glasgow, G12 8QQ",
      "Phone     07700 900 391",
      "",
      "Summary",
      "Organised finance graduate with experience in wealth management operations and retail.",
      "",
      "Work History",
      "Morgan Stanley – Graduate Operations Analyst   2024 – Present",
      "• Process 250 daily settlement instructions for prime brokerage clients",
    ];
    expect(under(labelled, "Organised finance graduate")).toBeNull();
    expect(under(labelled, "Process 250 daily")).toBe("Morgan Stanley");
  });

  test("a wrapped bullet's end that opens with a capital or follows a count is the bullet's, not an employer", () => {
    const lines = [
      "WORK EXPERIENCE",
      "Barclays – Spring Insight Programme",
      "London | Apr 2023",
      "▪ Completed a group case on a mortgage",
      "pricing decision, placed 2nd of 10 teams",
      "▪ Attended sessions with the Corporate",
      "Banking and Treasury teams",
      "",
      "Boots UK – Customer Advisor",
      "Croydon | Oct 2022 – May 2024",
      "▪ Achieved 130% of Advantage Card sign-up",
      "target over the Christmas period",
      "",
      "Baillie Gifford",
      "Investment Operations Intern",
      "Edinburgh · Jun – Aug 2024",
      "• Reconciled daily cash for 22",
      "OEIC funds and cleared breaks",
      "before the 10am cut-off",
      "• Automated a corporate actions log in Excel VBA, saving 4 hours a week",
    ];
    expect(under(lines, "Achieved 130%")).toBe("Boots UK");
    expect(cvOf(lines).entries.flatMap((e) => e.bullets)).toContain(
      "Attended sessions with the Corporate Banking and Treasury teams",
    );
    expect(under(lines, "Automated a corporate")).toBe("Baillie Gifford");
    expect(under(lines, "OEIC funds")).toBe("Baillie Gifford");
  });

  test("a placing's count ends its bullet when the next line is a post's header", () => {
    const lines = [
      "EXPERIENCE",
      "Meridian Bank – Global Markets Spring Insight Week, London | Apr 2023",
      "• Rotated across FX and rates desks; my team ranked 1st of 10",
      "Markets Summer Intern (FX and Rates), London | Sterling Brokers | Jun 2024 – Aug 2024",
      "• Built a VBA tool that priced FX forwards for 30 pairs",
    ];
    expect(cvOf(lines).entries.flatMap((e) => e.bullets)[0]).toBe(
      "Rotated across FX and rates desks; my team ranked 1st of 10",
    );
  });

  test("a bullet's broken end holding a heading's word in lower case is no heading", () => {
    const lines = [
      "EXPERIENCE",
      "Baillie Gifford – Investment Operations Intern   Jun 2024 – Aug 2024",
      "• Presented a review of ESG data providers to the operations",
      "leadership team",
      "",
      "Scottish Widows – Customer Service Intern   Jul 2023 – Aug 2023",
      "• Answered 45 pension queries a day on the contact centre line",
    ];
    expect(cvOf(lines).entries.find((e) => e.organisation === "Scottish Widows")?.section).toBe("experience");
    expect(cvOf(lines).entries.flatMap((e) => e.bullets)).toContain(
      "Presented a review of ESG data providers to the operations leadership team",
    );
  });

  test("a template's label between a post's header and its bullets, without a colon, is the post's", () => {
    const lines = [
      "WORK EXPERIENCE",
      "Transaction Diligence Summer Intern",
      "Ernst & Young LLP",
      "06/2023 – 08/2023    Manchester, UK",
      "Achievements/Tasks",
      "Analysed quality of earnings for a £90m food manufacturer on a buy-side engagement",
      "Built net debt and working capital schedules from 36 months of trial balances",
      "",
      "Customer Service Adviser",
      "Santander UK",
      "09/2021 – 06/2023    Manchester, UK",
      "Key responsibilities",
      "Opened around 25 current accounts a week for students and new customers",
    ];
    expect(under(lines, "Analysed quality of earnings")).toBe("Ernst & Young LLP");
    expect(under(lines, "Built net debt")).toBe("Ernst & Young LLP");
    expect(under(lines, "Opened around 25")).toBe("Santander UK");
    // "Achievements" alone, without a colon, still heads a section of its own.
    const section = [...lines.slice(0, 4), "", "ACHIEVEMENTS", "• Won the regional case competition in 2023"];
    expect(cvOf(section).entries.at(-1)?.section).toBe("activities");
  });

  test("a business line or a school named after the post is where it sat; the firm on the other line employs", () => {
    const zety = [
      "Work History",
      "2023-06 - 2023-08",
      "Summer Intern, Private Banking",
      "Edinburgh, UK - Coutts",
      "  ▪ Prepared quarterly valuation packs for 60 high-net-worth clients",
    ];
    expect(under(zety, "Prepared quarterly valuation")).toBe("Coutts");
    const union = [
      "EXPERIENCE",
      "Nottingham Students' Union                      Sept 2023 – May 2024",
      "Course Representative, School of Economics",
      "• Collected feedback from 120 second-year students each term",
    ];
    expect(under(union, "Collected feedback")).toBe("Nottingham Students' Union");
  });

  test("a dated note over several entries, ending in a colon, does not take the next employer's place", () => {
    const lines = [
      "EXPERIENCE",
      "BNP Paribas, London                       Jun 2024 – Aug 2024",
      "Summer Analyst",
      "• Priced 70 FX forward requests a day for UK corporate clients",
      "",
      "Concurrent roles during second year (Sept 2023 – May 2024):",
      "",
      "Enterprise Rent-A-Car, Nottingham          Sept 2023 – May 2024",
      "Weekend Sales Assistant (part-time, 14 hrs/week)",
      "• Upsold insurance cover on 35% of rentals, above the branch target of 25%",
    ];
    expect(under(lines, "Upsold insurance cover")).toBe("Enterprise Rent-A-Car");
    expect(under(lines, "Priced 70 FX")).toBe("BNP Paribas");
  });

  test("a sidebar's sections set whole between each post's header and its bullets leave the bullets with the post", () => {
    const lines = [
      "EXPERIENCE",
      "Harcourt Lane Advisory",
      "M&A Summer Analyst",
      "London, Jun 2024 – Aug 2024",
      "EDUCATION",
      "University of Leeds",
      "BSc Economics and Mathematics",
      "2021 – 2025",
      "• Prepared a buyer list of 70 trade and financial sponsors for a software sale",
      "• Ran sensitivity tables on an LBO model for a £350m healthcare asset",
      "Greenhill Grammar School",
      "A-Levels: Maths A*, Economics A",
      "• Proofread and formatted the information memorandum, 85 pages",
      "Leeds Finance Society",
      "Vice-President, Corporate Relations",
      "Oct 2023 – Jun 2024",
      "TECHNICAL SKILLS",
      "Excel, VBA, Python",
      "FactSet, Capital IQ",
      "• Secured £14,000 in sponsorship from 6 firms",
      "LANGUAGES",
      "German (fluent)",
      "Morrisons, Leeds",
      "Customer Assistant (part-time)",
      "Nov 2021 – Jun 2023",
      "INTERESTS",
      "Rowing, chess",
      "• Replenished the chilled aisle to a 98% availability score",
    ];
    expect(under(lines, "Prepared a buyer list")).toBe("Harcourt Lane Advisory");
    expect(under(lines, "Ran sensitivity tables")).toBe("Harcourt Lane Advisory");
    expect(under(lines, "Proofread and formatted")).toBe("Harcourt Lane Advisory");
    expect(under(lines, "Secured £14,000")).toBe("Leeds Finance Society");
    expect(under(lines, "Replenished the chilled aisle")).toBe("Morrisons");
    // With a gap before it, the education section's own bullet stays its own.
    const gap = [
      ...lines.slice(0, 4),
      "",
      "EDUCATION",
      "University of Leeds",
      "BSc Economics, 2021 – 2025",
      "• Awarded the Dean's prize for the top 5% of the year group",
    ];
    expect(under(gap, "Awarded the Dean's prize")).not.toBe("Harcourt Lane Advisory");
  });

  test("headings in small capitals are headings, so a right-hand sidebar is read apart from the jobs", () => {
    const lines = [
      "Ana Ribeiro",
      "",
      "ᴇxᴘᴇʀɪᴇɴᴄᴇ                                  ᴍʏ ʟɪꜰᴇ ᴘʜɪʟᴏsᴏᴘʜʏ",
      '                                            "Small steps, every day."',
      "Summer Analyst, Wealth Management",
      "KBRW",
      " Jun 2024 – Aug 2024  London                ᴇᴅᴜᴄᴀᴛɪᴏɴ",
      "• Built portfolio review packs for 45       MSc Finance",
      "  ultra-high-net-worth clients              LSE",
      "• Back-tested a model portfolio             Sep 2024 – Sep 2025",
      "  against 3 multi-asset benchmarks          BSc Economics",
      "• Drafted 2 client letters on the           University of Kent",
      "  Bank of England rate cut                   Sep 2021 – Jun 2024",
      "",
      "Founder & Editor                            ʟᴀɴɢᴜᴀɢᴇꜱ",
      "Women in Finance Newsletter                 Spanish ●●●●○",
      " Oct 2023 – Jun 2025  London                English ●●●●●",
      "• Grew readership to 1,900 students",
    ];
    const cv = cvOf(lines);
    expect(under(lines, "Drafted 2 client letters")).toBe("KBRW");
    expect(under(lines, "Built portfolio review")).toBe("KBRW");
    expect(under(lines, "Grew readership")).toBe("Women in Finance Newsletter");
    expect(cv.entries.flatMap((e) => e.bullets)).toContain(
      "Drafted 2 client letters on the Bank of England rate cut",
    );
    expect(cv.education.map((e) => [e.institution, e.qualification])).toEqual([
      ["LSE", "MSc Finance"],
      ["University of Kent", "BSc Economics"],
    ]);
  });

  test("two columns given a line each in turn from their headings down are read column by column", () => {
    const lines = [
      "Niamh Byrne",
      "EDUCATION",
      "EXPERIENCE",
      "University of Leeds",
      "Harwood Bank, London",
      "BA Economics",
      "Corporate Banking Summer Analyst | Jun 2024 – Aug 2024",
      "2022 – 2025",
      "• Built trading comparables for 12 telecom operators",
      "Predicted: First",
      "• Drafted 8 pages of a pitch book for a £600m refinancing",
      "SKILLS",
      "Tesco, Leeds",
      "Excel / VBA",
      "Customer Assistant | Jul 2021 – Sep 2023",
      "Bloomberg",
      "• Processed deliveries of up to 40 roll cages each morning",
      "LANGUAGES",
      "Irish (fluent)",
    ];
    const cv = cvOf(lines);
    expect(under(lines, "Built trading comparables")).toBe("Harwood Bank");
    expect(under(lines, "Drafted 8 pages")).toBe("Harwood Bank");
    expect(under(lines, "Processed deliveries")).toBe("Tesco");
    expect(cv.education[0]?.institution).toBe("University of Leeds");
    // Which column each line was in is a guess by turn: a letter says those results without the employer.
    expect(cv.achievements.every((a) => a.entry.organisation === null)).toBe(true);
  });
});

describe("profile exports, gap years, year-led headers and project tools", () => {
  const cvOf = (lines: string[]) => readCv(lines.join("\n"));
  const under = (lines: string[], bullet: string) =>
    cvOf(lines).entries.find((e) => e.bullets.some((b) => b.includes(bullet)))?.organisation;
  const posts = (lines: string[]) => cvOf(lines).entries.map((e) => [e.role, e.organisation]);

  test("a profile export's employer in capitals above its tenure, and a skills line under each post, keep the jobs apart", () => {
    const lines = [
      "Experience",
      "QRB UK",
      "2 years 3 months",
      "Graduate Analyst, Financial Crime",
      "September 2023 - Present (1 year 4 months)",
      "Leeds, England, United Kingdom",
      "Reviewed over 900 payment screening alerts with a quality pass rate of 97%.",
      "Skills: Sanctions Screening · Power Query",
      "Placement Student, Retail Operations",
      "July 2022 - June 2023 (1 year)",
      "Processed 60 account closures a week with no complaints upheld.",
      "Skills: Process Improvement · Microsoft Excel",
      "Pellham Building Society",
      "Branch Customer Adviser (Part-time)",
      "October 2020 - June 2022 (1 year 9 months)",
      "Opened 120 current accounts in my first year while studying full time.",
      "Skills: Customer Service",
      "Volunteer Experience",
      "Volunteer Tutor",
      "The Numbers Trust",
      "September 2021 - July 2022 (11 months)",
      "Education",
      "Tutored 3 Year 10 students in maths weekly; all went up a grade.",
      "Education",
      "University of Leeds",
      "Bachelor of Science - BSc, Finance · (2020 - 2024)",
    ];
    expect(under(lines, "Reviewed over 900")).toBe("QRB UK");
    expect(under(lines, "Processed 60 account")).toBe("QRB UK");
    expect(under(lines, "Opened 120 current")).toBe("Pellham Building Society");
    expect(under(lines, "Tutored 3 Year 10")).toBe("The Numbers Trust");
    expect(cvOf(lines).skills).toEqual(expect.arrayContaining(["Power Query", "Microsoft Excel"]));
  });

  test("a gap year with its years and work done during university head sections, and a gap year names no employer", () => {
    const lines = [
      "Education",
      "",
      "University of Dunmore",
      "MA (Hons) Economics, 2021 – 2025",
      "",
      "Gap Year (2020 – 2021)",
      "",
      "Harlow City Council – Community Food Response",
      "Logistics Volunteer, Sep 2020 – Feb 2021",
      "Planned delivery routes for 900 food parcels a month during lockdown.",
      "",
      "Experience during University",
      "",
      "Tarnfield Life, Edinburgh",
      "Pensions Operations Summer Intern, Jun 2024 – Aug 2024",
      "Cleared a backlog of 300 pension transfer cases two weeks ahead of target.",
      "",
      "Gap year in Peru and Bolivia                                   2019 – 2020",
      "• Taught English to 30 adults at the Instituto Quellon for six months",
    ];
    expect(under(lines, "Planned delivery routes")).toBe("Harlow City Council");
    expect(under(lines, "Cleared a backlog")).toBe("Tarnfield Life");
    expect(under(lines, "Taught English to 30")).toBeNull();
    expect(cvOf(lines).education.map((e) => e.institution)).toEqual(["University of Dunmore"]);
  });

  test("a year and a post set before each header start a new entry, and the firm after a team on one line is the employer", () => {
    const lines = [
      "Experience",
      "2024–present Graduate Risk Analyst, Hollin Investors, London",
      "Monitor counterparty exposure on a £2bn derivatives book across 20 bank counterparties.",
      "Wrote the first-line review of a bond fund's concentration limits for the risk committee.",
      "2023 Summer Intern, Market Risk, Corran Chartered, London",
      "Tested VaR model outputs for 30 desks and reported 2 back-testing exceptions.",
    ];
    expect(under(lines, "Tested VaR model")).toBe("Corran Chartered");
    expect(under(lines, "Wrote the first-line review")).toBe("Hollin Investors");
    expect(cvOf(lines).entries.flatMap((e) => e.bullets)).toContain(
      "Wrote the first-line review of a bond fund's concentration limits for the risk committee.",
    );
  });

  test("a tool named beside a project's title is not where the project was done", () => {
    const lines = [
      "Projects",
      "Kaggle: Vell Volatility Prediction | Python   2023",
      "• Finished in the top 5% of 2,900 teams using LightGBM with order-book features",
    ];
    expect(under(lines, "Finished in the top 5%")).not.toBe("Python");
  });

  test("a programme named with a heading's word, beside its dates, is the post and not a heading", () => {
    const lines = [
      "Work Experience",
      "",
      "Corrow Banking Group",
      "Graduate Finance Leadership Programme | Sep 2024 - Present",
      "➢ Cut the month-end close timetable for my team from 7 days to 5",
      "➢ Presented the Q4 variance pack to the finance director",
    ];
    expect(under(lines, "Cut the month-end close")).toBe("Corrow Banking Group");
    expect(under(lines, "Presented the Q4 variance")).toBe("Corrow Banking Group");
  });

  test("a post of something, dated under its dated club, is held at that club", () => {
    const lines = [
      "Societies",
      "Tarnby College Boat Club                                                     2022 – 2024",
      "Captain of Boats (2023 – 2024)",
      "- Managed a squad of 40 rowers and a £12,000 equipment budget",
    ];
    expect(under(lines, "Managed a squad of 40")).toBe("Tarnby College Boat Club");
  });
  test("a bullet's second line naming clients after 'including' or a comma is the bullet's, not the next post's employer", () => {
    const lines = [
      "PROFESSIONAL EXPERIENCE",
      "Harrow Vale Bank Plc, Leeds                                              Aug 2022 – Aug 2025",
      "Relationship Officer, Corporate Banking (Manufacturing)                  Oct 2023 – Aug 2025",
      " - Managed a portfolio of 14 corporate clients with combined loans of £19m, including",
      "   Brindle Cement Ltd and Oakfield Foods",
      " - Structured a £6m term loan with two partner banks for a miller's plant expansion",
      "Pellow Advisory                                                           Jul 2021 – Sep 2021",
      "Research Assistant",
      "• Built a screen of 40 UK software businesses for a sell-side mandate advising a client,",
      " Farrant Systems, on a possible £85m sale",
      "• Summarised 15 precedent transactions into a one-page table used in a pitch book",
    ];
    expect(under(lines, "Structured a £6m term loan")).toBe("Harrow Vale Bank Plc");
    expect(under(lines, "Summarised 15 precedent")).toBe("Pellow Advisory");
    const posts = cvOf(lines).entries.map((e) => e.organisation);
    expect(posts).not.toContain("Brindle Cement Ltd and Oakfield Foods");
    expect(posts.some((o) => o?.startsWith("Farrant"))).toBe(false);
  });

  test("a list whose first item carries its own post and description: the next items are not that post's", () => {
    const lines = [
      "Achievements and activities",
      "  · Leeds University Investment Society – Junior Analyst (2025/26), Sector Lead (2026/27); lead a",
      "    team of four covering UK banks; presented a pitch at the society's AGM",
      "  · Founded a charity trading day with the Finance Society in March 2026: 26 students raised £3,150",
      "  · Winner, Young Enterprise Challenge (regional), 2024",
    ];
    expect(under(lines, "Founded a charity trading day")).not.toBe("Leeds University Investment Society");
  });
  test("a division after the firm's name and a dash is where the post sat, not the employer", () => {
    const lines = [
      "EXPERIENCE",
      "Castlemere Brooke – M&A Advisory, London",
      "Summer Analyst                                                   Jun 2025 – Aug 2025",
      "• Worked on a £450m sell-side process for a family-owned packaging business",
    ];
    expect(under(lines, "Worked on a £450m")).toBe("Castlemere Brooke");
  });

  test("a rank and an appointment, or a post with its programme in brackets, are held at the employer above", () => {
    const lines = [
      "PROFESSIONAL EXPERIENCE",
      "British Army, Royal Logistic Corps                               Sept 2019 – Jan 2025",
      "Captain, Operations Officer                                      Apr 2022 – Jan 2025",
      "  • Planned movement of personnel and equipment for a 600-strong regiment",
      "Lieutenant, Troop Commander                                      Sept 2019 – Mar 2022",
      "  • Led a troop of 32 soldiers through their training and reports",
      "",
      "Harland Mutual Bank Plc, Leeds                                   Aug 2015 – Aug 2019",
      "Credit Analyst                                                   Oct 2017 – Aug 2019",
      " - Reviewed 40 facility renewals a quarter",
      "Graduate Trainee (Management Associate Programme)                Aug 2015 – Sept 2017",
      " - Built an early-warning dashboard for overdue facilities",
    ];
    expect(under(lines, "Led a troop of 32")).toBe("British Army");
    expect(under(lines, "Built an early-warning dashboard")).toBe("Harland Mutual Bank Plc");
    expect(posts(lines)).toContainEqual(["Lieutenant", "British Army"]);
  });

  test("a Europass date column in figures is no part of the post", () => {
    const lines = [
      "WORK EXPERIENCE",
      "01/07/2025–31/12/2025 Risk Management Intern",
      "Banca Ortensia S.p.A., Como (Italy)",
      "▪ Reconciled risk-system positions against the front-office system and documented 27 breaks",
    ];
    expect(posts(lines)).toContainEqual(["Risk Management Intern", "Banca Ortensia S.p.A"]);
  });

  test("a one-page template's employer with its programme in brackets heads the dated post below it", () => {
    const lines = [
      "Experience",
      "Penrose Hale (Investment Banking Spring Week)London, UK",
      "Spring Week Intern Apr 2026",
      "• Rotated through M&A, Leveraged Finance and Equity Capital Markets",
      "Tesco Express (Store Assistant)Edgware, UK",
      "Part-time Store Assistant Sept 2023 – Jun 2025",
      "• Worked 12 hours a week alongside A-levels; trained 3 new starters on tills",
    ];
    expect(under(lines, "Rotated through M&A")).toBe("Penrose Hale");
    expect(under(lines, "Worked 12 hours a week")).toBe("Tesco Express");
  });
  test("an Awards list a two-column export set between a post's header and its bullets leaves the bullets the post's", () => {
    const lines = [
      "EXPERIENCE",
      "",
      "Analyst Intern",
      "Holden & Crewe Consulting, London",
      "June 2024 – August 2024",
      "SKILLS",
      "Excel (advanced)",
      "LANGUAGES",
      "French (B1)",
      "AWARDS",
      "Dean's List 2023",
      "Hallam Prize for Econometrics",
      "• Built a cost model for a regional water utility that identified £1.2m of savings in",
      "pumping and treatment",
      "• Presented two recommendations to the client's finance director in week ten",
      "",
      "Sales Assistant",
      "Pemberley Books, Manchester",
      "September 2022 – May 2024",
      "• Handled till and stock for a shop turning over £40k a month",
    ];
    expect(under(lines, "Built a cost model")).toBe("Holden & Crewe Consulting");
    expect(under(lines, "Presented two recommendations")).toBe("Holden & Crewe Consulting");
    expect(under(lines, "Handled till and stock")).toBe("Pemberley Books");
  });

  test("a bullet ending in a colon goes on with the clients named on the next line", () => {
    const lines = [
      "Experience",
      "Marketing Intern, Brightwell Agency, Bristol                    Jul 2024 – Sep 2024",
      "  • Produced weekly performance reports for three retail clients:",
      "    Fenmore & Daughters, Lumen Outdoor and Cask Street Brewery",
      "  • Wrote copy for a seasonal email campaign sent to 40,000 subscribers",
    ];
    expect(under(lines, "Wrote copy for a seasonal")).toBe("Brightwell Agency");
  });

  test("a Europass line in capitals gives the post, then the employer; the dates and town above it are neither", () => {
    const lines = [
      "WORK EXPERIENCE",
      "",
      "01/07/2024 – 30/09/2024 Berlin, Germany",
      "JUNIOR DATA ANALYST (INTERNSHIP) GRÜNHOF MOBILITY GMBH",
      "◦ Built a Tableau dashboard of fleet utilisation for the city operations leads",
      "",
      "15/06/2020 – 15/09/2020 Lisbon, Portugal",
      "SUMMER ASSISTANT FARIA & LOBO CONTABILIDADE LDA",
      "◦ Prepared monthly VAT summaries for eight small business clients",
    ];
    expect(under(lines, "Built a Tableau dashboard")).toBe("GRÜNHOF MOBILITY GMBH");
    expect(under(lines, "Prepared monthly VAT summaries")).toBe("FARIA & LOBO CONTABILIDADE LDA");
  });

  test("posts dated inside a dated employer line, naming a unit or a town, were held at that employer", () => {
    const lines = [
      "CAREER HISTORY",
      "",
      "British Army – Royal Engineers                                   2015 – 2025",
      "",
      "Staff Officer (Major), Infrastructure Plans, Army Headquarters, Andover   2022 – 2025",
      "– Managed a £42m annual barracks maintenance programme across 19 sites",
      "",
      "Officer Commanding, 74 Field Squadron, Tidworth                  2019 – 2022",
      "– Commanded 110 soldiers and £9m of plant and vehicles",
      "",
      "Troop Commander, Ripon                                           2015 – 2019",
      "– Led a 30-strong troop on flood relief in Cumbria",
      "",
      "Hiscott — Summer Intern, Finance                                 Jul – Aug 2013",
      "– Tested Solvency II data tables for the quarterly return",
    ];
    expect(under(lines, "Commanded 110 soldiers")).toBe("British Army");
    expect(under(lines, "Led a 30-strong troop")).toBe("British Army");
    // Outside the army's dates, a one-word firm is still the employer.
    expect(under(lines, "Tested Solvency II")).toBe("Hiscott");
  });

  test("an NHS heading, a ward beside the post and cells set apart by '::' keep the trust as employer", () => {
    const lines = [
      "NHS EXPERIENCE",
      "Northbrook Hospitals NHS Foundation Trust",
      "  Band 6 Junior Sister, Acute Medical Unit :: Apr 2022 – present",
      "  * Lead shifts for a 32-bed unit with 14 nursing and support staff",
      "  Band 5 Staff Nurse, Respiratory Ward :: Sept 2019 – Mar 2022",
      "  * Mentored nine student nurses on placement",
      "",
      "Volunteering",
      "Glasgow City Mission – Breakfast Club Volunteer",
      "    – Serve breakfast to around 60 guests each Saturday",
      "Bookseller (Saturday job), Kenilford Bookshop                     2020 – 2021",
      "- Recommended titles and ran the shop's history book club",
    ];
    expect(under(lines, "Mentored nine student nurses")).toBe("Northbrook Hospitals NHS Foundation Trust");
    expect(under(lines, "Serve breakfast to around 60")).toBe("Glasgow City Mission");
    expect(posts(lines)).toContainEqual(["Bookseller", "Kenilford Bookshop"]);
  });
});

describe("a trading name, a one-month post, a placement label and a list of deals", () => {
  const cvOf = (lines: string[]) => readCv(lines.join("\n"));
  const under = (lines: string[], bullet: string) =>
    cvOf(lines).entries.find((e) => e.bullets.some((b) => b.includes(bullet)))?.organisation;
  const posts = (lines: string[]) => cvOf(lines).entries.map((e) => [e.role, e.organisation]);

  test("work done 'trading as' a name is done at that name, and the freelance post is the post", () => {
    const lines = [
      "VENTURES",
      "",
      "Freelance Financial Modeller (self-employed, trading as Kerridge Modelling), 2021 – present",
      "→ Built cash flow forecasts for five small hospitality businesses",
    ];
    expect(under(lines, "Built cash flow forecasts")).toBe("Kerridge Modelling");
    expect(posts(lines)).toEqual([["Freelance Financial Modeller", "Kerridge Modelling"]]);
  });

  test("a post of one month, dated inside its employer's years, was held at that employer", () => {
    const lines = [
      "EMPLOYMENT",
      "",
      "Fenwick Row Securities plc, Birmingham                                 2022 – 2024",
      "Part-time Analyst, Equity Capital Markets (Oct 2023 – Mar 2024)",
      "1. Maintained the ECM deal database covering 300 UK placings",
      "Summer Analyst, Equity Capital Markets (Jul 2023 – Sep 2023)",
      "1. Built bookbuild trackers for an £85m placing",
      "Spring Intern (Apr 2022)",
      "1. Rotated through sales, research and ECM over one week",
      "",
      "Selly Park Cricket Club — Bar Supervisor                              2021 – 2023",
      "1. Supervised a team of six staff on match days",
    ];
    expect(under(lines, "Built bookbuild trackers")).toBe("Fenwick Row Securities plc");
    expect(under(lines, "Rotated through sales")).toBe("Fenwick Row Securities plc");
    expect(under(lines, "Supervised a team of six")).toBe("Selly Park Cricket Club");
  });

  test("'Placement Year:' before the employer labels the post; it hides neither employer nor post", () => {
    const lines = [
      "EDUCATION",
      "",
      "University of Bath — BSc (Hons) Economics with Placement Year          2020 – 2024",
      "  Placement Year: Oakmere Insurance Group plc, Bristol — Investment Analyst (Jul 2022 – Jul 2023)",
      "  ➢ Monitored a £1.4bn fixed income portfolio against mandate limits",
    ];
    expect(under(lines, "Monitored a £1.4bn")).toBe("Oakmere Insurance Group plc");
    expect(posts(lines)).toEqual([["Investment Analyst", "Oakmere Insurance Group plc"]]);
  });

  test("an apprentice's employer and university on one line: the employer employs; the degree keeps no job's dates", () => {
    const lines = [
      "WORK AND STUDY",
      "",
      "Kestrow Bank plc and University of the West of England",
      "Degree Apprentice – Financial Services Professional (Level 6)            Sep 2021 – present",
      "",
      "Rotation 1: Credit Risk, Kestrow Bank plc (Sep 2021 – Aug 2022)",
      "• Wrote credit papers for SME borrowers seeking up to £2m",
      "",
      "Study: BSc (Hons) Banking and Finance, University of the West of England — 71% average to date",
      "",
      "EARLIER EXPERIENCE",
      "",
      "Cotham Hill Deli — Sales Assistant (Saturdays)                           2019 – 2021",
      "• Served customers and handled cash at a busy independent deli",
      "",
      "PREVIOUS EDUCATION",
      "",
      "City of Bristol College — BTEC Level 3 Extended Diploma in Business — D*D*D (2021)",
    ];
    expect(posts(lines)).toContainEqual(["Degree Apprentice", "Kestrow Bank plc"]);
    expect(under(lines, "Wrote credit papers")).toBe("Kestrow Bank plc");
    expect(under(lines, "Served customers")).toBe("Cotham Hill Deli");
    const degree = cvOf(lines).education.find((e) => e.qualification);
    expect(degree).toMatchObject({
      qualification: "BSc Banking and Finance",
      endYear: null,
      openEnded: true,
    });
  });

  test("a list of deals under a post is the post's work: its clients are never employers", () => {
    const lines = [
      "EXPERIENCE",
      "",
      "Greyside Corporate Finance Ltd, London",
      "Analyst (Off-cycle Internship), Sep 2023 – Dec 2023",
      "- Produced valuation analysis using trading comps and DCF",
      "Selected transactions:",
      "  Ardlow Foods Ltd – sale to Haverfield Capital, £75m (sell-side)",
      "  Pennock Logistics – £32m acquisition of Rowan Freight Ltd (buy-side)",
      "",
      "Thameside Equity Partners — Summer Analyst, Jun 2023 – Aug 2023",
      "- Built a returns bridge splitting EBITDA growth and deleveraging",
    ];
    expect(posts(lines)).toEqual([
      ["Analyst", "Greyside Corporate Finance Ltd"],
      ["Summer Analyst", "Thameside Equity Partners"],
    ]);
    expect(under(lines, "£32m acquisition of Rowan Freight")).toBe("Greyside Corporate Finance Ltd");
  });
});

describe("date-ordered sections, agencies, tables and foreign posts", () => {
  const cvOf = (lines: string[]) => readCv(lines.join("\n"));
  const posts = (lines: string[]) => cvOf(lines).entries.map((e) => [e.role, e.organisation]);
  const under = (lines: string[], bullet: string) =>
    cvOf(lines).entries.find((e) => e.bullets.some((b) => b.includes(bullet)))?.organisation;

  test("a heading with a note in brackets, and a division named before the firm, leave the firm the employer", () => {
    const lines = [
      "EXPERIENCE (in date order, oldest first)",
      "",
      "July 2021 – August 2022",
      "Sales Assistant, Brannock's Garden Centre, Harrogate",
      "- Handled cash and card takings of up to £3,000 a day",
      "",
      "June 2024 – August 2024",
      "Summer Vacation Scheme, Deals Advisory — Merrow Stanford LLP, Manchester",
      "- Prepared quality of earnings schedules for a £35m acquisition target",
    ];
    expect(under(lines, "Handled cash and card takings")).toBe("Brannock's Garden Centre");
    expect(under(lines, "Prepared quality of earnings")).toBe("Merrow Stanford LLP");
  });

  test("an agency's worker placed at a client worked at the client; a note in brackets keeps the cell after it", () => {
    const lines = [
      "EMPLOYMENT HISTORY",
      "",
      "Sep 2023 – Feb 2024",
      "Contract via Larkhill Talent Partners — placed at Oxbury Insurance Group, Birmingham",
      "Claims Finance Analyst (6-month contract)",
      "- Cleared a backlog of 1,100 unreconciled claims payments in eight weeks",
      "",
      "Frankfurt — Werkstudent (part-time, gap year) — Brandt & Seidler AG",
      "Oct 2020 – Mar 2021",
      " * Translated quarterly investor reports from German into English",
    ];
    expect(posts(lines)).toEqual([
      ["Claims Finance Analyst", "Oxbury Insurance Group"],
      ["Werkstudent", "Brandt & Seidler AG"],
    ]);
  });

  test("a table's rows: the last cell's clauses are the row's bullets; '»' marks a bullet", () => {
    const lines = [
      "EXPERIENCE",
      "Dates | Employer | Role | What I did",
      "Sep 2024 – present | Redbourne Holt LLP | Graduate Associate, Tax | Prepare R&D tax credit claims for technology clients; drafted 15 client advice letters signed off by the manager",
      "",
      "Audit Intern — Hartwood Lyle LLP (London)                                       Jul 2024 – Aug 2024",
      "» Tested revenue cut-off for a listed software company",
      "» Performed bank confirmation and cash testing on eight subsidiaries",
      "",
      "Graduate Analyst, Investment Trusts — Gillan Rowe Investment Managers, Edinburgh — Sep 2024 – present",
      "- Monitor share buybacks and calculate daily NAV estimates",
    ];
    const cv = cvOf(lines);
    expect(cv.entries.map((e) => [e.organisation, e.bullets])).toEqual([
      [
        "Redbourne Holt LLP",
        [
          "Prepare R&D tax credit claims for technology clients",
          "Drafted 15 client advice letters signed off by the manager",
        ],
      ],
      [
        "Hartwood Lyle LLP",
        [
          "Tested revenue cut-off for a listed software company",
          "Performed bank confirmation and cash testing on eight subsidiaries",
        ],
      ],
      ["Gillan Rowe Investment Managers", ["Monitor share buybacks and calculate daily NAV estimates"]],
    ]);
  });
});

describe("a CV written about its member, in prose", () => {
  const lines = [
    "ELEANOR WHITLOW",
    "eleanor.whitlow@example.com  |  07700 900226  |  Bristol",
    "",
    "HER EDUCATION",
    "Eleanor is reading BSc Economics at the University of Bristol (2022 to 2025) and has an Expected First.",
    "",
    "OUTSIDE WORK",
    "Eleanor rows in the university's second women's eight and is teaching herself to bake sourdough, with",
    "mixed results. References are available on request.",
  ];

  test("a line in lower case under one that does not end a sentence is no bullet of its own", () => {
    const cv = readCv(lines.join("\n"));
    expect(cv.entries.flatMap((e) => e.bullets)).not.toContainEqual(expect.stringMatching(/^mixed results/));
  });

  test("a letter from it says nothing it cannot read, in correct English", () => {
    const text = letter(lines.join("\n"));
    expect(text).not.toMatch(/I mixed results/);
    expect(text).not.toMatch(/my studies has\b/);
  });
});

describe("a university's initials on a line of their own", () => {
  test("are the university, not a heading: the degree below keeps it, and the school below is the school's", () => {
    const cv = readCv(
      [
        "SOPHIE LANE",
        "sophie.lane@example.com | 07700 900904",
        "",
        "EDUCATION",
        "",
        "UCL",
        "MSci Physics (four-year integrated Master's)",
        "September 2023 – June 2027",
        "Predicted First; Year 3 average 76%",
        "",
        "Camden School for Girls",
        "September 2016 – July 2023",
        "A-levels: Mathematics A*, Further Mathematics A*, Physics A*, Chemistry A",
      ].join("\n"),
    );
    expect(cv.education.map((e) => [e.institution, e.qualification])).toEqual([
      ["UCL", "MSci Physics"],
      ["Camden School for Girls", null],
    ]);
  });
});

describe("sub-headings in a job, achievements lines, forms and tables", () => {
  const cvOf = (lines: string[]) => readCv(lines.join("\n"));
  const posts = (lines: string[]) => cvOf(lines).entries.map((e) => [e.role, e.organisation]);
  const under = (lines: string[], bullet: string) =>
    cvOf(lines).entries.find((e) => e.bullets.some((b) => b.includes(bullet)))?.organisation;

  test("'Origination' or 'Team' above bullets inside a job is a sub-heading of that job", () => {
    const lines = [
      "Experience",
      "",
      "Graduate Analyst, Corporate Finance",
      "Lomond Rise Partners LLP, Edinburgh",
      "September 2025 – present",
      "",
      "Deal work",
      "- Built the operating model for a £25m management buy-out",
      "",
      "Origination",
      "- Drafted three pitch books for founder-led engineering companies",
      "",
      "Team",
      "- Mentor one summer intern through their first live deal",
    ];
    expect(posts(lines)).toEqual([["Graduate Analyst", "Lomond Rise Partners LLP"]]);
    expect(under(lines, "Mentor one summer intern")).toBe("Lomond Rise Partners LLP");
  });

  test("an 'Achievements:' line under a club's bullets is the club's; the next entry keeps its own name", () => {
    const lines = [
      "Activities",
      "Hillside Hockey Club — Club Captain (2024–2025)",
      "- Led a squad of 22 players in the West District League",
      "Achievements: Promoted to Division 1 in 2025; West District Cup runners-up 2024",
      "",
      "Kelvin Harmony Chamber Choir — Treasurer and Alto (2023–present)",
      "- Manage a £15,000 budget covering venue hire and soloist fees",
    ];
    expect(under(lines, "Promoted to Division 1 in 2025")).toBe("Hillside Hockey Club");
    expect(under(lines, "Manage a £15,000 budget")).toBe("Kelvin Harmony Chamber Choir");
  });

  test("a firm named before 'Services' is the firm; a team of trade words before it is a team", () => {
    expect(
      posts([
        "EMPLOYMENT",
        "Graduate Analyst, Fund Accounting, Minster Gate Fund Services, York (Sep 2025 – now)",
        " - Calculate daily NAVs for four property funds",
        "",
        "Jan 2023 - present    Semi-Senior, Accounts and Business Services",
        "                      Burrows Pike Chartered Accountants, Nottingham",
        "   o  Prepare year-end accounts for 45 owner-managed companies",
      ]),
    ).toEqual([
      ["Graduate Analyst", "Minster Gate Fund Services"],
      ["Semi-Senior", "Burrows Pike Chartered Accountants"],
    ]);
  });

  test("a table's column labels name nothing; '>' marks a bullet; a town before the employer is a town", () => {
    const lines = [
      "Work Experience",
      "Employer",
      "Role",
      "Dates",
      "Responsibilities",
      "Brackenhill Wealth",
      "Investment Operations Intern",
      "Jul 2025 – Sep 2025",
      "Reconciled daily cash and stock positions across 300 client portfolios",
      "",
      "Woking — Brookwood Garden Supplies (Sales Assistant)      2020 – 2022",
      "> Processed card and cash sales on busy weekend shifts",
      "> Set up a simple stock reorder sheet",
    ];
    expect(under(lines, "Reconciled daily cash")).toBe("Brackenhill Wealth");
    expect(under(lines, "Set up a simple stock reorder sheet")).toBe("Brookwood Garden Supplies");
    expect(cvOf(lines).entries.at(-1)?.bullets).toHaveLength(2);
  });

  test("a form's 'Institution:' label is no part of the name; the grade a degree is now on track for is its grade", () => {
    const cv = cvOf([
      "Education",
      "Institution: Lancashire University",
      "Qualification: BSc Accounting and Finance",
      "Dates: 2023 – 2026",
      "",
      "2023–2026   University of Birmingham, BSc Mathematics and Economics",
      "            Predicted 2:1 after first year; now on track for a First (Year 2 average 72%)",
    ]);
    expect(cv.education.map((e) => [e.institution, e.grade?.label ?? null])).toEqual([
      ["Lancashire University", null],
      ["University of Birmingham", "First"],
    ]);
  });
});

describe("talks, publications and referees", () => {
  test("are set aside: a talk is no work done at the entry above, and a referee's employer is none of the member's", () => {
    const cv = readCv(
      [
        "Other experience",
        "2024 – 2025      Cambridge University Trading Society – winner, estimation game night",
        "",
        "Conferences and talks",
        "StatPhys29 (Florence, 2025) – contributed talk; Cambridge Statistics Clinic (2026) – invited talk",
        "",
        "REFEREES",
        "Ms Joanna Kettle, Head of Fund Accounting, Minster Gate Fund Services — joanna.k@example.com",
      ].join("\n"),
    );
    expect(cv.entries.flatMap((e) => e.bullets)).not.toContainEqual(
      expect.stringMatching(/contributed talk/),
    );
    expect(cv.entries.map((e) => e.organisation)).not.toContain("Minster Gate Fund Services");
  });
});
