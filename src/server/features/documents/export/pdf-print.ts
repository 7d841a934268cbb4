import pdfMake from "pdfmake";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

// pdfmake on Node is one shared instance. The exports use only Helvetica, a standard PDF font that every
// reader has built in, so no font files ship and nothing is read from disk or fetched: the access policies
// allow the standard font names and refuse everything else. They are set before every render, because the
// instance is shared with whatever else in the process uses pdfmake.

const STANDARD_FONTS = {
  Helvetica: {
    normal: "Helvetica",
    bold: "Helvetica-Bold",
    italics: "Helvetica-Oblique",
    bolditalics: "Helvetica-BoldOblique",
  },
};
const STANDARD_FONT_NAMES = new Set(Object.values(STANDARD_FONTS).flatMap((font) => Object.values(font)));

/** Renders a pdfmake document to the bytes of a PDF. */
export function printPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  pdfMake.addFonts(STANDARD_FONTS);
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));
  return pdfMake.createPdf(definition).getBuffer();
}
