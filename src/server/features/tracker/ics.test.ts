import { describe, expect, test } from "vitest";
import { escapeText, foldLine, londonLocal, utcStamp } from "./ics";

// The iCalendar writer's pieces: TEXT escaping, folding by octets (never inside a character) and UK
// wall-clock times on both sides of the clock changes.

describe("ics", () => {
  test("TEXT values escape backslash, semicolon, comma and line breaks", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  test("long lines fold at 75 octets and keep multi-byte characters whole", () => {
    const line = `SUMMARY:${"é".repeat(100)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  test("UK local times follow BST from the last Sunday of March to the last Sunday of October", () => {
    expect(londonLocal(new Date("2027-03-28T00:59:00Z"))).toBe("20270328T005900");
    expect(londonLocal(new Date("2027-03-28T01:00:00Z"))).toBe("20270328T020000");
    expect(londonLocal(new Date("2027-10-31T00:59:00Z"))).toBe("20271031T015900");
    expect(londonLocal(new Date("2027-10-31T01:00:00Z"))).toBe("20271031T010000");
    expect(utcStamp(new Date("2027-07-01T12:34:56.789Z"))).toBe("20270701T123456Z");
  });
});
