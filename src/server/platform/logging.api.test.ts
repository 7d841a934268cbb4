import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../tests/support/test-app";
import { serializeError } from "./logging";

// A failed query's values can be session or reset tokens, emails or passwords; none reaches the logs.

describe("logged errors", () => {
  let t: TestApp;
  let member: SignedIn;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logTo: sink });
    member = await t.signUp();
  });
  afterAll(() => t?.dispose());

  test("a session lookup that fails logs the error without the session token", async () => {
    const token = decodeURIComponent(/session_token=([^;.]+)/.exec(member.cookie)?.[1] ?? "");
    expect(token.length).toBeGreaterThan(10);
    await t.database.close();
    expect((await t.request("/api/profile", { cookie: member.cookie })).status).toBe(500);
    const logged = lines.join("");
    expect(logged).toContain("unhandled error");
    expect(logged).not.toContain(token);
  });

  test("the serializer removes a failed query's params from the error, its message and its cause", () => {
    const cause = Object.assign(new Error("Failed query: select 1 where t = $1\nparams: reset-token-xyz"), {
      params: ["reset-token-xyz"],
    });
    const error = Object.assign(
      new Error("Failed query: select * from session where token = $1\nparams: tok-123"),
      {
        query: "select * from session where token = $1",
        params: ["tok-123"],
        cause,
      },
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain("tok-123");
    expect(text).not.toContain("reset-token-xyz");
    expect(text).toContain("select * from session where token = $1");
  });
});
