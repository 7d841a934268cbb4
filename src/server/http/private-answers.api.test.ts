import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../tests/support/test-app";

// The session token stays in its HttpOnly cookie, and a signed-in member's answers are never cached.

describe("private answers", () => {
  let t: TestApp;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
  });
  afterAll(() => t?.dispose());

  const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^;.]+)/.exec(cookie)?.[1] ?? "");

  test("better-auth's session reads never show page scripts the session token", async () => {
    const token = tokenOf(member.cookie);
    expect(token.length).toBeGreaterThan(10);
    for (const path of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
      const response = await t.request(path, { cookie: member.cookie });
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).toContain(member.user.id);
      expect(text, path).not.toContain(token);
      expect(text, path).not.toContain('"token"');
    }
  });

  test("signed-in answers say Cache-Control: no-store", async () => {
    for (const path of [
      "/api/account/session",
      "/api/notifications",
      "/api/profile",
      "/api/auth/get-session",
    ]) {
      const response = await t.request(path, { cookie: member.cookie });
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
