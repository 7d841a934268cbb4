import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// A file of the web build held in memory with every answer it can give: the plain body and, made on
// first use and then kept, its brotli and gzip forms, each with its complete headers and a strong ETag.
// A brotli form made by the build at the best quality (scripts/lib/precompress.ts) is used as given.
// Answering is then a lookup, the same whether Hono or the fast path asks (web.ts, static-fast-path.ts).

export type Encoding = "br" | "gzip";
export type HeaderMap = Record<string, string>;
/** Bytes on an ArrayBuffer of their own: what a Response body may be, copied once from a Buffer. */
type Bytes = Uint8Array<ArrayBuffer>;

/** One form of a file's body and what is sent with it. */
export type Representation = {
  body: Bytes;
  etag: string;
  headers: HeaderMap;
  /**
   * A 304 keeps what a cache updates its stored copy from (RFC 9110 §15.4.5), the CSP included, and the
   * type, by which the app's own header middleware tells a script's 304 from a page's (security.ts).
   */
  notModified: HeaderMap;
};

export type SiteFile = {
  type: string;
  /** Everything but the body's own description: security headers, CSP, Vary, Cache-Control. */
  shared: HeaderMap;
  hash: string;
  compressible: boolean;
  plain: Representation;
  encoded: Map<Encoding, Representation | Promise<Representation>>;
};

export type Answer =
  | { status: 200 | 404; headers: HeaderMap; body: Bytes | null }
  | { status: 304; headers: HeaderMap; body: null };
export type AnswerRequest = { method: string; acceptEncoding?: string; ifNoneMatch?: string };

// Images, video and fonts are compressed formats already.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
// Quality 6 comes within ~8% of brotli's best ratio on the build's JavaScript for a twentieth of the CPU
// of quality 11, so a cold server's first page view does not wait on the compressor.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Described = Pick<SiteFile, "type" | "shared" | "hash">;

function representation(file: Described, body: Bytes, encoding?: Encoding): Representation {
  // Each encoding is its own representation, so each has its own strong validator.
  const etag = `"${file.hash}${encoding ? `-${encoding}` : ""}"`;
  const headers: HeaderMap = { "content-type": file.type, ...file.shared };
  if (encoding) headers["content-encoding"] = encoding;
  headers.etag = etag;
  headers["content-length"] = String(body.length);
  return { body, etag, headers, notModified: { "content-type": file.type, ...file.shared, etag } };
}

/**
 * `brotli` is the build's own brotli form of `raw`, when it made one; it is used for a compressible
 * file only, in place of compressing on first use.
 */
export function prepareFile(raw: Buffer, type: string, shared: HeaderMap, brotli?: Buffer): SiteFile {
  const textual = COMPRESSIBLE.test(type);
  const described: Described = {
    type,
    // Every text type gets Vary, small ones too: caches follow one rule whatever the size.
    shared: textual ? { ...shared, vary: "Accept-Encoding" } : shared,
    hash: createHash("sha256").update(raw).digest("base64url").slice(0, 22),
  };
  const compressible = textual && raw.length >= MIN_COMPRESS_BYTES;
  const encoded: SiteFile["encoded"] = new Map();
  if (compressible && brotli) encoded.set("br", representation(described, new Uint8Array(brotli), "br"));
  return { ...described, compressible, plain: representation(described, new Uint8Array(raw)), encoded };
}

function encoded(file: SiteFile, encoding: Encoding): Representation | Promise<Representation> {
  const known = file.encoded.get(encoding);
  if (known) return known;
  const raw = file.plain.body;
  const made = (encoding === "br" ? brotliAsync(raw, BROTLI) : gzipAsync(raw)).then((body) => {
    const ready = representation(file, new Uint8Array(body), encoding);
    // Later requests get it without waiting on a promise.
    file.encoded.set(encoding, ready);
    return ready;
  });
  file.encoded.set(encoding, made);
  return made;
}

export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (["br", "gzip"] as const).find((encoding) => (weights.get(encoding) ?? 0) > 0);
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x". */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith("W/") ? tag.slice(2) : tag) === etag;
  });
}

function reply(chosen: Representation, request: AnswerRequest, status: 200 | 404): Answer {
  // Preconditions only apply to what would be a 200 (RFC 9110 §13.2.2); the app page's 404 goes whole.
  if (status === 200 && request.ifNoneMatch !== undefined && etagMatches(request.ifNoneMatch, chosen.etag)) {
    return { status: 304, headers: chosen.notModified, body: null };
  }
  return { status, headers: chosen.headers, body: request.method === "HEAD" ? null : chosen.body };
}

/** The answer to a GET or HEAD of `file`; a promise only while its compressed form is first made. */
export function answer(
  file: SiteFile,
  request: AnswerRequest,
  status: 200 | 404 = 200,
): Answer | Promise<Answer> {
  const encoding = file.compressible ? acceptedEncoding(request.acceptEncoding) : undefined;
  const chosen = encoding ? encoded(file, encoding) : file.plain;
  return chosen instanceof Promise
    ? chosen.then((ready) => reply(ready, request, status))
    : reply(chosen, request, status);
}
