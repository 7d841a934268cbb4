import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { acceptedEncoding, answer, etagMatches, prepareFile } from "./prepared-answer";

const SCRIPT = Buffer.from(`export const words = ${JSON.stringify("compress me ".repeat(300))};\n`);
const scriptFile = () => prepareFile(SCRIPT, "text/javascript; charset=utf-8", { "x-test": "1" });
const get = (acceptEncoding?: string) => ({ method: "GET", acceptEncoding });

describe("compressed bodies", () => {
  test("brotli and gzip are each made once: later answers send the very same bytes", async () => {
    const file = scriptFile();
    for (const encoding of ["br", "gzip"] as const) {
      const first = await answer(file, get(encoding));
      const second = answer(file, get(encoding));
      // Made once, the form is kept ready: the second answer does not wait on the compressor.
      if (second instanceof Promise) throw new Error("the second answer waited on the compressor");
      expect(second.body).toBe(first.body);
      expect(first.headers["content-encoding"]).toBe(encoding);
      expect(first.headers["content-length"]).toBe(String(first.body?.length));
    }
    const br = (await answer(file, get("br"))).body ?? new Uint8Array();
    const gzip = (await answer(file, get("gzip"))).body ?? new Uint8Array();
    expect(brotliDecompressSync(br).equals(SCRIPT)).toBe(true);
    expect(gunzipSync(gzip).equals(SCRIPT)).toBe(true);
  });

  test("requests arriving together while the first compression runs share it", async () => {
    const file = scriptFile();
    const answers = await Promise.all([answer(file, get("br")), answer(file, get("br"))]);
    expect(answers[1]?.body).toBe(answers[0]?.body);
  });

  test("a file's own headers go with every form; a small or binary file is never compressed", async () => {
    const file = scriptFile();
    expect((await answer(file, get("br"))).headers["x-test"]).toBe("1");
    expect((await answer(file, get())).body).toBe(file.plain.body);
    const small = prepareFile(Buffer.from("tiny"), "text/plain; charset=utf-8", {});
    expect((await answer(small, get("br"))).headers["content-encoding"]).toBeUndefined();
    const image = prepareFile(Buffer.alloc(4096), "image/webp", {});
    expect((await answer(image, get("br"))).headers["content-encoding"]).toBeUndefined();
    expect(image.plain.headers.vary).toBeUndefined();
  });
});

describe("content negotiation and validators", () => {
  test("brotli is preferred, q=0 refuses an encoding", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(acceptedEncoding("gzip, br;q=0")).toBe("gzip");
    expect(acceptedEncoding("identity")).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  test("If-None-Match compares weakly, in lists, and * matches anything", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc" ,"y"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches('"abc-br"', '"abc"')).toBe(false);
  });
});
