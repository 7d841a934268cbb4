import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../tests/support/test-app";

// One onError turns anything unexpected into a 500 with a request id and no stack trace.
// Closing the database under a running app is the most honest way to make something unexpected happen.

async function expectOpaque500(response: Response) {
  expect(response.status).toBe(500);
  const text = await response.text();
  const body = JSON.parse(text) as { error: { code: string; message: string; requestId: string } };
  expect(body.error.code).toBe("internal_error");
  expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.error.message).toContain(body.error.requestId);
  expect(response.headers.get("x-request-id"), "the header names the same request").toBe(
    body.error.requestId,
  );
  // Nothing from the failure itself: no stack frames, file paths or driver messages.
  expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|Error:|pool|closed/i);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
}

describe("unexpected errors", () => {
  let t: TestApp;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    await t.database.close();
  });
  afterAll(() => t?.dispose());

  test("a failing sign-in answers 500 with a request id only", async () => {
    const response = await t.request("/api/account/sign-in", {
      json: { email: member.email, password: member.password },
    });
    await expectOpaque500(response);
  });

  test("a failing session lookup answers 500 with a request id only", async () => {
    await expectOpaque500(await t.request("/api/account/session", { cookie: member.cookie }));
  });

  test("better-auth's own endpoints fail the same way", async () => {
    await expectOpaque500(await t.request("/api/auth/get-session", { cookie: member.cookie }));
  });
});
