import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applySetCookies } from "../../../../tests/support/cookies";
import { createTestApp, type TestApp, uniqueEmail } from "../../../../tests/support/test-app";
import { COMMON_PASSWORD, VALIDATION } from "../../../shared/messages";
import { profiles, user } from "../../db/schema";

describe("POST /api/account/sign-up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const form = (overrides: Record<string, unknown> = {}) => ({
    first_name: "Grace",
    last_name: "Hopper",
    email: uniqueEmail(),
    password: "a long passphrase",
    ...overrides,
  });

  test("creates the account, its profile and a session", async () => {
    const response = await t.request("/api/account/sign-up", {
      json: form({ email: "  Grace.Hopper@Example.COM " }),
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      user: { email: "grace.hopper@example.com", first_name: "Grace", last_name: "Hopper", role: "user" },
      requires_verification: false,
      referral: null,
    });
    const cookie = applySetCookies(undefined, response);
    expect(cookie).toContain("better-auth.session_token=");
    expect(response.headers.getSetCookie().join("\n")).toMatch(/HttpOnly/i);

    const [stored] = await t.db.select().from(user).where(eq(user.id, body.user.id));
    expect(stored).toMatchObject({
      email: "grace.hopper@example.com",
      firstName: "Grace",
      lastName: "Hopper",
      role: "user",
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(profile?.appTier).toBe("free");

    const session = await (await t.request("/api/account/session", { cookie })).json();
    expect(session.user.email).toBe("grace.hopper@example.com");
    expect(session.profile).toMatchObject({ id: body.user.id, app_tier: "free", trial_ends_at: null });
  });

  test("sends a confirmation mail to the new address", async () => {
    const input = form();
    await t.request("/api/account/sign-up", { json: input });
    const mails = t.mailsTo(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toContain("/api/auth/verify-email?token=");
  });

  test("stores names and passwords with SQL in them as plain text", async () => {
    const input = form({ last_name: "O'Brien-Smith", password: `x'); DROP TABLE "user"; --` });
    const response = await t.request("/api/account/sign-up", { json: input });
    expect(response.status).toBe(201);
    expect((await response.json()).user.last_name).toBe("O'Brien-Smith");
    const signedIn = await t.signIn(input.email, input.password);
    expect(signedIn.user.email).toBe(input.email);
  });

  test("a taken address answers 422 with the server's message and stores nothing new", async () => {
    const first = await t.signUp();
    const before = await t.db.$count(user);
    const response = await t.request("/api/account/sign-up", {
      json: form({ email: first.email.toUpperCase() }),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toBe("User already exists. Use another email.");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await t.db.$count(user)).toBe(before);
  });

  test("refuses a request without our Origin and stores nothing", async () => {
    const input = form();
    for (const origin of [null, "https://evil.example", "http://localhost:3001"]) {
      const response = await t.request("/api/account/sign-up", { json: input, origin });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("bad_origin");
    }
    expect(await t.db.$count(user, eq(user.email, input.email))).toBe(0);
  });

  test("a careers fair signs up a room from one network address", async () => {
    // A university network or a fair's wifi is one address for everyone in the room.
    const ip = "192.0.2.77";
    for (let i = 0; i < 40; i++) {
      const response = await t.request("/api/account/sign-up", { json: form(), ip });
      expect(response.status, `sign-up ${i + 1}`).toBe(201);
    }
  });

  test("one of the 10,000 most common passwords is refused with its own message", async () => {
    for (const password of ["password", "12345678", "Football", "qwerty123"]) {
      const input = form({ password });
      const response = await t.request("/api/account/sign-up", { json: input });
      expect(response.status, password).toBe(400);
      const { error } = await response.json();
      expect(error).toMatchObject({ code: "common_password", message: COMMON_PASSWORD });
      expect(await t.db.$count(user, eq(user.email, input.email))).toBe(0);
    }
    // The spec's length rule keeps its own message.
    const short = await t.request("/api/account/sign-up", { json: form({ password: "abc" }) });
    expect((await short.json()).error.message).toBe(VALIDATION.password.text);
  });
});
