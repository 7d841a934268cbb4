import { describe, expect, test } from "vitest";
import type { CvCheckId } from "../../../../shared/cv-match";
import { runChecks } from "./checks";
import { parseCv } from "./cv-sections";

const CV = `Sam Lee
sam.lee@example.com | +44 7700 900123

Education
University of York, BSc Economics, Sep 2023 – Jun 2026

Experience
Acme Bank, Summer Intern, Jun 2025 – Aug 2025
• Analysed 40 loan files and cut review time by 20%
• Reconciled 300 trades a day with the settlements team

Leadership
Finance Society, Treasurer, Sep 2024 – Present
• Managed a £5,000 budget

Skills
Excel, Python, pandas, Bloomberg; DCF and comparables`;

const check = (text: string, id: CvCheckId) => {
  const found = runChecks({ cv: parseCv(text) }).find((c) => c.id === id);
  if (!found) throw new Error(`no ${id} check`);
  return found;
};

describe("UK spelling, with the en-GB dictionary", () => {
  test("passes British spelling, names, tools and finance jargon", () => {
    expect(check(CV, "spelling")).toMatchObject({ passed: true });
  });

  test("flags misspellings with the word meant", () => {
    const typo = check(
      CV.replace("Reconciled 300", "Reconcilled 300").replace("the settlements", "the setlements"),
      "spelling",
    );
    expect(typo.passed).toBe(false);
    expect(typo.detail).toContain('"Reconcilled" (Reconciled)');
    expect(typo.detail).toContain('"setlements" (settlements)');
  });

  test("flags American spellings with the British form", () => {
    const american = check(
      CV.replace("Analysed 40", "Analyzed 40").replace("Managed a", "Organized a"),
      "spelling",
    );
    expect(american.passed).toBe(false);
    expect(american.detail).toContain('"Analyzed" (Analysed)');
    expect(american.detail).toContain('"Organized" (Organised)');
    expect(american.detail).toContain("American spellings");
  });
});

describe("personal details a UK CV leaves out", () => {
  test.each([
    ["Date of birth: 12/03/2004", "a date of birth"],
    ["DOB 12.03.2004", "a date of birth"],
    ["Nationality: British", "your nationality"],
    ["Photo attached below", "a photo"],
  ])("%s", (line, named) => {
    const personal = check(
      CV.replace("sam.lee@example.com", `sam.lee@example.com\n${line}`),
      "personal-details",
    );
    expect(personal.passed).toBe(false);
    expect(personal.detail).toContain(named);
  });

  test("a CV without them passes", () => {
    expect(check(CV, "personal-details").passed).toBe(true);
  });
});

describe("mixed date styles", () => {
  test.each([
    ["a two-digit year", "Jun 2025 – Aug 2025", "June 2025 - Sep 25"],
    ["years alone for a role, with 'now'", "Sep 2024 – Present", "2023 - now"],
  ])("flags %s", (_, from, to) => {
    const dates = check(CV.replace(from, to), "dates");
    expect(dates.passed).toBe(false);
  });

  test("one style throughout passes", () => {
    expect(check(CV, "dates").passed).toBe(true);
  });
});
