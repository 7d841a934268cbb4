import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { sampleCvDraft } from "./cv.fixtures";
import { renderCvDocx } from "./cv-docx";

const textOf = async (bytes: Buffer) => (await mammoth.extractRawText({ buffer: bytes })).value;

describe("renderCvDocx", () => {
  it("writes a Word file (a zip) with the name, contact line, headings in UK order, dates and bullets", async () => {
    const bytes = await renderCvDocx(sampleCvDraft());
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");

    const text = await textOf(bytes);
    expect(text).toContain("Amira Khan");
    expect(text).toContain(
      "amira.khan@example.com  |  07700 900123  |  London  |  linkedin.com/in/amira-khan",
    );
    const headings = ["EDUCATION", "EXPERIENCE", "LEADERSHIP AND ACTIVITIES", "SKILLS AND INTERESTS"];
    const positions = headings.map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The dates sit on the firm's line, after the right tab stop.
    expect(text).toContain("Barclays, London\tJun 2025 – Aug 2025");
    expect(text).toContain("BSc Economics\tPredicted 2:1");
    expect(text).toContain("Relevant modules: Econometrics, Corporate Finance, Financial Markets");
    expect(text).toContain("Built a DCF model for 3 mid-cap targets that the deal team used in a £40m pitch");
    expect(text).toContain("Technical: Excel (VBA), Python, Bloomberg");
  });

  it("leaves out sections with nothing in them", async () => {
    const draft = { ...sampleCvDraft(), leadership: [] };
    const text = await textOf(await renderCvDocx(draft));
    expect(text).not.toContain("LEADERSHIP AND ACTIVITIES");
    expect(text).toContain("EXPERIENCE");
  });
});
