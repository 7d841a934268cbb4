import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../../../../tests/support/fake-openai";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS, type OnboardingAnswers } from "../../../shared/onboarding";
import { applications, profiles, user } from "../../db/schema";
import { networkingApi, ukDay } from "./networking.fixtures";

// Message templates drafted for a contact: the built-in engine fills them from the contact, the last
// chat, a tracker application at the firm and the member's profile; with a model configured the model
// drafts from the same facts, and the built-in engine answers when the model fails. Nothing is sent.

type Draft = { draft: { kind: string; subject: string; body: string; to: string }; provider: string };

async function withProfile(t: TestApp, who: SignedIn) {
  await t.db.update(user).set({ firstName: "Grace", lastName: "Hopper" }).where(eq(user.id, who.user.id));
  await t.db
    .update(profiles)
    .set({
      onboarding: {
        ...ONBOARDING_DEFAULTS,
        university: "Durham University",
        university_name: "Durham University",
        education_status: "undergraduate_penultimate",
        course_studied: "economics",
        targeted_role_types: ["summer_internship"],
        targeted_finance_areas: ["investment_banking"],
      } as OnboardingAnswers,
    })
    .where(eq(profiles.id, who.user.id));
}

describe("networking message templates, built-in engine", () => {
  let t: TestApp;
  let api: ReturnType<typeof networkingApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = networkingApi(t);
  });
  afterAll(() => t?.dispose());

  test("each template is filled from the contact and the member's profile, for Free members too", async () => {
    const member = await t.signUp();
    await withProfile(t, member);
    const contact = await api.addContact(member, {
      name: "Priya Shah",
      firm: "Goldman Sachs",
      role: "Associate",
      team: "Leveraged Finance",
      met_via: "alumni",
      university: "Durham",
      email: "priya@example.com",
    });
    const draft = async (kind: string) => {
      const response = await api.call(member, `/contacts/${contact.id}/draft`, { json: { kind } });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as Draft;
    };

    const cold = await draft("cold_email");
    expect(cold.provider).toBe("builtin:1");
    expect(cold.draft.to).toBe("priya@example.com");
    expect(cold.draft.subject).toBe(
      "Durham University student hoping to learn about Leveraged Finance at Goldman Sachs",
    );
    expect(cold.draft.body).toContain("Dear Priya,");
    expect(cold.draft.body).toContain("As a fellow Durham University student");
    expect(cold.draft.body).toContain("a penultimate-year Economics student at Durham University");
    expect(cold.draft.body).toContain("a career in investment banking, starting with a summer internship");
    expect(cold.draft.body).toContain("as an Associate in the Leveraged Finance team at Goldman Sachs");
    expect(cold.draft.body).toMatch(/Grace Hopper\nEconomics, Durham University$/);

    await api.log(member, contact.id, { kind: "coffee_chat", occurred_on: ukDay() });
    expect((await draft("thank_you")).draft.body).toContain(
      "Thank you for taking the time to meet me for coffee today.",
    );

    await t.db.insert(applications).values({
      userId: member.user.id,
      firmName: "goldman  SACHS",
      roleTitle: "Summer Analyst",
      stage: "applied",
    });
    const ask = await draft("referral_ask");
    expect(ask.draft.subject).toBe("Summer Analyst at goldman  SACHS: a quick question");
    expect(ask.draft.body).toContain("I have applied for the Summer Analyst role at goldman  SACHS");

    const bad = await api.call(member, `/contacts/${contact.id}/draft`, { json: { kind: "love_letter" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/Choose a template/);
  });
});

describe("networking message templates, with a configured model", () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let api: ReturnType<typeof networkingApi>;
  let member: SignedIn;
  let contactId: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi({});
    t = await createTestApp({ env: { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_OPENAI_KEY } });
    api = networkingApi(t);
    member = await t.signUp();
    await withProfile(t, member);
    contactId = (await api.addContact(member, { name: "Tom Reed", firm: "Lazard", role: "Analyst" })).id;
    await api.log(member, contactId, {
      kind: "call",
      occurred_on: ukDay(),
      notes: "Talked about restructuring",
    });
  });
  afterAll(async () => {
    await t?.dispose();
    await fake?.close();
  });

  test("the model drafts from the contact and the member's facts", async () => {
    fake.mode = "ok";
    fake.replies.networking_message = {
      subject: "Thank you for the call, Tom",
      body: "Dear Tom,\n\nThank you for the call today about restructuring at Lazard.\n\nBest regards,\nGrace Hopper",
    };
    const response = await api.call(member, `/contacts/${contactId}/draft`, { json: { kind: "thank_you" } });
    expect(response.status).toBe(200);
    const made = (await response.json()) as Draft;
    expect(made.provider).toBe("openai:gpt-4o-mini");
    expect(made.draft.subject).toBe("Thank you for the call, Tom");
    const call = fake.calls.find((c) => c.body.response_format?.json_schema?.name === "networking_message");
    const prompt = call?.body.messages?.map((m) => m.content).join("\n") ?? "";
    expect(prompt).toContain("Template: Thank-you");
    expect(prompt).toContain("Name: Tom Reed");
    expect(prompt).toContain("Talked about restructuring");
    expect(prompt).toContain("University: Durham University");
    expect(prompt).toContain("never invent a conversation");
  });

  test("a model's draft that says 'today' about a chat weeks ago gives way to the built-in template", async () => {
    const chatDay = ukDay(-20);
    const earlier = await api.addContact(member, { name: "Nadia Kaur", firm: "Evercore" });
    await api.log(member, earlier.id, { kind: "coffee_chat", occurred_on: chatDay });
    fake.mode = "ok";
    fake.replies.networking_message = {
      subject: "Thank you for today, Nadia",
      body: "Dear Nadia,\n\nThank you for your time today and for the coffee.\n\nBest regards,\nGrace Hopper",
    };
    const draft = async (kind: string) => {
      const response = await api.call(member, `/contacts/${earlier.id}/draft`, { json: { kind } });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as Draft;
    };
    const longAgo = new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      day: "numeric",
      month: "long",
    }).format(new Date(`${chatDay}T12:00:00Z`));
    for (const kind of ["thank_you", "follow_up", "referral_ask"]) {
      const made = await draft(kind);
      expect(made.provider, kind).toBe("builtin:1");
      expect(made.draft.body, kind).toContain(`on ${longAgo}`);
      expect(made.draft.body, kind).not.toMatch(/\btoday\b/);
    }
    // A draft whose words fit the day stays the model's.
    fake.replies.networking_message = {
      subject: "Thank you, Nadia",
      body: "Dear Nadia,\n\nThank you again for the coffee three weeks ago.\n\nBest regards,\nGrace Hopper",
    };
    expect((await draft("thank_you")).provider).toBe("openai:gpt-4o-mini");
  });

  test("when the model fails or answers nonsense, the built-in template answers", async () => {
    for (const mode of ["server-error", "wrong-shape"] as const) {
      fake.mode = mode;
      const response = await api.call(member, `/contacts/${contactId}/draft`, {
        json: { kind: "follow_up" },
      });
      expect(response.status, mode).toBe(200);
      const made = (await response.json()) as Draft;
      expect(made.provider).toBe("builtin:1");
      expect(made.draft.body).toContain("Dear Tom,");
      expect(made.draft.subject).toBe("Following up on our conversation about Lazard");
    }
  });
});
