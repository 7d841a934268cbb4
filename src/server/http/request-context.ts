import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { adminSessionStillValid } from "./admin-session";
import type { AppEnv, Deps } from "./context";
import { loggedPath } from "./log-path";
import { setResponseHeader } from "./security";
import { createSessionReader, type SessionReader } from "./session-reader";

/**
 * Gives each request an id (echoed in X-Request-Id and in 500 bodies), the dependencies, and the
 * signed-in user when the session cookie is valid. Logs one line per request: method, path, status,
 * duration; never headers or bodies, so passwords, tokens and cookies stay out of the logs.
 */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  const warnAboutProxy = proxyWarning(deps);
  let readSession: Promise<SessionReader> | undefined;
  return async (c, next) => {
    warnAboutProxy(c.req.header("x-forwarded-for"));
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    // Set before anything can throw, so error responses carry the id as well.
    c.header("X-Request-Id", requestId);
    c.set("deps", deps);
    c.set("user", null);
    c.set("session", null);
    c.set("profile", undefined);
    if (c.req.path.startsWith("/api/") && c.req.path !== "/api/health") {
      readSession ??= createSessionReader(deps.auth, deps.db);
      const found = await (await readSession)(c.req.header("cookie"), () => c.req.raw.headers);
      // An admin session past its idle or total limit is deleted here, before any route can
      // use it (better-auth's own under /api/auth included, which read the session themselves).
      const live = found && (await adminSessionStillValid(deps.db, found)) ? found : null;
      // A suspended member's sessions are ended when suspended; this also covers a session that
      // outlived a ban set directly in the database (001 §3: suspended users cannot use the app).
      // Under /api/auth the handler passes better-auth the cookie only when a session is set here.
      if (live && !live.user.banned) {
        c.set("user", live.user);
        c.set("session", live.session);
        c.set("profile", live.profile);
      }
    }
    await next();
    setResponseHeader(c, "X-Request-Id", requestId);
    // A signed-in answer is that member's data: no browser or proxy may keep a copy.
    const personal = c.get("user") !== null || c.req.path.startsWith("/api/auth/");
    if (personal && c.req.path.startsWith("/api/") && !c.res.headers.has("Cache-Control")) {
      setResponseHeader(c, "Cache-Control", "no-store");
    }
    if (c.req.path.startsWith("/api/")) {
      deps.logger.info(
        {
          requestId,
          method: c.req.method,
          path: loggedPath(c.req.path),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  };
}

/**
 * Behind a reverse proxy every request comes from the proxy's address, so with TRUST_PROXY off the
 * per-address limits would treat the whole site as one visitor. Production says so once, on the first
 * request that shows a proxy (an X-Forwarded-For header).
 */
function proxyWarning({ config, logger }: Deps): (forwardedFor: string | undefined) => void {
  let warned = config.env !== "production" || config.trustProxy;
  return (forwardedFor) => {
    if (warned || !forwardedFor) return;
    warned = true;
    logger.warn(
      "Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every visitor shares the proxy's address, so rate limits apply to the whole site at once. Set TRUST_PROXY=true behind a reverse proxy.",
    );
  };
}
