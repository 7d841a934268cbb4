import { fileTypeFromBuffer } from "file-type";
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import { MAX_UPLOAD_BYTES } from "../../../shared/schemas/documents";
import { inspectZip } from "./docx-zip";
import { inflatesPast } from "./pdf-streams";
import { MAX_TEXT_CHARS, UploadRejected } from "./upload-rejection";

// What an uploaded CV really is and what it says. The type comes from the file's bytes alone, never its
// name or the browser's claim; anything but a PDF or a Word document (DOCX) is refused before a reader
// parses it, a DOCX's zip and a PDF's streams are checked for a bomb before they are inflated, the text
// read is capped, and a file with no text to work with is refused, so nothing unusable is stored. The
// web server runs this in a worker thread with a time and memory limit (parse-upload.ts).

const PDF_MIME = "application/pdf";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** Fewer letters than this is a scan or an empty page, not a CV anyone can match against. */
const MIN_LETTERS = 20;
/**
 * Reading a PDF stops once this much raw text is out: spacing not yet collapsed counts too, so it is
 * twice the cap on what is kept, and a file near the cap is judged on its normalised text.
 */
const MAX_RAW_TEXT_CHARS = 2 * MAX_TEXT_CHARS;

export type InspectedUpload = {
  format: "pdf" | "docx";
  mime: string;
  /** Normalised: runs of spaces collapsed, line breaks kept, control characters removed. */
  text: string;
  /** PDF only; a DOCX has no fixed pages. */
  pageCount: number | null;
  /** DOCX: files under word/media/. PDF: an image object in the file (images inline in a page's drawing
   * instructions are not seen). */
  hasImages: boolean;
  wordCount: number;
};

export async function inspectUpload(bytes: Buffer): Promise<InspectedUpload> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRejected("too-large");
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === PDF_MIME) return finish("pdf", await readPdf(bytes));
  if (detected?.mime === DOCX_MIME || detected?.mime === "application/zip") {
    return finish("docx", await readDocx(bytes));
  }
  throw new UploadRejected("unsupported-type");
}

type Extracted = { text: string; pageCount: number | null; hasImages: boolean };

function finish(format: "pdf" | "docx", extracted: Extracted): InspectedUpload {
  const text = normaliseText(extracted.text);
  if (text.length > MAX_TEXT_CHARS) throw new UploadRejected("too-much-text");
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) {
    throw format === "pdf"
      ? new UploadRejected("no-text")
      : new UploadRejected(
          "no-text",
          "This Word document has no text in it. Upload the PDF or DOCX that holds your CV's text.",
        );
  }
  return {
    format,
    mime: format === "pdf" ? PDF_MIME : DOCX_MIME,
    text,
    pageCount: extracted.pageCount,
    hasImages: extracted.hasImages,
    wordCount: text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
  };
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function readPdf(bytes: Buffer): Promise<Extracted> {
  if (await inflatesPast(bytes)) throw new UploadRejected("pdf-bomb");
  let pdf: PdfDocument;
  try {
    // A copy: PDF.js may take over (detach) the memory it is given, and the caller still stores `bytes`.
    // No eval of font code, and only errors in the log (a damaged file's warnings say nothing to us).
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  } catch (error) {
    throw pdfOpenError(error);
  }
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const text = await pageText(pdf, number, MAX_RAW_TEXT_CHARS - length);
      pages.push(text);
      length += text.length + 1;
    }
    return { text: pages.join("\n"), pageCount: pdf.numPages, hasImages: hasPdfImageObject(bytes) };
  } catch (error) {
    if (error instanceof UploadRejected) throw error;
    throw new UploadRejected("unreadable");
  } finally {
    await pdf.destroy();
  }
}

/**
 * A page's text, as unpdf's extractText joins it, read piece by piece so that PDF.js stops as soon as
 * there is more than `room` characters, instead of turning a huge page into text first.
 */
async function pageText(pdf: PdfDocument, number: number, room: number): Promise<string> {
  const page = await pdf.getPage(number);
  const reader = page.streamTextContent().getReader();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    for (const item of value.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
    if (text.length > room) {
      await reader.cancel(new Error("text cap reached"));
      throw new UploadRejected("too-much-text");
    }
  }
}

function pdfOpenError(error: unknown): UploadRejected {
  if ((error as { name?: string } | null)?.name === "PasswordException") {
    return new UploadRejected(
      "unreadable",
      "This PDF is protected by a password. Save a copy without the password and upload that.",
    );
  }
  return new UploadRejected("unreadable");
}

/**
 * An image is a stream object, and PDF never packs stream objects into compressed object streams, so its
 * `/Subtype /Image` dictionary is always in the file as plain text (an encrypted PDF encrypts the data,
 * not the dictionary).
 */
function hasPdfImageObject(bytes: Buffer): boolean {
  return /\/Subtype\s*\/Image\b/.test(bytes.toString("latin1"));
}

async function readDocx(bytes: Buffer): Promise<Extracted> {
  const zip = inspectZip(bytes);
  if (!zip.ok) throw new UploadRejected(zip.reason);
  // A zip that is not a Word document (or a file-type guess of plain zip for one that is).
  const names = new Set(zip.entries.map((entry) => entry.name));
  if (!names.has("word/document.xml")) throw new UploadRejected("unsupported-type");
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw new UploadRejected("unreadable");
  }
  const hasImages = zip.entries.some(
    (entry) => entry.name.startsWith("word/media/") && entry.uncompressedSize > 0,
  );
  return { text, pageCount: null, hasImages };
}

/** Spaces collapsed and line breaks kept, so a CV's sections stay apart; NULs and other controls go. */
export function normaliseText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // Control characters that are not spacing (NULs from broken PDF fonts); a form feed or a tab is
      // spacing, collapsed below like any other.
      .replace(/[^\P{Cc}\s]/gu, "")
      .replace(/[^\S\n]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
