import { describe, expect, test } from "vitest";
import { closingBadge, closingLabel } from "./jobs";

// What a card says about a role's deadline.

const NOW = new Date("2026-11-20T10:00:00Z");
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

describe("closing badge", () => {
  test("a rolling role with a stated closing date shows both", () => {
    expect(closingBadge("2027-01-12T23:59:59.000Z", true, NOW)).toEqual({
      label: "Rolling · closes 12 Jan 2027",
      urgent: false,
    });
    expect(closingBadge(inDays(3), true, NOW)).toEqual({
      label: "Rolling · closes 23 Nov 2026",
      urgent: true,
    });
  });

  test("the date is the UK day, even late in a UK evening in summer", () => {
    // 23:59:59 in London on 30 June is 22:59:59 UTC.
    expect(closingBadge("2027-06-30T22:59:59.000Z", true, NOW)?.label).toBe("Rolling · closes 30 Jun 2027");
  });

  test("rolling without a date, dated without rolling, and a passed deadline", () => {
    expect(closingBadge(null, true, NOW)).toEqual({ label: "Rolling", urgent: false });
    expect(closingBadge(inDays(5.5), false, NOW)).toEqual({ label: "Closes in 5 days", urgent: true });
    expect(closingBadge(inDays(20.5), false, NOW)).toEqual({ label: "Closes in 20 days", urgent: false });
    expect(closingBadge(inDays(-1), true, NOW)).toEqual({ label: "Closed", urgent: false });
    expect(closingBadge(null, false, NOW)).toBeNull();
  });

  test("closingLabel keeps its answers for its other callers", () => {
    expect(closingLabel(inDays(30), true, NOW)).toBe("Rolling");
    expect(closingLabel(inDays(0.5), false, NOW)).toBe("Closes today");
    expect(closingLabel(inDays(1.5), false, NOW)).toBe("Closes in 1 day");
  });
});
