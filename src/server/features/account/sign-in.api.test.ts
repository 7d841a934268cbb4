import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applySetCookies } from "../../../../tests/support/cookies";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";

describe("sign-in, session and sign-out", () => {
  let t: TestApp;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp({ first_name: "Katherine", last_name: "Johnson" });
  });
  afterAll(() => t?.dispose());

  const session = async (cookie?: string) => (await t.request("/api/account/session", { cookie })).json();

  test("the session endpoint answers a visitor with nobody", async () => {
    const response = await t.request("/api/account/session");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: null,
      profile: null,
      premium: false,
      plan: null,
      is_admin: false,
    });
  });

  test("signing in with the right password starts a session", async () => {
    const response = await t.request("/api/account/sign-in", {
      json: { email: ` ${member.email.toUpperCase()} `, password: member.password },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ id: member.user.id, first_name: "Katherine" });
    const cookie = applySetCookies(undefined, response);
    expect(await session(cookie)).toMatchObject({
      user: { id: member.user.id, email: member.email, last_name: "Johnson" },
      profile: { id: member.user.id, app_tier: "free" },
      premium: false,
      is_admin: false,
    });
  });

  test("a wrong password and an unknown address get the same 401", async () => {
    const wrong = await t.request("/api/account/sign-in", {
      json: { email: member.email, password: "not the password" },
    });
    const unknown = await t.request("/api/account/sign-in", {
      json: { email: "nobody@example.com", password: "whatever1" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = await wrong.json();
    expect(body.error.message).toBe("Invalid email or password");
    expect(await unknown.json()).toEqual(body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  test("signing out ends the session on the server, not only in the browser", async () => {
    const { cookie } = await t.signIn(member.email, member.password);
    expect((await session(cookie)).user?.id).toBe(member.user.id);
    const response = await t.request("/api/auth/sign-out", { method: "POST", cookie });
    expect(response.status).toBe(200);
    expect(applySetCookies(cookie, response)).not.toContain("session_token");
    // The old cookie, replayed, no longer identifies anyone.
    expect((await session(cookie)).user).toBeNull();
  });

  test("signing out needs our Origin", async () => {
    const { cookie } = await t.signIn(member.email, member.password);
    const response = await t.request("/api/auth/sign-out", {
      method: "POST",
      cookie,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect((await session(cookie)).user?.id).toBe(member.user.id);
  });

  test("too many attempts on one account answer 429 with Retry-After, from any address", async () => {
    const target = await t.signUp();
    const attempt = (password: string, n: number) =>
      t.request("/api/account/sign-in", { json: { email: target.email, password }, ip: `198.51.100.${n}` });
    for (let n = 1; n <= 10; n++) expect((await attempt("wrong password", n)).status).toBe(401);
    const blocked = await attempt(target.password, 11);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = (await blocked.json()).error;
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/try again in \d+ (minute|second)s?/);
    // Other accounts are not affected.
    expect(
      (await t.request("/api/account/sign-in", { json: { email: member.email, password: member.password } }))
        .status,
    ).toBe(200);
  });
});
