import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  Tab,
  TabStopType,
  TextRun,
} from "docx";
import { type CvDraft, type CvEntryLayout, cvLayout } from "../../../../shared/schemas/cv";
import { A4, CV_PAGE, CV_TEXT_WIDTH_PT, FONTS, halfPoints, twips } from "./page-setup";

// The CV as a Word file in the UK one-page form: name centred, one contact line, ruled section headings,
// firm and dates on one line (dates on a right tab stop), role and grade under it, then bullets.

const BULLETS = "cv-bullets";
// Word sets Arial's single lines at 1.15 times the size; 220/240 of that matches the PDF's 10.5 pt lines,
// so both formats fill the page alike.
const CV_DOCX_LINE = 220;
const RIGHT_TAB = [{ type: TabStopType.RIGHT, position: twips(CV_TEXT_WIDTH_PT) }];

/** Left text, and the right text pushed to the margin by the tab stop. */
function split(left: ParagraphChild[], right: string, spaceBefore = 0): Paragraph {
  const children = right ? [...left, new TextRun({ children: [new Tab(), right] })] : left;
  return new Paragraph({ tabStops: RIGHT_TAB, spacing: { before: spaceBefore }, children });
}

function entryParagraphs(entry: CvEntryLayout, first: boolean): Paragraph[] {
  const paragraphs = [split([new TextRun({ text: entry.title, bold: true })], entry.dates, first ? 0 : 80)];
  if (entry.subtitle || entry.note) {
    paragraphs.push(split([new TextRun({ text: entry.subtitle, italics: true })], entry.note));
  }
  for (const line of entry.lines) paragraphs.push(new Paragraph({ text: line }));
  for (const bullet of entry.bullets) {
    paragraphs.push(new Paragraph({ text: bullet, numbering: { reference: BULLETS, level: 0 } }));
  }
  return paragraphs;
}

export async function renderCvDocx(draft: CvDraft): Promise<Buffer> {
  const layout = cvLayout(draft);
  const children: Paragraph[] = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: layout.name, bold: true, size: halfPoints(CV_PAGE.namePt) })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: layout.contact.join("  |  "), size: halfPoints(CV_PAGE.contactPt) })],
    }),
  ];
  for (const section of layout.sections) {
    children.push(
      new Paragraph({
        spacing: { before: 160, after: 60 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "000000", space: 1 } },
        children: [new TextRun({ text: section.heading, bold: true, size: halfPoints(CV_PAGE.headingPt) })],
      }),
    );
    section.entries.forEach((entry, index) => {
      children.push(...entryParagraphs(entry, index === 0));
    });
    for (const fact of section.facts) {
      children.push(
        new Paragraph({
          children: [new TextRun({ text: `${fact.label}: `, bold: true }), new TextRun(fact.text)],
        }),
      );
    }
  }
  const document = new Document({
    title: `${layout.name} CV`,
    creator: layout.name,
    styles: {
      default: {
        document: {
          run: { font: FONTS.docx, size: halfPoints(CV_PAGE.bodyPt) },
          paragraph: { spacing: { line: CV_DOCX_LINE } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "•",
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 300, hanging: 220 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(A4.widthPt), height: twips(A4.heightPt) },
            margin: {
              top: twips(CV_PAGE.marginYPt),
              bottom: twips(CV_PAGE.marginYPt),
              left: twips(CV_PAGE.marginXPt),
              right: twips(CV_PAGE.marginXPt),
            },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
