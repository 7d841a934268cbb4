import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applySetCookies } from "../../../../tests/support/cookies";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { recordFailedSignIn } from "./sign-in-limits";

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

  describe("limits count failures only, so nobody can lock another person out", () => {
    let n = 0;
    const ip = () => `198.51.100.${++n}`;
    const attempt = (email: string, password: string, from: string) =>
      t.request("/api/account/sign-in", { json: { email, password }, ip: from });

    test("ten wrong passwords from one address make that address wait, with Retry-After", async () => {
      const target = await t.signUp();
      const attacker = ip();
      for (let i = 0; i < 10; i++)
        expect((await attempt(target.email, "wrong password", attacker)).status).toBe(401);
      const blocked = await attempt(target.email, target.password, attacker);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      const error = (await blocked.json()).error;
      expect(error.code).toBe("rate_limited");
      expect(error.message).toMatch(/try again in \d+ (minute|second)s?/);
      // The owner, from their own address, is not refused; nor is anyone else's account.
      expect((await attempt(target.email, target.password, ip())).status).toBe(200);
      expect((await attempt(member.email, member.password, attacker)).status).toBe(200);
    });

    test("right passwords never count: twenty sign-ins in a row all succeed", async () => {
      const regular = await t.signUp();
      const from = ip();
      for (let i = 0; i < 20; i++)
        expect((await attempt(regular.email, regular.password, from)).status).toBe(200);
    });

    test("after 100 failures in an hour only addresses that have not failed may try", async () => {
      const target = await t.signUp();
      const guessers = Array.from({ length: 100 }, ip);
      for (const from of guessers) await recordFailedSignIn(t.db, target.email, from);
      expect((await attempt(target.email, target.password, guessers[0] as string)).status).toBe(429);
      // The owner's right password from an address that has not failed still works...
      expect((await attempt(target.email, target.password, ip())).status).toBe(200);
      // ...and a new address that guesses wrong once is then refused too.
      const fresh = ip();
      expect((await attempt(target.email, "wrong password", fresh)).status).toBe(401);
      expect((await attempt(target.email, target.password, fresh)).status).toBe(429);
    });

    test("one address may fail 300 times in 15 minutes across accounts (a campus network)", async () => {
      const campus = ip();
      const others = await Promise.all([t.signUp(), t.signUp()]);
      for (let i = 0; i < 299; i++) await recordFailedSignIn(t.db, `student-${i}@example.ac.uk`, campus);
      const [first, second] = others as [SignedIn, SignedIn];
      expect((await attempt(first.email, "wrong password", campus)).status).toBe(401);
      expect((await attempt(second.email, second.password, campus)).status).toBe(429);
      expect((await attempt(second.email, second.password, ip())).status).toBe(200);
    });
  });
});
