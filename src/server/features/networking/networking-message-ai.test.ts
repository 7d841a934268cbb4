import { describe, expect, test } from "vitest";
import { useFakeModel } from "../../../../tests/support/fake-model";
import { BUILTIN_PROVIDER_ID } from "../../ai/provider";
import { draftNetworkingMessage, type NetworkingMessageInput } from "./networking-message";
import { writeNetworkingDraft } from "./networking-message-ai";

// A model's networking draft and the built-in templates behind it, against a local server in the Chat
// Completions wire format.

const thankYou: NetworkingMessageInput = {
  kind: "thank_you",
  contact: {
    name: "Tom Reed",
    firm: "Lazard",
    role: "Analyst",
    team: "Restructuring",
    metVia: "event",
    university: "",
  },
  lastInteraction: { kind: "coffee_chat", occurredOn: "2026-10-22" },
  lastChat: { kind: "coffee_chat", occurredOn: "2026-10-22", notes: "Talked about restructuring" },
  member: {
    firstName: "Grace",
    lastName: "Hopper",
    university: "Durham University",
    degree: "Economics",
    educationStatus: "undergraduate_final",
    targetRoles: ["Graduate programme"],
    interests: ["Restructuring"],
  },
  application: { roleTitle: "Restructuring Analyst", firm: "Lazard", applied: true },
  today: "2026-11-12",
};

describe("networking drafts with a configured model", () => {
  const { fake, provider } = useFakeModel();

  test("the model drafts from the contact's and the member's labelled facts", async () => {
    const draft = {
      subject: "Thank you, Tom",
      body: "Dear Tom,\n\nThank you for the coffee three weeks ago.\n\nBest regards,\nGrace Hopper",
    };
    fake.replies.networking_message = draft;
    const made = await writeNetworkingDraft(provider().ai, thankYou);
    expect(made).toEqual({ result: draft, provider: "openai:gpt-4o-mini" });
    const [call] = fake.calls;
    expect(call?.body.response_format?.json_schema).toMatchObject({
      name: "networking_message",
      strict: true,
    });
    const [system, user] = call?.body.messages?.map((m) => m.content) ?? [];
    expect(system).toContain("never invent a conversation");
    for (const fact of [
      "Template: Thank-you",
      "Name: Tom Reed",
      "Last conversation: Coffee chat on 22 October 2026",
      "The member's notes from it: Talked about restructuring",
      "University: Durham University",
      "Their application at the firm: Restructuring Analyst at Lazard (applied)",
    ]) {
      expect(user).toContain(fact);
    }
  });

  test("a draft that says 'today' about a chat weeks ago gives way to the built-in template", async () => {
    fake.replies.networking_message = {
      subject: "Thank you for today, Tom",
      body: "Dear Tom,\n\nThank you for your time today and for the coffee.\n\nBest regards,\nGrace Hopper",
    };
    const { ai, lines } = provider();
    expect(await writeNetworkingDraft(ai, thankYou)).toEqual({
      result: draftNetworkingMessage(thankYou),
      provider: BUILTIN_PROVIDER_ID,
    });
    expect(lines).toEqual([
      expect.objectContaining({ task: "networking_message", err: expect.stringMatching(/misdates/) }),
    ]);
    // A cold email has no conversation to misdate.
    const cold = { ...thankYou, kind: "cold_email" as const };
    expect((await writeNetworkingDraft(ai, cold)).provider).toBe("openai:gpt-4o-mini");
  });

  test.each(["not-json", "wrong-shape", "server-error"] as const)(
    "%s gives the built-in template",
    async (mode) => {
      fake.mode = mode;
      const made = await writeNetworkingDraft(provider().ai, thankYou);
      expect(made).toEqual({ result: draftNetworkingMessage(thankYou), provider: BUILTIN_PROVIDER_ID });
    },
  );
});
