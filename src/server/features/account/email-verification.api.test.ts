import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applySetCookies } from "../../../../tests/support/cookies";
import { createTestApp, type TestApp, uniqueEmail } from "../../../../tests/support/test-app";
import { user } from "../../db/schema";

// With REQUIRE_EMAIL_VERIFICATION=true, sign-up leads to 'Confirmation Email Sent' and
// signing in waits until the link in the mail has been followed.

describe("REQUIRE_EMAIL_VERIFICATION=true", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUIRE_EMAIL_VERIFICATION: "true" } });
  });
  afterAll(() => t?.dispose());

  const signIn = (email: string, password: string) =>
    t.request("/api/account/sign-in", { json: { email, password } });

  test("sign-up asks for confirmation, and only the mailed link unlocks sign-in", async () => {
    const email = uniqueEmail("unverified");
    const password = "a long passphrase";
    const signUp = await t.request("/api/account/sign-up", {
      json: { first_name: "Mary", last_name: "Jackson", email, password },
    });
    expect(signUp.status).toBe(201);
    expect(await signUp.json()).toMatchObject({
      requires_verification: true,
      user: { email, email_verified: false },
    });
    expect(applySetCookies(undefined, signUp)).not.toContain("session_token");

    const early = await signIn(email, password);
    expect(early.status).toBe(403);
    expect((await early.json()).error.code).toBe("email_not_verified");

    const link = t.mailsTo(email).at(-1)?.link;
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const verified = await t.request(link ?? "");
    expect(verified.status).toBe(302);
    // To /onboard, which resumes onboarding (or opens the app when it is done) and says it is confirmed.
    expect(verified.headers.get("location")).toBe("/onboard?email=confirmed");
    const [row] = await t.db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email));
    expect(row?.emailVerified).toBe(true);

    const later = await signIn(email, password);
    expect(later.status).toBe(200);
    expect((await later.json()).user.email_verified).toBe(true);
  });

  test("a tampered verification link does not verify anyone", async () => {
    const email = uniqueEmail("tampered");
    await t.request("/api/account/sign-up", {
      json: { first_name: "Dorothy", last_name: "Vaughan", email, password: "passphrase" },
    });
    const link = new URL(t.mailsTo(email).at(-1)?.link ?? "");
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    await t.request(link.toString());
    const [row] = await t.db
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
    expect((await signIn(email, "passphrase")).status).toBe(403);
  });
});
