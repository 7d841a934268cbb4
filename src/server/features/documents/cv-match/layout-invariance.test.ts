import { describe, expect, test } from "vitest";
import { scoreCvMatch } from "./cv-match";
import { IB_POSTING, LSE_FINALIST_CV, PLACEMENT_MSC_CV, STUDENT_CV } from "./cv-match.fixtures";
import { fourLayouts, LAYOUT_NAMES } from "./layouts.fixtures";

// The same facts must score within five points whatever the template: dates above, beside or below
// the degree, institutions named without "University", capitals and tabs, and two columns.

const RISK_POSTING = {
  title: "Risk Graduate Programme 2026",
  firm: "Harbour Bank",
  roleType: "graduate_programme",
  financeAreas: ["risk"],
  text: `Who can apply
• Final-year students or recent graduates (within two years), including Master's graduates
• A 2:1 or above in a numerate subject
• Strong Excel; Python or VBA is a plus

What you will do
• Build credit risk models and stress tests for our corporate lending book`,
};
const TODAY = new Date("2025-10-01T12:00:00Z");
const MAX_SPREAD = 5;

describe.each([
  ["a penultimate-year student", STUDENT_CV],
  ["an LSE finalist", LSE_FINALIST_CV],
  ["a Master's student after a placement year", PLACEMENT_MSC_CV],
])("the CV of %s, laid out four ways", (_, cv) => {
  const layouts = fourLayouts(cv);

  test.each([
    ["a summer internship", IB_POSTING],
    ["a graduate programme", RISK_POSTING],
  ])("scores within five points against %s, with the same eligibility", (__, posting) => {
    const results = LAYOUT_NAMES.map((name) =>
      scoreCvMatch({ cvText: layouts[name], posting, today: TODAY }),
    );
    const scores = results.map((result) => result.score);
    expect(Math.max(...scores) - Math.min(...scores)).toBeLessThanOrEqual(MAX_SPREAD);
    expect(new Set(results.map((result) => result.eligibility.status)).size).toBe(1);
    expect(new Set(results.map((result) => result.eligibility.detail)).size).toBe(1);
  });
});

test("the layouts really differ: a margin of headings, degree before institution with tabs, two columns", () => {
  const layouts = fourLayouts(LSE_FINALIST_CV);
  expect(layouts.b).toMatch(
    /Education {17}Sep 2023 – Jun 2026\n {26}London School of Economics and Political Science\n {26}BSc Finance/,
  );
  expect(layouts.c).toMatch(
    /BSc Finance\t\tLondon School of Economics and Political Science\nSep 2023 – Jun 2026/,
  );
  expect(layouts.d).toMatch(/\S\t+EDUCATION/);
});

test("a finalist is outside a penultimate-year programme in every layout", () => {
  for (const name of LAYOUT_NAMES) {
    const result = scoreCvMatch({
      cvText: fourLayouts(LSE_FINALIST_CV)[name],
      posting: IB_POSTING,
      today: TODAY,
    });
    expect(result.eligibility.status).toBe("outside");
    expect(result.score).toBeLessThan(50);
  }
});
