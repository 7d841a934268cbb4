import { describe, expect, test } from "vitest";
import { deadlineShown } from "./deadline";

describe("a card's deadline", () => {
  const at = new Date("2026-07-10T22:30:00Z"); // 23:30 in London: still the 10th there
  const card = (deadline: string | null, rolling = false, job_closed = false) => ({
    deadline,
    rolling,
    job_closed,
  });

  test.each([
    ["2026-07-10", "Closes today", "red"],
    ["2026-07-11", "Closes in 1 day", "red"],
    ["2026-07-13", "Closes in 3 days", "red"],
    ["2026-07-14", "Closes in 4 days", "amber"],
    ["2026-07-17", "Closes in 7 days", "amber"],
    ["2026-07-18", "Closes in 8 days", null],
    ["2026-07-09", "Closed", "grey"],
  ])("%s reads %s", (deadline, text, tone) => {
    expect(deadlineShown(card(deadline), at)).toMatchObject({ text, tone });
  });

  test("rolling, none, and a posting that closed", () => {
    expect(deadlineShown(card(null, true), at)?.text).toBe("Rolling");
    expect(deadlineShown(card(null), at)).toBeNull();
    expect(deadlineShown(card("2026-08-01", false, true), at)?.text).toBe("Closed");
  });
});
