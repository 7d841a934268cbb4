import { promisify } from "node:util";
import { constants, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { parseAccept } from "hono/utils/accept";

// The API's JSON is compressed for clients that accept gzip (Lighthouse: a tracker of 100 applications
// is some 45 KiB as JSON, a few KiB gzipped). Two kinds of answer are sent as they are:
// - server-sent events: a compressor holds bytes back until a block fills, so the coach's words would
//   arrive in lumps instead of as they are written;
// - downloads (Content-Disposition: attachment): the member's file keeps the length it was sent with.
// The answer is already whole in memory (JSON), so it is compressed in one call and sent with its length
// in one write: on this thread up to 32 KiB (a tenth of a millisecond, less than handing it to libuv's
// threads and back costs), on libuv's threads above, where it would hold up other requests. hono's
// compress middleware piped every answer, a 40-byte one included, through a web CompressionStream and
// out in chunked writes: on the cheap routes that cost more than their queries. Under 1 KiB an answer goes as it is: gzip saves nothing worth a round of
// work there. The build's files never pass through here: they are compressed once at start-up
// (prepared-site.ts), with their own ETags.
const THRESHOLD_BYTES = 1024;
const ON_THREAD_BYTES = 32 * 1024;
const EVENT_STREAM = /^\s*text\/event-stream/i;
const ATTACHMENT = /^\s*attachment/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const gzipAsync = promisify(gzip);

const compressible = (res: Response) => {
  const type = res.headers.get("content-type") ?? "";
  return (
    !EVENT_STREAM.test(type) &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !ATTACHMENT.test(res.headers.get("content-disposition") ?? "") &&
    !NO_TRANSFORM.test(res.headers.get("cache-control") ?? "")
  );
};

/** gzip when the client names it (or `*`) with a quality above zero. */
const acceptsGzip = (header: string | undefined) => {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((a) => a.type.toLowerCase() === "gzip");
  const q = named ? named.q : (accepts.find((a) => a.type === "*")?.q ?? 0);
  return q > 0;
};

function varyByEncoding(c: Context) {
  const current = c.res.headers.get("vary");
  if (current === "*" || (current && VARIES_BY_ENCODING.test(current))) return;
  c.res.headers.set("vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

/** For /api/*: JSON and text gzipped whole, minus event streams and downloads. A strong ETag becomes weak. */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (
    c.req.method === "HEAD" ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has("content-encoding") ||
    res.headers.has("transfer-encoding") ||
    !compressible(res)
  )
    return;
  const declared = res.headers.get("content-length");
  if (declared && Number(declared) < THRESHOLD_BYTES) return;
  varyByEncoding(c);
  if (!acceptsGzip(c.req.header("accept-encoding"))) return;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  // Cleared first: hono merges the old answer's headers into a new one by re-reading its body as a
  // stream, which would undo the one-write answer. `headers` already holds them all.
  c.res = undefined;
  if (bytes.byteLength < THRESHOLD_BYTES) {
    headers.set("content-length", String(bytes.byteLength));
    c.res = new Response(bytes, { status: res.status, headers });
    return;
  }
  const options = { level: constants.Z_DEFAULT_COMPRESSION };
  const zipped =
    bytes.byteLength <= ON_THREAD_BYTES ? gzipSync(bytes, options) : await gzipAsync(bytes, options);
  headers.set("content-encoding", "gzip");
  headers.set("content-length", String(zipped.byteLength));
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
  c.res = new Response(new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), {
    status: res.status,
    headers,
  });
};
