import { describe, expect, test } from "vitest";
import { readingOrder } from "./letter-blocks";
import {
  bodyParagraphs,
  checkLetter,
  type LetterSources,
  longestSharedRun,
  sharedParagraphs,
} from "./letter-checks";
import { checkLetters, loadLetterCases } from "./letters";

// The bench's own letter reader: each kind of fault planted in an otherwise sound letter is found, a
// sound letter passes, and the built-in engine's letters for the tuning set pass it.

const CV = `Aisha Rahman
aisha.rahman@example.com

EDUCATION
Imperial College Business School – MSc Finance    Sep 2024 – Sep 2025
• Distinction (overall 76%)
University College London – BSc Economics    Sep 2020 – Jun 2023
• First Class Honours (73%)

EXPERIENCE
Harcourt Street Advisory, M&A Summer Intern, London    Jun 2025 – Aug 2025
• Built a DCF for the £120m sale of a UK software business
• Prepared 3 pitch books for mid-market clients
Redwood Bank, Operations Analyst, Leeds    Jun 2023 – Aug 2024
• Settled 300 trades a day across 4 markets

LEADERSHIP
LSE Debating Society, Treasurer    Sep 2021 – Jun 2022
• Managed a £9,000 budget`;

const POSTING =
  "Ashcombe Lyle is an independent investment bank advising corporates, financial sponsors and governments on mergers and acquisitions, restructuring and capital markets. You will build financial models and prepare pitch books.";

const SOURCES: LetterSources = {
  cv: CV,
  posting: POSTING,
  firm: "Ashcombe Lyle\nInvestment banking\nAshcombe Lyle has offices in London, Frankfurt and New York.",
  today: "2026-11-29",
};

const FILLER =
  "I would welcome the chance to discuss my application with you and to explain what I could bring to the team in person. Thank you for considering my application and for the time you have taken to read it; my CV is attached.";

/** A letter whose body is `paragraphs` plus enough plain words to be the right length. */
function letter(...paragraphs: string[]): string {
  const body = [...paragraphs];
  const words = () => body.join(" ").split(/\s+/).length;
  while (words() < 260) body.push(FILLER);
  return [
    "Aisha Rahman",
    "29 November 2026",
    "Ashcombe Lyle\nLondon",
    "Dear Hiring Manager,",
    ...body,
    "Yours sincerely,\n\nAisha Rahman",
  ].join("\n\n");
}

const SOUND = [
  "I graduated from Imperial College Business School in 2025 with an MSc in Finance, achieving a Distinction. Before that, I studied for a BSc in Economics at University College London, where I achieved a First.",
  "Ashcombe Lyle stands out to me for its work on mergers and acquisitions, and I would be glad to work with colleagues in Frankfurt and New York.",
  "As an M&A Summer Intern at Harcourt Street Advisory, I built a DCF for the £120m sale of a UK software business. As Treasurer of LSE Debating Society, I managed a £9,000 budget.",
];

const kinds = (text: string) => checkLetter(text, SOURCES).map((issue) => issue.kind);

describe("the bench's letter checks", () => {
  test("a letter that keeps to its sources, in their places, passes", () => {
    expect(checkLetter(letter(...SOUND), SOURCES)).toEqual([]);
  });

  test("an employer, a number or a university no source holds is invented", () => {
    expect(kinds(letter(...SOUND, "At Goldman Sachs, I priced a bond issue."))).toEqual(["invented"]);
    expect(kinds(letter(...SOUND, "I prepared 7 pitch books for mid-market clients."))).toEqual(["invented"]);
    expect(kinds(letter(...SOUND, "I also studied at the University of Bristol."))).toEqual(["invented"]);
  });

  test("a grade with the wrong degree or in the wrong tense is misattributed", () => {
    const wrongDegree = SOUND[0]?.replace("achieving a Distinction", "achieving a First") ?? "";
    expect(kinds(letter(wrongDegree, ...SOUND.slice(1)))).toContain("misattributed");
    expect(kinds(letter("I am on track for a First in my BSc in Economics.", ...SOUND.slice(1)))).toEqual([
      "misattributed",
    ]);
  });

  test("a role at another employer, or a result from another job, is misattributed", () => {
    expect(kinds(letter(...SOUND, "As Treasurer of Harcourt Street Advisory, I built a DCF."))).toEqual([
      "misattributed",
    ]);
    expect(
      kinds(
        letter(...SOUND, "As an M&A Summer Intern at Harcourt Street Advisory, I settled 300 trades a day."),
      ),
    ).toEqual(["misattributed"]);
    expect(kinds(letter(...SOUND, "I graduated from University College London in 2025."))).toEqual([
      "misattributed",
    ]);
  });

  test("what is not a fact is not flagged: an honours mark, a year of study, a First beside a first-year mark", () => {
    const cv = `${CV}\n\nDurham University – BA (Hons) History    Sep 2024 – Jun 2027\n• Predicted First; first-year average 72%\n• Ranked first of eight in a case competition`;
    const sources = { ...SOURCES, cv };
    const check = (sentence: string) => checkLetter(letter(...SOUND, sentence), sources).map((i) => i.kind);
    expect(check("I am in the third year of a BA History at Durham University.")).toEqual([]);
    expect(check("I am on track for a First in my BA History.")).toEqual([]);
    // The same checks still catch what is wrong.
    expect(check("I am in the third year of a BA Geography at Durham University.")).toEqual(["invented"]);
    expect(check("I achieved a First in my BA History.")).toEqual(["misattributed"]);
  });

  test("a degree on its own line keeps the institution, dates and grade set below or above it", () => {
    const cv = [
      "Ines Varga",
      "",
      "EDUCATION",
      "2023 – 2024",
      "MSc Accounting",
      "University of Glasgow",
      "Merit",
      "",
      "BSc Business",
      "University of Stirling",
      "2020 – 2021",
      "Lower Second Class (2:2)",
    ].join("\n");
    const sources = { ...SOURCES, cv };
    const check = (sentence: string) => checkLetter(letter(sentence), sources).map((i) => i.kind);
    expect(check("I graduated from the University of Glasgow in 2024 with an MSc in Accounting.")).toEqual(
      [],
    );
    expect(
      check("I studied for a BSc in Business at the University of Stirling, where I achieved a 2:2."),
    ).toEqual([]);
    expect(check("I achieved a Merit in my MSc in Accounting.")).toEqual([]);
    // Each grade is still held to its own degree, and each year to its own institution.
    expect(check("I achieved a Merit in my BSc in Business.")).toEqual(["misattributed"]);
    expect(check("I studied for an MSc in Accounting, where I achieved a 2:2.")).toEqual(["misattributed"]);
    expect(check("I graduated from the University of Glasgow in 2021.")).toEqual(["misattributed"]);
  });

  test("a job whose name, place, dates and post each take a line keeps its post and its results", () => {
    const cv = [
      "Ines Varga",
      "",
      "EXPERIENCE",
      "Brora Mill Accountants LLP",
      "Inverness",
      "Jun 2025 – Aug 2025",
      "Tax Intern",
      "Key achievements:",
      "• Drafted 14 self-assessment returns for farm clients",
      "",
      "Highland Savings Bank",
      "Jun 2024 – Aug 2024",
      "Branch Assistant",
      "• Opened 30 savings accounts",
    ].join("\n");
    const sources = { ...SOURCES, cv };
    const check = (sentence: string) => checkLetter(letter(sentence), sources).map((i) => i.kind);
    expect(
      check("As a Tax Intern at Brora Mill Accountants LLP, I drafted 14 self-assessment returns."),
    ).toEqual([]);
    // The other job's post and result are still not this one's.
    expect(check("As a Branch Assistant at Brora Mill Accountants LLP, I drafted 14 returns.")).toEqual([
      "misattributed",
    ]);
    expect(check("As a Tax Intern at Brora Mill Accountants LLP, I opened 30 savings accounts.")).toEqual([
      "misattributed",
    ]);
  });

  test("a later post under the same employer, set among its bullets, stays that employer's job", () => {
    const cv = [
      "Tomasz Wren",
      "",
      "EXPERIENCE",
      "Halloran Whitby Asset Management, Leeds",
      "Associate, Fund Operations                          Mar 2025 – Present",
      "• Reconciled cash for 12 funds each morning",
      "• Trained 3 new starters on the settlement system",
      "Graduate Analyst, Fund Operations                   Sep 2023 – Feb 2025",
      "• Cleared 85 trade breaks a week with custodians",
      "",
      "Pellow Street Bank, Leeds",
      "Summer Intern, Credit Risk                          Jun 2022 – Aug 2022",
      "• Reviewed 20 covenant packs for mid-market borrowers",
    ].join("\n");
    const check = (text: string, sentence: string) =>
      checkLetter(letter(sentence), { ...SOURCES, cv: text }).map((i) => i.kind);
    expect(
      check(
        cv,
        "As a Graduate Analyst at Halloran Whitby Asset Management, I cleared 85 trade breaks a week.",
      ),
    ).toEqual([]);
    expect(
      check(cv, "As an Associate at Halloran Whitby Asset Management, I reconciled cash for 12 funds."),
    ).toEqual([]);
    // The next employer's post and result are still its own.
    expect(
      check(cv, "As a Summer Intern at Halloran Whitby Asset Management, I cleared 85 trade breaks."),
    ).toEqual(["misattributed"]);
    expect(
      check(cv, "As a Graduate Analyst at Halloran Whitby Asset Management, I reviewed 20 covenant packs."),
    ).toEqual(["misattributed"]);
    // A dated line that names another firm is that firm's job, not a promotion.
    const moved = cv.replace("Graduate Analyst, Fund Operations", "Analyst, Fenwick Lowe Advisory");
    expect(check(moved, "As an Analyst at Fenwick Lowe Advisory, I cleared 85 trade breaks a week.")).toEqual(
      [],
    );
    expect(
      check(moved, "As an Analyst at Halloran Whitby Asset Management, I cleared 85 trade breaks a week."),
    ).toEqual(["misattributed", "misattributed"]);
  });

  test("a line describing the firm between the employer and its first post keeps the post in the job", () => {
    const cv = [
      "Nell Ashdown",
      "",
      "EMPLOYMENT HISTORY",
      "",
      "Larkspur Tax Advisers",
      "Independent tax practice for family businesses, 60 staff",
      "Tax Trainee · Norwich · Sep 2023 – Present",
      "- Prepared 24 corporation tax computations claiming £2.4m of relief",
      "- Reviewed payroll records for 7 farm clients",
      "Audit Insight Programme · Ipswich · Easter 2022",
      "- Shadowed the audit team on 5 charity audits",
      "",
      "Mereworth Capital",
      "Lender to regional housing associations",
      "Summer Analyst · London · Jun 2021 – Aug 2021",
      "- Modelled 12 leases for the credit committee",
    ].join("\n");
    const check = (text: string, sentence: string) =>
      checkLetter(letter(sentence), { ...SOURCES, cv: text }).map((i) => i.kind);
    expect(
      check(
        cv,
        "As a Tax Trainee at Larkspur Tax Advisers, I prepared 24 corporation tax computations claiming £2.4m of relief.",
      ),
    ).toEqual([]);
    // A later post dated by a season, not a range, is still one of the posts held there.
    expect(
      check(
        cv,
        "On the Audit Insight Programme at Larkspur Tax Advisers, I shadowed the audit team on 5 audits.",
      ),
    ).toEqual([]);
    // The next firm's post and results are still its own.
    expect(check(cv, "As a Tax Trainee at Larkspur Tax Advisers, I modelled 12 leases.")).toEqual([
      "misattributed",
    ]);
    expect(check(cv, "On the Audit Insight Programme at Mereworth Capital, I modelled 12 leases.")).toEqual([
      "misattributed",
    ]);
    // A dated line that names another firm still starts that firm's job.
    const moved = cv.replace("Tax Trainee · Norwich", "Tax Trainee · Fenwick Lowe Advisory");
    expect(
      check(moved, "As a Tax Trainee at Larkspur Tax Advisers, I prepared 24 corporation tax computations."),
    ).toEqual(["misattributed"]);
  });

  test("a later post whose dates sit on the line below it stays with the employer above", () => {
    const cv = [
      "Ada Quill",
      "",
      "EXPERIENCE",
      "HALLWORTH STERNE, London",
      "Summer Analyst, Asset Management Division",
      "Jun 2025 – Aug 2025",
      "• Built a factor report for 3 model portfolios",
      "• Received a return offer",
      "Spring Week, Global Markets",
      "Apr 2024",
      "• Rotated across 4 sales desks and pitched a trade idea",
      "",
      "Dunmore Deli, Bath",
      "Sales Assistant",
      "2021 – 2023",
      "• Served 150 customers on busy Saturdays",
    ].join("\n");
    const check = (text: string, sentence: string) =>
      checkLetter(letter(sentence), { ...SOURCES, cv: text }).map((i) => i.kind);
    expect(
      check(
        cv,
        "On the Spring Week at Hallworth Sterne, I rotated across 4 sales desks and pitched a trade idea.",
      ),
    ).toEqual([]);
    // The next employer's post is still its own.
    expect(check(cv, "As a Sales Assistant at Hallworth Sterne, I served 150 customers.")).toEqual([
      "misattributed",
      "misattributed",
    ]);
    // A later line naming another firm is not a post there.
    const moved = cv.replace("Spring Week, Global Markets", "Spring Week, Fenwick Lowe Advisory");
    expect(check(moved, "On the Spring Week at Hallworth Sterne, I rotated across 4 sales desks.")).toEqual([
      "misattributed",
    ]);
  });

  test("posts set apart by blank lines stay with the employer above, or inside its dated years", () => {
    const check = (text: string, sentence: string) =>
      checkLetter(letter(sentence), { ...SOURCES, cv: text }).map((i) => i.kind);
    const law = [
      "Tom Okafor",
      "",
      "WORK EXPERIENCE",
      "",
      "Ashworth Lyle LLP, Leeds",
      "    Trainee Solicitor (Banking seat)                                   Mar 2025 – present",
      "    • Drafted facility agreement amendments for a £35m refinancing",
      "",
      "    Paralegal, Real Estate                                             Sep 2023 – Feb 2025",
      "    • Reviewed over 200 commercial leases for a retail portfolio sale",
      "",
      "    Vacation Scheme Student                                            Jul 2022",
      "    • Wrote a research memo on break clauses for a real estate partner",
      "",
      "Marigold Café, York",
      "    Barista and Shift Lead                                             Oct 2019 – Jun 2022",
      "    • Opened the café alone on weekends, cashing up takings of up to £1,500",
    ].join("\n");
    expect(check(law, "As a Paralegal at Ashworth Lyle LLP, I reviewed over 200 commercial leases.")).toEqual(
      [],
    );
    expect(check(law, "As a Vacation Scheme Student at Ashworth Lyle LLP, I wrote a research memo.")).toEqual(
      [],
    );
    expect(check(law, "As a Barista at Ashworth Lyle LLP, I cashed up takings of up to £1,500.")).toEqual([
      "misattributed",
      "misattributed",
    ]);
    const army = [
      "Gareth Pryce",
      "",
      "CAREER HISTORY",
      "",
      "British Army – Royal Engineers                                              2015 – 2025",
      "",
      "Staff Officer (Major), Infrastructure Plans, Army Headquarters, Andover        2022 – 2025",
      "– Managed a £42m annual barracks maintenance programme across 19 sites",
      "",
      "Officer Commanding, 74 Field Squadron, Tidworth                            2019 – 2022",
      "– Raised squadron fitness pass rates from 71% to 96%",
      "",
      "MBA CONSULTING PROJECT",
      "Fairholme Rail Projects – Capacity Review                                  Jan 2026 – Mar 2026",
      "– Reviewed resourcing across 12 signalling projects",
    ].join("\n");
    expect(
      check(
        army,
        "As Officer Commanding in the British Army, I raised squadron fitness pass rates from 71% to 96%.",
      ),
    ).toEqual([]);
    expect(
      check(
        army,
        "As a Staff Officer at the British Army, I reviewed resourcing across 12 signalling projects.",
      ),
    ).toEqual(["misattributed"]);
  });

  test("a page in two columns below its top, a bullet broken mid-phrase, and an indented second line are read whole", () => {
    const check = (text: string, sentence: string) =>
      checkLetter(letter(sentence), { ...SOURCES, cv: text }).map((i) => i.kind);
    const twoColumns = [
      "Aisha Rahman",
      "EDUCATION",
      "University of Bristol, BSc Economics and Finance, 2024 – 2027",
      "INVESTMENT EXPERIENCE",
      "Summer Analyst, Carrick Penrose Asset Management, June 2026 – August 2026",
      "▪ Built a DCF and a reverse-DCF model for a FTSE 250 engineering company",
      "SKILLS                                     POSITIONS OF RESPONSIBILITY",
      "Bloomberg terminal                         Portfolio Manager, Bristol Student Investment Fund (2025 – present)",
      "LANGUAGES                                  ▪ Lead a team of 10 managing a real £25,000 portfolio on behalf of",
      "English (native)                             the university's alumni donors; 9.4% return in 2025–26 vs 7.1%",
      "Bengali (fluent)                             for the FTSE All-Share",
      "Arabic (basic)                             ▪ Chair the weekly investment committee",
      "INTERESTS                                  ▪ Write the fund's quarterly letter",
      "Cycling                                    Tutor, Bristol Widening Participation scheme (2024 – present)",
    ].join("\n");
    expect(
      check(
        twoColumns,
        "As Portfolio Manager at Bristol Student Investment Fund, I returned 9.4% in 2025–26 vs 7.1% for the FTSE All-Share.",
      ),
    ).toEqual([]);
    const indented = [
      "Ben Carter",
      "EXPERIENCE",
      "",
      "Carrow Whitby LLP, London                                                 September 2024 – present",
      "",
      "  Audit Associate, Consumer Markets (Sep 2024 – present)",
      "  – Audit clients in food retail with revenues of £50m–£1.2bn, including two",
      "    AIM-listed and one FTSE SmallCap company",
      "  – Acting in-charge on two audits in 2026, supervising three first-year associates",
    ].join("\n");
    expect(check(indented, "At Carrow Whitby LLP, I was acting in-charge on two audits in 2026.")).toEqual(
      [],
    );
  });

  test("a form's fields under the company, and bullets marked '>', are the job's", () => {
    const check = (text: string, sentence: string) =>
      checkLetter(letter(sentence), { ...SOURCES, cv: text }).map((i) => i.kind);
    const cv = [
      "Tom Ashby",
      "",
      "Employment",
      "",
      "Position: Treasurer",
      "Company: Bowland Fell Walking Society",
      "Location: Lancaster",
      "Dates: 2024 – present",
      "Duties:",
      "> Collected £7,000 in memberships and trip deposits",
      "",
      "Position: Audit Insight Week Participant",
      "Company: Pennine Rowe LLP",
      "Dates: Easter 2025",
      "Duties:",
      "> Interviewed two trainees about the ACA training route",
    ].join("\n");
    expect(
      check(cv, "As Treasurer of Bowland Fell Walking Society, I collected £7,000 in memberships."),
    ).toEqual([]);
    expect(check(cv, "At Pennine Rowe LLP, I collected £7,000 in memberships.")).toEqual(["misattributed"]);
  });

  test("a degree's grade line that mentions another university, and a financial year in a job's line, are the entry's own", () => {
    const check = (text: string, sentence: string) =>
      checkLetter(letter(sentence), { ...SOURCES, cv: text }).map((i) => i.kind);
    const cv = [
      "Wei Chen",
      "",
      "Education",
      "2020–2023 BSc Economics, University of Southampton, Southampton",
      "Upper Second Class Honours (2:1); exchange semester at National University of Singapore (Spring 2022)",
      "",
      "Experience",
      "KPMG Global Services, Gurugram (Aug 2022 – Jul 2024)",
      "Analyst, Deal Advisory – Valuations",
      " Performed valuations of 15 unlisted Indian companies",
      ' Received "Star Performer" award in FY2023-24 (top 5% of analysts)',
      " Trained 6 new joiners on Excel valuation templates",
    ].join("\n");
    expect(
      check(cv, "I studied for a BSc in Economics at the University of Southampton, where I achieved a 2:1."),
    ).toEqual([]);
    expect(
      check(
        cv,
        "As an Analyst at KPMG Global Services, I trained 6 new joiners on Excel valuation templates.",
      ),
    ).toEqual([]);
  });

  test("a promotion to or from a graduate post, and rotations under a scheme, stay with the employer", () => {
    const cv = [
      "Rafi Okafor",
      "",
      "EXPERIENCE",
      "Ferrier Row Investments, Bristol",
      "Fund Operations Analyst (Apr 2024 – Present)",
      "- Reconciled cash for 9 pension funds each morning",
      "Fund Operations Graduate (Sept 2023 – Mar 2024)",
      "- Processed 35 dividend events during the year-end peak",
      "",
      "Caldmore Insurance — Graduate Programme              Sep 2021 – Aug 2023",
      "Worcester",
      "Rotation 2: Claims Reporting (Sep 2022 – Aug 2023)",
      "- Built 4 claims dashboards for the underwriting team",
      "Rotation 1: Reinsurance Accounting (Sep 2021 – Aug 2022)",
      "- Cleared 70 aged items on the broker reconciliation",
      "",
      "Tarn Valley Bank — Summer Intern                      Jul 2020 – Aug 2020",
      "- Wrote 6 user guides for the lending team",
    ].join("\n");
    const check = (text: string, sentence: string) =>
      checkLetter(letter(sentence), { ...SOURCES, cv: text }).map((i) => i.kind);
    expect(
      check(cv, "As a Fund Operations Graduate at Ferrier Row Investments, I processed 35 dividend events."),
    ).toEqual([]);
    expect(
      check(
        cv,
        "On the Graduate Programme at Caldmore Insurance, I cleared 70 aged items on the reconciliation.",
      ),
    ).toEqual([]);
    expect(
      check(cv, "On the Graduate Programme at Caldmore Insurance, I built 4 claims dashboards."),
    ).toEqual([]);
    // The next employer's results are still its own.
    expect(check(cv, "On the Graduate Programme at Caldmore Insurance, I wrote 6 user guides.")).toEqual([
      "misattributed",
    ]);
    expect(
      check(cv, "As a Fund Operations Graduate at Ferrier Row Investments, I cleared 70 aged items."),
    ).toEqual(["misattributed"]);
    // A dated line naming another firm is that firm's job, not a promotion or a rotation.
    const moved = cv
      .replace("Fund Operations Graduate (", "Graduate, Halden Re (")
      .replace("Rotation 1: Reinsurance Accounting", "Rotation 1: Secondment to Halden Re");
    expect(check(moved, "As a Graduate at Ferrier Row Investments, I processed 35 dividend events.")).toEqual(
      ["misattributed", "misattributed"],
    );
    expect(check(moved, "On the Graduate Programme at Caldmore Insurance, I cleared 70 aged items.")).toEqual(
      ["misattributed"],
    );
  });

  test("a class the CV writes in words or with a point is the same class", () => {
    const cv = `${CV}\n\nUniversity of York – BA Politics    Sep 2019 – Jun 2022\n• Upper Second Class Honours`;
    const check = (sentence: string, text = cv) =>
      checkLetter(letter(...SOUND, sentence), { ...SOURCES, cv: text }).map((i) => i.kind);
    expect(
      check("I studied for a BA in Politics at the University of York, where I achieved a 2:1."),
    ).toEqual([]);
    expect(
      check(
        "I studied for a BA in Politics at the University of York, where I achieved a 2:1.",
        cv.replace("Upper Second Class Honours", "2.1"),
      ),
    ).toEqual([]);
    // Still held to its degree, and never a class the CV does not give.
    expect(check("I achieved a 2:1 in my BSc in Economics.")).toEqual(["misattributed"]);
    expect(check("I achieved a 2:2 in my BA in Politics.")).toContain("invented");
  });

  test("a letter outside 250-400 words, counting its body for the lower bound", () => {
    const short = ["Aisha Rahman", "Dear Hiring Manager,", ...SOUND, "Yours sincerely,\n\nAisha Rahman"].join(
      "\n\n",
    );
    expect(kinds(short)).toEqual(["length"]);
    expect(kinds(letter(...SOUND, ...Array.from({ length: 8 }, () => FILLER)))).toEqual(["length"]);
  });

  test("more than twelve words in a row from the posting is copying; twelve is not", () => {
    const thirteen =
      "It advises corporates, financial sponsors and governments on mergers and acquisitions, restructuring and capital markets.";
    expect(longestSharedRun(thirteen, POSTING)).toBe(13);
    expect(kinds(letter(...SOUND, thirteen))).toEqual(["copied"]);
    const twelve =
      "It advises financial sponsors and governments on mergers and acquisitions, restructuring and capital markets.";
    expect(longestSharedRun(twelve, POSTING)).toBe(12);
    expect(kinds(letter(...SOUND, twelve))).toEqual([]);
  });

  test("a paragraph two letters to the same firm share is found; the same paragraph to another firm is not", () => {
    const a = { firm: "Ashcombe Lyle", cv: "a", text: letter(...SOUND) };
    const b = {
      firm: "Ashcombe Lyle",
      cv: "b",
      text: letter("A different opening of my own.", ...SOUND.slice(1)),
    };
    const c = { firm: "Carrow Bank", cv: "c", text: letter(...SOUND) };
    const shared = sharedParagraphs([a, b, c]);
    // The two paragraphs after the opening, and the closing filler both letters repeat.
    expect(shared).toEqual([
      `Ashcombe Lyle: ${SOUND[1]}`,
      `Ashcombe Lyle: ${SOUND[2]}`,
      `Ashcombe Lyle: ${FILLER}`,
    ]);
    expect(bodyParagraphs(b.text)[0]).toBe("A different opening of my own.");
    expect(shared.every((p) => p.startsWith("Ashcombe Lyle: "))).toBe(true);
    expect(sharedParagraphs([a, c])).toEqual([]);
  });

  test("the built-in engine's letters for the tuning set pass every check", () => {
    const cases = loadLetterCases("bench/cv-match");
    expect(cases?.length).toBe(10);
    const report = checkLetters(cases ?? []);
    const issues = report.details.flatMap((d) => d.issues.map((i) => `${d.firm}: ${i.kind}: ${i.detail}`));
    expect(issues).toEqual([]);
    expect(report).toMatchObject({
      letters: 10,
      invented: 0,
      misattributed: 0,
      outsideLength: 0,
      copied: 0,
      sharedParagraphs: 0,
    });
  });
});

describe("a two-column page is read one column after the other", () => {
  const page = [
    "EDUCATION                           WORK EXPERIENCE",
    "University of Leeds                 Oakwell Tavern, Leeds",
    "BSc Economics                       Bar Staff (part-time)          Oct 2025 – now",
    "2025 – 2028                         Serve food and drinks on busy weekend",
    "                                    shifts; trusted with the £700 float.",
    "Ripon Grammar School                Dales Trust, Ripon",
    "A-Levels: Maths A                   Camp Volunteer                 Summer 2024",
  ].join("\n");

  test("the right column's job keeps its own lines; a single column with dates at the right is unchanged", () => {
    const read = readingOrder(page);
    expect(read.indexOf("2025 – 2028")).toBeLessThan(read.indexOf("WORK EXPERIENCE"));
    expect(read).toContain(
      "Oakwell Tavern, Leeds\nBar Staff (part-time)          Oct 2025 – now\nServe food",
    );
    const single = [
      "Credit Intern, Kennet Bank            Jun 2025 – Aug 2025",
      "• Spread 30 borrowers' accounts",
      "Audit Intern, Hale LLP                Jun 2024 – Aug 2024",
      "• Tested 40 invoices",
      "Bar Staff, The Crown                  2022 – 2024",
    ].join("\n");
    expect(readingOrder(single)).toBe(single);
  });

  test("a result of the right column's job is not called another job's", () => {
    const sources = { cv: page, posting: "", firm: "", today: "2026-11-29" };
    const sentence =
      "As bar staff at Oakwell Tavern, I serve food and drinks and was trusted with the £700 float.";
    expect(checkLetter(letter(sentence), sources).filter((i) => i.kind === "misattributed")).toEqual([]);
  });
});

describe("layouts from templates and exports are read as a person reads them", () => {
  const check = (cv: string, sentence: string) =>
    checkLetter(letter(sentence), { cv, posting: "", firm: "", today: "2026-11-29" }).map((i) => i.kind);

  test("parts a right-aligned template runs together are read apart", () => {
    const cv = [
      "Priya Lal",
      "EDUCATION",
      "University of YorkYork, UK",
      "BSc EconomicsSep 2022 – Jun 2025",
      "EXPERIENCE",
      "Audit InternHalden Crowe LLPJul 2024 – Aug 2024",
      "• Tested 45 supplier invoices",
      "Fenmore Rowing ClubOct 2023 – Jun 2024",
      "Treasurer",
      "• Managed a £4,000 budget",
    ].join("\n");
    expect(check(cv, "As Treasurer of Fenmore Rowing Club, I managed a £4,000 budget.")).toEqual([]);
    expect(check(cv, "As an Audit Intern at Halden Crowe LLP, I tested 45 supplier invoices.")).toEqual([]);
    expect(check(cv, "I will graduate from the University of York in 2025.")).toEqual([]);
    // A made-up club, a post at the wrong employer and a wrong year are still found.
    expect(check(cv, "I rowed for Fenmore Boat Club.")).toEqual(["invented"]);
    // The post is not held there and the budget is not from the work there: two faults.
    expect(check(cv, "As Treasurer of Halden Crowe LLP, I managed a £4,000 budget.")).toEqual([
      "misattributed",
      "misattributed",
    ]);
    expect(check(cv, "I will graduate from the University of York in 2024.")).toEqual(["misattributed"]);
    // A word that carries two of the CV's parts run together names nothing a person would write.
    expect(check(cv, "I worked as an Audit InternHalden Crowe LLP.")).toEqual(["invented"]);
    // An employer in capitals run onto the post.
    const caps = "Tax InternKWR LLPJun 2024 – Aug 2024\n• Prepared 12 tax returns";
    expect(check(caps, "As a Tax Intern at KWR LLP, I prepared 12 tax returns.")).toEqual([]);
    expect(check(caps, "As a Tax Intern at KWR Partners, I prepared 12 tax returns.")).toEqual(["invented"]);
  });

  test("a profile export keeps every post under its company, past footers and the sidebar", () => {
    const cv = [
      "Experience",
      "Carrow Bank",
      "1 year 2 months",
      "Credit Analyst Intern",
      "June 2024 - August 2024 (3 months)",
      "Leeds, England, United Kingdom",
      "Spread 30 borrowers' accounts for annual reviews.",
      "Page 1 of 2",
      "Spring Week",
      "April 2023 - April 2023 (1 month)",
      "Leeds, England, United Kingdom",
      "Shadowed 4 relationship managers for a week.",
      "Contact",
      "someone@example.com",
      "Top Skills",
      "Credit Analysis",
      "Wexley Foods",
      "Sales Assistant",
      "July 2021 - May 2023 (1 year 11 months)",
      "York, England, United Kingdom",
      "Served up to 150 customers a day.",
      "Education",
      "University of Leeds",
      "Bachelor of Science - BS, Economics · (September 2021 - June 2024)",
    ].join("\n");
    expect(check(cv, "During the Spring Week at Carrow Bank, I shadowed 4 relationship managers.")).toEqual(
      [],
    );
    expect(check(cv, "As a Sales Assistant at Wexley Foods, I served up to 150 customers a day.")).toEqual(
      [],
    );
    // A post at the other company, or a result from the other company's work, is still misattributed.
    expect(check(cv, "During the Spring Week at Wexley Foods, I shadowed 4 relationship managers.")).toEqual([
      "misattributed",
      "misattributed",
    ]);
    expect(check(cv, "As a Sales Assistant at Wexley Foods, I spread 30 borrowers' accounts.")).toEqual([
      "misattributed",
    ]);
  });

  test("Europass dates above the post and the degree belong to the entry below them", () => {
    const cv = [
      "WORK EXPERIENCE",
      "01/07/2024 – 31/08/2024",
      "Audit Intern",
      "Halden Crowe LLP – Leeds, United Kingdom",
      "Main activities and responsibilities",
      "Tested 45 supplier invoices.",
      "15/06/2022 – 15/09/2023",
      "Sales Assistant",
      "Wexley Foods – York, United Kingdom",
      "Main activities and responsibilities",
      "Served up to 150 customers a day.",
      "EDUCATION AND TRAINING",
      "09/2021 – 06/2025",
      "BSc Economics",
      "University of Leeds – Leeds, United Kingdom",
    ].join("\n");
    expect(check(cv, "I will graduate from the University of Leeds in 2025.")).toEqual([]);
    expect(check(cv, "As an Audit Intern at Halden Crowe LLP, I tested 45 supplier invoices.")).toEqual([]);
    expect(check(cv, "I will graduate from the University of Leeds in 2024.")).toEqual(["misattributed"]);
    // The degree runs from 2021 to 2025: the year it starts is not the year it ends.
    expect(check(cv, "I graduated from the University of Leeds in 2021.")).toEqual(["misattributed"]);
    const dated = cv.replace("09/2021 – 06/2025\nBSc Economics", "[ 09/2021 – 06/2025 ] BSc Economics");
    expect(check(dated, "I will graduate from the University of Leeds in 2025.")).toEqual([]);
    expect(check(dated, "I will graduate from the University of Leeds in 2021.")).toEqual(["misattributed"]);
    expect(check(cv, "As a Sales Assistant at Wexley Foods, I tested 45 supplier invoices.")).toEqual([
      "misattributed",
    ]);
  });

  test("Europass dates with the place after them still date the degree below", () => {
    const cv = [
      "EDUCATION AND TRAINING",
      "09/2020 – 06/2024 – Exeter, United Kingdom",
      "BSc (Hons) Accounting and Finance with Industrial Placement",
      "University of Exeter",
      "• Modules: Audit, Corporate Finance",
      "09/2018 – 07/2020 – Truro, United Kingdom",
      "A Levels: Mathematics A, Economics B",
      "Penwith College",
    ].join("\n");
    expect(
      check(cv, "I graduated from the University of Exeter in 2024 with a BSc in Accounting and Finance."),
    ).toEqual([]);
    // The year the degree starts, the year the entry below it ends, and another institution's year are
    // still found.
    expect(check(cv, "I graduated from the University of Exeter in 2020.")).toEqual(["misattributed"]);
    expect(check(cv, "I graduated from the University of Exeter in 2018.")).toEqual(["misattributed"]);
    expect(check(cv, "I graduated from Penwith College in 2024.")).toEqual(["misattributed"]);
  });

  test("a profile export's company after the sidebar keeps its name, its length and all its posts", () => {
    const cv = [
      "Experience",
      "Marlow Reid",
      "Research Intern",
      "July 2024 - August 2024 (2 months)",
      "London, England, United Kingdom",
      "• Wrote 6 sector notes for the equities desk",
      "• Updated 40 company models after results",
      "Languages",
      "Polish (Native or Bilingual)",
      "Certifications",
      "Excel Fundamentals",
      "Halden Crowe",
      "1 year 1 month",
      "Audit Intern",
      "June 2023 - August 2023 (3 months)",
      "Leeds, England, United Kingdom",
      "• Tested 45 supplier invoices",
      "Virtual Academy Participant",
      "November 2022 - January 2023 (3 months)",
      "Virtual",
      "• Completed 8 workshops on audit and tax",
      "Fenmore Rowing Club",
      "2 years",
      "President",
      "September 2024 - Present (3 months)",
      "• Ran a club of 90 members",
      "• Launched a learn-to-row course with 25 places",
      "Treasurer",
      "September 2023 - August 2024 (1 year)",
      "• Cut kit spending by 15%",
    ].join("\n");
    expect(check(cv, "As an Audit Intern at Halden Crowe, I tested 45 supplier invoices.")).toEqual([]);
    expect(
      check(
        cv,
        "On the Virtual Academy Participant at Halden Crowe, I completed 8 workshops on audit and tax.",
      ),
    ).toEqual([]);
    expect(
      check(cv, "As a Research Intern at Marlow Reid, I updated 40 company models after results."),
    ).toEqual([]);
    // A bullet without a full stop ends the post above it: the next post is still the club's.
    expect(check(cv, "As Treasurer of Fenmore Rowing Club, I cut kit spending by 15%.")).toEqual([]);
    expect(check(cv, "As President of Fenmore Rowing Club, I launched a course with 25 places.")).toEqual([]);
    // A post or a result from the other company is still found.
    expect(check(cv, "As an Audit Intern at Marlow Reid, I tested 45 supplier invoices.")).toEqual([
      "misattributed",
      "misattributed",
    ]);
    expect(check(cv, "As Treasurer of Fenmore Rowing Club, I tested 45 supplier invoices.")).toEqual([
      "misattributed",
    ]);
  });

  test("posts dated in brackets under an employer dated over all of them are that employer's", () => {
    const cv = [
      "PROFESSIONAL EXPERIENCE",
      "Carrow Bank — Leeds                                   Jun 2022 – present",
      "Graduate Analyst, Corporate & Institutional (Sep 2023 – present)",
      "• Wrote the credit paper for a £15m dairy expansion",
      "Summer Intern, Commercial Banking (Jun – Aug 2022)",
      "• Presented two hotel refinancing cases to a credit partner",
      "",
      "Wexley Foods, York                                    2018 – 2022",
      "Counter Assistant (2018 – 2020)",
      "• Served a Saturday queue of 300 customers",
      "Assistant Manager (2020 – 2022)",
      "• Managed the weekly rota for 9 part-time staff",
    ].join("\n");
    expect(check(cv, "As a Summer Intern at Carrow Bank, I presented two hotel refinancing cases.")).toEqual(
      [],
    );
    expect(
      check(cv, "As an Assistant Manager at Wexley Foods, I managed the rota for 9 part-time staff."),
    ).toEqual([]);
    // A post from the other employer, or a result from the other employer's work, is still found.
    expect(check(cv, "As a Summer Intern at Wexley Foods, I served a queue.")).toEqual(["misattributed"]);
    expect(
      check(cv, "As an Assistant Manager at Wexley Foods, I wrote a paper for a £15m expansion."),
    ).toEqual(["misattributed"]);
  });

  test("a skills-based CV's line naming its employer is that employer's work", () => {
    const cv = [
      "KEY SKILLS",
      "Client service",
      "- Served up to 150 customers a day – Wexley Foods",
      "- Scored 96% in a mystery shop (Carrow Bank)",
      "Analysis",
      "- Sampled 60 journal entries for override testing (Halden Crowe)",
      "",
      "EMPLOYMENT HISTORY",
      "Halden Crowe Ltd, Leeds – Audit Intern            June 2024 – August 2024",
      "Carrow Bank, Leeds – Customer Adviser (part-time)  September 2022 – May 2024",
      "Wexley Foods, York – Sales Assistant              July 2020 – August 2022",
    ].join("\n");
    expect(check(cv, "As a Customer Adviser at Carrow Bank, I scored 96% in a mystery shop.")).toEqual([]);
    expect(check(cv, "As a Sales Assistant at Wexley Foods, I served up to 150 customers a day.")).toEqual(
      [],
    );
    // A company's suffix is often left off inside the line.
    expect(check(cv, "As an Audit Intern at Halden Crowe Ltd, I sampled 60 journal entries.")).toEqual([]);
    // The result stays with the employer its line names.
    expect(check(cv, "As an Audit Intern at Halden Crowe Ltd, I scored 96% in a mystery shop.")).toEqual([
      "misattributed",
    ]);
    expect(check(cv, "As a Sales Assistant at Wexley Foods, I sampled 60 journal entries.")).toEqual([
      "misattributed",
    ]);
    // The name with the year of the work closing the line is its employer's too.
    const dated = cv.replace("(Halden Crowe)", "for the partners of Halden Crowe (2024)");
    expect(check(dated, "As an Audit Intern at Halden Crowe Ltd, I sampled 60 journal entries.")).toEqual([]);
    expect(check(dated, "As a Sales Assistant at Wexley Foods, I sampled 60 journal entries.")).toEqual([
      "misattributed",
    ]);
  });

  test("a charity's region letters, left off inside a line, still name it", () => {
    const cv = [
      "KEY SKILLS",
      "Teamwork",
      "- Coordinated a rota of 18 student volunteers for the Harbour Trust Christmas appeal",
      "- As Treasurer of the Fenmore Finance Society, managed a £12,000 budget",
      "",
      "VOLUNTARY WORK",
      "Fenmore Finance Society – Treasurer          2023 – 2024",
      "Harbour Trust NI – Volunteer                 2021 – present",
    ].join("\n");
    expect(
      check(cv, "As a Volunteer at Harbour Trust NI, I coordinated a rota of 18 student volunteers."),
    ).toEqual([]);
    expect(
      check(cv, "As a Volunteer at the Harbour Trust, I coordinated a rota of 18 student volunteers."),
    ).toEqual([]);
    // A result from the other body's work is still misattributed.
    expect(check(cv, "As a Volunteer at Harbour Trust NI, I managed a £12,000 budget.")).toEqual([
      "misattributed",
    ]);
    expect(
      check(cv, "As Treasurer of the Fenmore Finance Society, I coordinated 18 student volunteers."),
    ).toEqual(["misattributed"]);
  });

  test("a town and dates on one line under the post are still the job's header", () => {
    const cv = [
      "WORK EXPERIENCE",
      "Halden Crowe",
      "Audit Insight Intern",
      "Leeds · July 2023",
      "Tested 45 supplier invoices for the year-end audit.",
      "LANGUAGES",
      "French – bilingual",
      "Wexley Tea Rooms",
      "Waiting Staff (part-time)",
      "York · October 2022 – May 2024",
      "Served afternoon tea to up to 200 guests a day.",
      "Trained 6 new waiting staff on the menu.",
      "EDUCATION",
      "University of York",
    ].join("\n");
    expect(
      check(cv, "As Waiting Staff at Wexley Tea Rooms, I served afternoon tea to up to 200 guests a day."),
    ).toEqual([]);
    expect(check(cv, "As an Audit Insight Intern at Halden Crowe, I tested 45 supplier invoices.")).toEqual(
      [],
    );
    // A result from the other job is still misattributed, either way round.
    expect(check(cv, "As Waiting Staff at Wexley Tea Rooms, I tested 45 supplier invoices.")).toEqual([
      "misattributed",
    ]);
    expect(check(cv, "As an Audit Insight Intern at Halden Crowe, I served up to 200 guests a day.")).toEqual(
      ["misattributed"],
    );
    // A firm's name before the dates is the next job's header, not a town: it still ends the job.
    const next = cv
      .replace("York · October", "Wexley Foods Ltd · October")
      .replace("Wexley Tea Rooms", "Fenmore Advisory");
    expect(
      check(next, "As Waiting Staff at Fenmore Advisory, I served afternoon tea to up to 200 guests a day."),
    ).toEqual(["misattributed"]);
  });
});

describe("columns given a line each in turn, and employers called otherwise in a skills line", () => {
  const check = (cv: string, sentence: string) =>
    checkLetter(letter(sentence), { cv, posting: "", firm: "", today: "2026-11-29" }).map((i) => i.kind);

  test("the other column's entry among a job's lines is read apart from the job", () => {
    const cv = [
      "Sam Reed",
      "PROFILE",
      "CONTACT",
      "Economics graduate with two summers on trading floors.",
      "sam@example.com",
      "EXPERIENCE",
      "Harlow Metals",
      "Operations Intern | London | Jul – Aug 2023",
      "• Reconciled 200 metals trade confirmations against contracts",
      "LEADERSHIP",
      "• Logged 45 demurrage claims for the shipping team",
      "Captain, Leeds Rowing Club",
      "Fenwick Energy",
      "2023 – 24",
      "Broking Assistant | Leeds | Oct 2022 – May 2023",
      "• Raised £3,200 for new boats",
      "• Maintained a book of 120 business electricity renewals",
      "• Grew the squad to 34 rowers",
      "• Quoted 60 fixed-price gas contracts to small businesses",
      "EDUCATION",
      "University of Leeds, BA Economics, 2021 – 2024",
    ].join("\n");
    expect(check(cv, "As Captain of Leeds Rowing Club, I grew the squad to 34 rowers.")).toEqual([]);
    expect(
      check(cv, "As a Broking Assistant at Fenwick Energy, I maintained a book of 120 renewals."),
    ).toEqual([]);
    expect(check(cv, "As an Operations Intern at Harlow Metals, I logged 45 demurrage claims.")).toEqual([]);
    expect(check(cv, "As Captain of Leeds Rowing Club, I quoted 60 gas contracts.")).toContain(
      "misattributed",
    );
  });

  test("a university club is called by the university and its sport, a venue by its brand", () => {
    const cv = [
      "Ben Clarke",
      "Core Competencies",
      "• Captained the Leeds University second XV rugby team, winning 9 of 12 games",
      "• Rebuilt The Ivy's weekend rota for 14 staff",
      "EMPLOYMENT HISTORY",
      "The Ivy Headingley Brasserie, Leeds    Waiter                 Oct 2021 – Jun 2024",
      "University of Leeds RFC                Captain, 2nd XV        2023 – 2024",
    ].join("\n");
    expect(check(cv, "As Captain of University of Leeds RFC, I won 9 of 12 games.")).toEqual([]);
    expect(check(cv, "As a Waiter at The Ivy Headingley Brasserie, I rebuilt a rota for 14 staff.")).toEqual(
      [],
    );
    expect(check(cv, "As a Waiter at The Ivy Headingley Brasserie, I won 9 of 12 games.")).toContain(
      "misattributed",
    );
  });
});

describe("an entry read to its end, columns in turn from the top, and who a sentence says the work was for", () => {
  const check = (cv: string, sentence: string) =>
    checkLetter(letter(sentence), { cv, posting: "", firm: "", today: "2026-11-29" }).map((i) => i.kind);

  test("an institution's dates are read below a name, a degree or a note that wraps", () => {
    const cv = [
      "Ada Obi",
      "",
      "EDUCATION",
      "London School of Economics",
      "and Political Science",
      "BSc Accounting and Finance",
      "(with placement year)",
      "2021 – 2025",
      "Predicted: First Class",
      "",
      "Harris Sixth Form",
      "A-Levels: Maths A*",
      "2019 – 2021",
    ].join("\n");
    expect(check(cv, "I graduate from the London School of Economics in 2025.")).toEqual([]);
    // The entry still ends at its dates and before the next: the school's years are not the university's.
    expect(check(cv, "I graduate from the London School of Economics in 2021.")).toEqual(["misattributed"]);
  });

  test("two columns given a line each in turn from their headings on are read one after the other", () => {
    const cv = [
      "Niamh Doyle",
      "EDUCATION",
      "EXPERIENCE",
      "Queen's University Belfast",
      "Danske Bank, Belfast",
      "BSc Finance",
      "Credit Risk Summer Intern | Jun 2024 – Aug 2024",
      "2022 – 2025",
      "• Reviewed 30 covenant tests for SME borrowers",
      "Predicted: 2:1",
      "• Drafted 6 annual credit reviews",
      "Methodist College",
      "Tesco, Lisburn",
      "Belfast",
      "Customer Assistant | Jul 2021 – Aug 2023",
      "A-Levels: AAA",
      "• Restocked up to 25 pallets on each night shift",
      "SKILLS",
      "• Trained 3 new starters on the tills",
      "Excel, Python",
      "LANGUAGES",
      "Irish (B2)",
      "CONTACT",
      "niamh.doyle@qub.ac.uk",
    ].join("\n");
    const read = readingOrder(cv);
    expect(read).toContain(
      "Tesco, Lisburn\nCustomer Assistant | Jul 2021 – Aug 2023\n• Restocked up to 25 pallets on each night shift",
    );
    expect(read.indexOf("Irish (B2)")).toBeLessThan(read.indexOf("Danske Bank"));
    expect(
      check(cv, "While working as a Customer Assistant at Tesco, I restocked up to 25 pallets a shift."),
    ).toEqual([]);
    expect(
      check(cv, "While working as a Customer Assistant at Tesco, I reviewed 30 covenant tests."),
    ).toEqual(["misattributed"]);
  });

  test("every sentence tying work to an organisation is held to it, and the organisation must be an employer", () => {
    const cv = [
      "Maya Patel",
      "maya.patel@example.com",
      "",
      "EXPERIENCE",
      "Kestrel Bank, London",
      "Summer Intern, Private Wealth            Jun 2024 – Aug 2024",
      "• Drafted 3 client letters on the",
      "  Bank of England rate decision",
      "• Prepared 40 valuation packs",
      "Ernst & Young LLP",
      "Audit Intern                            Jun 2023 – Aug 2023",
      "• Built 12 lead schedules on an EY audit",
      "Corran Foods, Leeds",
      "Sales Assistant                         2021 – 2023",
      "• Served 150 customers a day",
      "",
      "SKILLS",
      "Excel, Capital IQ, Python",
      "",
      "EDUCATION",
      "MSc Finance",
      "University of York",
      "2024 – 2025",
      "BSc Economics",
      "University of Leeds",
      "2021 – 2024",
    ].join("\n");
    expect(check(cv, "At Kestrel Bank, I prepared 40 valuation packs.")).toEqual([]);
    expect(check(cv, "My time with Corran Foods meant serving 150 customers a day.")).toEqual([]);
    expect(check(cv, "I drew on my BSc Economics at the University of Leeds.")).toEqual([]);
    // A name the CV shortens in a bullet is the employer whose heading it abbreviates.
    expect(check(cv, "At EY, I built 12 lead schedules.")).toEqual([]);
    // The work was done at another employer, or the degree taken at another university.
    expect(check(cv, "At Corran Foods, I prepared 40 valuation packs.")).toEqual(["misattributed"]);
    expect(check(cv, "My time with Kestrel Bank meant serving 150 customers a day.")).toEqual([
      "misattributed",
    ]);
    expect(check(cv, "I drew on my BSc Economics at the University of York.")).toEqual(["misattributed"]);
    // No employer at all: a team after the post, the rest of a bullet, a skill, the member herself.
    expect(check(cv, "As a Summer Intern at Private Wealth, I prepared 40 valuation packs.")).toEqual([
      "misattributed",
    ]);
    expect(check(cv, "At the Bank of England, I drafted 3 client letters.")).toEqual(["misattributed"]);
    expect(check(cv, "While at Capital IQ, I prepared 40 valuation packs.")).toEqual(["misattributed"]);
    expect(check(cv, "As a Sales Assistant at Maya Patel, I served 150 customers a day.")).toEqual([
      "misattributed",
    ]);
  });

  test("results set after a sidebar that cut in under a job's dates are that job's", () => {
    const cv = [
      "Tom Hale",
      "EXPERIENCE",
      "Ashdown Partners",
      "Corporate Finance Summer Analyst",
      "London, Jun 2024 – Aug 2024",
      "EDUCATION",
      "University of Bristol",
      "BSc Economics",
      "2021 – 2025",
      "• Prepared a buyer list of 60 trade buyers",
      "Clifton College",
      "A-Levels: Maths A*",
      "• Summarised 30 broker notes for the team",
      "Bristol Investment Society",
      "Treasurer",
      "Oct 2023 – Jun 2024",
      "SKILLS",
      "Excel, FactSet",
      "• Raised £5,000 in sponsorship",
    ].join("\n");
    expect(check(cv, "At Ashdown Partners, I prepared a buyer list of 60 trade buyers.")).toEqual([]);
    expect(check(cv, "As Treasurer of Bristol Investment Society, I raised £5,000 in sponsorship.")).toEqual(
      [],
    );
    expect(check(cv, "At the University of Bristol, I summarised 30 broker notes.")).toEqual([
      "misattributed",
    ]);
    expect(check(cv, "As Treasurer of Bristol Investment Society, I summarised 30 broker notes.")).toEqual([
      "misattributed",
    ]);
  });

  test("an employer set out as a person still reads it is not taken for a non-employer", () => {
    const cv = [
      "Rhys Evans",
      "rhys@example.com",
      "",
      "INTERNSHIPS",
      "* Taff Lane Capital (Corporate Finance Intern), Cardiff — Jul 2024 – Sep 2024",
      "  * Drafted teasers sent to 70 potential buyers",
      "Morwen Research (independent equity research boutique), Bristol",
      "Summer Analyst | Jun 2023 – Aug 2023",
      "- Surveyed 150 store managers",
      "Trading Society — Head of Education (2025–26): taught options pricing to 200 members",
      "SKILLS",
      "Excel, Python",
      "Holt Brothers",
      "Audit Insight Intern",
      "Leeds · July 2022",
      "Completed a cash testing exercise on 25 accounts",
    ].join("\n");
    expect(check(cv, "At Taff Lane Capital, I drafted teasers sent to 70 potential buyers.")).toEqual([]);
    expect(check(cv, "At Morwen Research, I surveyed 150 store managers.")).toEqual([]);
    expect(check(cv, "At Trading Society, I taught options pricing to 200 members.")).toEqual([]);
    expect(check(cv, "While at Holt Brothers, I completed a cash testing exercise on 25 accounts.")).toEqual(
      [],
    );
    // A name the letter runs on in small letters is still read as the name it starts with.
    expect(check(cv, "At Excel and other tools, I surveyed 150 store managers.")).toEqual(["misattributed"]);
  });

  test("a skills list given in turn with a job's bullets, from straight under the job's dated post, is read apart", () => {
    const cv = [
      "Zoe Lin",
      "PROFILE",
      "CONTACT",
      "Graduate with two summers in commodities.",
      "zoe@example.com",
      "EXPERIENCE",
      "Harlow Metals",
      "Operations Intern | London | Jun – Aug 2024",
      "SKILLS",
      "• Reconciled 200 trade confirmations",
      "Excel & VBA",
      "• Logged 45 demurrage claims",
      "Python",
      "Fenwick Energy",
      "SQL",
      "Broking Assistant | Leeds | Oct 2022 – May 2023",
      "• Quoted 60 gas contracts",
    ].join("\n");
    expect(check(cv, "At Harlow Metals, I logged 45 demurrage claims.")).toEqual([]);
    expect(check(cv, "At Fenwick Energy, I quoted 60 gas contracts.")).toEqual([]);
    expect(check(cv, "At Harlow Metals, I quoted 60 gas contracts.")).toEqual(["misattributed"]);
  });

  test('a heading joining two kinds of bullets under a job ("Achievements/Tasks") keeps them in the job', () => {
    // Novoresume's export: an icon glyph opens each bullet, and the profile names the firm by its letters.
    const cv = [
      "Dev Okafor",
      "Experienced in due diligence through an EY summer internship.",
      "",
      "WORK EXPERIENCE",
      "Transaction Diligence Summer Intern",
      "Ernst & Young LLP",
      "06/2023 – 08/2023    Manchester, UK",
      "Achievements/Tasks",
      "\uf0da Drafted 12 pages of the financial due diligence report",
      "",
      "Customer Service Adviser (part-time)",
      "Santander UK",
      "10/2021 – 05/2023    Manchester, UK",
      "Achievements/Tasks",
      "\uf0da Referred 40 mortgage appointments to branch advisers",
    ].join("\n");
    const check = (sentence: string) => checkLetter(letter(sentence), { ...SOURCES, cv }).map((i) => i.kind);
    expect(check("At Ernst & Young LLP, I drafted 12 pages of the due diligence report.")).toEqual([]);
    expect(check("At Santander UK, I referred 40 mortgage appointments.")).toEqual([]);
    // Each job's bullets stay its own.
    expect(check("At Ernst & Young LLP, I referred 40 mortgage appointments.")).toEqual(["misattributed"]);
    expect(check("At Santander UK, I drafted 12 pages of the due diligence report.")).toEqual([
      "misattributed",
    ]);
  });

  test("posts stacked under an employer line, each with its dates, share the bullets below them", () => {
    const cv = [
      "Chiara Bassi",
      "",
      "EXPERIENCE",
      "CORRAN & VELL STRATEGY (strategy consulting)                       Milan / London",
      "Engagement Manager                                                 2022 – 2025",
      "Consultant / Senior Consultant                                     2018 – 2022",
      "• Led 11 commercial due diligence projects for PE funds",
      "• Managed teams of 3–5 consultants",
      "",
      "RAVELLO CAPITAL – Summer Associate                                 Jun 2017 – Aug 2017",
      "• Built the LBO model for a £140m acquisition",
    ].join("\n");
    const check = (sentence: string) => checkLetter(letter(sentence), { ...SOURCES, cv }).map((i) => i.kind);
    expect(
      check(
        "While working as a Consultant / Senior Consultant at Corran & Vell Strategy, I led 11 projects.",
      ),
    ).toEqual([]);
    expect(
      check("As an Engagement Manager at Corran & Vell Strategy, I managed teams of 3–5 consultants."),
    ).toEqual([]);
    // The next employer's result is still its own.
    expect(check("At Corran & Vell Strategy, I built the LBO model for a £140m acquisition.")).toEqual([
      "misattributed",
    ]);
  });

  test("a promotion set apart by a blank line, with a grade in brackets and a team, stays the employer's", () => {
    const cv = [
      "Hattie Colvern",
      "",
      "Career history",
      "Wexbridge Hospitals NHS Trust",
      "Ward Sister (Band 7), Acute Medical Unit — April 2022 to present",
      "• Lead a team of 34 nurses; responsible for a staffing budget",
      "  of GBP 1.6m",
      "",
      "Staff Nurse (Band 5, then Band 6) — September 2016 to March 2022",
      "• Cared for up to 8 acutely unwell patients per shift; mentored 20 student nurses",
      "",
      "Dunmarsh Bank, London",
      "Associate, FX Sales                                   2014 - 2016",
      "• Onboarded 22 new clients",
    ].join("\n");
    const check = (sentence: string) => checkLetter(letter(sentence), { ...SOURCES, cv }).map((i) => i.kind);
    expect(
      check(
        "As a Staff Nurse at the Wexbridge Hospitals NHS Trust, I cared for up to 8 acutely unwell patients.",
      ),
    ).toEqual([]);
    expect(check("As a Ward Sister at Wexbridge Hospitals NHS Trust, I led a team of 34 nurses.")).toEqual(
      [],
    );
    expect(check("As an Associate at Dunmarsh Bank, I onboarded 22 new clients.")).toEqual([]);
    // Still another employer's result.
    expect(check("At Wexbridge Hospitals NHS Trust, I onboarded 22 new clients.")).toEqual(["misattributed"]);
  });

  test("a degree over its institution's initials, in a second column, is the degree given there", () => {
    const cv = [
      "Inês Lopes",
      "",
      "ᴇxᴘᴇʀɪᴇɴᴄᴇ                                  ᴇᴅᴜᴄᴀᴛɪᴏɴ",
      "Summer Analyst, Wealth Management           MSc Finance",
      "UBS                                         LSE",
      " Jun 2024 – Aug 2024  London                Sep 2024 – Sep 2025",
      "• Built portfolio review packs for 45       BSc Economics",
      "  ultra-high-net-worth clients              University of Kent",
      "• Drafted 2 client letters                  Sep 2021 – Jun 2024",
    ].join("\n");
    const check = (sentence: string) => checkLetter(letter(sentence), { ...SOURCES, cv }).map((i) => i.kind);
    expect(check("Building on my MSc Finance at LSE, I want to model portfolios.")).toEqual([]);
    // The other degree is still not one given there.
    expect(check("Building on my BSc Economics at LSE, I want to model portfolios.")).toEqual([
      "misattributed",
    ]);
  });
  test("posts dated inside their employer's dates, a rank beside an appointment, stay the employer's", () => {
    const cv = [
      "Kwame Adjei",
      "",
      "PROFESSIONAL EXPERIENCE",
      "British Army, Royal Logistic Corps                               Sept 2019 – Jan 2025",
      "Captain, Operations Officer, 9 Regiment RLC                      Apr 2022 – Jan 2025",
      "  • Managed an annual training budget of £1.8m",
      "Lieutenant, Troop Commander                                      Sept 2019 – Mar 2022",
      "  • Led a troop of 32 soldiers",
      "",
      "Harland Mutual Bank Plc, Leeds                                   Aug 2015 – Aug 2019",
      "Relationship Officer, Corporate Banking (Manufacturing)          Oct 2017 – Aug 2019",
      " - Managed a portfolio of 14 corporate clients, including",
      "   Brindle Cement Ltd",
      "Graduate Trainee (Management Associate Programme)                Aug 2015 – Sept 2017",
      " - Completed a 12-month rotational programme",
    ].join("\n");
    const check = (sentence: string) => checkLetter(letter(sentence), { ...SOURCES, cv }).map((i) => i.kind);
    expect(check("In my role as a Lieutenant at British Army, I led a troop of 32 soldiers.")).toEqual([]);
    expect(
      check("As a Graduate Trainee at Harland Mutual Bank Plc, I completed a 12-month rotational programme."),
    ).toEqual([]);
    // Another employer's result is still not the army's.
    expect(check("At British Army, I completed a 12-month rotational programme.")).toEqual(["misattributed"]);
  });

  test("the firm written to, named as the place of the role applied for, is no claim of past work", () => {
    // The CV names the firm too, as a society's sponsor: never as an employer.
    const cv = `${CV}\n• Ran a modelling workshop sponsored by Ashcombe Lyle`;
    const check = (sentence: string) => checkLetter(letter(sentence), { ...SOURCES, cv }).map((i) => i.kind);
    expect(check("An internship at Ashcombe Lyle would let me test myself on real work.")).toEqual([]);
    expect(check("I would like to apply for the analyst role at Ashcombe Lyle.")).toEqual([]);
    expect(check("I want to start my career at Ashcombe Lyle because of its restructuring work.")).toEqual(
      [],
    );
  });

  test("a currency written with its letters (HK$780m) is the CV's own figure", () => {
    const cv = `${CV}\nPine Harbour Capital, Investment Analyst Intern    Jan 2025 – Jun 2025\n• Supported due diligence on an HK$780m minority investment`;
    const check = (sentence: string) => checkLetter(letter(sentence), { ...SOURCES, cv }).map((i) => i.kind);
    expect(
      check("At Pine Harbour Capital, I supported due diligence on an HK$780m minority investment."),
    ).toEqual([]);
  });
});
