import { describe, expect, test } from "vitest";
import { scoreCvMatch } from "./cv-match";
import { IB_POSTING, STUDENT_CV } from "./cv-match.fixtures";
import { educationAsk, gradesBelowBar } from "./education-asks";
import { parsePosting } from "./posting";
import { findIn, tokenLine } from "./text";
import { areaVocabulary } from "./vocabularies";

// A grade bar the posting sets is a screen, as the year of study is (stage.test.ts); once a CV passes
// them, experience is weighed by area: the same area above a neighbouring one, above any finance work,
// above none.

const WINTER_2026 = new Date("2026-11-29T12:00:00Z");
const lines = (text: string) => parsePosting({ title: "Analyst", firm: "Firm", text }).lines;
const score = (cvText: string, posting = IB_POSTING) => scoreCvMatch({ cvText, posting, today: WINTER_2026 });

describe("a grade bar", () => {
  test("is a bar when stated firmly, and a preference when the posting says so", () => {
    const firm = educationAsk(
      lines("You should be on track for a 2:1 and have ABB at A level (or equivalent)."),
    );
    expect(firm.classBar).toBe(true);
    expect(gradesBelowBar(firm, { schoolPoints: 120 })).toEqual(["school grades"]);
    expect(gradesBelowBar(firm, { schoolPoints: 128, degreeClass: "upper-second" })).toEqual([]);
    expect(gradesBelowBar(firm, { degreeClass: "lower-second" })).toEqual(["degree class"]);
    const preferred = educationAsk(
      lines("A 2:1 or above is preferred but we look at every application in the round."),
    );
    expect(gradesBelowBar(preferred, { degreeClass: "lower-second" })).toEqual([]);
  });

  test("a CV below it ranks with those outside the programme's year", () => {
    const fitting = score(STUDENT_CV);
    const below = score(STUDENT_CV.replace("Predicted 2:1", "Predicted 2:2"));
    expect(below.score).toBeLessThanOrEqual(Math.ceil(fitting.score * 0.35));
    expect(below.parts[0]?.note).toContain("below the bar the posting sets");
  });
});

describe("experience by area", () => {
  // The same CV with its internship moved between areas: the posting is investment banking.
  const withWork = (employer: string, bullet: string) =>
    STUDENT_CV.replace("Marlowe Advisory – Corporate Finance Intern", employer).replace(
      "Built trading comparables for 15 listed peers to support the £80m sale of a UK retailer",
      bullet,
    );
  const same = withWork(
    "Marlowe Partners – M&A Intern",
    "Built a DCF for the £80m sale of a UK retailer in M&A",
  );
  const related = withWork(
    "Marlowe Capital – Private Equity Intern",
    "Built a DCF for an £80m buyout of a UK retailer",
  );
  const finance = withWork(
    "Marlowe Building Society – Savings Intern",
    "Built a DCF for an £80m savings book at the bank",
  );
  const none = withWork("Marlowe Cafe – Barista", "Served 80 customers a shift in a busy cafe")
    .replace("Prepared 4 client presentations and researched 30 potential buyers", "Trained 4 new staff")
    .replace("Responsible for updating the deal tracker", "Opened the shop at 6am");
  const role = (cv: string) => score(cv).parts.find((part) => part.id === "role")?.points ?? 0;

  test("same area above a neighbouring one, above any finance work, above none", () => {
    expect(role(same)).toBeGreaterThan(role(related));
    expect(role(related)).toBeGreaterThan(role(finance));
    expect(role(finance)).toBeGreaterThan(role(none));
  });

  test("a virtual experience programme shows interest, not work", () => {
    const virtual = withWork(
      "Forage – Investment Banking Virtual Experience Programme",
      "Completed 3 M&A virtual experience modules",
    );
    expect(role(virtual)).toBeLessThan(role(same));
  });

  test("an incoming place and a society membership show interest, not work", () => {
    const incoming = withWork(
      "Incoming: M&A Summer Analyst, Marlowe Partners – offer accepted",
      "Starting June 2027 in the M&A team",
    );
    expect(role(incoming)).toBeLessThan(role(same));
    const society = withWork(
      "Warwick Investment Banking Society – member; M&A case competition",
      "Built a DCF for a mock M&A case in a team of 4",
    );
    expect(role(society)).toBeLessThan(role(same));
  });

  test("a posting that asks for no experience still ranks work in its area above none", () => {
    const insight = {
      ...IB_POSTING,
      text: `${IB_POSTING.text}\nYou don't need any previous finance experience.`,
    };
    expect(parsePosting(insight).noExperienceNeeded).toBe(true);
    const roleFor = (cv: string) => score(cv, insight).parts.find((part) => part.id === "role")?.points ?? 0;
    expect(roleFor(same)).toBeGreaterThan(roleFor(none));
    expect(roleFor(none)).toBeGreaterThan(0);
  });

  test("areas filed under the feed's other names are read", () => {
    const compliance = parsePosting({
      title: "Graduate Analyst",
      firm: "Corran Bank",
      text: "Join us.",
      financeAreas: ["financial_crime", "quantitative_research"],
    });
    expect(compliance.areas).toEqual(["compliance", "quant"]);
  });

  test("an unknown year of study never scores above one that fits", () => {
    const unknown = score(STUDENT_CV.replace("Sep 2024 – Jun 2027", "").replace("2017 – 2024", ""));
    expect(unknown.eligibility.status).toBe("unknown");
    expect(unknown.score).toBeLessThan(score(STUDENT_CV).score);
  });

  test("checks on who owns a customer and where its money comes from are KYC work; covenant compliance is not", () => {
    const areasOf = (text: string) => [...findIn(areaVocabulary(), tokenLine(text))].sort();
    expect(areasOf("Opened 40 accounts a week, including ID and source-of-funds checks")).toEqual([
      "compliance",
      "operations",
    ]);
    expect(areasOf("Checked owners against watchlists and adverse-media searches")).toEqual(["compliance"]);
    expect(areasOf("Tested going concern and bank covenant compliance")).toEqual([]);
    expect(areasOf("Tested compliance with the FCA's rules")).toEqual(["compliance"]);
  });
});
