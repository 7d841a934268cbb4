// What the CV and letter exports share, in both formats: A4 paper, the margins and the type sizes, so a
// DOCX and a PDF of the same CV break lines and pages in about the same places.

export const A4 = { widthPt: 595.28, heightPt: 841.89 } as const;
export const TWIPS_PER_PT = 20;

export const CV_PAGE = {
  marginXPt: 42,
  marginYPt: 36,
  bodyPt: 10,
  namePt: 16,
  contactPt: 9.5,
  headingPt: 10.5,
} as const;

export const LETTER_PAGE = { marginPt: 64, bodyPt: 11 } as const;

/** The width of the text column of a CV page, where the dates' right tab stop sits. */
export const CV_TEXT_WIDTH_PT = A4.widthPt - 2 * CV_PAGE.marginXPt;

export const FONTS = { docx: "Arial", pdf: "Helvetica" } as const;

/** Word sizes fonts in half-points. */
export const halfPoints = (pt: number) => Math.round(pt * 2);
export const twips = (pt: number) => Math.round(pt * TWIPS_PER_PT);
