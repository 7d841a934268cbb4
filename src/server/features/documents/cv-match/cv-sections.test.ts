import { describe, expect, test } from "vitest";
import { evidenceBullets, headingOf, parseCv } from "./cv-sections";

describe("headings", () => {
  test.each([
    ["EDUCATION", "education"],
    ["Work Experience", "experience"],
    ["LEADERSHIP & ACTIVITIES", "leadership"],
    ["Positions of Responsibility", "leadership"],
    ["Skills & Interests", "skills"],
    ["ADDITIONAL INFORMATION", "skills"],
    ["Personal Statement", "profile"],
    ["Projects:", "projects"],
    ["Experience and interests in finance", "experience"],
    ["Gap year 2025–26", "experience"],
    ["[ EXPERIENCE ]", "experience"],
    ["<Education>", "education"],
    ["■ Skills", "skills"],
    ["[ ABOUT ]", "profile"],
  ])("%s", (line, section) => {
    expect(headingOf(line)).toBe(section);
  });

  test("are not names, contact lines or content", () => {
    expect(headingOf("AISHA RAHMAN")).toBeNull();
    expect(headingOf("Languages: French (fluent), Spanish (B2)")).toBeNull();
    expect(headingOf("Experience with machine learning or data analysis projects")).toBeNull();
    expect(headingOf("Education 2023")).toBeNull();
    expect(headingOf("Experience in Python and SQL")).toBeNull();
  });
});

const CV = `Sam Lee
sam@example.com | 07700 900123

Education
University of York, BSc Economics, Sep 2023 – Jun 2026

Experience
Acme Bank, Summer Intern, Jun 2025 – Aug 2025
• Analysed 40 loan files and cut review time by 20%
- Responsible for filing

Leadership
Finance Society, Treasurer, Sep 2024 – Present
* Managed a £5,000 budget

Skills
Excel, Python`;

describe("parseCv", () => {
  test("puts each line in its section, marks bullets and counts words", () => {
    const cv = parseCv(CV);
    expect([...cv.sections]).toEqual(["education", "experience", "leadership", "skills"]);
    expect(cv.lines[0]).toEqual({ text: "Sam Lee", section: "header", bullet: false });
    expect(cv.lines.find((line) => line.text.startsWith("Analysed"))).toMatchObject({
      section: "experience",
      bullet: true,
    });
    expect(cv.words).toBeGreaterThan(40);
  });

  test("takes evidence bullets from Experience and Leadership, without their markers", () => {
    expect(evidenceBullets(parseCv(CV))).toEqual([
      "Analysed 40 loan files and cut review time by 20%",
      "Responsible for filing",
      "Managed a £5,000 budget",
    ]);
  });

  test("reads '»', '›', '◆' and '◇' as bullet markers", () => {
    for (const marker of ["»", "›", "◆", "◇"]) {
      const marked = CV.replace(/^[•\-*] /gm, `${marker} `);
      expect(evidenceBullets(parseCv(marked))).toEqual(evidenceBullets(parseCv(CV)));
    }
  });

  test("falls back on longer unmarked lines when the extraction lost every marker", () => {
    const unmarked = CV.replace(/^[•\-*] /gm, "");
    expect(evidenceBullets(parseCv(unmarked))).toEqual(["Analysed 40 loan files and cut review time by 20%"]);
  });
});
