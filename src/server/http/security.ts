import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing API call must come from our own origin. Browsers always send
 * Origin on such requests, so a missing or foreign one is refused.
 */
export function requireSameOrigin(appUrl: string, exempt: readonly string[] = []): MiddlewareHandler {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    // Exempt paths are called by other servers (Stripe's webhooks) and authenticate by signature instead.
    if (!SAFE_METHODS.has(c.req.method) && !exempt.includes(c.req.path)) {
      const origin = c.req.header("origin");
      if (origin !== allowed) {
        throw new HttpError(
          403,
          "bad_origin",
          "This request did not come from the app. Reload the page and try again.",
        );
      }
    }
    await next();
  };
}

/**
 * Sets a header on the response a handler has already made. Hono's `c.header` at that point copies the
 * whole Response for every header it sets; the response's own headers can simply be changed, unless
 * they are immutable (a redirect made by `Response.redirect`), where Hono's copy is the way.
 */
export function setResponseHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

// The CSP of any answer that does not bring its own: nothing may load, nothing may frame it.
export const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Types a browser never shows as a document of their own: scripts, styles, fonts and raster images. The
 * headers that govern a document (its CSP, framing, opener and referrer policy) do nothing on them,
 * and a signed-in screen fetches some fifty such files on a phone's first visit, each paying for
 * those headers (docs/decisions/0102-build-compressed-assets-and-lean-headers.md). SVG and HTML are not
 * here: opened directly, they are documents and keep every header.
 */
const SUBRESOURCE =
  /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(png|jpeg|webp|avif|gif))/;
export const isSubresource = (contentType: string | null | undefined) => SUBRESOURCE.test(contentType ?? "");

/**
 * The headers every answer carries, by lowercase name; a subresource (above) carries only those that
 * apply to it. The prepared build (prepared-site.ts) copies them into each file's answer, so a file
 * served before Hono carries exactly what this middleware adds.
 */
export function securityHeaderValues(
  production: boolean,
  kind: "document" | "subresource" = "document",
): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    ...(kind === "document"
      ? {
          "referrer-policy": "strict-origin-when-cross-origin",
          "x-frame-options": "DENY",
          "cross-origin-opener-policy": "same-origin",
        }
      : {}),
    ...(production ? { "strict-transport-security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** Response headers for every answer; the CSP for HTML pages is set where they are served. */
export function securityHeaders(production: boolean): MiddlewareHandler {
  const forDocuments = Object.entries(securityHeaderValues(production));
  const forSubresources = Object.entries(securityHeaderValues(production, "subresource"));
  return async (c, next) => {
    await next();
    const subresource = isSubresource(c.res.headers.get("Content-Type"));
    for (const [name, value] of subresource ? forSubresources : forDocuments)
      setResponseHeader(c, name, value);
    if (!subresource && !c.res.headers.get("Content-Security-Policy")) {
      setResponseHeader(c, "Content-Security-Policy", DEFAULT_CSP);
    }
  };
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * An HTML page's CSP: our own scripts plus the hashes of the few inline bootstrap scripts React Router
 * writes, so no 'unsafe-inline' is needed for scripts.
 */
export function pageContentSecurityPolicy(html: string): string {
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
