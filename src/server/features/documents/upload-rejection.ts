// Why an upload is refused, in words the member can act on. Kept apart from the readers (ingest.ts) so
// the request thread can name a refusal without loading PDF.js and mammoth, which run in a worker.

/** More text than this (after spacing is collapsed) is not a CV, letter or transcript. */
export const MAX_TEXT_CHARS = 500_000;

export type UploadRejectionCode =
  | "too-large"
  | "unsupported-type"
  | "no-text"
  | "unreadable"
  | "zip-bomb"
  | "pdf-bomb"
  | "too-much-text"
  | "too-slow"
  | "too-much-memory";

const SIMPLER =
  "Save it again as a simpler PDF (for example with Print to PDF) or as a DOCX, and upload that.";

const MESSAGES: Record<UploadRejectionCode, string> = {
  "too-large": "Files can be at most 5 MB.",
  "unsupported-type": "This file is not a PDF or Word document (DOCX). Upload your CV as a PDF or DOCX.",
  "no-text":
    "This PDF has no text layer (it looks like a scan or an image). Upload a PDF with selectable text, or a DOCX.",
  unreadable:
    "This file could not be read: it may be damaged. Save or export it again as a PDF or DOCX and upload that.",
  "zip-bomb":
    "This Word document expands to far more than its size, so it cannot be opened safely. Save it again from Word and upload that.",
  "pdf-bomb": `This PDF expands to far more than its size, so its text cannot be read safely. ${SIMPLER}`,
  "too-much-text": `This file holds more text than we can read (over ${MAX_TEXT_CHARS.toLocaleString("en-GB")} characters, far more than a CV, letter or transcript). Upload a shorter PDF or DOCX.`,
  "too-slow": `This file's text could not be read within our time limit, so it was not saved. ${SIMPLER}`,
  "too-much-memory": `This file's text could not be read within our memory limit, so it was not saved. ${SIMPLER}`,
};

/** An upload refused for a reason the member can act on; `message` is written for them. */
export class UploadRejected extends Error {
  constructor(
    readonly code: UploadRejectionCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
    this.name = "UploadRejected";
  }
}
