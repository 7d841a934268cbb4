import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createTestApp,
  type SignedIn,
  type SignedInAdmin,
  type TestApp,
} from "../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS } from "../../shared/onboarding";
import { applications, broadcasts, firms, profiles, referralCodes } from "../db/schema";
import {
  BAD_CHARACTERS_MESSAGE,
  isStorableText,
  MAX_JSON_DEPTH,
  storableText,
  TOO_DEEP_MESSAGE,
} from "./text-guard";

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

// A JSON body nested 40,000 deep overflowed the call stack while its strings were cleaned (a 500 on
// every JSON route). Nesting past MAX_JSON_DEPTH answers 400; anything shallower is read as before.
describe("JSON nested deeper than any form sends", () => {
  let t: TestApp;
  let member: SignedIn;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());

  const nested = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
  const post = (path: string, body: string, cookie?: string) =>
    t.request(path, { body, headers: { "content-type": "application/json" }, cookie });

  test("a body nested 40,000 deep answers 400 saying what to change, on any JSON route", async () => {
    const deep = nested(40_000);
    for (const [path, cookie] of [
      ["/api/contact", undefined],
      ["/api/tracker/applications", member.cookie],
      // The CSV import takes bodies up to 5 MB, deep enough for millions of levels.
      ["/api/tracker/import", member.cookie],
      ["/api/admin/broadcasts", admin.cookie],
    ] as const) {
      const response = await post(path, `{"title":${deep}}`, cookie);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error, path).toEqual({
        code: "too_deeply_nested",
        message: TOO_DEEP_MESSAGE,
      });
    }
    const millions = await post("/api/tracker/import", `{"csv":${nested(1_000_000)}}`, member.cookie);
    expect(millions.status).toBe(400);
  });

  test("a body nested 60 deep is read, and the route's schema decides", async () => {
    // Starting an aptitude test ignores fields it does not know, so the nesting alone decides here.
    const start = (extra: string) =>
      post(
        "/api/assessments/aptitude",
        `{"kind":"numerical","mode":"Practice","extra":${extra}}`,
        member.cookie,
      );
    const sixty = await start(nested(MAX_JSON_DEPTH - 5));
    expect(sixty.status, await sixty.clone().text()).toBe(201);
    const tooDeep = await start(nested(MAX_JSON_DEPTH));
    expect(tooDeep.status).toBe(400);
    expect((await tooDeep.json()).error.code).toBe("too_deeply_nested");
    // Sixty levels where the schema wants a string: the field's own message, not the depth's.
    const strict = await post("/api/tracker/applications", `{"firm_name":${nested(59)}}`, member.cookie);
    expect(strict.status).toBe(400);
    expect((await strict.json()).error.code).toBe("validation_failed");
  });

  test("a JSON media type in capitals or with a suffix is checked like application/json", async () => {
    for (const type of ["APPLICATION/JSON; charset=UTF-8", "application/merge-patch+json"]) {
      const title = `Results day\u0000 ${type}`;
      const sent = await t.request("/api/admin/broadcasts", {
        body: JSON.stringify({ title, message: "Good luck!", delivery_method: "push" }),
        headers: { "content-type": type },
        cookie: admin.cookie,
      });
      expect(sent.status, type).toBe(201);
      const [stored] = await t.db
        .select()
        .from(broadcasts)
        .where(eq(broadcasts.title, `Results day ${type}`));
      expect(stored, type).toBeDefined();
      const deep = await t.request("/api/admin/broadcasts", {
        body: `{"title":${nested(40_000)}}`,
        headers: { "content-type": type },
        cookie: admin.cookie,
      });
      expect((await deep.json()).error.code, type).toBe("too_deeply_nested");
    }
  });
});

// Bidirectional overrides and zero-width characters are stored and shown as typed: a firm named
// "\u202Egnp.exe Capital" shows as "latipaC exe.png". Every JSON body loses them on the way in, the
// fields without a shared sanitiser included; emoji sequences keep their joiners.
describe("invisible formatting characters", () => {
  let t: TestApp;
  let member: SignedIn;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());

  const FAMILY = "👨\u200D👩\u200D👧";

  test("an application's firm, role and notes are stored without them", async () => {
    const created = await t.request("/api/tracker/applications", {
      json: {
        firm_name: "\u202Egnp.exe Capital",
        role_title: "Summer\u200B Analyst\u2069",
        notes: `Ask\u2066 Sam\u2069 about the team\u200F\nFamily day ${FAMILY}\uFEFF`,
      },
      cookie: member.cookie,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { application } = await created.json();
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({
      firmName: "gnp.exe Capital",
      roleTitle: "Summer Analyst",
      notes: `Ask Sam about the team\nFamily day ${FAMILY}`,
    });
  });

  test("an admin's new firm is named without them", async () => {
    const created = await t.request("/api/admin/site-content/job-sources", {
      json: {
        firm_name: "\u202Egnp.exe\u200D Capital\u202C",
        kind: "greenhouse",
        token: "gnp-exe-capital",
        sector: "investment_banking",
      },
      cookie: admin.cookie,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const named = await t.db.select().from(firms).where(eq(firms.name, "gnp.exe Capital"));
    expect(named).toHaveLength(1);
  });

  test("a password keeps every character the member typed", async () => {
    const password = "correct\u200B horse battery";
    const account = await t.signUp({ password });
    const withMark = await t.request("/api/account/sign-in", {
      json: { email: account.email, password },
      ip: "192.0.2.77",
    });
    expect(withMark.status).toBe(200);
    const withoutMark = await t.request("/api/account/sign-in", {
      json: { email: account.email, password: "correct horse battery" },
      ip: "192.0.2.78",
    });
    expect(withoutMark.status).toBe(401);
  });
});
