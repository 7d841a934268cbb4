import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { prepareSite } from "./prepared-site";
import { securityHeaderValues } from "./security";
import { withStaticFastPath } from "./static-fast-path";

// The build's pages answered before Hono must be the answers the whole app gives: two servers over the
// same app and build, one with the fast path in front (as src/server/index.ts runs) and one with Hono
// only, are asked the same things and must answer byte for byte alike.

const PAGE = `<!DOCTYPE html><html lang="en"><head><title>Pricing</title></head><body>${"<p>plan</p>".repeat(200)}<script>window.x=1</script></body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
// Varies per response by design; checked on its own.
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "x-request-id"]);

type Raw = { status: number; headers: Record<string, string>; body: Buffer; requestId: string };

let base: string;
let t: TestApp;
let fast: Server;
let honoOnly: Server;
const reachedHono: string[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** node:http, not fetch: fetch would decompress the body and hide what was sent. */
function raw(
  server: Server,
  url: string,
  method = "GET",
  headers: Record<string, string> = {},
): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const kept = Object.entries(res.headers).filter(([name]) => !PER_RESPONSE.has(name));
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b))) as Record<string, string>,
          body: Buffer.concat(chunks),
          requestId: String(res.headers["x-request-id"]),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), "fast-path-"));
  const root = path.join(base, "client");
  mkdirSync(path.join(root, "assets"), { recursive: true });
  mkdirSync(path.join(root, "pricing"));
  mkdirSync(path.join(root, "blog"));
  writeFileSync(path.join(root, "index.html"), PAGE.replace("Pricing", "Home"));
  writeFileSync(path.join(root, "pricing/index.html"), PAGE);
  writeFileSync(path.join(root, "assets/entry-abc123.js"), SCRIPT);
  writeFileSync(path.join(root, "blog/1.data"), "[{}]");
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(path.join(root, "logo.webp"), Buffer.alloc(3000, 1));
  writeFileSync(path.join(root, "__spa-fallback.html"), "<!DOCTYPE html><html><body>app</body></html>");
  const site = prepareSite(root, { production: false });
  t = await createTestApp({ site });
  const hono = getRequestListener(t.app.fetch);
  const countedHono = (req: IncomingMessage, res: ServerResponse) => {
    reachedHono.push(req.url ?? "");
    return hono(req, res);
  };
  fast = createServer(withStaticFastPath(site, countedHono));
  honoOnly = createServer(hono);
  await Promise.all([listen(fast), listen(honoOnly)]);
});

afterAll(async () => {
  await Promise.all([fast, honoOnly].map((s) => new Promise((r) => s.close(r))));
  await t?.dispose();
  rmSync(base, { recursive: true, force: true });
});

async function expectSameAnswer(url: string, method = "GET", headers: Record<string, string> = {}) {
  const viaFastPath = await raw(fast, url, method, headers);
  const viaHono = await raw(honoOnly, url, method, headers);
  const what = `${method} ${url} ${JSON.stringify(headers)}`;
  expect(viaFastPath.status, what).toBe(viaHono.status);
  expect(viaFastPath.headers, what).toEqual(viaHono.headers);
  expect(viaFastPath.body.equals(viaHono.body), what).toBe(true);
  for (const id of [viaFastPath.requestId, viaHono.requestId]) expect(id, what).toMatch(/^[0-9a-f-]{36}$/);
  return viaFastPath;
}

describe("the fast path", () => {
  test("pages, assets and files answer exactly as the app does, without reaching Hono", async () => {
    reachedHono.length = 0;
    const cases: [string, string, Record<string, string>][] = [
      ["/pricing", "GET", { "accept-encoding": "br, gzip" }],
      ["/pricing", "GET", { "accept-encoding": "gzip" }],
      ["/pricing", "GET", {}],
      ["/pricing", "HEAD", { "accept-encoding": "br, gzip" }],
      ["/", "GET", { "accept-encoding": "br, gzip" }],
      ["/assets/entry-abc123.js", "GET", { "accept-encoding": "gzip, deflate, br, zstd" }],
      ["/robots.txt", "GET", { "accept-encoding": "br" }],
      ["/logo.webp", "GET", { "accept-encoding": "br" }],
      ["/blog/1.data?_routes=features%2Fblog%2Froutes%2Fblog-article", "GET", {}],
    ];
    for (const [url, method, headers] of cases) await expectSameAnswer(url, method, headers);
    expect(reachedHono.filter((url) => !url.startsWith("/api/"))).toEqual([]);
  });

  test("a page carries the security headers, its CSP and a request id of its own", async () => {
    const page = await expectSameAnswer("/pricing", "GET", { "accept-encoding": "br" });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    for (const [name, value] of Object.entries(securityHeaderValues(false))) {
      expect(page.headers[name], name).toBe(value);
    }
    const again = await raw(fast, "/pricing");
    expect(again.requestId).not.toBe(page.requestId);
    const asset = await expectSameAnswer("/assets/entry-abc123.js", "GET", { "accept-encoding": "br" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // A script is never shown as a document: it keeps nosniff and goes without the document's headers.
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "referrer-policy",
    ])
      expect(asset.headers[name], name).toBeUndefined();
    // Files a browser can open as documents keep them all.
    const text = await expectSameAnswer("/robots.txt", "GET", {});
    expect(text.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(text.headers["x-frame-options"]).toBe("DENY");
  });

  test("If-None-Match gets the same 304, with no body, as through the app", async () => {
    reachedHono.length = 0;
    for (const url of ["/pricing", "/assets/entry-abc123.js"]) {
      const { etag } = (await raw(fast, url, "GET", { "accept-encoding": "br" })).headers;
      const notModified = await expectSameAnswer(url, "GET", {
        "accept-encoding": "br",
        "if-none-match": String(etag),
      });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
    }
    expect(reachedHono).toEqual([]);
  });

  test("anything else goes on to Hono: unknown pages, the app's paths, other spellings, other methods", async () => {
    reachedHono.length = 0;
    expect((await expectSameAnswer("/no-such-page")).status).toBe(404);
    const app = await expectSameAnswer("/app/job-feed");
    expect(app.status).toBe(200);
    expect(app.body.toString()).toContain("<body>app</body>");
    expect((await expectSameAnswer("/pricing/")).status).toBe(200);
    expect((await expectSameAnswer("/%70ricing")).status).toBe(200);
    expect((await expectSameAnswer("/assets/entry-old999.js")).status).toBe(404);
    expect((await expectSameAnswer("/api/health")).status).toBe(200);
    await expectSameAnswer("/pricing", "POST");
    expect(reachedHono).toEqual([
      "/no-such-page",
      "/app/job-feed",
      "/pricing/",
      "/%70ricing",
      "/assets/entry-old999.js",
      "/api/health",
      "/pricing",
    ]);
  });
});
