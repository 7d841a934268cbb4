import { describe, expect, test } from "vitest";
import {
  draftNetworkingMessage,
  firstNameOf,
  type NetworkingMessageInput,
  sharesUniversity,
  whenPhrase,
} from "./networking-message";

// The built-in templates are filled from the contact and the member: every name, firm, day and goal in
// the message comes from the input, and a fact the input lacks is left out, never made up.

const base: NetworkingMessageInput = {
  kind: "cold_email",
  contact: {
    name: "Dr Priya Shah",
    firm: "Goldman Sachs",
    role: "Analyst",
    team: "M&A",
    metVia: "linkedin",
    university: "",
  },
  lastInteraction: null,
  lastChat: null,
  member: {
    firstName: "Grace",
    lastName: "Hopper",
    university: "University of Bristol",
    degree: "Economics",
    educationStatus: "undergraduate_final",
    targetRoles: ["Summer internship"],
    interests: ["Investment banking (M&A, ECM, DCM)", "Private equity"],
  },
  application: null,
  today: "2026-11-12",
};

describe("built-in networking messages", () => {
  test("a cold email introduces the member and asks for a short call, from their own facts", () => {
    const { subject, body } = draftNetworkingMessage(base);
    expect(subject).toBe("Student hoping to learn about M&A at Goldman Sachs");
    expect(body).toMatch(/^Dear Priya,/);
    expect(body).toContain("I came across your profile on LinkedIn");
    expect(body).toContain(
      "I am a final-year Economics student at the University of Bristol, and I am keen to build a career in investment banking and private equity, starting with a summer internship.",
    );
    expect(body).toContain("Your experience as an Analyst in the M&A team at Goldman Sachs");
    expect(body).toMatch(/Best regards,\nGrace Hopper\nEconomics, University of Bristol$/);
  });

  test("a shared university opens the message and names it in the subject", () => {
    const { subject, body } = draftNetworkingMessage({
      ...base,
      contact: { ...base.contact, metVia: "alumni", university: "Bristol" },
    });
    expect(subject).toBe("University of Bristol student hoping to learn about M&A at Goldman Sachs");
    expect(body).toContain("As a fellow University of Bristol student");
  });

  test("the thank-you names the chat and its day; the follow-up and referral ask name the application", () => {
    const chat = { kind: "coffee_chat" as const, occurredOn: "2026-11-11", notes: "Apply early" };
    const thanks = draftNetworkingMessage({
      ...base,
      kind: "thank_you",
      lastChat: chat,
      lastInteraction: chat,
    });
    expect(thanks.subject).toBe("Thank you for your time, Priya");
    expect(thanks.body).toContain("Thank you for taking the time to meet me for coffee yesterday.");
    expect(thanks.body).toContain("I will be applying for a summer internship at Goldman Sachs");

    const later = { ...base, today: "2026-12-02", lastChat: chat, lastInteraction: chat };
    const follow = draftNetworkingMessage({ ...later, kind: "follow_up" });
    expect(follow.body).toContain("We spoke on 11 November about Goldman Sachs");
    const ask = draftNetworkingMessage({
      ...later,
      kind: "referral_ask",
      application: { roleTitle: "Summer Analyst", firm: "Goldman Sachs", applied: false },
    });
    expect(ask.subject).toBe("Summer Analyst at Goldman Sachs: a quick question");
    expect(ask.body).toContain("I am applying for the Summer Analyst role at Goldman Sachs");
    expect(ask.body).toContain("passing my CV to the right person in the M&A team");
  });

  test("a thin profile gives a plainer message with nothing invented", () => {
    const { body } = draftNetworkingMessage({
      ...base,
      contact: { name: "Sam", firm: "", role: "", team: "", metVia: null, university: "" },
      member: {
        ...base.member,
        university: null,
        degree: null,
        educationStatus: null,
        targetRoles: [],
        interests: [],
      },
    });
    expect(body).toMatch(
      /^Dear Sam,\n\nI hope you don't mind me contacting you out of the blue\.\n\nWould you/,
    );
    expect(body).not.toMatch(/undefined|null|\[|\]/);
  });

  test("helpers", () => {
    expect(firstNameOf("Mr. Tom O'Connor")).toBe("Tom");
    expect(sharesUniversity("The University of Edinburgh", "Edinburgh")).toBe(true);
    expect(sharesUniversity("UCL", "LSE")).toBe(false);
    expect(whenPhrase("2026-11-12", "2026-11-12")).toBe("today");
    expect(whenPhrase("2026-11-09", "2026-11-12")).toBe("on Monday");
    expect(whenPhrase("2026-10-01", "2026-11-12")).toBe("on 1 October");
  });
});
