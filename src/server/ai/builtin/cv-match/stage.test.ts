import { describe, expect, test } from "vitest";
import { eligibility, programmeYear, stageAsk, stageFits } from "./stage";

describe("who a programme is for", () => {
  test("reads graduation years a posting states", () => {
    const ask = stageAsk(
      "Summer Analyst 2026",
      "Penultimate-year undergraduates graduating in 2027, in any discipline.",
    );
    expect(ask?.years).toEqual(new Set([2027]));
    expect(ask && stageFits(ask, 2027)).toBe(true);
    expect(ask && stageFits(ask, 2026)).toBe(false);
  });

  test("accepts graduates when the posting does", () => {
    const ask = stageAsk("Graduate Programme 2026", "Graduating in 2026 or already graduated, with a 2:1.");
    expect(ask && stageFits(ask, 2024)).toBe(true);
    expect(ask && stageFits(ask, 2027)).toBe(false);
    const listed = stageAsk(
      "Operations Graduate Programme 2026",
      "Graduating in 2026, or graduated in 2024 or 2025.",
    );
    expect(listed?.years).toEqual(new Set([2024, 2025, 2026]));
    expect(listed?.label).toBe("students graduating in 2024, 2025 or 2026");
  });

  test("turns a year of study into graduation years with the programme's year", () => {
    expect(programmeYear("Spring Insight Week 2026", "")).toBe(2026);
    expect(programmeYear("Off-cycle intern", "Six months from March 2026.")).toBe(2026);
    expect(stageAsk("Summer Analyst 2026", "For penultimate-year students.")?.years).toEqual(new Set([2027]));
    expect(stageAsk("Spring Week 2026", "For first-year students of any degree.")?.years).toEqual(
      new Set([2028, 2029]),
    );
    // Nothing said: the programme type decides.
    expect(stageAsk("Spring Week 2026", "Learn about banking.", "spring_week")?.years).toEqual(
      new Set([2028, 2029]),
    );
    expect(stageAsk("Analyst", "Learn about banking.")).toBeUndefined();
  });

  test("lets Master's and PhD students in when the posting says so", () => {
    const ask = stageAsk("Quant Intern 2026", "Students graduating in 2027, or in a Master's or PhD.");
    expect(ask && stageFits(ask, 2026, true)).toBe(true);
    expect(ask && stageFits(ask, 2026, false)).toBe(false);
  });
});

describe("eligibility", () => {
  const ask = stageAsk("Summer Analyst 2026", "Students graduating in 2027.");

  test("says whether the CV's year fits, and why", () => {
    expect(eligibility(ask, 2027).status).toBe("fits");
    const outside = eligibility(ask, 2028);
    expect(outside.status).toBe("outside");
    expect(outside.detail).toContain("2028");
    expect(eligibility(ask, undefined).status).toBe("unknown");
    expect(eligibility(undefined, 2027).status).toBe("unknown");
  });
});
