import { describe, expect, test } from "vitest";
import { loggedPath } from "./log-path";

describe("paths in the logs", () => {
  test("the calendar feed's token is replaced", () => {
    expect(loggedPath("/api/tracker/calendar/Zx9_-abcDEF0123456789abcdefghijklmnop.ics")).toBe(
      "/api/tracker/calendar/[token].ics",
    );
  });

  test("other paths are kept as they are", () => {
    expect(loggedPath("/api/tracker/calendar")).toBe("/api/tracker/calendar");
    expect(loggedPath("/api/jobs/123")).toBe("/api/jobs/123");
  });
});
