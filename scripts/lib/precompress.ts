import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

// The web build's text files, compressed once by the build at brotli's best quality and written beside
// them (`entry-abc.js.br`); the server sends these instead of compressing on first use at a quicker,
// lighter quality (src/server/http/prepared-site.ts). On the app's JavaScript the best quality is some
// 7% smaller, which a phone downloads on every first visit; the build pays about three seconds once.

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|data)$/;
// Below this the server sends the file as it is (src/server/http/prepared-answer.ts).
const MIN_BYTES = 1024;

/** Writes `x.br` beside every text file of at least 1 KiB under `root`; returns how many. */
export function precompressBuild(root: string): number {
  let written = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const body = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    // Not worth a file when brotli saves nothing (the server then sends the plain body).
    if (body.length >= raw.length) continue;
    writeFileSync(`${file}.br`, body);
    written++;
  }
  return written;
}
