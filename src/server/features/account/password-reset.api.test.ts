import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { COMMON_PASSWORD } from "../../../shared/messages";
import { verification } from "../../db/schema";

// Request → email with a single-use link valid 30 minutes → new password → every
// session of that user ends. The answer is the same whether or not the address has an account.

const RESET_SUBJECT = "Reset your password";

describe("password reset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const forgot = (email: string) => t.request("/api/account/forgot-password", { json: { email } });
  const reset = (token: string, password: string) =>
    t.request("/api/account/reset-password", { json: { token, password, confirm_password: password } });
  const session = async (cookie: string) =>
    (await (await t.request("/api/account/session", { cookie })).json()).user;

  async function requestToken(member: SignedIn): Promise<string> {
    expect((await forgot(member.email)).status).toBe(200);
    const mails = t.mailsTo(member.email).filter((mail) => mail.subject === RESET_SUBJECT);
    const link = new URL(mails.at(-1)?.link ?? "");
    expect(link.origin + link.pathname).toBe(`${t.config.appUrl}/reset-password`);
    return link.searchParams.get("token") ?? "";
  }

  test("answers an unknown address exactly like a known one, and mails only the known one", async () => {
    const member = await t.signUp();
    const known = await forgot(member.email);
    const unknown = await forgot("nobody-here@example.com");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(t.mailsTo(member.email).filter((mail) => mail.subject === RESET_SUBJECT)).toHaveLength(1);
    expect(t.mailsTo("nobody-here@example.com")).toHaveLength(0);
  });

  test("the mailed token sets a new password once and ends every session", async () => {
    const member = await t.signUp();
    const second = await t.signIn(member.email, member.password);
    const token = await requestToken(member);

    const response = await reset(token, "a brand new password");
    expect(response.status).toBe(200);
    expect((await response.json()).message).toMatch(/password has been changed/);

    expect(await session(member.cookie)).toBeNull();
    expect(await session(second.cookie)).toBeNull();
    const old = await t.request("/api/account/sign-in", {
      json: { email: member.email, password: member.password },
    });
    expect(old.status).toBe(401);
    expect((await t.signIn(member.email, "a brand new password")).user.id).toBe(member.user.id);

    const again = await reset(token, "yet another password");
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe("invalid_token");
    expect((await t.signIn(member.email, "a brand new password")).user.id).toBe(member.user.id);
  });

  test("an expired token is refused and the password stays", async () => {
    const member = await t.signUp();
    const token = await requestToken(member);
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verification.identifier, `%${token}%`));
    const response = await reset(token, "a brand new password");
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      "This reset link is invalid, already used or expired. Please request a new one.",
    );
    expect((await t.signIn(member.email, member.password)).user.id).toBe(member.user.id);
  });

  test("a made-up token is refused", async () => {
    const response = await reset("not-a-real-token", "a brand new password");
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_token");
  });

  test("the two passwords must match", async () => {
    const response = await t.request("/api/account/reset-password", {
      json: { token: "anything", password: "first password", confirm_password: "second password" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.confirm_password).toBe("The two passwords do not match.");
  });

  test("one link works at a time: a new request ends the earlier link, and a reset ends them all", async () => {
    const member = await t.signUp();
    const first = await requestToken(member);
    const second = await requestToken(member);
    expect((await reset(first, "first new password")).status).toBe(400);
    const third = await requestToken(member);
    expect((await reset(third, "third new password")).status).toBe(200);
    expect((await reset(second, "second new password")).status).toBe(400);
    const outstanding = and(
      like(verification.identifier, "reset-password:%"),
      eq(verification.value, member.user.id),
    );
    expect(await t.db.$count(verification, outstanding)).toBe(0);
  });

  test("a common password is refused with its own message, and the link still works", async () => {
    const member = await t.signUp();
    const token = await requestToken(member);
    const refused = await reset(token, "password1");
    expect(refused.status).toBe(400);
    const { error } = await refused.json();
    expect(error).toMatchObject({ code: "common_password", message: COMMON_PASSWORD });
    expect(error.fields.password).toBe(COMMON_PASSWORD);
    expect((await reset(token, "an uncommon new password")).status).toBe(200);
  });
});
