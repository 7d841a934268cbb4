import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { FIRM_LIMITS, FIRM_MESSAGES } from "../shared/schemas/site-content";
import { type BodyLimit, DEFAULT_BODY_BYTES, DEFAULT_BODY_LIMIT, declaredBodyLimit } from "./http/body-limit";

// Every API route the app mounts, found in the app itself rather than listed here, meets the body limit
// its routes file declares, or the 100 KB default: a route renamed or moved keeps its limit, and a new
// route gets the default. Each request is a visitor's, so nothing past the limit does any work (a route
// that accepts the body then answers 401 or 403).

type Route = { method: string; path: string; limit: BodyLimit | undefined };

const MB = 1024 * 1024;
// What the routes declare today, by size and message rather than by path, so a renamed route still
// matches; a lost or changed declaration does not.
const DECLARED = [
  {
    routes: 3,
    maxBytes: 5 * MB,
    code: "payload_too_large",
    message: "The file is too large: upload at most 2 MB of CSV.",
  },
  {
    routes: 2,
    maxBytes: 3 * MB,
    code: "payload_too_large",
    message: "The file is too large: import at most 1 MB of CSV at a time.",
  },
  {
    routes: 2,
    maxBytes: 5 * MB + 64 * 1024,
    code: "upload_too_large",
    message: "Files can be at most 5 MB. Upload a smaller PDF or DOCX.",
  },
  {
    routes: 1,
    maxBytes: 25 * MB + 64 * 1024,
    code: "upload_too_large",
    message: "A recording can be at most 25 MB. Use your browser's transcript or type your answer instead.",
  },
  {
    routes: 1,
    maxBytes: MB,
    code: "payload_too_large",
    message:
      "That answer is far too long: an answer can be at most 2,000 words. Your earlier answers are kept.",
  },
  {
    routes: 1,
    maxBytes: 256 * 1024,
    code: "advert_too_large",
    message: "That advert is too long to send. Paste the part about the role and what it asks for.",
  },
  {
    routes: 2,
    maxBytes: 256 * 1024,
    code: "letter_too_large",
    message:
      "That letter and advert are too long to send. Keep the letter under 20,000 characters and paste only the part of the advert about the role.",
  },
  {
    routes: 1,
    maxBytes: FIRM_LIMITS.logoBytes + 16 * 1024,
    code: "logo_too_large",
    message: FIRM_MESSAGES.logoTooLarge,
  },
  {
    routes: 6,
    maxBytes: DEFAULT_BODY_BYTES,
    code: "payload_too_large",
    message: "That is far too much text: Notes can be at most 10,000 characters. Nothing was saved.",
  },
];

const SOME_ID = "00000000-0000-4000-8000-000000000000";

/** A path the route answers: every parameter an id, a trailing wildcard one segment. */
function concretePath(pattern: string): string {
  if (pattern.includes("{")) throw new Error(`Teach this test a value for the parameter in ${pattern}.`);
  return pattern.replace(/:[^/]+/g, SOME_ID).replace(/\*/g, "anything");
}

/** A JSON body of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => `{"pad":"${"x".repeat(bytes - 10)}"}`;

describe("every API route's body limit", () => {
  let t: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp();
    const byRoute = new Map<string, Route>();
    for (const { method, path, handler } of t.app.routes) {
      // GET and HEAD bodies are never read; ALL entries are middleware in front of routes.
      if (!path.startsWith("/api/") || ["ALL", "GET", "HEAD"].includes(method)) continue;
      const key = `${method} ${path}`;
      const route = byRoute.get(key) ?? { method, path, limit: undefined };
      route.limit ??= declaredBodyLimit(handler);
      byRoute.set(key, route);
    }
    routes = [...byRoute.values()];
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const send = (route: Route, bytes: number) =>
    t.request(concretePath(route.path), {
      method: route.method,
      body: jsonOf(bytes),
      headers: { "content-type": "application/json" },
    });

  test("the routes declare the limits their features need", () => {
    const found = new Map<string, { routes: number } & BodyLimit>();
    for (const { limit } of routes) {
      if (!limit) continue;
      const key = `${limit.maxBytes} ${limit.code} ${limit.message}`;
      const entry = found.get(key) ?? {
        routes: 0,
        maxBytes: limit.maxBytes,
        code: limit.code,
        message: limit.message,
      };
      entry.routes += 1;
      found.set(key, entry);
    }
    expect([...found.values()]).toEqual(expect.arrayContaining(DECLARED));
    expect(found.size).toBe(DECLARED.length);
    expect(routes.length).toBeGreaterThan(50);
  });

  test("a route declaring a larger limit takes a body just over 100 KB and refuses one over its own", async () => {
    const larger = routes.filter((route) => (route.limit?.maxBytes ?? 0) > DEFAULT_BODY_BYTES);
    expect(larger.length).toBeGreaterThan(0);
    for (const route of larger) {
      const limit = route.limit as BodyLimit;
      const taken = await send(route, DEFAULT_BODY_BYTES + 1);
      expect(taken.status, `${route.method} ${route.path}`).not.toBe(413);
      const refused = await send(route, limit.maxBytes + 1);
      expect(refused.status, `${route.method} ${route.path}`).toBe(413);
      expect((await refused.json()).error).toEqual({ code: limit.code, message: limit.message });
    }
  });

  test("every other route refuses a body over 100 KB, with its own message if it declares one", async () => {
    const others = routes.filter((route) => (route.limit?.maxBytes ?? 0) <= DEFAULT_BODY_BYTES);
    for (const route of others) {
      const limit = route.limit ?? DEFAULT_BODY_LIMIT;
      const refused = await send(route, DEFAULT_BODY_BYTES + 1);
      expect(refused.status, `${route.method} ${route.path}`).toBe(413);
      expect((await refused.json()).error, `${route.method} ${route.path}`).toEqual({
        code: limit.code,
        message: limit.message,
      });
    }
  });
});
