import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";

// The API's JSON is compressed for clients that accept gzip or deflate (Lighthouse: a tracker of 100
// applications is some 45 KiB as JSON, a few KiB gzipped). Two kinds of answer are sent as they are:
// - server-sent events: a compressor holds bytes back until a block fills, so the coach's words would
//   arrive in lumps instead of as they are written;
// - downloads (Content-Disposition: attachment): the member's file keeps the length it was sent with.
// An answer that declares a length under 1 KiB is left alone; JSON from c.json declares none, so it is
// compressed whatever its size. The build's files never pass through here: they are compressed once at
// start-up (prepared-site.ts), with their own ETags.
const EVENT_STREAM = /^\s*text\/event-stream/i;
const ATTACHMENT = /^\s*attachment/i;

const compressible = (c: Context, type: string) =>
  !EVENT_STREAM.test(type) &&
  COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
  !ATTACHMENT.test(c.res.headers.get("content-disposition") ?? "");

/** For /api/*: hono's compress, minus event streams and downloads. A strong ETag becomes weak. */
export const compressAnswers: MiddlewareHandler = (c, next) =>
  compress({ contentTypeFilter: (type) => compressible(c, type) })(c, next);
