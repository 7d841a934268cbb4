import { beforeEach, describe, expect, test } from "vitest";
import { type CvMatchInput, scoreCvMatch } from "./cv-match";
import { IB_POSTING, LSE_FINALIST_CV, PLACEMENT_MSC_CV, STUDENT_CV } from "./cv-match.fixtures";
import { cachedCvReading, cachedPosting, clearParseCaches } from "./parse-cache";

// The caches must never change a score: a score through them equals one read afresh, whatever was
// scored before, and a changed text is read again rather than served from an old entry.

const TODAY = new Date("2025-10-01T12:00:00Z");
const RISK_POSTING = {
  title: "Credit Risk Industrial Placement 2026/27",
  firm: "Kestrel Bank",
  roleType: "industrial_placement",
  financeAreas: [],
  text: `A twelve-month placement in our credit risk team, from July 2026.

You will
• Review credit applications and build monitoring reports in Excel
• Support the team's Python and SQL tooling

Who can apply
• Penultimate-year students on a sandwich degree, graduating in 2028
• Strong analytical skills; VBA or Python is an advantage`,
};
const CVS = { student: STUDENT_CV, finalist: LSE_FINALIST_CV, placement: PLACEMENT_MSC_CV };
const POSTINGS = [IB_POSTING, RISK_POSTING];

/** The score with nothing kept: the CV and posting read afresh. */
const fresh = (input: CvMatchInput) => scoreCvMatch({ ...input, cvVersionId: undefined });

describe("the CV match's parse caches", () => {
  beforeEach(() => clearParseCaches());

  test("a score through the caches equals a fresh one, first time and on every repeat", () => {
    const inputs = Object.entries(CVS).flatMap(([id, cvText]) =>
      POSTINGS.map((posting) => ({ cvText, posting, today: TODAY, pageCount: 1, cvVersionId: id })),
    );
    // Twice over, interleaved, so every CV is scored after other CVs and postings have been kept.
    for (let round = 0; round < 2; round++) {
      for (const input of inputs) {
        const first = scoreCvMatch(input);
        expect(first).toEqual(fresh(input));
        expect(scoreCvMatch(input)).toEqual(first);
      }
    }
  });

  test("a repeat is served from the cache: the same reading, not a new one", () => {
    const document = { text: STUDENT_CV, pageCount: 1 };
    expect(cachedCvReading("v1", document)).toBe(cachedCvReading("v1", document));
    expect(cachedPosting(IB_POSTING)).toBe(cachedPosting({ ...IB_POSTING }));
  });

  test("a changed text under the same version id is read again, never served stale", () => {
    const before = scoreCvMatch({ cvText: STUDENT_CV, posting: IB_POSTING, today: TODAY, cvVersionId: "v1" });
    const changedText = STUDENT_CV.replace("Python (basic)", "Python (basic), DCF valuation");
    const changed = { cvText: changedText, posting: IB_POSTING, today: TODAY, cvVersionId: "v1" };
    const after = scoreCvMatch(changed);
    expect(after).toEqual(fresh(changed));
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.missingKeywords.map((k) => k.keyword)).not.toContain("DCF valuation");
  });

  test("a changed posting field, or the document's page count, is read again", () => {
    const base = { cvText: STUDENT_CV, posting: IB_POSTING, today: TODAY, cvVersionId: "v1", pageCount: 1 };
    scoreCvMatch(base);
    const noVba = { ...base, posting: { ...IB_POSTING, text: IB_POSTING.text.replace("VBA is a plus", "") } };
    expect(scoreCvMatch(noVba)).toEqual(fresh(noVba));
    const otherArea = { ...base, posting: { ...IB_POSTING, financeAreas: ["audit"] } };
    expect(scoreCvMatch(otherArea)).toEqual(fresh(otherArea));
    const twoPages = { ...base, pageCount: 2 };
    const checked = scoreCvMatch(twoPages);
    expect(checked).toEqual(fresh(twoPages));
    expect(checked.checks.find((check) => check.id === "one-page")?.passed).toBe(false);
  });

  test("today's date is read for each score, not kept with the CV or the posting", () => {
    // The posting names no year: it is read in the recruiting season of the day it is scored.
    const posting = {
      ...IB_POSTING,
      title: "Investment Banking Summer Analyst",
      text: IB_POSTING.text.replace(/ 2026| in 2027/g, ""),
    };
    const days = [TODAY, new Date("2027-10-01T12:00:00Z")];
    const [now, later] = days.map((today) =>
      scoreCvMatch({ cvText: STUDENT_CV, posting, today, cvVersionId: "v1" }),
    );
    expect(now).toEqual(fresh({ cvText: STUDENT_CV, posting, today: TODAY }));
    expect(later).toEqual(fresh({ cvText: STUDENT_CV, posting, today: days[1] }));
    expect(later?.eligibility).not.toEqual(now?.eligibility);
  });

  test("a kept reading cannot be changed by later code, and a result is the caller's own", () => {
    const reading = cachedCvReading("v1", { text: STUDENT_CV });
    expect(() => reading.cv.lines.push({ text: "x", section: "skills", bullet: false })).toThrow(TypeError);
    expect(() => {
      (reading.tokens[0] as { keys: string[] }).keys.sort();
    }).toThrow(TypeError);
    const posting = cachedPosting(IB_POSTING);
    expect(() => posting.areas.push("audit")).toThrow(TypeError);
    const input = { cvText: STUDENT_CV, posting: IB_POSTING, today: TODAY, cvVersionId: "v1" };
    const result = scoreCvMatch(input);
    result.checks[0] = {
      ...result.checks[0],
      passed: !result.checks[0]?.passed,
    } as (typeof result.checks)[0];
    for (const check of result.checks) check.detail = "changed";
    expect(scoreCvMatch(input)).toEqual(fresh(input));
  });
});
