import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { CLIENT_ROUTED_PREFIXES } from "../shared/site";
import type { AppEnv } from "./http/context";
import { answer, type SiteFile } from "./http/prepared-answer";
import { IMMUTABLE, type PreparedSite, sitePath } from "./http/prepared-site";

// Serves the React Router build: hashed assets, prerendered public pages, and the SPA fallback for
// the app screens. Files and pages come from the site prepared at start-up (http/prepared-site.ts):
// compressed once, brotli or gzip as the browser accepts (Lighthouse performance), with an ETag so a
// revalidating browser gets a 304. The server answers most of these before Hono
// (http/static-fast-path.ts) from the same entries; this is the path for tests through app.request(),
// for paths that only match once decoded or normalised, and for what is not prepared.

// Pages routed in the browser (the signed-in areas, the reset page): the server cannot tell their
// unknown paths from known ones. Every other page that exists is prerendered.
const CLIENT_ROUTED = new RegExp(
  `^(${CLIENT_ROUTED_PREFIXES.map((p) => p.replace("/", "\\/")).join("|")})(\\/|$)`,
);

async function send(c: Context<AppEnv>, file: SiteFile, status: 200 | 404) {
  const reply = await answer(
    file,
    {
      method: c.req.method,
      acceptEncoding: c.req.header("accept-encoding"),
      ifNoneMatch: c.req.header("if-none-match"),
    },
    status,
  );
  return reply.body === null
    ? c.body(null, reply.status, reply.headers)
    : c.body(reply.body, reply.status, reply.headers);
}

export function serveWeb(app: Hono<AppEnv>, site: PreparedSite) {
  app.get("*", async (c, next) => {
    const file = site.files.get(sitePath(c.req.path) ?? "");
    return file ? send(c, file, 200) : next();
  });

  // What is not prepared comes from disk: media, which browsers fetch in byte ranges, and files added
  // after start-up. Hashed build output never changes under the same name.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", IMMUTABLE);
  });
  const files = serveStatic({ root: site.root });
  app.use("/*", async (c, next) => (path.extname(c.req.path) ? files(c, next) : next()));
  // Not in the build: a chunk of an older build, the data of a page that was not prerendered (an
  // unknown article), or any other file. The SPA page instead would be cached as a script for a year,
  // handed to React Router to decode, or taken for an icon; a 404 says what it is.
  app.use("/*", async (c, next) => {
    if (c.req.path.startsWith("/assets/") || path.extname(c.req.path)) return c.text("Not found", 404);
    await next();
  });

  app.get("*", async (c) => {
    const requestPath = sitePath(c.req.path) ?? "";
    const page = site.appPageFor(requestPath);
    if (!page) return c.text("Not found", 404);
    // The signed-in areas route in the browser; any other page that was not prerendered does not exist
    // (the app still loads, to show its not-found page with the site's navigation).
    return send(c, page, CLIENT_ROUTED.test(requestPath) ? 200 : 404);
  });
}
