import { crc32, createDeflate, deflateRawSync, deflateSync } from "node:zlib";

// Hand-built files for the upload tests: zips (a DOCX is one) with chosen, even forged, entries, and
// one-page PDFs whose page content is any bytes, such as a small deflate stream that inflates to a huge
// page. Made here at run time, so no hostile binary sits in the repository.

export type ZipInput = { name: string; data: Buffer; declaredSize?: number };

/** A deflated zip. `declaredSize` forges the directory's uncompressed size, as a bomb's author would. */
export function zip(inputs: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of inputs) {
    const nameBytes = Buffer.from(name, "utf8");
    const packed = deflateRawSync(data);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(declaredSize, at + 18);
      header.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(inputs.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(inputs.length, 0xffff), 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

export const wordXml = (text: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );

const BASE36 = Buffer.from("0123456789abcdefghijklmnopqrstuvwxyz");

/**
 * A document.xml of about `bytes` whose paragraphs differ, so it packs about 20 times smaller, like real
 * Word XML, and passes the zip checks while still being a great deal of XML to read. Made by copying
 * one paragraph and writing numbers into it byte by byte: a test that times the server while this is
 * read should not be timing the collection of a million strings made here.
 */
export function longWordXml(bytes: number): Buffer {
  const open = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`,
  );
  const close = Buffer.from("</w:body></w:document>");
  const paragraph = Buffer.from(
    `<w:p><w:r><w:t xml:space="preserve">000000 analyst </w:t></w:r><w:r><w:t>000000</w:t></w:r></w:p>`,
  );
  const first = paragraph.indexOf("000000");
  const second = paragraph.lastIndexOf("000000");
  const count = Math.ceil(bytes / paragraph.length);
  const xml = Buffer.alloc(open.length + count * paragraph.length + close.length);
  open.copy(xml);
  for (let i = 0; i < count; i++) {
    const at = open.length + i * paragraph.length;
    paragraph.copy(xml, at);
    for (
      let digit = 0, a = i, b = i * 7919;
      digit < 6;
      digit++, a = Math.floor(a / 36), b = Math.floor(b / 36)
    ) {
      xml[at + first + 5 - digit] = BASE36[a % 36] ?? 48;
      xml[at + second + 5 - digit] = BASE36[b % 36] ?? 48;
    }
  }
  close.copy(xml, open.length + count * paragraph.length);
  return xml;
}

/** zlib (deflate) data that inflates to `inflatedBytes` of `text` repeated, without holding that much. */
export async function deflatedRepeat(text: string, inflatedBytes: number): Promise<Buffer> {
  const chunk = Buffer.from(text.repeat(Math.ceil((64 * 1024) / text.length)));
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  for (let written = 0; written < inflatedBytes; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

/** Drawing operators that put text on the page, and ones that only draw lines (no text to read). */
export const TEXT_OPERATORS = "BT /F1 12 Tf 72 712 Td (Jane Doe, analyst, Barclays, London) Tj ET\n";
const LINE_OPERATORS = "0 0 m 10 10 l S\n";

const HELVETICA = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";

const stream = (data: Buffer, entries: string) =>
  Buffer.concat([
    Buffer.from(`<< /Length ${data.length} ${entries} >>\nstream\n`),
    data,
    Buffer.from("\nendstream"),
  ]);

/**
 * A valid one-page PDF (Helvetica as F1) whose page content is `content`, stored with the stream
 * dictionary entries in `filter` (FlateDecode by default, for deflated content).
 */
export function onePagePdf(content: Buffer, filter = "/Filter /FlateDecode"): Buffer {
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    stream(content, filter),
    HELVETICA,
  ]);
}

/**
 * A small one-page PDF that is slow to read however fast the machine: the page draws one form (a
 * reusable drawing, here a letter and 20,000 lines) over and over, and a reader works through the form
 * each time. Every stream is small, so it passes the inflation check.
 */
export function formOverAndOverPdf(times: number): Buffer {
  const page = deflateSync(Buffer.from("/X1 Do\n".repeat(times)));
  const form = deflateSync(Buffer.from(`BT /F1 1 Tf (x) Tj ET\n${LINE_OPERATORS.repeat(20_000)}`));
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> /XObject << /X1 6 0 R >> >> /Contents 4 0 R >>",
    stream(page, "/Filter /FlateDecode"),
    HELVETICA,
    stream(
      form,
      "/Filter /FlateDecode /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /Font << /F1 5 0 R >> >>",
    ),
  ]);
}

/** Numbered objects, a cross-reference table and a trailer around them. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  let size = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from("\nendobj\n"),
    ]);
    offsets.push(size);
    parts.push(object);
    size += object.length;
  });
  const xref = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
