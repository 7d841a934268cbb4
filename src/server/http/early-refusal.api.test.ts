import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { prepareSite } from "./prepared-site";
import { withStaticFastPath } from "./static-fast-path";

// An answer sent before the request's body has arrived (the body limit's 413, a foreign origin's 403)
// left the rest of the body on the connection: the server dropped it under a keep-alive client, whose
// next request failed with a network error. Such answers now say "Connection: close". This runs the app
// behind node:http the way src/server/index.ts does, with a keep-alive agent of one socket.

type Answer = { status: number; connection: string | undefined; body: string };

describe("answers given before the body arrives", () => {
  let t: TestApp;
  let server: Server;
  let agent: Agent;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    const site = prepareSite(path.join(t.config.dataDir, "no-web-build"), { production: false });
    const app = getRequestListener(t.app.fetch, { hostname: "127.0.0.1" });
    server = createServer(withStaticFastPath(site, app));
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    port = (server.address() as AddressInfo).port;
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterAll(async () => {
    agent?.destroy();
    await new Promise((closed) => server?.close(closed));
    await t?.dispose();
  });

  /** One request on the shared agent; `chunked` sends the body without a Content-Length. */
  function send(
    pathname: string,
    options: { body?: Buffer; chunked?: boolean; origin?: string } = {},
  ): Promise<Answer> {
    const { body, chunked = false, origin = t.config.appUrl } = options;
    const headers: Record<string, string> = { origin, "content-type": "application/json" };
    if (body && !chunked) headers["content-length"] = String(body.length);
    return new Promise((resolve, reject) => {
      let answered = false;
      const outgoing = request(
        { host: "127.0.0.1", port, path: pathname, method: body ? "POST" : "GET", agent, headers },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => {
            text += chunk;
          });
          response.on("end", () => {
            answered = true;
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body: text,
            });
          });
        },
      );
      // Once the answer is in, the rest of the upload may meet a closed socket; that is expected.
      outgoing.on("error", (error) => {
        if (!answered) reject(error);
      });
      if (!body) outgoing.end();
      else if (!chunked) outgoing.end(body);
      else {
        for (let at = 0; at < body.length; at += 64 * 1024) outgoing.write(body.subarray(at, at + 64 * 1024));
        outgoing.end();
      }
    });
  }

  const health = async () => {
    const next = await send("/api/health");
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toMatchObject({ status: "ok" });
  };

  test.each([
    ["200 KB", 200 * 1024, false],
    ["2 MB", 2 * 1024 * 1024, false],
    ["20 MB", 20 * 1024 * 1024, false],
    ["2 MB without a Content-Length", 2 * 1024 * 1024, true],
  ])(
    "a %s body over the limit gets 413 with Connection: close, and the next request works",
    async (_what, size, chunked) => {
      for (let round = 0; round < 2; round += 1) {
        const refused = await send("/api/contact", { body: Buffer.alloc(size, " "), chunked });
        expect(refused.status).toBe(413);
        expect(refused.connection).toBe("close");
        expect(JSON.parse(refused.body).error.code).toBe("payload_too_large");
        await health();
      }
    },
  );

  test("a refusal before the route reads the body (a foreign origin) closes the connection too", async () => {
    const refused = await send("/api/contact", {
      body: Buffer.alloc(99 * 1024, " "),
      origin: "https://evil.example",
    });
    expect(refused.status).toBe(403);
    expect(refused.connection).toBe("close");
    await health();
  });

  test("an answer after the body was read keeps the connection open", async () => {
    const read = await send("/api/contact", { body: Buffer.from(JSON.stringify({ name: "Ada" })) });
    expect(read.status).toBe(400);
    expect(read.connection).toBe("keep-alive");
    await health();
  });
});
