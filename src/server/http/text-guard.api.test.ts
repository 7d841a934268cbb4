import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createTestApp,
  type SignedIn,
  type SignedInAdmin,
  type TestApp,
} from "../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS } from "../../shared/onboarding";
import { broadcasts, profiles, referralCodes } from "../db/schema";
import { BAD_CHARACTERS_MESSAGE, isStorableText } from "./text-guard";

// A NUL character or an unpaired UTF-16 surrogate anywhere in an API input answers 400 with a message
// that says what to change, stores nothing, and never reaches the database as a 500.

const NUL = "\u0000";
const LONE_SURROGATE = "\uD83D";

describe("text that cannot be stored", () => {
  let t: TestApp;
  let member: SignedIn;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());

  async function expectRefused(response: Response) {
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: "invalid_characters", message: BAD_CHARACTERS_MESSAGE });
  }

  test.each([
    ["NUL", NUL],
    ["an unpaired surrogate", LONE_SURROGATE],
  ])("%s in a JSON body, a query string or a path answers 400 and stores nothing", async (_name, bad) => {
    // A password reset token.
    await expectRefused(
      await t.request("/api/account/reset-password", { json: { token: `abc${bad}`, password: "secret123" } }),
    );
    // A broadcast's title and message.
    const before = await t.db.$count(broadcasts);
    for (const json of [
      { title: `Hello${bad}`, message: "Body" },
      { title: "Hello", message: `Body${bad}` },
    ]) {
      await expectRefused(await t.request("/api/admin/broadcasts", { json, cookie: admin.cookie }));
    }
    expect(await t.db.$count(broadcasts)).toBe(before);
    // A referral code's influencer.
    const codes = await t.db.$count(referralCodes);
    await expectRefused(
      await t.request("/api/admin/referrals", {
        json: { code: "FAIR2027", influencer_name: `Ana${bad}` },
        cookie: admin.cookie,
      }),
    );
    expect(await t.db.$count(referralCodes)).toBe(codes);
    // Onboarding answers, in a value and in a key.
    const answers = {
      ...ONBOARDING_DEFAULTS,
      firstName: "Grace",
      lastName: "Hopper",
      university: `LSE${bad}`,
    };
    await expectRefused(
      await t.request("/api/profile/onboarding", { method: "PUT", json: answers, cookie: member.cookie }),
    );
    await expectRefused(
      await t.request("/api/profile/onboarding", {
        method: "PUT",
        json: { ...answers, university: "LSE", [`x${bad}`]: 1 },
        cookie: member.cookie,
      }),
    );
    const [profile] = await t.db.select({ onboarding: profiles.onboarding }).from(profiles);
    expect(JSON.stringify(profile?.onboarding ?? null)).not.toContain("LSE");
  });

  test("a NUL in the feed search or an admin's user id answers 400", async () => {
    await expectRefused(await t.request("/api/jobs?q=summer%00internship", { cookie: member.cookie }));
    await expectRefused(await t.request("/api/admin/users/abc%00def", { cookie: admin.cookie }));
    await expectRefused(
      await t.request("/api/admin/users/abc%00def/status", {
        method: "PATCH",
        json: { status: "Suspended" },
        cookie: admin.cookie,
      }),
    );
  });

  test("ordinary text passes, emoji and accents included", async () => {
    expect(isStorableText("Société Générale 🚀 — naïve café")).toBe(true);
    expect(isStorableText(`a${NUL}b`)).toBe(false);
    expect(isStorableText(`a${LONE_SURROGATE}b`)).toBe(false);
    expect(isStorableText("\uDE00 alone")).toBe(false);
    const response = await t.request("/api/jobs?q=soci%C3%A9t%C3%A9%20g%C3%A9n%C3%A9rale", {
      cookie: member.cookie,
    });
    expect(response.status).toBe(200);
  });
});
