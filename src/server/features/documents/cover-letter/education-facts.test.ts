import { describe, expect, test } from "vitest";
import { type EducationEntry, inProgress, readEducation } from "./education-facts";

// The same facts, laid out four ways, read the same; a grade stays with the degree it was written under.

const LAYOUTS = {
  sameLine: [
    "London School of Economics and Political Science, BSc Economics    Sep 2024 – Jun 2027",
    "Predicted First",
  ],
  datesAbove: [
    "Sep 2024 – Jun 2027",
    "London School of Economics and Political Science",
    "BSc Economics",
    "Predicted First",
  ],
  datesBelow: [
    "London School of Economics and Political Science | BSc Economics",
    "Sep 2024 – Jun 2027",
    "Predicted First",
  ],
  tabbed: [
    "BSc Economics\tLondon School of Economics and Political Science\t2024 – 2027",
    "• Predicted First",
  ],
};

describe("reading education", () => {
  test.each(Object.entries(LAYOUTS))("%s", (_, lines) => {
    const [entry] = readEducation(lines);
    expect(entry).toMatchObject({
      institution: "London School of Economics and Political Science",
      qualification: "BSc Economics",
      startYear: 2024,
      endYear: 2027,
      grade: { label: "First", predicted: true },
    });
    expect(entry && inProgress(entry, "2026-11-29")).toBe(true);
    expect(entry && inProgress(entry, "2027-09-01")).toBe(false);
  });

  test("two degrees keep their own grades; A-levels however written", () => {
    const entries = readEducation([
      "Imperial College Business School – MSc Finance    Sep 2024 – Sep 2025",
      "• Distinction (overall 76%)",
      "University College London – BSc Economics    Sep 2020 – Jun 2023",
      "• First Class Honours (73%)",
      "Tiffin Girls' School    2013 – 2020",
      "• A-levels: Mathematics (A*), Economics (A*), Further Mathematics (A)",
    ]);
    expect(entries.map((e) => [e.qualification, e.grade?.label, e.grade?.predicted])).toEqual([
      ["MSc Finance", "Distinction", false],
      ["BSc Economics", "First", false],
      [null, undefined, undefined],
    ]);
    expect(entries[2]?.aLevels).toBe(
      "A-levels in Mathematics (A*), Economics (A*) and Further Mathematics (A)",
    );
    expect(
      readEducation(["Hampton School — A-levels: A*AA (Mathematics, Economics, History)"])[0]?.aLevels,
    ).toBe("A*AA at A-level");
    // Northern Ireland's exam board is spelt in grade letters; the grades are the ones after "A Levels".
    expect(
      readEducation(["Methodist College Belfast — CCEA A Levels: A*AA (Mathematics, Economics), 2021"])[0]
        ?.aLevels,
    ).toBe("A*AA at A-level");
  });

  test("a degree 'to date' or 'in progress' is still being studied, dated or not", () => {
    const [entry] = readEducation([
      "Study: BSc (Hons) Banking and Finance, University of the West of England — 71% average to date",
    ]);
    expect(entry).toMatchObject({ qualification: "BSc Banking and Finance", endYear: null, openEnded: true });
    expect(inProgress(entry as EducationEntry, "2026-11-29")).toBe(true);
  });

  test("a foundation degree and its top-up year at one university are two degrees; 'II.i' is a 2:1", () => {
    const entries = readEducation([
      "2019 - 2021       FdA Accounting and Finance (part-time), Nottingham Trent University — Distinction",
      "2021 - 2022       BA (Hons) Accounting and Finance (top-up year), Nottingham Trent University — II.i",
    ]);
    expect(entries.map((e) => [e.qualification, e.grade?.label])).toEqual([
      ["FdA Accounting and Finance", "Distinction"],
      ["BA Accounting and Finance", "2:1"],
    ]);
  });

  test("a Tripos class in Roman numerals: 'Class I' is a First", () => {
    const [entry] = readEducation([
      "University of Cambridge",
      "BA Economics (Tripos)",
      "Part I (2023): Class I",
    ]);
    expect(entry?.grade?.label).toBe("First");
  });

  test("a module broken off at a line's end is left out; a foreign university ends the degree's name; an exchange's label is no name", () => {
    const [msc, bsc, exchange] = readEducation([
      "09/2026 – 09/2027   MSc Banking and Finance, King's Business School, King's College London",
      "                    Modules: Corporate Finance, Financial Statement Analysis, Private Equity and",
      "                    Venture Capital, Banking and Financial Regulation",
      "09/2023 – 07/2026   BSc in Economics and Finance, Università Bocconi, Milan",
      "02/2025 – 06/2025   Exchange semester: University of Amsterdam",
    ]);
    expect(msc?.modules).toEqual(["Corporate Finance", "Financial Statement Analysis"]);
    expect(bsc).toMatchObject({
      qualification: "BSc in Economics and Finance",
      institution: "Università Bocconi",
    });
    expect(exchange?.institution).toBe("University of Amsterdam");
  });

  test("an end year written short is read, but marked as not written out", () => {
    const [entry] = readEducation(["University of Leeds, BSc Economics, 2023 – 26"]);
    expect(entry).toMatchObject({ startYear: 2023, endYear: 2026, endYearStated: false });
    expect(readEducation(["University of Leeds, BSc Economics, 2023 – 2026"])[0]?.endYearStated).toBe(true);
  });

  test("a year of study is not a grade, and a degree named in full keeps its commas", () => {
    const [entry] = readEducation([
      "University of Oxford, Balliol College – BA Philosophy, Politics and Economics   Oct 2023 – Jun 2026",
      "First-year modules: Logic, Microeconomics",
    ]);
    expect(entry).toMatchObject({ qualification: "BA Philosophy, Politics and Economics", grade: null });
  });

  test("Europass's month and year dates, with the place after them, date the entry below", () => {
    const entries = readEducation([
      "09/2021 – 06/2025 – Swindon, United Kingdom",
      "BSc (Hons) Economics",
      "University of Fernhill",
      "09/2019 – 07/2021 – Tarnbury, United Kingdom",
      "A Levels: Mathematics A*, Economics A, History A",
      "Quillon Grammar School",
    ]);
    expect(entries.map((e) => [e.institution, e.startYear, e.endYear])).toEqual([
      ["University of Fernhill", 2021, 2025],
      ["Quillon Grammar School", 2019, 2021],
    ]);
  });

  test("a Master's named in words is a degree of its own, and a degree in brackets after its local name keeps no bracket", () => {
    const entries = readEducation([
      "09/2025–06/2027                     Master in Finance                                   EQF level 7",
      "                                    Escola de Gestão do Porto, Porto (Portugal)",
      "                                    ▪ Current average 16.2/20 (UK equivalent: high 2:1)",
      "",
      "09/2022–07/2025                     Licenciatura em Economia (BSc Economics)            EQF level 6",
      "                                    Escola de Gestão do Porto",
      "                                    ▪ Final grade 14/20",
    ]);
    expect(entries.map((e) => [e.qualification, e.startYear, e.endYear, e.grade?.label ?? null])).toEqual([
      ["Master in Finance", 2025, 2027, "2:1"],
      ["BSc Economics", 2022, 2025, null],
    ]);
  });

  test("a second degree at the same place, named again above it, keeps that place and not the school below", () => {
    const entries = readEducation([
      "University of Tarnbury",
      "Master of Science - MSc, Finance · (September 2024 - September 2025)",
      "Grade: Predicted Distinction",
      "University of Tarnbury",
      "Bachelor of Science - BSc, Economics · (2021 - 2024)",
      "Grade: 2:1 (68%)",
      "Hollinwood School",
      "A Levels, Mathematics, Economics · (2019 - 2021)",
    ]);
    expect(entries.map((e) => [e.institution, e.qualification, e.grade?.label ?? null])).toEqual([
      ["University of Tarnbury", "Master of Science", "Distinction"],
      ["University of Tarnbury", "Bachelor of Science", "2:1"],
      ["Hollinwood School", null, null],
    ]);
  });

  test("a university named in its own language, and a degree written with a full stop, are read", () => {
    const entries = readEducation([
      "09/2020 – 08/2023   Universität Quellbach",
      "Bachelor of Science Betriebswirtschaftslehre (Business Administration)",
      "02/2022 – 06/2022   Fennmark Business School, Denmark",
      "Exchange semester, courses in Corporate Finance",
      "B.Com (Hons) | Harlan College of Commerce | 2019-2022 | CGPA 8.7/10",
    ]);
    expect(entries.map((e) => [e.institution, e.qualification])).toEqual([
      ["Universität Quellbach", "Bachelor of Science Betriebswirtschaftslehre"],
      ["Fennmark Business School", null],
      ["Harlan College of Commerce", "B.Com"],
    ]);
  });
});
