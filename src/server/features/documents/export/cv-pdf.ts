import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { type CvDraft, type CvEntryLayout, cvLayout } from "../../../../shared/schemas/cv";
import { A4, CV_PAGE, CV_TEXT_WIDTH_PT, FONTS } from "./page-setup";
import { printPdf } from "./pdf-print";

// The CV as a PDF, the same layout as the DOCX: name centred, contact line, ruled section headings,
// firm and dates on one line (dates on the right), role and grade under it, then bullets.

/** Left text, with the right text against the margin when there is one. */
const split = (left: Content, right: string): Content =>
  right
    ? {
        columns: [
          { width: "*", text: left },
          { width: "auto", text: right },
        ],
        columnGap: 8,
      }
    : left;

function entryContent(entry: CvEntryLayout, first: boolean): Content {
  const stack: Content[] = [split({ text: entry.title, bold: true }, entry.dates)];
  if (entry.subtitle || entry.note) stack.push(split({ text: entry.subtitle, italics: true }, entry.note));
  stack.push(...entry.lines);
  // pdfmake rewrites the lists it lays out in place; a copy keeps the caller's draft as it was.
  if (entry.bullets.length > 0) stack.push({ ul: [...entry.bullets], margin: [4, 1, 0, 0] });
  return { stack, margin: [0, first ? 0 : 4, 0, 0] };
}

export function renderCvPdf(draft: CvDraft): Promise<Buffer> {
  const layout = cvLayout(draft);
  const content: Content[] = [
    { text: layout.name, bold: true, fontSize: CV_PAGE.namePt, alignment: "center" },
    {
      text: layout.contact.join("  |  "),
      fontSize: CV_PAGE.contactPt,
      alignment: "center",
      margin: [0, 2, 0, 0],
    },
  ];
  for (const section of layout.sections) {
    content.push(
      { text: section.heading, bold: true, fontSize: CV_PAGE.headingPt, margin: [0, 8, 0, 1] },
      {
        canvas: [{ type: "line", x1: 0, y1: 0, x2: CV_TEXT_WIDTH_PT, y2: 0, lineWidth: 0.6 }],
        margin: [0, 0, 0, 3],
      },
      ...section.entries.map((entry, index) => entryContent(entry, index === 0)),
      ...section.facts.map(
        (fact): Content => ({ text: [{ text: `${fact.label}: `, bold: true }, fact.text] }),
      ),
    );
  }
  const definition: TDocumentDefinitions = {
    pageSize: { width: A4.widthPt, height: A4.heightPt },
    pageMargins: [CV_PAGE.marginXPt, CV_PAGE.marginYPt, CV_PAGE.marginXPt, CV_PAGE.marginYPt],
    info: { title: `${layout.name} CV`, author: layout.name },
    defaultStyle: { font: FONTS.pdf, fontSize: CV_PAGE.bodyPt, lineHeight: 1.1 },
    content,
  };
  return printPdf(definition);
}
