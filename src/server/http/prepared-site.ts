import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { getMimeType, mimes } from "hono/utils/mime";
import { prepareFile, type SiteFile } from "./prepared-answer";
import { routePreloads, withPreloads } from "./route-preloads";
import { DEFAULT_CSP, isSubresource, pageContentSecurityPolicy, securityHeaderValues } from "./security";

// The React Router build (build/client) read into memory once, at start-up: every file by its URL path,
// and every prerendered page (`pricing/index.html`) also by its page path (`/pricing`), each with the
// complete headers it is sent with. The build is about 5 MB.
// A build replaced on disk while the server runs is not picked up: a deploy starts new processes
// (docs/deploy.md), and until then the pages held here keep loading the assets held here.

export type PreparedSite = {
  root: string;
  files: Map<string, SiteFile>;
  /** The SPA page, sent for the client-routed areas and, with a 404, for pages that do not exist. */
  appPage: SiteFile | undefined;
  /** The SPA page for one address: it also names the scripts of the routes that address shows. */
  appPageFor: (requestPath: string) => SiteFile | undefined;
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
// React Router's prerendered loader data (`/blog/x.data`), typed as its own server types it.
const MIME_TYPES = { ...mimes, data: "text/x-script" };
// Browsers fetch video and audio in byte ranges, which only the server's disk path (serveStatic) answers.
const ON_DISK = /^(video|audio)\//;
const APP_PAGE = "/__spa-fallback.html";
// The build's brotli forms sit beside their files; they are bodies, not pages of their own.
const PRECOMPRESSED = ".br";

/**
 * The build's brotli form of a file (`x.js.br`), if it made one and it still holds the file's bytes: a
 * copy of the build (a deploy, the benchmarks) does not keep modification times, so the body itself is
 * checked. Decoding the whole build's forms takes some tens of milliseconds at start-up.
 */
function builtBrotli(file: string, raw: Buffer): Buffer | undefined {
  const compressed = `${file}${PRECOMPRESSED}`;
  if (!existsSync(compressed)) return undefined;
  const body = readFileSync(compressed);
  try {
    return brotliDecompressSync(body).equals(raw) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Every regular file under `root`, as URL paths ("/assets/entry-abc.js"). */
function urlPathsUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    );
}

export function prepareSite(webRoot: string, options: { production: boolean }): PreparedSite {
  const root = path.resolve(webRoot);
  const site: PreparedSite = { root, files: new Map(), appPage: undefined, appPageFor: () => site.appPage };
  // Development serves the web app from Vite; the API server may start before any build exists.
  if (!existsSync(root)) return site;
  const security = securityHeaderValues(options.production);
  const subresourceSecurity = securityHeaderValues(options.production, "subresource");
  const asPage = (html: Buffer, brotli: Buffer | undefined) =>
    prepareFile(
      html,
      "text/html; charset=utf-8",
      {
        ...security,
        "content-security-policy": pageContentSecurityPolicy(html.toString("utf8")),
        // A new deploy changes which assets a page loads, so a browser asks again each time (cheaply: 304).
        "cache-control": "no-cache",
      },
      brotli,
    );

  for (const urlPath of urlPathsUnder(root)) {
    const type = getMimeType(urlPath, MIME_TYPES) ?? "application/octet-stream";
    // Paths without an extension are pages; the API's paths never reach the build.
    if (!path.posix.extname(urlPath) || ON_DISK.test(type) || urlPath.startsWith("/api/")) continue;
    if (urlPath.endsWith(PRECOMPRESSED)) continue;
    const file = path.join(root, urlPath);
    const raw = readFileSync(file);
    const brotli = builtBrotli(file, raw);
    site.files.set(
      urlPath,
      prepareFile(
        raw,
        type,
        {
          ...(isSubresource(type)
            ? subresourceSecurity
            : { ...security, "content-security-policy": DEFAULT_CSP }),
          // Hashed build output never changes under the same name.
          ...(urlPath.startsWith("/assets/") ? { "cache-control": IMMUTABLE } : {}),
        },
        brotli,
      ),
    );
    if (path.posix.basename(urlPath) === "index.html")
      site.files.set(path.posix.dirname(urlPath), asPage(raw, brotli));
    if (urlPath === APP_PAGE) {
      site.appPage = asPage(raw, brotli);
      site.appPageFor = pagesByRoute(root, raw, site.appPage, (html) => asPage(html, undefined));
    }
  }
  return site;
}

/**
 * The SPA page for each address, with its routes' scripts named (route-preloads.ts): one page per set of
 * scripts, made on first use and kept (there are as many as the app has screens). A build whose manifest
 * cannot be read gets the plain page.
 */
function pagesByRoute(
  root: string,
  raw: Buffer,
  plain: SiteFile,
  asPage: (html: Buffer) => SiteFile,
): PreparedSite["appPageFor"] {
  const html = raw.toString("utf8");
  let preloads: (requestPath: string) => string[];
  try {
    preloads = routePreloads(root, html);
  } catch {
    return () => plain;
  }
  const pages = new Map<string, SiteFile>();
  return (requestPath) => {
    const files = preloads(requestPath);
    if (!files.length) return plain;
    const key = files.join(" ");
    let page = pages.get(key);
    if (!page) {
      page = asPage(Buffer.from(withPreloads(html, files)));
      pages.set(key, page);
    }
    return page;
  };
}

/**
 * A request path as the site's keys are written: decoded, dot segments resolved, no trailing slash.
 * Undefined when it does not decode, which no file's name does.
 */
export function sitePath(requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  return path.posix.normalize(decoded).replace(/\/+$/, "") || "/";
}
