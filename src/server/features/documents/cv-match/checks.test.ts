import { describe, expect, test } from "vitest";
import type { CvCheckId } from "../../../../shared/cv-match";
import { runChecks } from "./checks";
import { parseCv } from "./cv-sections";

const GOOD = `Sam Lee
sam.lee@example.com | +44 7700 900123 | linkedin.com/in/samlee

Education
University of York, BSc Economics, Sep 2023 – Jun 2026

Experience
Acme Bank, Summer Intern, Jun 2025 – Aug 2025
• Analysed 40 loan files and cut review time by 20%

Leadership
Finance Society, Treasurer, Sep 2024 – Present
• Managed a £5,000 budget

Skills
Excel, Python; Bloomberg Market Concepts (booked for February 2026)`;

const check = (text: string, id: CvCheckId, options: { pageCount?: number; hasImages?: boolean } = {}) => {
  const found = runChecks({ cv: parseCv(text), ...options }).find((c) => c.id === id);
  if (!found) throw new Error(`no ${id} check`);
  return found;
};

describe("UK finance CV checks", () => {
  test("a tidy one-page CV passes every check", () => {
    expect(runChecks({ cv: parseCv(GOOD) }).filter((c) => !c.passed)).toEqual([]);
  });

  test("contact: fails without an email, or without a phone number", () => {
    const noEmail = check(GOOD.replace("sam.lee@example.com | ", ""), "contact");
    expect(noEmail.passed).toBe(false);
    expect(noEmail.detail).toContain("email");
    const noPhone = check(GOOD.replace("+44 7700 900123 | ", ""), "contact");
    expect(noPhone.passed).toBe(false);
    expect(noPhone.detail).toContain("phone");
    expect(check(GOOD.replace("+44 7700 900123", "07700 900123"), "contact").passed).toBe(true);
  });

  test("dates: fails when entries mix styles or a range runs backwards", () => {
    const mixed = check(GOOD.replace("Jun 2025 – Aug 2025", "06/2025 – 08/2025"), "dates");
    expect(mixed.passed).toBe(false);
    expect(mixed.detail).toContain("2 styles");
    expect(check(GOOD.replace("Jun 2025 – Aug 2025", "June 2025 – August 2025"), "dates").passed).toBe(false);
    expect(check(GOOD.replace("Jun 2025 – Aug 2025", "Aug 2025 – Jun 2025"), "dates").passed).toBe(false);
    // Years alone for school sit beside months without looking careless.
    expect(check(GOOD.replace("Sep 2023 – Jun 2026", "2023 – 2026"), "dates").passed).toBe(true);
  });

  test("one page: from the PDF's page count, else about 600 words a page", () => {
    expect(check(GOOD, "one-page", { pageCount: 2 }).passed).toBe(false);
    expect(check(GOOD, "one-page", { pageCount: 1 }).passed).toBe(true);
    const long = `${GOOD}\n${"Interests include reading widely. ".repeat(150)}`;
    const estimated = check(long, "one-page");
    expect(estimated.passed).toBe(false);
    expect(estimated.detail).toMatch(/about 2 \(\d+ words\)/);
  });

  test("no photo: only the document extractor can tell", () => {
    expect(check(GOOD, "no-photo").detail).toBe("No photo found.");
    expect(check(GOOD, "no-photo", { hasImages: false }).passed).toBe(true);
    expect(check(GOOD, "no-photo", { hasImages: true }).passed).toBe(false);
  });

  test("sections: names the missing headings", () => {
    const missing = check(GOOD.replace("Leadership\n", "").replace("Skills\n", ""), "sections");
    expect(missing.passed).toBe(false);
    expect(missing.detail).toContain("Leadership, Skills");
  });
});
