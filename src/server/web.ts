import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./http/context";

// Serves the React Router build: hashed assets, prerendered public pages, and the SPA fallback for
// the app screens. HTML gets a CSP that allows our own scripts plus the hashes of the few inline
// bootstrap scripts React Router writes, so no 'unsafe-inline' is needed for scripts.

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
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

type Page = { html: string; csp: string };

export function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const root = path.resolve(webRoot);
  const pages = new Map<string, Page>();

  const load = (file: string): Page => {
    let page = pages.get(file);
    if (!page) {
      const html = readFileSync(file, "utf8");
      page = { html, csp: contentSecurityPolicy(html) };
      pages.set(file, page);
    }
    return page;
  };

  // Hashed build output never changes under the same name.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // Files (with an extension) come from disk; every other path is a page and gets the CSP below.
  const files = serveStatic({ root });
  app.use("/*", (c, next) => (path.extname(c.req.path) ? files(c, next) : next()));

  app.get("*", (c) => {
    const clean = path.posix.normalize(decodeURIComponent(c.req.path)).replace(/\/+$/, "");
    const prerendered = path.join(root, clean, "index.html");
    const isPrerendered =
      prerendered.startsWith(root) && existsSync(prerendered) && statSync(prerendered).isFile();
    const page = load(isPrerendered ? prerendered : path.join(root, "__spa-fallback.html"));
    c.header("Content-Security-Policy", page.csp);
    c.header("Cache-Control", "no-cache");
    return c.html(page.html);
  });
}
