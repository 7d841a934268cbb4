import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { Document, ImageRun, Packer, Paragraph } from "docx";
import pdfmake from "pdfmake";
import type { Content } from "pdfmake/interfaces";
import { beforeAll, describe, expect, test } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../shared/schemas/documents";
import { inspectUpload, normaliseText } from "./ingest";
import { deflatedRepeat, onePagePdf, TEXT_OPERATORS, wordXml, zip } from "./upload-files.fixtures";
import { MAX_TEXT_CHARS, UploadRejected, type UploadRejectionCode } from "./upload-rejection";

// Real files, made here: PDFs from pdfmake, Word documents from the docx package, and hand-built zips for
// the bombs. Each bad one must be refused with the code the member's message comes from.

const CV_LINES = [
  "Jane Doe",
  "Summer Analyst, Barclays Investment Bank, London, 2024",
  "Built discounted cash flow models for three mid-cap UK deals.",
  "BSc Economics, University of Warwick, First Class Honours",
];

beforeAll(() => {
  // The 14 standard PDF fonts are built in; nothing is fetched or read from disk.
  const helvetica = { normal: "Helvetica", bold: "Helvetica-Bold", italics: "Helvetica-Oblique" };
  pdfmake.setFonts({ Helvetica: helvetica });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((name) => Object.values(helvetica).includes(name));
});

const pdf = (content: Content) =>
  pdfmake.createPdf({ content, defaultStyle: { font: "Helvetica" } }).getBuffer();

/** A valid width×height grey PNG: signature, IHDR, one IDAT, IEND. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const frame = Buffer.alloc(body.length + 8);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), body.length + 4);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0; // filter byte: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function rejection(bytes: Buffer): Promise<UploadRejected> {
  const outcome = await inspectUpload(bytes).catch((error: unknown) => error);
  if (outcome instanceof UploadRejected) return outcome;
  throw new Error(`expected UploadRejected, got ${JSON.stringify(outcome)?.slice(0, 200)}`);
}
const codeOf = async (bytes: Buffer): Promise<UploadRejectionCode> => (await rejection(bytes)).code;

describe("PDF", () => {
  test("a text PDF: its text, page count and word count", async () => {
    const bytes = await pdf([...CV_LINES, { text: "Second page: skills", pageBreak: "before" }]);
    const copy = Buffer.from(bytes);
    const result = await inspectUpload(bytes);
    expect(result).toMatchObject({ format: "pdf", mime: "application/pdf", pageCount: 2, hasImages: false });
    for (const line of CV_LINES) expect(result.text).toContain(line);
    expect(result.wordCount).toBe(CV_LINES.join(" ").split(" ").length + 3);
    // The caller stores these bytes afterwards: reading them must not have emptied them.
    expect(bytes.equals(copy)).toBe(true);
  });

  test("a PDF with a photo as well as text has images", async () => {
    const photo = `data:image/png;base64,${png(40, 40).toString("base64")}`;
    const result = await inspectUpload(await pdf([{ image: photo, width: 40 }, ...CV_LINES]));
    expect(result.hasImages).toBe(true);
  });

  test("a scanned (image-only) or empty PDF has no text layer", async () => {
    const photo = `data:image/png;base64,${png(200, 280).toString("base64")}`;
    const scan = await rejection(await pdf([{ image: photo, width: 500 }]));
    expect(scan.code).toBe("no-text");
    expect(scan.message).toMatch(/no text layer.*PDF with selectable text, or a DOCX/);
    expect(await codeOf(await pdf([{ text: "Page 1" }]))).toBe("no-text");
  });

  test("a PDF whose page inflates to hundreds of megabytes is refused before PDF.js opens it", async () => {
    const bomb = onePagePdf(await deflatedRepeat(TEXT_OPERATORS, 256 * 1024 * 1024));
    const error = await rejection(bomb);
    expect(error.code).toBe("pdf-bomb");
    expect(error.message).toMatch(/expands to far more than its size.*simpler PDF.*DOCX/);
  });

  test(`a PDF with more than ${MAX_TEXT_CHARS.toLocaleString("en-GB")} characters of text is refused`, async () => {
    // About 2.5 million characters of text, from 6 MB of page content.
    const long = onePagePdf(await deflatedRepeat(TEXT_OPERATORS, 6 * 1024 * 1024));
    const error = await rejection(long);
    expect(error.code).toBe("too-much-text");
    expect(error.message).toMatch(/more text than we can read.*Upload a shorter PDF or DOCX/);
  });

  test("a hand-made one-page PDF is read like any other", async () => {
    const page = onePagePdf(await deflatedRepeat(TEXT_OPERATORS, 600));
    const result = await inspectUpload(page);
    expect(result).toMatchObject({ format: "pdf", pageCount: 1 });
    expect(result.text).toContain("Jane Doe, analyst, Barclays, London");
  });

  test("a damaged PDF cannot be read", async () => {
    expect(await codeOf(Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\n%%EOF"))).toBe(
      "unreadable",
    );
  });
});

describe("DOCX", () => {
  test("a Word document: its text, no pages, no images", async () => {
    const doc = new Document({ sections: [{ children: CV_LINES.map((line) => new Paragraph(line)) }] });
    const result = await inspectUpload(await Packer.toBuffer(doc));
    expect(result).toMatchObject({
      format: "docx",
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      pageCount: null,
      hasImages: false,
    });
    expect(result.text.split("\n\n")).toEqual(CV_LINES);
  });

  test("a Word document with a photo has images", async () => {
    const photo = new ImageRun({ type: "png", data: png(40, 40), transformation: { width: 40, height: 40 } });
    const doc = new Document({
      sections: [
        { children: [new Paragraph({ children: [photo] }), ...CV_LINES.map((l) => new Paragraph(l))] },
      ],
    });
    const result = await inspectUpload(await Packer.toBuffer(doc));
    expect(result.hasImages).toBe(true);
    expect(result.text).toContain("Barclays");
  });

  test("a bare zip holding word/document.xml is read as a Word document", async () => {
    const result = await inspectUpload(
      zip([{ name: "word/document.xml", data: wordXml(CV_LINES.join(" ")) }]),
    );
    expect(result.format).toBe("docx");
    expect(result.text).toBe(CV_LINES.join(" "));
  });

  test(`a Word document with more than ${MAX_TEXT_CHARS.toLocaleString("en-GB")} characters of text is refused`, async () => {
    const words = Array.from({ length: 60_000 }, (_, i) => `analyst${i}`).join(" ");
    const error = await rejection(zip([{ name: "word/document.xml", data: wordXml(words) }]));
    expect(error.code).toBe("too-much-text");
  });

  test("a Word document without text is refused", async () => {
    const empty = await rejection(await Packer.toBuffer(new Document({ sections: [{ children: [] }] })));
    expect(empty.code).toBe("no-text");
    expect(empty.message).toMatch(/no text/);
  });
});

describe("zip bombs", () => {
  test("a 60 MB document.xml packed into a few kilobytes", async () => {
    const bomb = zip([{ name: "word/document.xml", data: Buffer.alloc(60 * 1024 * 1024, " ") }]);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await codeOf(bomb)).toBe("zip-bomb");
  });

  test("an entry far more compressed than any document part, even under the total", async () => {
    expect(await codeOf(zip([{ name: "word/document.xml", data: Buffer.alloc(2 * 1024 * 1024, "a") }]))).toBe(
      "zip-bomb",
    );
  });

  test("parts that add up to more than 50 MB, none suspicious alone", async () => {
    // Spaces with a random byte every 48: about 20 times smaller packed, like ordinary XML.
    const part = Buffer.alloc(10 * 1024 * 1024, " ");
    const noise = randomBytes(part.length / 48);
    noise.forEach((byte, i) => {
      part[i * 48] = byte;
    });
    const parts = Array.from({ length: 6 }, (_, i) => ({ name: `word/media/part${i}.bin`, data: part }));
    const bomb = zip([{ name: "word/document.xml", data: wordXml(CV_LINES.join(" ")) }, ...parts]);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await codeOf(bomb)).toBe("zip-bomb");
  });

  test("a directory that understates an entry's size", async () => {
    const forged = zip([
      { name: "word/document.xml", data: Buffer.alloc(8 * 1024 * 1024, "a"), declaredSize: 4096 },
    ]);
    expect(await codeOf(forged)).toBe("zip-bomb");
  });

  test("more than 2,000 entries", async () => {
    const entries = Array.from({ length: 2001 }, (_, i) => ({
      name: `word/media/x${i}.xml`,
      data: Buffer.from("x"),
    }));
    expect(await codeOf(zip([{ name: "word/document.xml", data: wordXml("CV") }, ...entries]))).toBe(
      "zip-bomb",
    );
  });
});

describe("files that are not a CV document", () => {
  test.each([
    ["a Windows program renamed cv.pdf", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(510)])],
    ["an HTML page called cv.pdf", Buffer.from("<!DOCTYPE html><html><body><h1>Jane Doe</h1></body></html>")],
    ["a PNG image", png(10, 10)],
    ["a plain zip", zip([{ name: "notes.txt", data: Buffer.from(CV_LINES.join("\n")) }])],
    ["an old Word .doc", Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(1024)])],
    ["plain text", Buffer.from(CV_LINES.join("\n"))],
    ["an empty file", Buffer.alloc(0)],
  ])("%s", async (_, bytes) => {
    const error = await rejection(bytes);
    expect(error.code).toBe("unsupported-type");
    expect(error.message).toBe(
      "This file is not a PDF or Word document (DOCX). Upload your CV as a PDF or DOCX.",
    );
  });

  test("a 6 MB file, whatever it starts with", async () => {
    const big = Buffer.concat([await pdf(CV_LINES), Buffer.alloc(6 * 1024 * 1024 - 2000)]);
    const error = await rejection(big);
    expect(error.code).toBe("too-large");
    expect(error.message).toBe("Files can be at most 5 MB.");
  });
});

test("text is normalised: spaces collapsed, line breaks kept, NULs and controls removed", () => {
  expect(normaliseText("  Jane\u0000  Doe\t\u00a0CV \r\n\r\n\r\n\r\nBarclays\fLondon \n")).toBe(
    "Jane Doe CV\n\nBarclays London",
  );
});
