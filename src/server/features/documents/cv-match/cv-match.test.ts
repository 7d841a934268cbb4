import { describe, expect, test } from "vitest";
import { cvMatchResultSchema } from "../../../../shared/cv-match";
import { BULLET_ISSUE_TEXT } from "../../../../shared/cv-writing";
import { CV_MATCH_VERSION, type CvMatchInput, scoreCvMatch } from "./cv-match";
import { IB_POSTING, STUDENT_CV } from "./cv-match.fixtures";
import { EDUCATION_WEIGHT } from "./education-part";

const score = (cvText: string, extra: Partial<CvMatchInput> = {}) =>
  scoreCvMatch({ cvText, posting: IB_POSTING, ...extra });
const part = (result: ReturnType<typeof scoreCvMatch>, id: string) => {
  const found = result.parts.find((p) => p.id === id);
  if (!found) throw new Error(`no part ${id}`);
  return found;
};

describe("scoreCvMatch", () => {
  const result = score(STUDENT_CV);

  test("returns a valid result whose score is the sum of its parts, weights summing to 100", () => {
    expect(cvMatchResultSchema.parse(result)).toEqual(result);
    expect(result.version).toBe(CV_MATCH_VERSION);
    expect(result.parts.map((p) => p.id)).toEqual([
      "hard-skills",
      "role",
      "education",
      "soft-skills",
      "evidence",
    ]);
    expect(result.parts.reduce((sum, p) => sum + p.weight, 0)).toBe(100);
    expect(result.score).toBe(result.parts.reduce((sum, p) => sum + p.points, 0));
    for (const p of result.parts) {
      expect(Number.isInteger(p.points)).toBe(true);
      expect(p.points).toBeLessThanOrEqual(p.weight);
      expect(p.note).toMatch(/\.$/);
    }
  });

  test("is deterministic", () => {
    expect(score(STUDENT_CV)).toEqual(result);
  });

  test("adding DCF to the CV raises the hard-skills points and takes DCF off the missing keywords", () => {
    expect(result.missingKeywords.map((k) => k.keyword)).toContain("DCF valuation");
    const withDcf = score(STUDENT_CV.replace("Python (basic)", "Python (basic), DCF valuation"));
    expect(part(withDcf, "hard-skills").points).toBeGreaterThan(part(result, "hard-skills").points);
    expect(withDcf.missingKeywords.map((k) => k.keyword)).not.toContain("DCF valuation");
    expect(withDcf.score).toBeGreaterThan(result.score);
  });

  test("splits missing keywords into those a member can add and those that need experience", () => {
    const kinds = new Map(result.missingKeywords.map((k) => [k.keyword, k.kind]));
    expect(kinds.get("DCF valuation")).toBe("can-add");
    expect(kinds.get("M&A transaction experience")).toBe("needs-experience");
    expect(result.missingKeywords.every((k) => k.why.length > 0)).toBe(true);
  });

  test("credits work in a related area and the right year of study", () => {
    const role = part(result, "role");
    expect(role.note).toContain("related area (corporate finance");
    expect(role.found).toContain("Graduating in 2027");
    expect(result.eligibility.status).toBe("fits");
  });

  test("reads dates written year first with a dot ('2024.09 – 2027.06') as the same dates", () => {
    const dotted = score(STUDENT_CV.replace("Sep 2024 – Jun 2027", "2024.09 – 2027.06"));
    expect(dotted.eligibility.status).toBe("fits");
    expect(dotted.score).toBe(result.score);
  });

  test("counts every part at about a third for a CV from a year the programme is not open to", () => {
    const firstYear = score(STUDENT_CV.replace("Sep 2024 – Jun 2027", "Sep 2025 – Jun 2028"));
    expect(firstYear.eligibility.status).toBe("outside");
    expect(firstYear.score).toBeLessThanOrEqual(Math.ceil(result.score * 0.35));
    expect(part(firstYear, "evidence").points).toBe(Math.floor(part(result, "evidence").points * 0.35));
  });

  test("lists weak bullets with the CV builder's reasons", () => {
    const weak = result.weakBullets.find((b) => b.text.startsWith("Responsible for"));
    expect(weak?.reasons).toEqual([BULLET_ISSUE_TEXT["no-action-verb"], BULLET_ISSUE_TEXT["no-number"]]);
    // "Responsible for updating the deal tracker": the stronger opening keeps the bullet's own verb.
    expect(weak?.suggestions).toEqual(["Updated"]);
    expect(result.weakBullets.some((b) => b.text.startsWith("Built trading comparables"))).toBe(false);
  });

  test("a result told in a later sentence of a prose line counts as evidence", () => {
    const prose = (result: string) =>
      [
        "Jo Bloggs",
        "EXPERIENCE",
        "Founder & Editor — student finance newsletter | 2024 – present",
        `Weekly newsletter explaining economic news to teenagers. ${result}`,
        "Finance Director — Young Enterprise company | 2023 – 2024",
        "We sold upcycled phone cases and I kept the books.",
      ].join("\n");
    const shown = part(score(prose("Grew it to 2,300 subscribers across 40 schools.")), "evidence");
    const told = part(score(prose("It has readers across many schools.")), "evidence");
    expect(shown.points).toBeGreaterThan(told.points);
  });

  test("education reads the class against the posting's bar, and a missing class costs points", () => {
    expect(part(result, "education").points).toBe(EDUCATION_WEIGHT);
    const unstated = score(STUDENT_CV.replace("Predicted 2:1 (first-year average 67%); ", ""));
    expect(part(unstated, "education").points).toBeLessThan(EDUCATION_WEIGHT);
    expect(unstated.missingKeywords.map((k) => k.keyword)).toContain("2:1 (predicted or achieved)");
  });

  test("a CV with no email fails the contact check; the photo check follows the extractor", () => {
    const noEmail = score(STUDENT_CV.replace("priya.shah@example.com | ", ""), { hasImages: true });
    expect(noEmail.checks.find((c) => c.id === "contact")?.passed).toBe(false);
    expect(noEmail.checks.find((c) => c.id === "no-photo")?.passed).toBe(false);
    expect(result.checks.every((c) => c.passed)).toBe(true);
  });

  test("scores nothing when too little of the CV could be read, and copes with empty texts", () => {
    const empty = scoreCvMatch({ cvText: "", posting: { title: "", firm: "", text: "" } });
    expect(empty.score).toBe(0);
    expect(empty.parts.every((p) => p.note.includes("too few to score"))).toBe(true);
    expect(empty.eligibility.status).toBe("unknown");
    expect(cvMatchResultSchema.parse(empty)).toEqual(empty);
  });

  test("does not count 'excel at' as the Excel skill", () => {
    const verbOnly = score(
      STUDENT_CV.replace("Excel (pivot tables, INDEX/MATCH), PowerPoint", "I excel at PowerPoint"),
    );
    expect(part(verbOnly, "hard-skills").missing).toContain("Excel");
    expect(part(result, "hard-skills").found).toContain("Excel");
  });

  test("an unknown year of study never scores above one that fits", () => {
    const undated = score(STUDENT_CV.replace("Sep 2024 – Jun 2027", ""));
    expect(undated.eligibility.status).toBe("unknown");
    expect(result.eligibility.status).toBe("fits");
    expect(undated.score).toBeLessThan(result.score);
  });

  test("lists spelling and personal details with the other UK checks", () => {
    const careless = score(
      STUDENT_CV.replace("Prepared 4 client", "Prepared 4 cleint").replace(
        "London | linkedin",
        "London | Nationality: British | linkedin",
      ),
    );
    expect(careless.checks.find((c) => c.id === "spelling")).toMatchObject({ passed: false });
    expect(careless.checks.find((c) => c.id === "spelling")?.detail).toContain('"cleint" (client)');
    expect(careless.checks.find((c) => c.id === "personal-details")).toMatchObject({ passed: false });
  });
});
