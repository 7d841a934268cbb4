import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applySetCookies } from "../../../../tests/support/cookies";
import { createTestApp, type TestApp, uniqueEmail } from "../../../../tests/support/test-app";
import { freshTotpCode } from "../../../../tests/support/totp";
import { ADMIN_LOGIN_FAILED, ADMIN_TOTP_NOT_SET_UP, ADMIN_USE_ADMIN_LOGIN } from "../../../shared/messages";
import { session, verification } from "../../db/schema";
import { counted, RATE_RULES } from "../../http/rate-limit";
import { base32Decode, hotp, totpStep } from "./totp";

// The admin login is password, then a TOTP code; only an admin with
// both gets a session, and every failure reads 'Invalid admin credentials. Please try again.'

describe("admin sign-in with a TOTP code", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  let ipCounter = 0;
  /** A new client address, so the per-IP limits only count what a test means them to. */
  const newIp = () => `198.51.100.${++ipCounter}`;

  const passwordStep = (email: string, password: string, ip = newIp()) =>
    t.request("/api/account/admin-sign-in", { json: { email, password }, ip });
  const codeStep = (code: string, cookie: string | undefined, ip = newIp()) =>
    t.request("/api/account/admin-verify-totp", { json: { code }, cookie, ip });

  /** An admin with TOTP, as admin:create leaves them (not signed in). */
  async function newAdmin() {
    const member = await t.signUp({ email: uniqueEmail("admin") });
    await t.makeAdmin(member.email);
    const totpSecret = await t.enrolTotp(member.email);
    return { ...member, totpSecret };
  }

  /** Step one for `admin`; returns the challenge cookie. */
  async function challengeFor(admin: { email: string; password: string }): Promise<string> {
    const response = await passwordStep(admin.email, admin.password);
    expect(response.status).toBe(200);
    return applySetCookies(undefined, response);
  }

  const sessionsOf = (userId: string) => t.db.$count(session, eq(session.userId, userId));
  const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);

  async function expectRefused(response: Response, status = 401, code = "invalid_admin_credentials") {
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error).toMatchObject({ code, message: ADMIN_LOGIN_FAILED });
    expect(response.headers.getSetCookie().filter((c) => c.includes("session_token="))).toEqual([]);
  }

  test("password, then the code: no session until the code is right, then an admin session", async () => {
    const admin = await newAdmin();
    const before = await sessionsOf(admin.user.id);

    const first = await passwordStep(admin.email, admin.password);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ totp_required: true });
    const cookie = applySetCookies(undefined, first);
    // Only the plugin's short-lived challenge cookie: no session token, no session row.
    expect(cookie).toMatch(/two_factor=/);
    expect(cookie).not.toMatch(/session_token=/);
    const challengeCookie = first.headers.getSetCookie().find((c) => c.includes("two_factor="));
    expect(challengeCookie).toMatch(/Max-Age=300/i);
    expect(challengeCookie).toMatch(/HttpOnly/i);
    expect(await sessionsOf(admin.user.id)).toBe(before);
    const signedOut = await (await t.request("/api/account/session", { cookie })).json();
    expect(signedOut.user).toBeNull();

    const second = await codeStep(await freshTotpCode(admin.totpSecret), cookie);
    expect(second.status).toBe(200);
    expect((await second.json()).user).toMatchObject({ email: admin.email, role: "admin" });
    const signedIn = applySetCookies(cookie, second);
    expect(signedIn).not.toMatch(/two_factor=/);
    const current = await (await t.request("/api/account/session", { cookie: signedIn })).json();
    expect(current).toMatchObject({ is_admin: true, user: { id: admin.user.id, role: "admin" } });
    expect((await t.request("/api/admin/stats", { cookie: signedIn })).status).toBe(200);
  });

  test("a member who is not an admin is refused at the password step and keeps no session", async () => {
    const member = await t.signUp();
    const before = await sessionsOf(member.user.id);
    const response = await passwordStep(member.email, member.password);
    await expectRefused(response);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionsOf(member.user.id)).toBe(before);
  });

  test("a wrong password and an unknown address read the same", async () => {
    const admin = await newAdmin();
    await expectRefused(await passwordStep(admin.email, "not the password"));
    await expectRefused(await passwordStep("nobody@example.com", "whatever1"));
  });

  test("a wrong code is refused and the challenge stays open for the right one", async () => {
    const admin = await newAdmin();
    const before = await sessionsOf(admin.user.id);
    const cookie = await challengeFor(admin);
    const right = await freshTotpCode(admin.totpSecret);
    const wrong = right === "000000" ? "111111" : "000000";
    await expectRefused(await codeStep(wrong, cookie));
    expect(await sessionsOf(admin.user.id)).toBe(before);
    expect((await codeStep(right, cookie)).status).toBe(200);
  });

  test("a code from an earlier step (expired) is refused", async () => {
    const admin = await newAdmin();
    const before = await sessionsOf(admin.user.id);
    const cookie = await challengeFor(admin);
    // The server accepts the previous, current and next step; three steps back (90 s) is too old.
    await expectRefused(await codeStep(await codeAt(admin.totpSecret, totpStep() - 3), cookie));
    expect(await sessionsOf(admin.user.id)).toBe(before);
  });

  test("a code that was used once is refused the second time", async () => {
    const admin = await newAdmin();
    const code = await freshTotpCode(admin.totpSecret);
    expect((await codeStep(code, await challengeFor(admin))).status).toBe(200);
    const sessions = await sessionsOf(admin.user.id);

    const replay = await codeStep(code, await challengeFor(admin));
    await expectRefused(replay);
    expect(await sessionsOf(admin.user.id)).toBe(sessions);
  });

  test("without a live challenge the code step fails and says to start again", async () => {
    const admin = await newAdmin();
    const before = await sessionsOf(admin.user.id);
    const code = await freshTotpCode(admin.totpSecret);
    await expectRefused(await codeStep(code, undefined), 401, "admin_sign_in_expired");
    await expectRefused(
      await codeStep(code, "better-auth.two_factor=forged.value"),
      401,
      "admin_sign_in_expired",
    );

    // The challenge lasts five minutes.
    const cookie = await challengeFor(admin);
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(like(verification.identifier, "2fa-%"), eq(verification.value, admin.user.id)));
    await expectRefused(await codeStep(code, cookie), 401, "admin_sign_in_expired");
    expect(await sessionsOf(admin.user.id)).toBe(before);
  });

  test("an admin without TOTP is told to run admin:create, only after the right password", async () => {
    const member = await t.signUp({ email: uniqueEmail("admin") });
    await t.makeAdmin(member.email);
    const before = await sessionsOf(member.user.id);

    await expectRefused(await passwordStep(member.email, "not the password"));
    const response = await passwordStep(member.email, member.password);
    expect(response.status).toBe(403);
    expect((await response.json()).error).toEqual({
      code: "admin_totp_not_set_up",
      message: ADMIN_TOTP_NOT_SET_UP,
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionsOf(member.user.id)).toBe(before);
  });

  test("an account with TOTP but no admin role gets the same refusal as a wrong password", async () => {
    const member = await t.signUp();
    await t.enrolTotp(member.email);
    const response = await passwordStep(member.email, member.password);
    await expectRefused(response);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test("the member sign-in does not open an admin session, with or without TOTP", async () => {
    const admin = await newAdmin();
    const withoutTotp = await t.signUp({ email: uniqueEmail("admin") });
    await t.makeAdmin(withoutTotp.email);
    for (const account of [admin, withoutTotp]) {
      const before = await sessionsOf(account.user.id);
      const response = await t.request("/api/account/sign-in", {
        json: { email: account.email, password: account.password },
        ip: newIp(),
      });
      expect(response.status).toBe(403);
      expect((await response.json()).error).toEqual({
        code: "use_admin_login",
        message: ADMIN_USE_ADMIN_LOGIN,
      });
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await sessionsOf(account.user.id)).toBe(before);
    }
  });

  test("the code step is limited per admin account, whatever the address; right codes do not count", async () => {
    const admin = await newAdmin();
    // A right code uses up nothing.
    expect((await codeStep(await freshTotpCode(admin.totpSecret), await challengeFor(admin))).status).toBe(
      200,
    );
    expect((await counted(t.db, admin.user.id, RATE_RULES.adminCodeAccount)).count).toBe(0);
    // Ten wrong codes over two challenges (the plugin allows five per challenge), each from a new address.
    for (let round = 0; round < 2; round++) {
      const cookie = await challengeFor(admin);
      for (let i = 0; i < 5; i++) await expectRefused(await codeStep("999999", cookie));
    }
    const limited = await codeStep(await freshTotpCode(admin.totpSecret), await challengeFor(admin));
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("rate_limited");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  test("the code step is limited per client address", async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++)
      await expectRefused(await codeStep("123456", undefined, ip), 401, "admin_sign_in_expired");
    const limited = await codeStep("123456", undefined, ip);
    expect(limited.status).toBe(429);
    // Another address is not affected.
    await expectRefused(await codeStep("123456", undefined, newIp()), 401, "admin_sign_in_expired");
  });

  test("a malformed code is a validation error, not an attempt", async () => {
    for (const code of ["12345", "1234567", "12a456", ""]) {
      const response = await codeStep(code, undefined);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields?.code).toBe(
        "Enter the 6-digit code from your authenticator app.",
      );
    }
  });
});
