import { describe, expect, test } from "vitest";
import { parseCv } from "./cv-sections";
import { readEducation } from "./education";

const read = (education: string, today?: Date) =>
  readEducation(
    parseCv(`Jo Bloggs\njo@example.com\n\nEDUCATION\n${education}\n\nSKILLS\nExcel`).lines,
    today,
  );

describe("education read as entries, whatever the order of their lines", () => {
  const facts = { graduationYear: 2026, hasDegree: true, degreeClass: "first", schoolPoints: 152 };

  test.each([
    [
      "dates on the degree's line",
      "London School of Economics and Political Science, BSc Finance   Sep 2023 – Jun 2026\nPredicted First\nDulwich College   Sep 2016 – Jun 2023\nA-levels: Mathematics (A*), Economics (A), History (A)",
    ],
    [
      "dates on the line above",
      "Sep 2023 – Jun 2026\nLondon School of Economics and Political Science\nBSc Finance\nPredicted First\nSep 2016 – Jun 2023\nDulwich College\nA-levels: Mathematics (A*), Economics (A), History (A)",
    ],
    [
      "dates on the line below, degree first",
      "BSc Finance\nLondon School of Economics and Political Science\nSep 2023 – Jun 2026\nPredicted First\nDulwich College\nSep 2016 – Jun 2023\nA-levels: Mathematics (A*), Economics (A), History (A)",
    ],
    [
      "capitals",
      "LONDON SCHOOL OF ECONOMICS – BSC FINANCE\nSEP 2023 – JUN 2026\nPredicted First\nDULWICH COLLEGE   2016 – 2023\nA-levels: Mathematics (A*), Economics (A), History (A)",
    ],
  ])("%s", (_, education) => {
    expect(read(education)).toMatchObject(facts);
    expect([...read(education).subjects]).toEqual(["finance"]);
  });

  test("knows institutions named without 'University' and does not take their names for subjects", () => {
    const kings = read("King's College London\nLLB Law\n2024 – 2027");
    expect(kings).toMatchObject({ hasDegree: true, graduationYear: 2027 });
    expect([...kings.subjects]).toEqual(["law"]);
    expect(read("Imperial College London\nOct 2023 – Jun 2027").hasDegree).toBe(true);
    expect([...read("Queen Mary University of London\nEconomics BSc\n09/2023 – 06/2026").subjects]).toEqual([
      "economics",
    ]);
  });

  test("an integrated Master's is an undergraduate's final year; a one-year Master's ends in September", () => {
    expect(read("UCL – MEng Computer Science   Sep 2023 – Jun 2027")).toMatchObject({
      graduationYear: 2027,
      postgraduate: false,
    });
    expect(read("Bayes Business School – MSc Finance\nSep 2025 – Present")).toMatchObject({
      graduationYear: 2026,
      graduationMonth: 9,
      postgraduate: true,
    });
    expect(read("University of Edinburgh – MA (Hons) Economics   2023 – 2027")).toMatchObject({
      postgraduate: false,
    });
  });

  test("a degree still running ends its usual length after it started, longer with a placement year", () => {
    expect(read("University of Leeds, BSc Economics   Sep 2024 – Present").graduationYear).toBe(2027);
    expect(
      read("University of Surrey, BSc Economics with Placement Year   Sep 2024 – Present").graduationYear,
    ).toBe(2028);
    expect(read("Durham University, BA History (expected June 2027)").graduationYear).toBe(2027);
  });

  test("with no dates, a stated year of study and today's date give the year", () => {
    const autumn = new Date("2025-10-01T12:00:00Z");
    expect(
      read("Penultimate-year student at the University of Leeds, BSc Economics", autumn).graduationYear,
    ).toBe(2027);
    expect(read("University of Leeds, BSc Economics (Year 1 of 3)", autumn).graduationYear).toBe(2028);
  });
});
