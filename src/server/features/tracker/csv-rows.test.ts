import { describe, expect, test } from "vitest";
import { ukDayOf } from "../../../shared/uk-time";
import { readImportCsv } from "./csv-rows";
import { parseDay, pastInstant } from "./dates";

// Reading a member's own spreadsheet: column names as people write them, UK dates, and real days only.

describe("tracker dates", () => {
  test("days are read as YYYY-MM-DD or DD/MM/YYYY and must exist", () => {
    expect(parseDay("2026-03-09")).toBe("2026-03-09");
    expect(parseDay("9/3/2026")).toBe("2026-03-09");
    expect(parseDay("29/02/2027")).toBeNull();
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("March 9")).toBeNull();
  });

  test("UK days: late on 31 March in BST is already 1 April", () => {
    expect(ukDayOf(new Date("2026-03-31T23:30:00Z"))).toBe("2026-04-01");
    expect(ukDayOf(new Date("2026-01-31T23:30:00Z"))).toBe("2026-01-31");
  });

  test("a day that is today is never later than now", () => {
    const now = new Date("2026-05-04T08:00:00Z");
    expect(pastInstant("2026-05-04", now)).toEqual(now);
    expect(pastInstant("2026-05-03", now).toISOString()).toBe("2026-05-03T12:00:00.000Z");
    expect(() => pastInstant("2026-05-05", now)).toThrow("The date cannot be in the future.");
  });
});

describe("reading a tracker CSV", () => {
  test("headers in any case and wording, stages by label or value, Rolling deadlines", () => {
    const csv = [
      "Company,Job Title,Status,Closing date,Date applied,URL,Notes,Something else",
      "Barclays,Analyst,ONLINE TESTS,Rolling,02/10/2025,https://example.com,'=1+1,ignored",
      "HSBC,Intern,assessment_centre,2027-01-10,,,,",
    ].join("\r\n");
    const { rows, errors } = readImportCsv(csv, new Date("2026-01-01T00:00:00Z"));
    expect(errors).toEqual([]);
    expect(rows).toMatchObject([
      {
        line: 2,
        firm: "Barclays",
        stage: "online_tests",
        rolling: true,
        deadline: null,
        applied_date: "2025-10-02",
        notes: "=1+1",
      },
      {
        line: 3,
        firm: "HSBC",
        stage: "assessment_centre",
        rolling: false,
        deadline: "2027-01-10",
        applied_date: null,
      },
    ]);
  });

  test("an unknown programme type is a row error, not a silent blank", () => {
    const { errors } = readImportCsv("firm,role,programme type\nA,B,Apprenticeship of sorts");
    expect(errors).toEqual([{ line: 2, message: 'Unknown programme type "Apprenticeship of sorts".' }]);
  });
});
