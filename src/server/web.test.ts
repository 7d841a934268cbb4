import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AppEnv } from "./http/context";
import { prepareSite } from "./http/prepared-site";
import { serveWeb } from "./web";

// The build as served: compressed text, long-lived hashed assets, CSP on pages (Lighthouse).

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const PAGE = `<!DOCTYPE html><html lang="en"><head><title>Pricing</title></head><body>${"<p>plan</p>".repeat(200)}<script>window.x=1</script></body></html>`;

let base: string;
let root: string;
let app: Hono<AppEnv>;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "web-root-"));
  root = path.join(base, "client");
  writeFileSync(path.join(base, "secret.txt"), "top secret");
  mkdirSync(path.join(root, "assets"), { recursive: true });
  mkdirSync(path.join(root, "pricing"));
  writeFileSync(path.join(root, "assets/entry-abc123.js"), SCRIPT);
  writeFileSync(path.join(root, "pricing/index.html"), PAGE);
  mkdirSync(path.join(root, "blog"));
  writeFileSync(path.join(root, "blog/1.data"), "[{}]");
  writeFileSync(path.join(root, "__spa-fallback.html"), "<!DOCTYPE html><html><body>app</body></html>");
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *\nAllow: /\n");
  mkdirSync(path.join(root, "tour"));
  writeFileSync(path.join(root, "tour/clip.mp4"), Buffer.alloc(4096, 7));
  app = new Hono<AppEnv>();
  serveWeb(app, prepareSite(root, { production: false }));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
  app.request(url, {
    headers: { ...headers, ...(encoding === undefined ? {} : { "accept-encoding": encoding }) },
  });

describe("compression", () => {
  test("a script is sent as brotli when accepted, with a year-long immutable cache", async () => {
    const response = await get("/assets/entry-abc123.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  test("gzip when brotli is not accepted, and plain when nothing is", async () => {
    const gzip = await get("/assets/entry-abc123.js", "gzip, br;q=0");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get("/assets/entry-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  test("a prerendered page is compressed and keeps its CSP and revalidation", async () => {
    const response = await get("/pricing", "br");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(PAGE);
  });

  test("a small file is not worth compressing", async () => {
    const response = await get("/robots.txt", "br");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe("User-agent: *\nAllow: /\n");
  });
});

describe("missing files", () => {
  test("a chunk of an older build is a 404, not the app page cached for a year", async () => {
    const response = await get("/assets/entry-old999.js", "br");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBeNull();
  });

  test("a prerendered page's loader data is served; an unknown page's is a 404 for the router", async () => {
    const known = await get("/blog/1.data?_routes=features%2Fblog%2Froutes%2Fblog-article");
    expect(known.status).toBe(200);
    expect(known.headers.get("content-type")).toBe("text/x-script");
    expect(await known.text()).toBe("[{}]");
    expect((await get("/blog/no-such-article.data")).status).toBe(404);
  });

  test("a missing file, such as /favicon.ico without one, is a 404 and never the app's HTML", async () => {
    for (const url of ["/favicon.ico", "/apple-touch-icon.png", "/no-such-file.txt"]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain("<html");
    }
  });

  test("a page that does not exist answers 404 with the app, which shows its not-found page", async () => {
    for (const url of ["/no-such-page", "/blog/no-such-article", "/pricing/extra"]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toContain("<body>app</body>");
    }
    // Signed-in areas route in the browser, so their paths all get the app.
    for (const url of [
      "/app/anything",
      "/admin/anything",
      "/onboard/welcome",
      "/app",
      "/reset-password?token=abc",
      "/unsubscribe?u=member&s=alerts&t=signature",
    ]) {
      expect((await get(url)).status, url).toBe(200);
    }
    expect((await get("/pricing")).status).toBe(200);
  });

  test("a file beside the build is not served", async () => {
    for (const url of ["/..%2fsecret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt"]) {
      expect(await (await get(url)).text(), url).not.toContain("top secret");
    }
  });

  test("an app path gets the SPA page", async () => {
    const response = await get("/app/job-feed");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("app");
  });
});

describe("revalidation", () => {
  test("each form of a file has its own strong ETag, the same on every request", async () => {
    const tags = new Set<string>();
    for (const encoding of ["br", "gzip", undefined]) {
      const first = (await get("/pricing", encoding)).headers.get("etag");
      const second = (await get("/pricing", encoding)).headers.get("etag");
      expect(first).toMatch(/^"[\w-]+"$/);
      expect(second).toBe(first);
      tags.add(first ?? "");
    }
    expect(tags.size).toBe(3);
    expect((await get("/assets/entry-abc123.js", "br")).headers.get("etag")).toMatch(/^"[\w-]+-br"$/);
  });

  test("a matching If-None-Match answers 304 with no body and what a cache updates from", async () => {
    const page = await get("/pricing", "br");
    const etag = page.headers.get("etag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = await get("/pricing", "br", { "if-none-match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text(), ifNoneMatch).toBe("");
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      // A cache replaces the stored headers with these: the page's own CSP must survive.
      expect(response.headers.get("content-security-policy")).toBe(
        page.headers.get("content-security-policy"),
      );
      expect(response.headers.get("content-encoding")).toBeNull();
    }
  });

  test("a stale ETag, or one of another encoding, gets the whole page", async () => {
    const gzipTag = (await get("/pricing", "gzip")).headers.get("etag") ?? "";
    for (const ifNoneMatch of ['"stale"', gzipTag]) {
      const response = await get("/pricing", "br", { "if-none-match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(200);
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(PAGE);
    }
  });

  test("a hashed asset revalidates too, and keeps its year-long cache on the 304", async () => {
    const etag = (await get("/assets/entry-abc123.js", "br")).headers.get("etag") ?? "";
    const response = await get("/assets/entry-abc123.js", "br", { "if-none-match": etag });
    expect(response.status).toBe(304);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  test("a page that does not exist answers its 404 whatever If-None-Match says", async () => {
    const response = await get("/no-such-page", undefined, { "if-none-match": "*" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<body>app</body>");
  });
});

describe("HEAD", () => {
  test("a page's HEAD has the GET's headers, its length included, and no body", async () => {
    const full = await get("/pricing", "br");
    const length = (await full.arrayBuffer()).byteLength;
    const head = await app.request("/pricing", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("content-length")).toBe(String(length));
    for (const name of [
      "content-type",
      "content-encoding",
      "etag",
      "content-security-policy",
      "cache-control",
    ]) {
      expect(head.headers.get(name), name).toBe(full.headers.get(name));
    }
  });
});

describe("media", () => {
  test("a video stays on disk, which answers the byte ranges browsers ask for", async () => {
    const response = await get("/tour/clip.mp4", undefined, { range: "bytes=0-9" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect((await response.arrayBuffer()).byteLength).toBe(10);
  });
});
