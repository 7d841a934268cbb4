import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, test } from "vitest";
import { FetchFailed, fetchJson, USER_AGENT } from "./fetch-json";

// An address an admin typed (a Workday or Oracle host) is only connected to on a standard port and
// when it resolves to public addresses; nothing here leaves the machine.

const POLICY = { timeoutMs: 2000, maxBytes: 1024, retries: 0, backoffMs: 1, maxBackoffMs: 1 };

describe("reading an address an admin typed", () => {
  test.each([
    ["https://127.0.0.1/wday/cxs/a/b/jobs", /not a public address/],
    ["https://169.254.169.254/latest/meta-data", /not a public address/],
    ["https://[::1]/x", /not a public address/],
    ["http://example.com:8080/x", /standard web ports/],
    ["https://localhost/x", /resolves to .*not a public address/],
    ["file:///etc/passwd", /cannot be read/],
  ])("refuses %s", async (url, reason) => {
    const failure = await fetchJson(url, POLICY).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FetchFailed);
    expect((failure as FetchFailed).message).toMatch(reason);
    expect((failure as FetchFailed).retryable).toBe(false);
  });

  test("names the product and its contact address", () => {
    expect(USER_AGENT).toMatch(/FinanceCareers.*support@financecareers\.co\.uk/);
  });
});

describe("a board that asks us to wait", () => {
  /** A local board answering 429 with `retryAfter` once, then an empty list; counts its requests. */
  async function throttled(retryAfter: string) {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests++;
      if (requests === 1) response.writeHead(429, { "retry-after": retryAfter }).end();
      else response.writeHead(200, { "content-type": "application/json" }).end('{"jobs":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jobs`;
    return { url, requests: () => requests, close: () => new Promise((r) => server.close(r)) };
  }
  const policy = { timeoutMs: 2000, maxBytes: 1024, retries: 2, backoffMs: 1, maxBackoffMs: 2000 };

  test("is asked again once its Retry-After is up, not before", async () => {
    const board = await throttled("1");
    try {
      const started = Date.now();
      expect(await fetchJson(board.url, policy, undefined, { trusted: true })).toEqual({ jobs: [] });
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(board.requests()).toBe(2);
    } finally {
      await board.close();
    }
  });

  test("a wait longer than the run allows ends the run instead of asking early", async () => {
    const board = await throttled("120");
    try {
      const failure = await fetchJson(board.url, policy, undefined, { trusted: true }).catch(
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(FetchFailed);
      expect((failure as FetchFailed).message).toMatch(/answered 429 and asked us to wait 120 s/);
      expect(board.requests()).toBe(1);
    } finally {
      await board.close();
    }
  });
});
