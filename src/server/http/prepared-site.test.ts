import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { afterEach, describe, expect, test } from "vitest";
import { precompressBuild } from "../../../scripts/lib/precompress";
import { answer } from "./prepared-answer";
import { prepareSite } from "./prepared-site";

// The build compresses its text files at brotli's best quality beside them; the server sends those
// bodies as they are, and never a stale one or a `.br` file as a page of its own.

const SCRIPT = `export const words = ${JSON.stringify("the quick brown fox ".repeat(300))};\n`;
let root: string;

function build(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), "prepared-site-"));
  mkdirSync(path.join(root, "assets"));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(root, name), body);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

async function brotliBody(site: ReturnType<typeof prepareSite>, urlPath: string) {
  const file = site.files.get(urlPath);
  if (!file) throw new Error(`${urlPath} is not in the site`);
  const reply = await answer(file, { method: "GET", acceptEncoding: "gzip, deflate, br" });
  expect(reply.headers["content-encoding"]).toBe("br");
  return Buffer.from(reply.body ?? new Uint8Array());
}

describe("precompressed build files", () => {
  test("the build writes best-quality brotli beside text files of 1 KiB or more, not beside small ones", () => {
    build({ "assets/app-abc.js": SCRIPT, "assets/tiny-abc.js": "export {};\n", "index.html": "<p>hi</p>" });
    expect(precompressBuild(root)).toBe(1);
    const site = prepareSite(root, { production: false });
    expect(site.files.has("/assets/app-abc.js.br")).toBe(false);
    expect(site.files.has("/assets/tiny-abc.js.br")).toBe(false);
  });

  test("the server sends the build's own brotli body, the best quality's, which decodes to the file", async () => {
    // Real code, not a repeated phrase, so the qualities differ as they do on the build.
    const code = readFileSync(new URL("./prepared-answer.ts", import.meta.url), "utf8");
    build({ "assets/app-abc.js": code });
    precompressBuild(root);
    const built = readFileSync(path.join(root, "assets/app-abc.js.br"));
    const site = prepareSite(root, { production: false });
    const sent = await brotliBody(site, "/assets/app-abc.js");
    expect(sent.equals(built)).toBe(true);
    expect(brotliDecompressSync(sent).toString()).toBe(code);
    // Smaller than what the server makes on its own at its quicker quality.
    const quick = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    expect(sent.length).toBeLessThan(quick.length);
  });

  test("a brotli file that is not the file's (stale or broken) is ignored: the file is compressed afresh", async () => {
    build({ "assets/app-abc.js": SCRIPT, "assets/other-abc.js": SCRIPT.replace("quick", "slow") });
    writeFileSync(path.join(root, "assets/app-abc.js.br"), "not brotli");
    writeFileSync(
      path.join(root, "assets/other-abc.js.br"),
      brotliCompressSync(SCRIPT), // an earlier build's content
    );
    const site = prepareSite(root, { production: false });
    expect(brotliDecompressSync(await brotliBody(site, "/assets/app-abc.js")).toString()).toBe(SCRIPT);
    expect(brotliDecompressSync(await brotliBody(site, "/assets/other-abc.js")).toString()).toBe(
      SCRIPT.replace("quick", "slow"),
    );
  });
});
