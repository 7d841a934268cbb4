import { describe, expect, test } from "vitest";
import type { Card } from "./api";
import { trackerSummary, weekOf } from "./summary";

const now = new Date("2026-10-14T12:00:00Z"); // a Wednesday
const card = (id: string, stage: string, extra: Partial<Card> = {}) =>
  ({ id, stage, applied_at: null, deadline: null, job_closed: false, rolling: false, ...extra }) as Card;

describe("the summary strip", () => {
  test("weeks start on Monday in UK time", () => {
    expect(weekOf(now)).toBe("2026-10-12");
    // 23:30 on Sunday UTC is already Monday 00:30 in London (BST).
    expect(weekOf(new Date("2026-10-18T23:30:00Z"))).toBe("2026-10-19");
  });

  test("counts by stage, this week's applications and the interview rate of those sent", () => {
    const summary = trackerSummary(
      [
        card("a", "saved"),
        card("b", "applied", { applied_at: "2026-10-13T09:00:00Z" }),
        card("c", "interviews", { applied_at: "2026-09-29T09:00:00Z" }),
        card("d", "rejected", { applied_at: "2026-09-30T09:00:00Z" }),
        card("e", "withdrawn"),
      ],
      now,
    );
    expect(summary.byStage).toMatchObject({ saved: 1, applied: 1, interviews: 1, rejected: 1, withdrawn: 1 });
    expect(summary.appliedThisWeek).toBe(1);
    // Sent: b, c, d (e withdrew without applying); reached interviews: c.
    expect(summary.interviewRate).toBe(33);
    expect(summary.perWeek).toEqual([
      { week: "2026-09-28", count: 2 },
      { week: "2026-10-05", count: 0 },
      { week: "2026-10-12", count: 1 },
    ]);
  });

  test("the next three deadlines still to meet, soonest first", () => {
    const summary = trackerSummary(
      [
        card("past", "saved", { deadline: "2026-10-01" }),
        card("late", "saved", { deadline: "2026-12-01" }),
        card("soon", "saved", { deadline: "2026-10-15" }),
        card("closed", "saved", { deadline: "2026-10-20", job_closed: true }),
        card("sent", "applied", { deadline: "2026-10-16" }),
        card("tests", "online_tests", { deadline: "2026-10-21" }),
        card("mid", "saved", { deadline: "2026-11-01" }),
      ],
      now,
    );
    expect(summary.nextDeadlines.map((c) => c.id)).toEqual(["soon", "tests", "mid"]);
    // Two sent (Applied, Online tests), neither at interviews yet.
    expect(summary.interviewRate).toBe(0);
  });
});
