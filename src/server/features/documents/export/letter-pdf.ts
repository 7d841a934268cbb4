import type { Content } from "pdfmake/interfaces";
import { type LetterInput, letterParagraphs } from "./letter-text";
import { A4, FONTS, LETTER_PAGE } from "./page-setup";
import { printPdf } from "./pdf-print";

// A cover letter as a PDF, matching the DOCX: A4, Helvetica 11 pt, a gap between paragraphs and the line
// breaks kept.

export function renderLetterPdf(letter: LetterInput): Promise<Buffer> {
  const content = letterParagraphs(letter.text).map(
    (lines): Content => ({ text: lines.join("\n"), margin: [0, 0, 0, LETTER_PAGE.bodyPt] }),
  );
  return printPdf({
    pageSize: { width: A4.widthPt, height: A4.heightPt },
    pageMargins: LETTER_PAGE.marginPt,
    info: { title: letter.title },
    defaultStyle: { font: FONTS.pdf, fontSize: LETTER_PAGE.bodyPt, lineHeight: 1.15 },
    content,
  });
}
