import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { estimateCvPages } from "../../../../shared/schemas/cv";
import { sampleCvDraft } from "./cv.fixtures";
import { renderCvPdf } from "./cv-pdf";

const read = (bytes: Buffer) => extractText(new Uint8Array(bytes), { mergePages: true });

describe("renderCvPdf", () => {
  it("writes an A4 PDF with the name, headings in UK order, dates and bullets", async () => {
    const bytes = await renderCvPdf(sampleCvDraft());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const { text, totalPages } = await read(bytes);
    expect(totalPages).toBe(1);
    expect(text).toContain("Amira Khan");
    const headings = ["EDUCATION", "EXPERIENCE", "LEADERSHIP AND ACTIVITIES", "SKILLS AND INTERESTS"];
    const positions = headings.map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain("Jun 2025 – Aug 2025");
    expect(text).toContain("Predicted 2:1");
    expect(text).toContain("Led a committee of 15 and grew membership by 40% in one year");
    expect(text).toContain("linkedin.com/in/amira-khan");
  });

  it("does not change the draft it is given", async () => {
    const draft = sampleCvDraft();
    const before = structuredClone(draft);
    await renderCvPdf(draft);
    expect(draft).toEqual(before);
  });

  it("runs past one page when the estimate says so", async () => {
    const draft = sampleCvDraft();
    const bullet =
      "Analysed quarterly results of 12 FTSE 100 banks and presented a buy case to the portfolio manager";
    const job = draft.experience[0];
    if (!job) throw new Error("the sample has an experience entry");
    draft.experience = Array.from({ length: 8 }, () => ({ ...job, bullets: Array(6).fill(bullet) }));
    expect(estimateCvPages(draft)).toBe(2);
    expect((await read(await renderCvPdf(draft))).totalPages).toBe(2);
  });
});
