import { describe, expect, test } from "vitest";
import { GUIDES } from "./all-guides";
import { guideWords } from "./guide-types";

// The guides are the product's own writing: each long enough to teach something and short enough to read
// before an interview, and each findable by a unique id.

describe("prep guides", () => {
  test("the eight guides, each with a unique id", () => {
    expect(GUIDES.map((guide) => guide.id)).toEqual([
      "accounting",
      "valuation",
      "m-and-a",
      "lbo",
      "markets",
      "your-story",
      "star",
      "firm-research",
    ]);
  });

  test.each(GUIDES.map((guide) => [guide.title, guide] as const))("%s is 250 to 600 words", (_, guide) => {
    const words = guideWords(guide);
    expect(words).toBeGreaterThanOrEqual(250);
    expect(words).toBeLessThanOrEqual(600);
  });

  test("tables name every column once, and have as many cells in each row as headings", () => {
    for (const guide of GUIDES) {
      for (const block of guide.sections.flatMap((section) => section.blocks)) {
        if (block.kind !== "table") continue;
        expect(
          block.head.every((heading) => heading.trim()),
          `${guide.id}: every column is named`,
        ).toBe(true);
        expect(new Set(block.head).size, `${guide.id}: headings are unique`).toBe(block.head.length);
        for (const row of block.rows)
          expect(row, `${guide.id}: ${block.caption}`).toHaveLength(block.head.length);
      }
    }
  });
});
