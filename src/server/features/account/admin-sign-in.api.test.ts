import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applySetCookies } from "../../../../tests/support/cookies";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { ADMIN_LOGIN_FAILED } from "../../../shared/messages";
import { session } from "../../db/schema";

// Issue 3 §7 and 001 §5: the admin login signs in only users whose role is admin.

describe("POST /api/account/admin-sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const adminSignIn = (email: string, password: string) =>
    t.request("/api/account/admin-sign-in", { json: { email, password } });

  test("a member who is not an admin is refused and keeps no new session", async () => {
    const member = await t.signUp();
    const sessionsBefore = await t.db.$count(session, eq(session.userId, member.user.id));
    const response = await adminSignIn(member.email, member.password);
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe(ADMIN_LOGIN_FAILED);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await t.db.$count(session, eq(session.userId, member.user.id))).toBe(sessionsBefore);
  });

  test("a wrong password and an unknown address get the same message", async () => {
    const admin = await t.signUpAdmin();
    for (const [email, password] of [
      [admin.email, "not the password"],
      ["nobody@example.com", "whatever1"],
    ] as const) {
      const response = await adminSignIn(email, password);
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe(ADMIN_LOGIN_FAILED);
    }
  });

  test("an admin is signed in and the session says so", async () => {
    const admin = await t.signUpAdmin();
    const response = await adminSignIn(admin.email, admin.password);
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ email: admin.email, role: "admin" });
    const cookie = applySetCookies(undefined, response);
    const current = await (await t.request("/api/account/session", { cookie })).json();
    expect(current).toMatchObject({ is_admin: true, user: { id: admin.user.id, role: "admin" } });
  });
});
