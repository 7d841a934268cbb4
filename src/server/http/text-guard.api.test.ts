import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createTestApp,
  type SignedIn,
  type SignedInAdmin,
  type TestApp,
} from "../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS } from "../../shared/onboarding";
import { broadcasts, profiles, referralCodes } from "../db/schema";
import { BAD_CHARACTERS_MESSAGE, isStorableText, storableText } from "./text-guard";

// A NUL character or an unpaired UTF-16 surrogate never reaches the database as a 500: in a JSON body
// it is removed before validation; in a path or query string the request answers 400 with a message
// that says what to change.

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

  test.each([
    ["NUL", NUL],
    ["an unpaired surrogate", LONE_SURROGATE],
  ])("%s in a JSON body is removed before the route sees it", async (_name, bad) => {
    // A password reset token: still checked, and refused as an unknown token, not a 500.
    const reset = await t.request("/api/account/reset-password", {
      json: { token: `abc${bad}`, password: "uncommon secret 123", confirm_password: "uncommon secret 123" },
    });
    expect(reset.status).toBe(400);
    expect((await reset.json()).error.code).toBe("invalid_token");
    // A broadcast's title and message.
    const title = `Exam season${bad} ${Date.now()}`;
    const sent = await t.request("/api/admin/broadcasts", {
      json: { title, message: `Good luck${bad}!`, delivery_method: "push" },
      cookie: admin.cookie,
    });
    expect(sent.status).toBe(201);
    const [stored] = await t.db
      .select()
      .from(broadcasts)
      .where(eq(broadcasts.title, storableText(title)));
    expect(stored?.message).toBe("Good luck!");
    // A referral code's influencer.
    const code = `FAIR${bad === NUL ? 1 : 2}`;
    const created = await t.request("/api/admin/referrals", {
      json: { code, influencer_name: `Ana${bad} Silva` },
      cookie: admin.cookie,
    });
    expect(created.status).toBe(201);
    const [referral] = await t.db.select().from(referralCodes).where(eq(referralCodes.code, code));
    expect(referral?.influencerName).toBe("Ana Silva");
    // Onboarding answers.
    const answers = {
      ...ONBOARDING_DEFAULTS,
      firstName: "Grace",
      lastName: "Hopper",
      university: `LSE${bad}`,
      education_status: "undergraduate_penultimate",
      course_studied: "economics",
      targeted_role_types: ["summer_internship"],
      targeted_finance_areas: ["investment_banking"],
      targeted_locations: ["london"],
      relevant_experience: "society",
      strongest_skills: ["excel"],
      helpful_content_prefs: ["application_deadlines"],
      career_vision: "buy_side",
      open_to_remote: false,
      needs_visa_sponsorship: true,
    };
    const saved = await t.request("/api/profile/onboarding", {
      method: "PUT",
      json: answers,
      cookie: member.cookie,
    });
    expect(saved.status).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, member.user.id));
    expect(profile?.university).toBe("LSE");
  });

  test("a NUL in the feed search or an admin's user id answers 400 with what to change", async () => {
    for (const [path, method] of [
      ["/api/jobs?q=summer%00internship", "GET"],
      ["/api/admin/users/abc%00def", "GET"],
      ["/api/admin/users/abc%00def/status", "PATCH"],
    ] as const) {
      const cookie = path.startsWith("/api/admin") ? admin.cookie : member.cookie;
      const json = method === "PATCH" ? { status: "Suspended" } : undefined;
      const response = await t.request(path, { method, json, cookie });
      expect(response.status, path).toBe(400);
      expect((await response.json()).error).toMatchObject({
        code: "invalid_characters",
        message: BAD_CHARACTERS_MESSAGE,
      });
    }
  });

  test("ordinary text passes, emoji and accents included", async () => {
    expect(isStorableText("Société Générale 🚀 — naïve café")).toBe(true);
    expect(storableText("Société Générale 🚀")).toBe("Société Générale 🚀");
    expect(isStorableText(`a${NUL}b`)).toBe(false);
    expect(isStorableText(`a${LONE_SURROGATE}b`)).toBe(false);
    expect(storableText(`a${NUL}b${LONE_SURROGATE}c\uDE00d`)).toBe("abcd");
    const response = await t.request("/api/jobs?q=soci%C3%A9t%C3%A9%20g%C3%A9n%C3%A9rale", {
      cookie: member.cookie,
    });
    expect(response.status).toBe(200);
  });
});
