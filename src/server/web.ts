import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { getMimeType, mimes } from "hono/utils/mime";
import { CLIENT_ROUTED_PREFIXES } from "../shared/site";
import type { AppEnv } from "./http/context";

// Serves the React Router build: hashed assets, prerendered public pages, and the SPA fallback for
// the app screens. HTML gets a CSP that allows our own scripts plus the hashes of the few inline
// bootstrap scripts React Router writes, so no 'unsafe-inline' is needed for scripts.
// Text (HTML, JS, CSS, SVG, …) is sent compressed, brotli or gzip as the browser accepts (// Lighthouse performance): each file is compressed once per process, on its first request.

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    // blob: plays back a member's own interview recording, which never leaves the browser.
    "media-src 'self' https: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

type Encoding = "br" | "gzip";
/** A response body with its compressed forms, each made on first use and then kept. */
type Body = { raw: Buffer; type: string; encoded: Map<Encoding, Promise<Buffer>> };

// Images, video and fonts are compressed formats already.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
// Pages routed in the browser (the signed-in areas, the reset page): the server cannot tell their
// unknown paths from known ones. Every other page that exists is prerendered.
const CLIENT_ROUTED = new RegExp(
  `^(${CLIENT_ROUTED_PREFIXES.map((p) => p.replace("/", "\\/")).join("|")})(\\/|$)`,
);
// React Router's prerendered loader data (`/blog/x.data`), typed as its own server types it.
const MIME_TYPES = { ...mimes, data: "text/x-script" };
// Quality 6 comes within ~8% of brotli's best ratio on the build's JavaScript for a twentieth of the CPU
// of quality 11, so a cold server's first page view does not wait on the compressor.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const bodyOf = (raw: Buffer, type: string): Body => ({ raw, type, encoded: new Map() });

function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (["br", "gzip"] as const).find((encoding) => (weights.get(encoding) ?? 0) > 0);
}

async function send(c: Context<AppEnv>, body: Body) {
  c.header("Content-Type", body.type);
  c.header("Vary", "Accept-Encoding");
  const encoding =
    body.raw.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(c.req.header("accept-encoding")) : undefined;
  if (!encoding) return c.body(new Uint8Array(body.raw));
  let encoded = body.encoded.get(encoding);
  if (!encoded) {
    encoded = encoding === "br" ? brotliAsync(body.raw, BROTLI) : gzipAsync(body.raw);
    body.encoded.set(encoding, encoded);
  }
  c.header("Content-Encoding", encoding);
  return c.body(new Uint8Array(await encoded));
}

type Page = { body: Body; csp: string };

export function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const root = path.resolve(webRoot);
  const pages = new Map<string, Page>();
  // Keyed by path; a file rewritten by a new build (other size or mtime) is read again.
  const texts = new Map<string, { version: string; body: Body }>();

  const load = (file: string): Page => {
    let page = pages.get(file);
    if (!page) {
      const html = readFileSync(file, "utf8");
      page = {
        body: bodyOf(Buffer.from(html), "text/html; charset=utf-8"),
        csp: contentSecurityPolicy(html),
      };
      pages.set(file, page);
    }
    return page;
  };

  /** A compressible file of the build, or undefined (not text, or not there). */
  const textFile = (requestPath: string): Body | undefined => {
    const type = getMimeType(requestPath, MIME_TYPES);
    if (!type || !COMPRESSIBLE.test(type)) return undefined;
    const file = path.join(root, path.posix.normalize(decodeURIComponent(requestPath)));
    if (!file.startsWith(`${root}${path.sep}`) || !existsSync(file)) return undefined;
    const stat = statSync(file);
    if (!stat.isFile()) return undefined;
    const version = `${stat.size}-${stat.mtimeMs}`;
    let cached = texts.get(file);
    if (cached?.version !== version) {
      cached = { version, body: bodyOf(readFileSync(file), type) };
      texts.set(file, cached);
    }
    return cached.body;
  };

  // Hashed build output never changes under the same name.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // Files (with an extension) come from disk; every other path is a page and gets the CSP below.
  const files = serveStatic({ root });
  app.use("/*", async (c, next) => {
    if (!path.extname(c.req.path)) return next();
    const text = textFile(c.req.path);
    if (text) return send(c, text);
    return files(c, next);
  });
  // Not in the build: a chunk of an older build, the data of a page that was not prerendered (an
  // unknown article), or any other file. The SPA page instead would be cached as a script for a year,
  // handed to React Router to decode, or taken for an icon; a 404 says what it is.
  app.use("/*", async (c, next) => {
    if (c.req.path.startsWith("/assets/") || path.extname(c.req.path)) return c.text("Not found", 404);
    await next();
  });

  app.get("*", (c) => {
    const clean = path.posix.normalize(decodeURIComponent(c.req.path)).replace(/\/+$/, "");
    const prerendered = path.join(root, clean, "index.html");
    const isPrerendered =
      prerendered.startsWith(root) && existsSync(prerendered) && statSync(prerendered).isFile();
    const page = load(isPrerendered ? prerendered : path.join(root, "__spa-fallback.html"));
    c.header("Content-Security-Policy", page.csp);
    c.header("Cache-Control", "no-cache");
    // The signed-in areas route in the browser; any other page that was not prerendered does not exist
    // (the app still loads, to show its not-found page with the site's navigation).
    if (!isPrerendered && !CLIENT_ROUTED.test(clean)) c.status(404);
    return send(c, page.body);
  });
}
