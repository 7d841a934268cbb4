import { describe, expect, test } from "vitest";
import { goalProgress, previousMonth } from "./goal";

describe("monthly chat goal and streak", () => {
  test("months step back across the year", () => {
    expect(previousMonth("2026-03")).toBe("2026-02");
    expect(previousMonth("2026-01")).toBe("2025-12");
  });

  test("counts this month's chats against the goal", () => {
    const progress = goalProgress(new Map([["2026-11", 2]]), 4, "2026-11-20");
    expect(progress).toMatchObject({ goal: 4, chats_this_month: 2, met: false, streak: 0 });
    expect(progress.recent_months.map((m) => m.month)).toEqual([
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
  });

  test("the streak runs back from last month, and includes this month once it is met", () => {
    const counts = new Map([
      ["2026-07", 5],
      ["2026-08", 1],
      ["2026-09", 3],
      ["2026-10", 4],
      ["2026-11", 1],
    ]);
    expect(goalProgress(counts, 3, "2026-11-02").streak).toBe(2);
    expect(goalProgress(new Map([...counts, ["2026-11", 3]]), 3, "2026-11-02")).toMatchObject({
      met: true,
      streak: 3,
    });
    // A month with no chats breaks it, even across a year end.
    expect(
      goalProgress(
        new Map([
          ["2025-12", 2],
          ["2026-01", 2],
        ]),
        2,
        "2026-02-01",
      ).streak,
    ).toBe(2);
    expect(
      goalProgress(
        new Map([
          ["2025-11", 2],
          ["2026-01", 2],
        ]),
        2,
        "2026-02-01",
      ).streak,
    ).toBe(1);
  });

  test("with no goal there is no streak, only the count", () => {
    expect(goalProgress(new Map([["2026-11", 2]]), null, "2026-11-20")).toMatchObject({
      goal: null,
      chats_this_month: 2,
      streak: 0,
    });
  });
});
