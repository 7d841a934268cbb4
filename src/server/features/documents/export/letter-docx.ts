import { Document, Packer, Paragraph, TextRun } from "docx";
import { type LetterInput, letterParagraphs } from "./letter-text";
import { A4, FONTS, halfPoints, LETTER_PAGE, twips } from "./page-setup";

// A cover letter as a Word file: A4, Arial 11 pt, a gap between paragraphs and the lines of the contact
// block and sign-off kept apart.

export async function renderLetterDocx(letter: LetterInput): Promise<Buffer> {
  // Each line is its own Word paragraph, with the gap after a block's last line: text readers (and the
  // applicant tracking systems firms run) see a line break as a break, where a soft break can vanish.
  const children = letterParagraphs(letter.text).flatMap((lines) =>
    lines.map(
      (line, index) =>
        new Paragraph({
          spacing: { after: index === lines.length - 1 ? twips(LETTER_PAGE.bodyPt) : 0 },
          children: [new TextRun(line)],
        }),
    ),
  );
  const margin = twips(LETTER_PAGE.marginPt);
  const document = new Document({
    title: letter.title,
    styles: { default: { document: { run: { font: FONTS.docx, size: halfPoints(LETTER_PAGE.bodyPt) } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(A4.widthPt), height: twips(A4.heightPt) },
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
