import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS, ONBOARDING_MESSAGES } from "../../../shared/onboarding";
import { profiles } from "../../db/schema";

// The done step stores the answers on the profile; another device resumes from them.

const answers = {
  ...ONBOARDING_DEFAULTS,
  firstName: "Grace",
  lastName: "Hopper",
  university: "University of Leeds",
  education_status: "undergraduate_penultimate",
  course_studied: "economics",
  targeted_role_types: ["summer_internship", "spring_week"],
  targeted_finance_areas: ["investment_banking", "other"],
  targeted_finance_areas_other: "Infrastructure finance",
  targeted_locations: ["london", "edinburgh"],
  open_to_remote: false,
  needs_visa_sponsorship: true,
  relevant_experience: "society",
  strongest_skills: ["excel", "valuation"],
  helpful_content_prefs: ["application_deadlines"],
  career_vision: "buy_side",
};

describe("onboarding answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  test("a new member has none; saved answers come back on any device, with the names on the account", async () => {
    const member = await t.signUp();
    const empty = await t.request("/api/profile/onboarding", { cookie: member.cookie });
    expect(await empty.json()).toEqual({ answers: null, completed_at: null });

    const saved = await t.request("/api/profile/onboarding", {
      method: "PUT",
      json: answers,
      cookie: member.cookie,
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.answers.university_name).toBe("University of Leeds");
    expect(body.answers.job_update_frequency).toBe("daily_summary");
    expect(Date.parse(body.completed_at)).not.toBeNaN();

    const elsewhere = await t.signIn(member.email, member.password);
    const again = await (await t.request("/api/profile/onboarding", { cookie: elsewhere.cookie })).json();
    expect(again.answers).toEqual(body.answers);
    const session = await (await t.request("/api/account/session", { cookie: elsewhere.cookie })).json();
    expect(session.user).toMatchObject({ first_name: "Grace", last_name: "Hopper", name: "Grace Hopper" });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, member.user.id));
    expect(row?.university).toBe("University of Leeds");
  });

  test("answers are sanitised, and duplicates in lists collapse", async () => {
    const member = await t.signUp();
    const response = await t.request("/api/profile/onboarding", {
      method: "PUT",
      cookie: member.cookie,
      json: {
        ...answers,
        firstName: "  <b>Grace</b> ",
        university: " <script>x</script>LSE ",
        targeted_locations: ["london", "london"],
      },
    });
    expect(response.status).toBe(400); // "bGraceb" is still a name, but "/" is not a letter
    const ok = await t.request("/api/profile/onboarding", {
      method: "PUT",
      cookie: member.cookie,
      json: { ...answers, university: " <i>LSE</i> ", targeted_locations: ["london", "london"] },
    });
    const body = await ok.json();
    expect(body.answers.university).toBe("iLSE/i");
    expect(body.answers.targeted_locations).toEqual(["london"]);
  });

  test.each([
    [{ university: "" }, "university", ONBOARDING_MESSAGES.university],
    [{ education_status: null }, "education_status", ONBOARDING_MESSAGES.educationStatus],
    [{ targeted_role_types: [] }, "targeted_role_types", ONBOARDING_MESSAGES.roleTypes],
    [{ targeted_locations: ["mars"] }, "targeted_locations.0", undefined],
    [{ targeted_finance_areas_other: "" }, "targeted_finance_areas_other", ONBOARDING_MESSAGES.other],
    [{ open_to_remote: "yes" }, "open_to_remote", undefined],
    [{ extra: 1 }, "extra", "This field is not accepted."],
  ])("%j is refused with a message on %s and stores nothing", async (override, field, message) => {
    const member = await t.signUp();
    const response = await t.request("/api/profile/onboarding", {
      method: "PUT",
      cookie: member.cookie,
      json: { ...answers, ...override },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields[field]).toBeTruthy();
    if (message) expect(error.fields[field]).toBe(message);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, member.user.id));
    expect(row?.onboarding).toBeNull();
  });

  test("one member's answers are never another's", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    await t.request("/api/profile/onboarding", { method: "PUT", json: answers, cookie: a.cookie });
    const other = await (await t.request("/api/profile/onboarding", { cookie: b.cookie })).json();
    expect(other.answers).toBeNull();
  });
});
