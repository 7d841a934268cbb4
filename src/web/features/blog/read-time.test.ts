import { describe, expect, it } from "vitest";
import type { ContentBlock } from "./article";
import { bodyWordCount, countWords, readTimeMinutes } from "./read-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("countWords", () => {
  it("counts words separated by any whitespace and ignores stray punctuation", () => {
    expect(countWords("  Spring weeks\nopen in  autumn — apply early. ")).toBe(7);
  });
});

describe("readTimeMinutes", () => {
  it("rounds up at 200 words per minute", () => {
    expect(readTimeMinutes([{ type: "paragraph", text: words(200) }])).toBe(1);
    expect(readTimeMinutes([{ type: "paragraph", text: words(201) }])).toBe(2);
    expect(readTimeMinutes([{ type: "paragraph", text: words(2199) }])).toBe(11);
  });

  it("counts headings, tips and both parts of list items", () => {
    const body: ContentBlock[] = [
      { type: "heading", text: "Three statements" },
      { type: "list", items: ["Income statement", { term: "Cash flow", text: "starts from net income" }] },
      { type: "tip", text: "Practise aloud" },
    ];
    expect(bodyWordCount(body)).toBe(2 + 2 + 6 + 2);
    expect(readTimeMinutes(body)).toBe(1);
  });

  it("is zero for an empty body", () => {
    expect(readTimeMinutes([])).toBe(0);
  });
});
