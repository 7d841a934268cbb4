import { describe, expect, test } from "vitest";
import { isKeywordList } from "./claims";
import { scoreCvMatch } from "./cv-match";
import { IB_POSTING, STUDENT_CV } from "./cv-match.fixtures";

const THIN_CV = `Sam Taylor
sam.taylor@example.com | 07700 900114

EDUCATION
University of Warwick, BA History, Sep 2024 – Jun 2027

EXPERIENCE
Waitrose, Customer Assistant, Sep 2024 – Present
• Served customers on the tills and restocked shelves on weekend shifts
• Trained two new colleagues and covered the customer service desk on Sundays

SKILLS
Microsoft Word`;
const PASTED =
  "DCF, M&A, financial modelling, valuation, Excel, PowerPoint, pitch books, VBA, teamwork, communication, attention to detail";
const TODAY = new Date("2025-10-01T12:00:00Z");

describe("honest scoring", () => {
  test("a line of keywords is recognised as a list", () => {
    expect(isKeywordList(PASTED)).toBe(true);
    expect(
      isKeywordList("Built a DCF and comparables for the £80m sale of a retailer, used in the bid"),
    ).toBe(false);
  });

  test("pasting the posting's keywords into a thin CV lifts it only a little", () => {
    const thin = scoreCvMatch({ cvText: THIN_CV, posting: IB_POSTING, today: TODAY });
    const stuffed = scoreCvMatch({ cvText: `${THIN_CV}, ${PASTED}`, posting: IB_POSTING, today: TODAY });
    expect(stuffed.score - thin.score).toBeLessThanOrEqual(15);
    expect(stuffed.score).toBeLessThan(50);
  });

  test("a skill shown in a bullet earns more than the same skill only listed", () => {
    const listed = scoreCvMatch({
      cvText: STUDENT_CV.replace("Python (basic)", "Python (basic), DCF valuation"),
      posting: IB_POSTING,
      today: TODAY,
    });
    const shown = scoreCvMatch({
      cvText: STUDENT_CV.replace(
        "Built trading comparables",
        "Built a DCF valuation and trading comparables",
      ),
      posting: IB_POSTING,
      today: TODAY,
    });
    const points = (result: typeof listed) =>
      result.parts.find((part) => part.id === "hard-skills")?.points ?? 0;
    expect(points(shown)).toBeGreaterThan(points(listed));
  });
});
