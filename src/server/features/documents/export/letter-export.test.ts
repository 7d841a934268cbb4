import mammoth from "mammoth";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderLetterDocx } from "./letter-docx";
import { renderLetterPdf } from "./letter-pdf";
import { letterParagraphs } from "./letter-text";

const LETTER = {
  title: "Cover letter: Barclays Summer Analyst",
  text: [
    "Amira Khan\r\namira.khan@example.com\r\n07700 900123",
    "",
    "Dear Hiring Team,",
    "  ",
    "I am applying for the Summer Analyst programme at Barclays.",
    "Last summer I built a DCF model for 3 targets.",
    "",
    "",
    "Yours sincerely,\nAmira Khan",
  ].join("\n"),
};

describe("letterParagraphs", () => {
  it("splits on blank lines and keeps the lines inside a paragraph", () => {
    expect(letterParagraphs(LETTER.text)).toEqual([
      ["Amira Khan", "amira.khan@example.com", "07700 900123"],
      ["Dear Hiring Team,"],
      [
        "I am applying for the Summer Analyst programme at Barclays.",
        "Last summer I built a DCF model for 3 targets.",
      ],
      ["Yours sincerely,", "Amira Khan"],
    ]);
  });
});

describe("renderLetterDocx", () => {
  it("writes a Word file with every line of the letter on its own line", async () => {
    const bytes = await renderLetterDocx(LETTER);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const text = (await mammoth.extractRawText({ buffer: bytes })).value;
    expect(text.split("\n").filter(Boolean)).toEqual([
      "Amira Khan",
      "amira.khan@example.com",
      "07700 900123",
      "Dear Hiring Team,",
      "I am applying for the Summer Analyst programme at Barclays.",
      "Last summer I built a DCF model for 3 targets.",
      "Yours sincerely,",
      "Amira Khan",
    ]);
  });
});

describe("renderLetterPdf", () => {
  it("writes a one-page PDF with the letter's text", async () => {
    const bytes = await renderLetterPdf(LETTER);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text, totalPages } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain("amira.khan@example.com");
    expect(text).toContain("Dear Hiring Team,");
    expect(text).toContain("Last summer I built a DCF model for 3 targets.");
    expect(text).toContain("Yours sincerely,");
  });
});
