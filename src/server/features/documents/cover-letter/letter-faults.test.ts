import { describe, expect, test } from "vitest";
import { roleName } from "./compose";
import { readCv } from "./cv-facts";
import { readEducation } from "./education-facts";
import { isPastForm, pastTense } from "./english";
import { readFirm } from "./firm-facts";
import { writeCoverLetter } from "./write-cover-letter";

// Ways letters went wrong on CVs and postings written apart from the engine: each one, put right.

describe("facts read whole", () => {
  test("a figure's decimal point does not end the phrase", () => {
    const facts = readFirm(
      "Harbour Row Wealth",
      [],
      ["Harbour Row Wealth is an independent wealth manager looking after £4.2bn for private clients."],
    );
    expect(facts.identity).toBe("an independent wealth manager looking after £4.2bn");
  });

  test("a degree written before its institution, after a comma, is the degree alone", () => {
    const [entry] = readEducation([
      "MA (Hons) Economics, The University of Edinburgh (Sept 2024 – June 2028) – third year of four",
    ]);
    expect(entry?.qualification).toBe("MA Economics");
  });

  test("the qualification a programme leads to is not part of its name", () => {
    expect(roleName("Audit & Assurance Graduate Programme 2026 (ACA)")).toBe(
      "the Audit & Assurance Graduate Programme 2026",
    );
  });

  test("a line of dates above the next entry does not join the bullet before it", () => {
    const cv = readCv(
      [
        "Chloe Okafor",
        "EXPERIENCE",
        "April 2025",
        "Spring Week, Markets Division, Albion Street Bank",
        "- Shadowed rates trading and sales; converted to summer internship through spring week assessment",
        "",
        "2023 - 2025",
        "Team Member, Costa Coffee",
        "- Served 200 customers a shift",
      ].join("\n"),
    );
    const bullets = cv.entries.flatMap((entry) => entry.bullets);
    expect(bullets.some((bullet) => bullet.includes("2023"))).toBe(false);
  });

  test("an irregular past stays as it is", () => {
    expect(isPastForm("sat")).toBe(true);
    expect(["sit", "stand", "pay", "understand"].map(pastTense)).toEqual([
      "sat",
      "stood",
      "paid",
      "understood",
    ]);
  });
});

describe("a near-empty CV", () => {
  test("still gets a letter of 250-400 words that claims no work it lacks", () => {
    const cvText = [
      "Sam Carter",
      "sam.carter@example.com",
      "EDUCATION",
      "Durham University, BA History, 2023 - 2026",
      "SKILLS",
      "Excel, PowerPoint, teamwork, communication, financial modelling, DCF, M&A",
    ].join("\n");
    const draft = writeCoverLetter({
      member: { firstName: "Sam", lastName: "Carter", email: "sam.carter@example.com", phone: null },
      cvText,
      posting: {
        title: "Markets Graduate Programme 2027",
        firm: "Halden Securities",
        roleType: "graduate_programme",
        text: "Join our markets division.\n\nWhat you will do\n• Support traders\n\nWhat we are looking for\n• Graduates in any discipline",
      },
      firm: { name: "Halden Securities", sector: "", description: "" },
      today: "2026-11-29",
    });
    expect(draft.wordCount).toBeGreaterThanOrEqual(250);
    expect(draft.wordCount).toBeLessThanOrEqual(400);
    expect(draft.text).not.toMatch(/\b(internship|my work at|my time as)\b/i);
  });
});
