import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type Answer, answer } from "./prepared-answer";
import type { PreparedSite } from "./prepared-site";

// The build's files and prerendered pages answered straight from node:http. Through Hono, a page
// spends most of its time on building a Request and a Response and running the middleware, which held
// it to about a third of what node:http manages with the same bytes (docs/performance.md, static
// pages). The answer is the one serveWeb gives (web.ts): the same prepared headers and bodies, with
// the security headers already in them; the request id the middleware adds is added here. Nothing is
// logged for these (the app logs /api requests only), and the TRUST_PROXY warning waits for the first
// request that reaches Hono, such as the API calls the limits apply to. Only an exact path of the
// build is taken here; everything else, encoded or unnormalised paths included, goes on to Hono, which
// reaches the same entries for those that exist.

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

function write(response: ServerResponse, reply: Answer) {
  response.writeHead(reply.status, { ...reply.headers, "x-request-id": randomUUID() });
  response.end(reply.body ?? undefined);
}

export function withStaticFastPath(site: PreparedSite, next: Listener): Listener {
  return (request, response) => {
    const { method, url = "/" } = request;
    if (method !== "GET" && method !== "HEAD") return next(request, response);
    const query = url.indexOf("?");
    const file = site.files.get(query === -1 ? url : url.slice(0, query));
    if (!file) return next(request, response);
    const reply = answer(file, {
      method,
      acceptEncoding: request.headers["accept-encoding"],
      ifNoneMatch: request.headers["if-none-match"],
    });
    // Hono's error handler answers (and logs) if the first compression of a file fails.
    if (reply instanceof Promise)
      reply.then(
        (ready) => write(response, ready),
        () => next(request, response),
      );
    else write(response, reply);
  };
}
