import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { createLogger } from "../platform/logging";
import { bodyLimitOf, DEFAULT_BODY_BYTES, routeBodyLimits } from "./body-limit";
import { createErrorHandler } from "./errors";

// The per-route body limits on a small app shaped like app.ts: the limits, then a middleware that reads
// every body (as the text guard does), then the routers. The whole app's routes are checked in
// src/server/body-limits.api.test.ts.

const KB = 1024;
const CSV_LIMIT = 300 * KB;
const CSV_MESSAGE = "The file is too large: upload at most 200 KB of CSV.";
const DEFAULT_MESSAGE = "The request is too large (the limit is 100 KB).";

/** A feature's router: its import route declares a larger limit where it is defined. */
function importRouter(importPath = "/import") {
  return new Hono()
    .post(importPath, bodyLimitOf(CSV_LIMIT, CSV_MESSAGE), async (c) =>
      c.json({ read: (await c.req.text()).length }),
    )
    .post("/plain", async (c) => c.json({ read: (await c.req.text()).length }));
}

function appWith(mount: (api: Hono) => void) {
  const bodiesRead: string[] = [];
  const app = new Hono();
  app.onError(createErrorHandler(createLogger("silent")));
  app.use("/api/*", routeBodyLimits, async (c, next) => {
    if (c.req.method !== "GET") {
      await c.req.text();
      bodiesRead.push(c.req.path);
    }
    await next();
  });
  const api = new Hono().basePath("/api");
  mount(api);
  app.route("/", api);
  return { app, bodiesRead };
}

/** A body of `bytes` bytes; `sized` says so in Content-Length, otherwise it streams without one. */
function post(app: Hono, path: string, bytes: number, options: { sized?: boolean; method?: string } = {}) {
  const body = "x".repeat(bytes);
  const headers: Record<string, string> = { "content-type": "text/plain" };
  if (options.sized) headers["content-length"] = String(bytes);
  const stream = new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes; at += 64 * KB)
        controller.enqueue(new TextEncoder().encode(body.slice(at, at + 64 * KB)));
      controller.close();
    },
  });
  return app.request(path, {
    method: options.method ?? "POST",
    headers,
    body: options.sized ? body : stream,
    // Node's fetch needs this to send a stream as a body.
    ...(options.sized ? {} : { duplex: "half" }),
  } as RequestInit);
}

async function refusal(response: Response) {
  expect(response.status).toBe(413);
  expect(response.headers.get("connection")).toBe("close");
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe.each([
  ["with a Content-Length", true],
  ["streamed without a Content-Length", false],
])("a body %s", (_how, sized) => {
  test("a route's larger limit replaces the default: it takes more than 100 KB and refuses past its own", async () => {
    const { app, bodiesRead } = appWith((api) => api.route("/things", importRouter()));
    const above = await post(app, "/api/things/import", DEFAULT_BODY_BYTES + 1, { sized });
    expect(above.status).toBe(200);
    expect(await above.json()).toEqual({ read: DEFAULT_BODY_BYTES + 1 });

    const over = await post(app, "/api/things/import", CSV_LIMIT + 1, { sized });
    expect(await refusal(over)).toEqual({ code: "payload_too_large", message: CSV_MESSAGE });
    expect(bodiesRead).toEqual(["/api/things/import"]);
  });

  test("every other route refuses past 100 KB with the default message, before anything reads the body", async () => {
    const { app, bodiesRead } = appWith((api) => api.route("/things", importRouter()));
    expect((await post(app, "/api/things/plain", DEFAULT_BODY_BYTES, { sized })).status).toBe(200);
    const over = await post(app, "/api/things/plain", DEFAULT_BODY_BYTES + 1, { sized });
    expect(await refusal(over)).toEqual({ code: "payload_too_large", message: DEFAULT_MESSAGE });
    // A path no route answers gets the default too.
    const nowhere = await post(app, "/api/nowhere", DEFAULT_BODY_BYTES + 1, { sized });
    expect((await refusal(nowhere)).message).toBe(DEFAULT_MESSAGE);
    expect(bodiesRead).toEqual(["/api/things/plain"]);
  });
});

describe("the limit travels with the route", () => {
  test.each([
    [
      "mounted under another path",
      (api: Hono) => api.route("/elsewhere/deeper", importRouter()),
      "/api/elsewhere/deeper/import",
    ],
    [
      "renamed",
      (api: Hono) => api.route("/things", importRouter("/upload-csv/:kind")),
      "/api/things/upload-csv/roles",
    ],
  ])("a route %s keeps its limit", async (_how, mount, path) => {
    const { app } = appWith(mount);
    expect((await post(app, path, 200 * KB)).status).toBe(200);
    expect((await refusal(await post(app, path, CSV_LIMIT + 1))).message).toBe(CSV_MESSAGE);
  });

  test("a router with its own error handler keeps its limit", async () => {
    const router = importRouter();
    router.onError((error, c) => c.json({ own: error.message }, 500));
    const { app } = appWith((api) => api.route("/things", router));
    expect((await post(app, "/api/things/import", 200 * KB)).status).toBe(200);
  });

  test("a limit the size of the default with its own message replaces the default's message", async () => {
    const message = "That is far too much text: notes can be at most 10,000 characters. Nothing was saved.";
    const { app } = appWith((api) =>
      api.patch("/notes/:id", bodyLimitOf(DEFAULT_BODY_BYTES, message), (c) => c.json({ ok: true })),
    );
    const over = await post(app, "/api/notes/1", DEFAULT_BODY_BYTES + 1, { method: "PATCH" });
    expect(await refusal(over)).toEqual({ code: "payload_too_large", message });
  });

  test("a router mounted without routeBodyLimits in front still enforces its own limit", async () => {
    const app = new Hono();
    app.onError(createErrorHandler(createLogger("silent")));
    app.route("/things", importRouter());
    expect((await post(app, "/things/import", 200 * KB)).status).toBe(200);
    expect((await refusal(await post(app, "/things/import", CSV_LIMIT + 1))).message).toBe(CSV_MESSAGE);
  });

  test("a limit placed where the app cannot see it (a router's use()) fails loudly, not silently", async () => {
    const { app } = appWith((api) =>
      api.route(
        "/things",
        new Hono().use(bodyLimitOf(CSV_LIMIT, CSV_MESSAGE)).post("/import", (c) => c.json({ ok: true })),
      ),
    );
    expect((await post(app, "/api/things/import", KB)).status).toBe(500);
  });
});

describe("a declared length decides without the body", () => {
  /** A request whose body records being looked at, as the node adapter builds a whole Request for it. */
  function watched(path: string, length: number) {
    const seen = { body: false };
    const request = new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-length": String(length) },
    });
    Object.defineProperty(request, "body", {
      get() {
        seen.body = true;
        return null;
      },
    });
    return { request, seen };
  }

  test("a body-less POST passes without its body being looked at", async () => {
    const app = new Hono();
    app.use("/api/*", routeBodyLimits);
    app.post("/api/attempts/:id/complete", (c) => c.json({ done: c.req.param("id") }));
    const { request, seen } = watched("/api/attempts/7/complete", 0);
    const answer = await app.request(request);
    expect(await answer.json()).toEqual({ done: "7" });
    expect(seen.body).toBe(false);
  });

  test("a declared length over the route's limit is refused without the body being looked at", async () => {
    const app = new Hono();
    app.onError(createErrorHandler(createLogger("silent")));
    app.use("/api/*", routeBodyLimits);
    app.post("/api/things", (c) => c.json({ ok: true }));
    const { request, seen } = watched("/api/things", DEFAULT_BODY_BYTES + 1);
    expect(await refusal(await app.request(request))).toEqual({
      code: "payload_too_large",
      message: DEFAULT_MESSAGE,
    });
    expect(seen.body).toBe(false);
  });
});
