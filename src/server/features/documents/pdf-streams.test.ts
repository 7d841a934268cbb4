import { deflateRawSync, deflateSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { cvPdf } from "./documents.fixtures";
import { inflatesPast, PDF_LIMITS } from "./pdf-streams";
import { deflatedRepeat, onePagePdf, TEXT_OPERATORS } from "./upload-files.fixtures";

// What a PDF's deflate streams inflate to, counted before PDF.js sees the file: a real file passes, and a
// small file that inflates to far more is caught however its author dresses the stream up.

const MB = 1024 * 1024;

describe("a PDF's streams inflated against a budget", () => {
  test("a CV from the exporter stays far under the budget", async () => {
    expect(await inflatesPast(await cvPdf())).toBe(false);
  });

  test("the count is of the inflated bytes: 4 MB of page content passes 3 MB and not 5 MB", async () => {
    const pdf = onePagePdf(await deflatedRepeat(TEXT_OPERATORS, 4 * MB));
    expect(pdf.length).toBeLessThan(100 * 1024);
    expect(await inflatesPast(pdf, 3 * MB)).toBe(true);
    expect(await inflatesPast(pdf, 5 * MB)).toBe(false);
  });

  test("a page of well under 1 MB that inflates to 256 MB is past the default budget", async () => {
    const bomb = onePagePdf(await deflatedRepeat(TEXT_OPERATORS, 256 * MB));
    expect(bomb.length).toBeLessThan(MB);
    expect(PDF_LIMITS.maxInflatedBytes).toBeLessThan(256 * MB);
    expect(await inflatesPast(bomb)).toBe(true);
  });

  test("a dictionary that names no filter, or a length that lies, hides nothing", async () => {
    const content = await deflatedRepeat(TEXT_OPERATORS, 16 * MB);
    expect(await inflatesPast(onePagePdf(content, ""), 8 * MB)).toBe(true);
    expect(await inflatesPast(onePagePdf(content, "/Length 10 /Filter /FlateDecode"), 8 * MB)).toBe(true);
  });

  test("`endstream` written inside the deflate data does not end the count", async () => {
    // A stored (uncompressed) deflate block holding the keyword, then the inflating blocks.
    const decoy = Buffer.from("endstream\nendobj\n");
    const stored = Buffer.concat([
      Buffer.from([
        0x00,
        decoy.length & 0xff,
        decoy.length >> 8,
        ~decoy.length & 0xff,
        (~decoy.length >> 8) & 0xff,
      ]),
      decoy,
    ]);
    const rest = deflateRawSync(Buffer.alloc(16 * MB, "BT (x) Tj ET\n"));
    const content = Buffer.concat([Buffer.from([0x78, 0x9c]), stored, rest]);
    expect(await inflatesPast(onePagePdf(content), 8 * MB)).toBe(true);
  });

  test("FlateDecode applied twice is inflated twice", async () => {
    const twice = deflateSync(await deflatedRepeat(TEXT_OPERATORS, 16 * MB));
    expect(await inflatesPast(onePagePdf(twice, "/Filter [/FlateDecode /FlateDecode]"), 8 * MB)).toBe(true);
  });

  test("deflate data cut short or damaged at its end counts what it inflated before the damage", async () => {
    const content = await deflatedRepeat(TEXT_OPERATORS, 16 * MB);
    const cut = content.subarray(0, Math.floor(content.length * 0.9));
    expect(await inflatesPast(onePagePdf(cut), 8 * MB)).toBe(true);
    const damaged = Buffer.concat([cut, Buffer.alloc(64, 0xff)]);
    expect(await inflatesPast(onePagePdf(damaged), 8 * MB)).toBe(true);
  });
});
