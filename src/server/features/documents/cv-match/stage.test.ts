import { describe, expect, test } from "vitest";
import { eligibility, type Graduation, programmeYear, type StageAsk, stageAsk, stageFits } from "./stage";

const graduating = (year: number, month?: number, postgraduate = false): Graduation => ({
  year,
  month,
  postgraduate,
});
const fits = (ask: StageAsk | undefined, graduation: Graduation) => {
  if (!ask) throw new Error("the posting was read as open to anyone");
  return stageFits(ask, graduation);
};
const AUTUMN_2025 = new Date("2025-10-01T12:00:00Z");

describe("who a programme is for", () => {
  test("reads graduation years a posting states", () => {
    const ask = stageAsk(
      "Summer Analyst 2026",
      "Penultimate-year undergraduates graduating in 2027, in any discipline.",
    );
    expect(fits(ask, graduating(2027))).toBe(true);
    expect(fits(ask, graduating(2026))).toBe(false);
    expect(fits(ask, graduating(2028))).toBe(false);
  });

  test("accepts graduates when the posting does", () => {
    const ask = stageAsk("Graduate Programme 2026", "Graduating in 2026 or already graduated, with a 2:1.");
    expect(fits(ask, graduating(2024))).toBe(true);
    expect(fits(ask, graduating(2027))).toBe(false);
    const listed = stageAsk(
      "Operations Graduate Programme 2026",
      "Graduating in 2026, or graduated in 2024 or 2025.",
    );
    expect([2024, 2025, 2026].map((year) => fits(listed, graduating(year)))).toEqual([true, true, true]);
    expect(fits(listed, graduating(2023))).toBe(false);
    expect(listed?.label).toBe("students graduating in 2024, 2025 or 2026");
  });

  test("reads eligibility in everyday words", () => {
    const orEarlier = stageAsk("Graduate Analyst", "Open to students graduating in 2027 or earlier.");
    expect(fits(orEarlier, graduating(2025))).toBe(true);
    expect(fits(orEarlier, graduating(2027))).toBe(true);
    expect(fits(orEarlier, graduating(2028))).toBe(false);

    const between = stageAsk(
      "Summer Internship",
      "You must be expected to graduate between December 2027 and August 2028.",
    );
    expect(fits(between, graduating(2028, 6))).toBe(true);
    expect(fits(between, graduating(2027, 12))).toBe(true);
    // A year alone counts as its summer, when UK degrees end.
    expect(fits(between, graduating(2028))).toBe(true);
    expect(fits(between, graduating(2027, 6))).toBe(false);
    expect(fits(between, graduating(2027))).toBe(false);
    expect(between?.label).toBe("students graduating between December 2027 and August 2028");

    const recent = stageAsk(
      "Graduate Programme 2026",
      "Final-year students or recent graduates (within two years).",
    );
    expect(fits(recent, graduating(2026))).toBe(true);
    expect(fits(recent, graduating(2024))).toBe(true);
    expect(fits(recent, graduating(2023))).toBe(false);
    expect(fits(recent, graduating(2027))).toBe(false);

    const months = stageAsk(
      "Graduate Programme 2026",
      "Final-year students, or graduated within the last 12 months.",
    );
    expect(fits(months, graduating(2025))).toBe(true);
    expect(fits(months, graduating(2024))).toBe(false);

    const academic = stageAsk("Analyst", "For students graduating in the 2026/27 academic year.");
    expect(fits(academic, graduating(2027))).toBe(true);
    expect(fits(academic, graduating(2026))).toBe(false);

    const fourYear = stageAsk(
      "Spring Week 2026",
      "Open to first year students (second years on a 4 year course).",
      "spring_week",
    );
    expect(fits(fourYear, graduating(2028))).toBe(true);
    expect(fits(fourYear, graduating(2027))).toBe(false);

    const later = stageAsk("Analyst", "You must be graduating no earlier than December 2026.");
    expect(fits(later, graduating(2027))).toBe(true);
    expect(fits(later, graduating(2026, 6))).toBe(false);
    const finalists = stageAsk(
      "Graduate Scheme 2026",
      "Open to finalists and to those who graduated no more than two years ago.",
    );
    expect(fits(finalists, graduating(2026))).toBe(true);
    expect(fits(finalists, graduating(2024))).toBe(true);
    expect(fits(finalists, graduating(2027))).toBe(false);

    const placement = stageAsk(
      "Industrial Placement 2027/28",
      "Applicants must be returning to university for a final year in 2028/29.",
      "industrial_placement",
    );
    expect(fits(placement, graduating(2029))).toBe(true);
    expect(fits(placement, graduating(2027))).toBe(false);

    // An internship that also names final-year students does not take those who have graduated.
    const internship = stageAsk(
      "Summer Analyst 2027",
      "Penultimate-year students, or the final year of an integrated Master's.",
      "summer_internship",
    );
    expect(fits(internship, graduating(2025))).toBe(false);

    const classOf = stageAsk("Analyst", "We hire 2026 and 2027 graduates.");
    expect(fits(classOf, graduating(2027))).toBe(true);
    expect(fits(classOf, graduating(2025))).toBe(false);
  });

  test("turns a year of study into graduation years with the programme's year", () => {
    expect(programmeYear("Spring Insight Week 2026", "")).toBe(2026);
    expect(programmeYear("Off-cycle intern", "Six months from March 2026.")).toBe(2026);
    expect(programmeYear("Analyst", "Students graduating in 2028 may apply.", AUTUMN_2025)).toBe(2026);
    const summer = stageAsk("Summer Analyst 2026", "For penultimate-year students.");
    expect(fits(summer, graduating(2027))).toBe(true);
    expect(fits(summer, graduating(2026))).toBe(false);
    const spring = stageAsk("Spring Week 2026", "For first-year students of any degree.");
    expect([2027, 2028, 2029].map((year) => fits(spring, graduating(year)))).toEqual([false, true, true]);
    // Nothing said: the programme type decides.
    expect(fits(stageAsk("Spring Week 2026", "Learn about banking.", "spring_week"), graduating(2028))).toBe(
      true,
    );
    expect(stageAsk("Analyst", "Learn about banking.")).toBeUndefined();
  });

  test("reads a year of study in today's recruiting season when the posting names no year", () => {
    const penultimate = stageAsk(
      "Summer Analyst",
      "Open to penultimate-year students.",
      undefined,
      AUTUMN_2025,
    );
    expect(fits(penultimate, graduating(2027))).toBe(true);
    expect(fits(penultimate, graduating(2026))).toBe(false);
    const nextSeason = stageAsk(
      "Summer Analyst",
      "Open to penultimate-year students.",
      undefined,
      new Date("2026-11-15T12:00:00Z"),
    );
    expect(fits(nextSeason, graduating(2028))).toBe(true);
  });

  test("reads an integrated Master's as a final undergraduate year, and judges postgraduates by the year they finish", () => {
    const internship = stageAsk(
      "Quant Intern 2026",
      "Students graduating in 2027, or in a Master's or PhD.",
      "summer_internship",
    );
    expect(fits(internship, graduating(2026, 9, true))).toBe(true);
    expect(fits(internship, graduating(2029, 9, true))).toBe(true);
    // A Master's finished before the internship's summer is a graduate's, not a student's.
    expect(fits(internship, graduating(2025, 9, true))).toBe(false);
    expect(fits(internship, graduating(2026, 6, false))).toBe(false);

    const graduate = stageAsk(
      "Graduate Programme 2026",
      "Final-year students graduating in 2026.",
      "graduate_programme",
    );
    expect(fits(graduate, graduating(2026, 9, true))).toBe(true);
    expect(fits(graduate, graduating(2027, 9, true))).toBe(false);
  });
});

describe("eligibility", () => {
  const ask = stageAsk("Summer Analyst 2026", "Students graduating in 2027.");

  test("says whether the CV's year fits, and why, without contradicting itself", () => {
    const fitting = eligibility(ask, graduating(2027, 6));
    expect(fitting).toEqual({
      status: "fits",
      detail: "The programme is for students graduating in 2027, and you graduate in June 2027.",
    });
    const outside = eligibility(ask, graduating(2028));
    expect(outside.status).toBe("outside");
    expect(outside.detail).toContain("but you graduate in 2028");
    expect(eligibility(ask, undefined).status).toBe("unknown");
    expect(eligibility(undefined, graduating(2027)).status).toBe("unknown");
  });

  test("a postgraduate let in by the posting is told why, not shown a year that does not match", () => {
    const quant = stageAsk(
      "Quant Intern 2026",
      "Students graduating in 2028, or in a Master's or PhD.",
      "summer_internship",
    );
    const masters = eligibility(quant, graduating(2027, 9, true));
    expect(masters.status).toBe("fits");
    expect(masters.detail).toBe(
      "The programme takes Master's and PhD students, and you finish your postgraduate degree in September 2027.",
    );
    expect(masters.detail).not.toContain("students graduating in 2028, and");
  });

  test("a degree that ended before the posting is read is told in the past", () => {
    const ask = stageAsk(
      "Graduate Analyst Programme 2027",
      "Open to students graduating in 2026 or 2027, and to Master's and PhD students.",
      "graduate_programme",
      new Date("2026-11-29T12:00:00Z"),
    );
    expect(eligibility(ask, graduating(2026, 9, true)).detail).toContain(
      "you finished your postgraduate degree in September 2026",
    );
    expect(eligibility(ask, graduating(2027, 9, true)).detail).toContain(
      "you finish your postgraduate degree in September 2027",
    );
  });
});

const WINTER_2026 = new Date("2026-11-29T12:00:00Z");

describe("eligibility in the posting's words", () => {
  test("a recent-graduate limit bounds 'or earlier'", () => {
    const ask = stageAsk(
      "Markets Graduate Programme 2027",
      "Graduating in 2027 or earlier – final-year students and recent graduates (within two years of graduation).",
      "graduate_programme",
      WINTER_2026,
    );
    expect(fits(ask, graduating(2026))).toBe(true);
    expect(fits(ask, graduating(2025))).toBe(true);
    expect(fits(ask, graduating(2022))).toBe(false);
  });

  test("'graduated in 2026 or earlier' is the rule, and a plain mention of graduates adds nothing wider", () => {
    const ask = stageAsk(
      "Private Equity Off-Cycle Intern (from March 2027)",
      "You must have completed your degree (graduated in 2026 or earlier) and be available from March 2027.",
      "off_cycle_internship",
      WINTER_2026,
    );
    expect(fits(ask, graduating(2025))).toBe(true);
    expect(fits(ask, graduating(2027))).toBe(false);
  });

  test("'students graduating in 2027 and graduates' takes graduates of any year", () => {
    const ask = stageAsk(
      "Compliance Graduate Programme 2027",
      "Final-year students graduating in 2027 and graduates. There's no limit on how long ago you graduated.",
      "graduate_programme",
      WINTER_2026,
    );
    expect(fits(ask, graduating(2027))).toBe(true);
    expect(fits(ask, graduating(2022))).toBe(true);
    expect(fits(ask, graduating(2028))).toBe(false);
  });

  test("a placement year graduates the summer after it ends", () => {
    const sandwich = stageAsk(
      "Risk Industrial Placement 2027-28",
      "You must be on a sandwich degree, returning to complete your final year in 2028–29.",
      "industrial_placement",
      WINTER_2026,
    );
    expect(fits(sandwich, graduating(2029))).toBe(true);
    expect(fits(sandwich, graduating(2027))).toBe(false);
    const named = stageAsk(
      "Data Placement Year",
      "To be on a degree with a placement year in 2027–28.",
      "industrial_placement",
      WINTER_2026,
    );
    expect(fits(named, graduating(2029))).toBe(true);
    expect(fits(named, graduating(2028))).toBe(false);
  });

  test("postgraduates sent to another programme are not let in", () => {
    const ask = stageAsk(
      "Quant Research Summer Intern 2027",
      "Penultimate-year students graduating in 2028. PhD candidates should apply to our PhD Fellowship instead.",
      "summer_internship",
      WINTER_2026,
    );
    expect(ask?.postgraduates).toBe(false);
    expect(fits(ask, graduating(2027, 9, true))).toBe(false);
  });

  test("'we cannot consider current students' takes only those already graduated", () => {
    const ask = stageAsk(
      "Junior Investment Analyst",
      "A degree in any discipline. We are not able to consider current students for this position.",
      "full_time",
      WINTER_2026,
    );
    expect(fits(ask, graduating(2025))).toBe(true);
    expect(fits(ask, graduating(2027))).toBe(false);
  });

  test("an insight programme that names no year is open to any year", () => {
    expect(stageAsk("Discover Banking", "Two days at our office.", "insight_programme", WINTER_2026)).toBe(
      undefined,
    );
    expect(stageAsk("Spring Week", "A week at our office.", "spring_week", WINTER_2026)).toBeDefined();
  });
});
