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
