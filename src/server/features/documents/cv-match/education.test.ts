import { describe, expect, test } from "vitest";
import { parseCv } from "./cv-sections";
import { aLevelPoints, classIn, readEducation } from "./education";

describe("degree class as CVs write it", () => {
  test.each([
    ["Predicted 2:1", "upper-second"],
    ["On track for an upper second", "upper-second"],
    ["BA History, predicted 2.1", "upper-second"],
    ["Predicted First (first-year average 74%)", "first"],
    ["Predicted 1st", "first"],
    ["First Class Honours", "first"],
    ["On track for a First", "first"],
    ["Expected: First", "first"],
    ["Predicted: 1st", "first"],
    ["Expected 2:2", "lower-second"],
    ["lower second class honours", "lower-second"],
  ])("%s", (text, expected) => {
    expect(classIn(text)).toBe(expected);
  });

  test("does not read 'first-year' or '1st place' as a First", () => {
    expect(classIn("First-year modules: Microeconomics")).toBeUndefined();
    expect(classIn("Achieved 1st place in the case competition")).toBeUndefined();
  });

  test("counts a Master's Distinction or Merit only for a Master's", () => {
    expect(classIn("Distinction (overall 76%)", true)).toBe("first");
    expect(classIn("Merit", true)).toBe("upper-second");
    expect(classIn("Placement year graded Distinction")).toBeUndefined();
  });
});

describe("A-level grades", () => {
  test("read the best three grades on the UCAS tariff, however they are written", () => {
    expect(aLevelPoints("A-levels: A*AA")).toBe(56 + 48 + 48);
    expect(aLevelPoints("A levels: Mathematics (A*), Further Mathematics (A*), Economics (A)")).toBe(160);
    expect(aLevelPoints("A-levels: Mathematics A*, Economics A, Chemistry A")).toBe(152);
    expect(aLevelPoints("A Levels: PE (B), Biology (C), Psychology (D)")).toBe(96);
    expect(aLevelPoints("A-levels: Mathematics (A*), Economics (A), Geography (A); EPQ (A*)")).toBe(152);
    expect(aLevelPoints("A-levels: A*A*AA")).toBe(160);
  });

  test("ignore lines that are not about A-levels", () => {
    expect(aLevelPoints("GCSEs: 9 grades 9–7 including Mathematics (9)")).toBeUndefined();
  });
});

describe("readEducation", () => {
  const cv = (education: string) =>
    parseCv(`Jo Bloggs\njo@example.com\n\nEDUCATION\n${education}\n\nSKILLS\nExcel`).lines;

  test("reads class, subject, grades and graduation year", () => {
    const education = readEducation(
      cv(
        "University of Bristol – BSc Economics and Finance    Sep 2024 – Jun 2027\n• Predicted 2:1 (first-year average 66%)\nKing's School – A-levels: Mathematics (A*), Economics (A), History (B)    2017 – 2024",
      ),
    );
    expect(education).toMatchObject({
      degreeClass: "upper-second",
      hasDegree: true,
      schoolPoints: 144,
      graduationYear: 2027,
      postgraduate: false,
    });
    expect([...education.subjects].sort()).toEqual(["economics", "finance"]);
  });

  test("takes the latest degree's year, and knows a Master's from an integrated MSci", () => {
    const masters = readEducation(
      cv(
        "Imperial College Business School – MSc Finance   Sep 2024 – Sep 2025\n• Distinction\nUniversity College London – BSc Economics   Sep 2020 – Jun 2023\n• Upper second class",
      ),
    );
    expect(masters).toMatchObject({ degreeClass: "first", graduationYear: 2025, postgraduate: true });
    const msci = readEducation(cv("Imperial College London — MSci Mathematics   Oct 2023 – Jun 2027"));
    expect(msci).toMatchObject({ graduationYear: 2027, postgraduate: false, degreeClass: undefined });
  });

  test("falls back on a year average when no class is stated", () => {
    expect(
      readEducation(cv("University of Leeds, BSc Physics, 2023 – 2026\nSecond-year average 72%")).degreeClass,
    ).toBe("first");
  });
});

describe("the first degree and an MBA", () => {
  test("the first degree is one the CV names, not a school or a job the section carried off", () => {
    const cv = parseCv(`Sam Reid
sam.reid@example.com

EDUCATION
University of Leeds – BSc Economics | 2019 – 2022
Lingfield College – A levels: Maths A, Economics A | 2017 – 2019
Barista, Costa Coffee, Plymouth | Jul 2018 – Nov 2018
Saved to fund a season abroad; trained 3 new starters
Incoming: Spring Insight Week, Greyridge Bank (asset management), April 2027
London Business School – MBA | 2025 – 2027`);
    const education = readEducation(cv.lines, new Date("2026-11-29T12:00:00Z"));
    expect(education.firstDegreeEnds?.year).toBe(2022);
    expect(education.firstDegreeEnds?.month).toBeUndefined();
    expect(education.mbaEnds?.year).toBe(2027);
    expect(education.graduationYear).toBe(2027);
  });
});
