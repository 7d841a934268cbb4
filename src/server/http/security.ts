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

/** Response headers for every answer; the CSP for HTML pages is set where they are served. */
export function securityHeaders(production: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setResponseHeader(c, "X-Content-Type-Options", "nosniff");
    setResponseHeader(c, "Referrer-Policy", "strict-origin-when-cross-origin");
    setResponseHeader(c, "X-Frame-Options", "DENY");
    setResponseHeader(c, "Cross-Origin-Opener-Policy", "same-origin");
    if (production) {
      setResponseHeader(c, "Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    if (!c.res.headers.get("Content-Security-Policy")) {
      setResponseHeader(c, "Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    }
  };
}
