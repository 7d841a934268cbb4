import { constants, createInflate, type Inflate } from "node:zlib";

// A PDF's pages, fonts and images are streams, nearly always deflate-compressed (FlateDecode). PDF.js
// inflates a stream into one growing byte array, in JavaScript, and that memory is outside the JS heap,
// so the parse worker's heap limit does not bound it: a few megabytes of deflate can become gigabytes
// there. Before PDF.js opens the file this counts what every stream inflates to, with zlib and without
// keeping the output, and refuses the file once the total passes a budget.
//
// The stream dictionaries are not parsed: every `stream` keyword is tried, and what follows it counts if
// it is zlib data. That overcounts only data that really is zlib, and cannot be fooled by a dictionary
// that hides its filter or a `/Length` that lies: each try reads on to the end of the deflate data, as
// PDF.js does, whatever bytes sit inside it. Output that is itself zlib data (a filter chain of two
// FlateDecodes) is inflated again and counted too. Encrypted streams are not zlib data until decrypted,
// so they are not counted; the worker's time limit still bounds them.

export const PDF_LIMITS = {
  /** 20 times the largest upload: room for images and fonts, nowhere near a bomb. */
  maxInflatedBytes: 100 * 1024 * 1024,
  /** FlateDecode applied to its own output this many times is counted; deeper is not a real file. */
  maxNesting: 4,
};

// PDF.js starts a stream's data on the line after the keyword, skipping anything else on its line.
const STREAM_START = /(?<!end)stream[^\r\n]*(?:\r\n|\n|\r)/g;

type Budget = { left: number };

/** True when the file's deflate streams inflate to more than `maxBytes` in all. */
export async function inflatesPast(bytes: Buffer, maxBytes = PDF_LIMITS.maxInflatedBytes): Promise<boolean> {
  const budget: Budget = { left: maxBytes };
  for (const match of bytes.toString("latin1").matchAll(STREAM_START)) {
    const counter = inflateCounter(budget, 0);
    counter.write(bytes.subarray(match.index + match[0].length));
    await counter.end();
    if (budget.left < 0) return true;
  }
  return false;
}

/** RFC 1950: deflate with a window of at most 32 KB, and a header checksum divisible by 31. */
function isZlibHeader(data: Uint8Array): boolean {
  const [cmf, flg] = data;
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/**
 * Takes bytes as they come; when the first two are a zlib header, inflates them, takes what that
 * produces from the budget and keeps none of it (output that is zlib data again goes through another
 * counter). Damaged data counts up to the damage, as PDF.js keeps what it inflated before an error.
 */
function inflateCounter(budget: Budget, depth: number) {
  let head: Uint8Array | null = new Uint8Array(0);
  let inflate: Inflate | null = null;
  let closed = Promise.resolve();
  function open() {
    // Sync flush: a truncated stream yields what it has instead of failing, as it does in PDF.js.
    const stream = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    const inner = depth < PDF_LIMITS.maxNesting ? inflateCounter(budget, depth + 1) : null;
    stream.on("data", (chunk: Buffer) => {
      budget.left -= chunk.length;
      if (budget.left < 0) stream.destroy();
      else inner?.write(chunk);
    });
    stream.on("error", () => stream.destroy());
    closed = new Promise((resolve) => {
      stream.on("close", () => resolve(inner?.end()));
    });
    return stream;
  }
  return {
    write(chunk: Uint8Array) {
      if (head) {
        const start: Uint8Array = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
        if (start.length < 2) {
          head = start;
          return;
        }
        head = null;
        if (!isZlibHeader(start)) return;
        inflate = open();
        inflate.write(start);
        return;
      }
      if (inflate && !inflate.destroyed) inflate.write(chunk);
    },
    end(): Promise<void> {
      if (inflate && !inflate.destroyed) inflate.end();
      return closed;
    },
  };
}
