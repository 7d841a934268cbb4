import { describe, expect, test } from "vitest";
import { parseCv } from "./cv-sections";
import { readEducation } from "./education";
import { headingOf } from "./headings";
import { singleColumn } from "./layout";

describe("singleColumn", () => {
  test("turns tabs and wide gaps into cell breaks on one line", () => {
    expect(singleColumn("BSc Economics\t\tLondon School of Economics\nSep 2024 – Jun 2027")).toBe(
      "BSc Economics | London School of Economics\nSep 2024 – Jun 2027",
    );
    expect(singleColumn("Acme Bank, Intern       Jun 2025 – Aug 2025")).toBe(
      "Acme Bank, Intern | Jun 2025 – Aug 2025",
    );
  });

  test("reads a two-column page as its left column, then its right one", () => {
    const page = [
      "JO SMITH",
      "jo@example.com                 EDUCATION",
      "07700 900123                   UCL – BSc Economics",
      "                               Sep 2023 – Jun 2026",
      "SKILLS                         EXPERIENCE",
      "Excel, Python                  Acme Bank – Summer Intern",
      "                               Jun 2025 – Aug 2025",
    ].join("\n");
    expect(singleColumn(page).split("\n").filter(Boolean)).toEqual([
      "JO SMITH",
      "jo@example.com",
      "07700 900123",
      "SKILLS",
      "Excel, Python",
      "EDUCATION",
      "UCL – BSc Economics",
      "Sep 2023 – Jun 2026",
      "EXPERIENCE",
      "Acme Bank – Summer Intern",
      "Jun 2025 – Aug 2025",
    ]);
  });

  test("reads section names in a left margin as headings, not as a column", () => {
    const page = [
      "JO SMITH",
      "jo@example.com | 07700 900123",
      "Education                 Sep 2023 – Jun 2026",
      "                          University College London",
      "                          BSc Economics",
      "Experience                Jun 2025 – Aug 2025",
      "                          Acme Bank",
      "                          Work Experience",
      "                          • Analysed 40 loan files and cut review time by 20%",
    ].join("\n");
    const cv = parseCv(page);
    expect(cv.lines.find((line) => line.text.startsWith("Sep 2023"))?.section).toBe("education");
    expect(cv.lines.find((line) => line.text.startsWith("Analysed"))?.section).toBe("experience");
    expect(readEducation(cv.lines).graduationYear).toBe(2026);
  });

  test("keeps a left-hand column of dates beside the entries it dates", () => {
    const page = [
      "EDUCATION",
      "Sep 2024 – Jun 2027            London School of Economics, BSc Economics",
      "Sep 2017 – Jun 2024            Queen Elizabeth's School",
      "EXPERIENCE",
      "Jun 2025 – Aug 2025            Acme Bank, Summer Intern",
    ].join("\n");
    const education = readEducation(parseCv(page).lines);
    expect(education.graduationYear).toBe(2027);
    expect(singleColumn(page)).toContain("Sep 2024 – Jun 2027 | London School of Economics, BSc Economics");
  });
});

describe("headings in any template", () => {
  test.each([
    ["E D U C A T I O N", "education"],
    ["— Work Experience —", "experience"],
    ["PROFESSIONAL EXPERIENCE", "experience"],
    ["Professional placement", "experience"],
    ["Industrial Placement", "experience"],
    ["Placement Year", "experience"],
    ["Relevant Experience", "experience"],
    ["Employment", "experience"],
    ["Employment History", "experience"],
    ["Internships & Insight Programmes", "experience"],
    ["Education & Qualifications", "education"],
    ["Positions of Responsibility and Extra-Curricular Activities", "leadership"],
  ])("%s", (line, section) => {
    expect(headingOf(line)).toBe(section);
  });

  test("a year-long placement under its own heading is experience", () => {
    const cv = parseCv(
      "EDUCATION\nUniversity of Bath, BSc Economics\n\nPLACEMENT YEAR\nBarclays, Corporate Banking Analyst   Jul 2024 – Jun 2025\n• Prepared 14 credit papers",
    );
    expect(cv.lines.find((line) => line.text.startsWith("Barclays"))?.section).toBe("experience");
  });
});

describe("text broken and mixed by a template", () => {
  test("a bullet broken at the column's edge is read as one bullet", () => {
    const cv = parseCv(
      "EXPERIENCE\nAcme Bank, Summer Intern   Jun – Aug 2025\n• Built a three-statement model and a DCF for the £80m sale of a\nUK retailer, used in the final bid\n• Prepared 4 pitch books",
    );
    expect(cv.lines.filter((line) => line.bullet).map((line) => line.text)).toEqual([
      "Built a three-statement model and a DCF for the £80m sale of a UK retailer, used in the final bid",
      "Prepared 4 pitch books",
    ]);
  });

  test("a long line of modules broken in two is one line, so its terms are read whole", () => {
    const cv = parseCv(
      "EDUCATION\nUniversity of Leeds, BSc Mathematics   2023 – 2026\nModules: Probability and Statistics, Stochastic Processes, Linear\nAlgebra, Numerical Analysis",
    );
    expect(cv.lines.some((line) => line.text.includes("Linear Algebra"))).toBe(true);
  });

  test("an entry interleaved under a sidebar's heading stays in its own section", () => {
    const cv = parseCv(
      "EXPERIENCE\nSKILLS\nAcme Bank, Summer Intern, Jun 2025 – Aug 2025\nExcel, Python\n• Analysed 40 loan files and cut review time by 20%",
    );
    expect(cv.lines.find((line) => line.text.startsWith("Acme"))?.section).toBe("experience");
    expect(cv.lines.find((line) => line.text.startsWith("Analysed"))?.section).toBe("experience");
    expect(cv.lines.find((line) => line.text.startsWith("Excel"))?.section).toBe("skills");
  });
});
