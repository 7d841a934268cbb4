import { Document, Packer, Paragraph } from "docx";
import type { TestApp } from "../../../../tests/support/test-app";
import { firms, jobs } from "../../db/schema";
import { sampleCvDraft } from "./export/cv.fixtures";
import { renderCvDocx } from "./export/cv-docx";
import { renderCvPdf } from "./export/cv-pdf";

// Real files and a real role for the documents API tests: a CV as PDF and DOCX made by the exporters,
// plain DOCX files of any text, and a posting in the feed to score against.

export const cvPdf = () => renderCvPdf(sampleCvDraft());
export const cvDocx = () => renderCvDocx(sampleCvDraft());

export async function docxOf(lines: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: lines.map((line) => new Paragraph(line)) }] });
  return Buffer.from(await Packer.toBuffer(doc));
}

export function uploadForm(bytes: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], fileName));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

export const POSTING = `Investment Banking Summer Analyst Programme 2027, London.
Join our M&A and ECM teams for ten weeks.
What you will do
• Build financial models, including DCF and LBO analyses
• Prepare pitch books and company profiles
What we look for
• On track for a 2:1 or above in any discipline
• Strong Excel and PowerPoint skills; VBA or Python a plus
• Excellent communication and teamwork
• Genuine interest in mergers and acquisitions`;

export async function addJob(t: TestApp) {
  const [firm] = await t.db
    .insert(firms)
    .values({
      slug: `bank-${crypto.randomUUID()}`,
      name: "Northbridge Partners",
      sector: "investment_banking",
    })
    .returning();
  const [job] = await t.db
    .insert(jobs)
    .values({
      firmId: firm?.id ?? "",
      firmName: "Northbridge Partners",
      title: "Investment Banking Summer Analyst 2027",
      source: "test",
      externalId: crypto.randomUUID(),
      applyUrl: "https://example.com/apply",
      roleType: "summer_internship",
      financeAreas: ["investment_banking"],
      locations: ["london"],
      descriptionText: POSTING,
    })
    .returning();
  return job?.id ?? "";
}
