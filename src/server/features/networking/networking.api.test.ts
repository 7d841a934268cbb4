import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import { networkingContacts, networkingInteractions } from "../../db/schema";
import { type Contact, makePremium, networkingApi, ukDay } from "./networking.fixtures";

// Contacts and Log interaction through the API: what is stored and answered, the bad inputs a member or
// an attacker might send (each a clear 4xx with nothing half-saved), another member's contact (404),
// the Free plan's five contacts, and how logging moves the stage.

describe("networking contacts", () => {
  let t: TestApp;
  let api: ReturnType<typeof networkingApi>;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    api = networkingApi(t);
    member = await t.signUp();
    await makePremium(t, member);
  });
  afterAll(() => t?.dispose());

  const stored = (who: SignedIn) =>
    t.db.select().from(networkingContacts).where(eq(networkingContacts.userId, who.user.id));

  test("a contact is added with every field, read back in full, edited and deleted", async () => {
    const created = await api.addContact(member, {
      name: "  Tom   O'Connor ",
      firm: "Rothschild & Co",
      role: "Associate",
      team: "Debt Advisory",
      met_via: "alumni",
      university: "University of Bristol",
      email: "Tom.OConnor@Example.com",
      linkedin_url: "www.linkedin.com/in/tomoconnor",
      notes: "Rowed at Bristol. Said to apply before Christmas.",
      tags: ["alumni", "Alumni", " debt "],
    });
    expect(created).toMatchObject({
      name: "Tom O'Connor",
      email: "tom.oconnor@example.com",
      linkedin_url: "https://www.linkedin.com/in/tomoconnor",
      tags: ["alumni", "debt"],
      stage: "identified",
      met_via: "alumni",
      last_interaction_on: null,
    });
    const detail = await (await api.call(member, `/contacts/${created.id}`)).json();
    expect(detail.contact.notes).toBe("Rowed at Bristol. Said to apply before Christmas.");
    expect(detail).toMatchObject({ interactions: [], reminders: [], applications: [] });

    const edited = await api.call(member, `/contacts/${created.id}`, {
      method: "PATCH",
      json: { role: "Vice President", stage: "advocate" },
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).contact).toMatchObject({ role: "Vice President", stage: "advocate" });

    const list = await (await api.call(member, "/contacts")).json();
    expect(list.contacts.map((c: Contact) => c.name)).toContain("Tom O'Connor");
    expect(list.limit).toEqual({ used: list.contacts.length, max: null });

    expect((await api.call(member, `/contacts/${created.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await api.call(member, `/contacts/${created.id}`)).status).toBe(404);
  });

  test("bad input gets a clear 4xx and nothing is saved", async () => {
    const before = (await stored(member)).length;
    const bad = async (json: unknown, field: string, message: RegExp) => {
      const response = await api.call(member, "/contacts", { json });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      const { error } = await response.json();
      expect(error.fields[field]).toMatch(message);
    };
    await bad(
      { name: "X", linkedin_url: "javascript:alert(document.cookie)" },
      "linkedin_url",
      /LinkedIn profile link/,
    );
    await bad(
      { name: "X", linkedin_url: "https://linkedin.com.evil.example/in/x" },
      "linkedin_url",
      /LinkedIn/,
    );
    await bad(
      { name: "X", linkedin_url: "http://www.linkedin.com/in/x" },
      "linkedin_url",
      /https:\/\/www\.linkedin/,
    );
    await bad({ name: "X", email: "not an email" }, "email", /valid email address/);
    await bad({ name: "   " }, "name", /contact's name/);
    await bad({ name: "X", notes: "n".repeat(10_001) }, "notes", /at most 10,000 characters/);
    await bad({ name: "X", met_via: "pub" }, "met_via", /how you met/);
    await bad({ name: "X", stage: "best_friend" }, "stage", /five stages/);
    await bad({ name: "X", owner: "someone-else" }, "owner", /not accepted/);

    // A 5 MB note never reaches the database: the body limit answers first, and says what to do.
    const huge = await api.call(member, "/contacts", {
      json: { name: "X", notes: "n".repeat(5 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toContain("Notes can be at most 10,000 characters");

    const malformed = await api.call(member, "/contacts", { body: '{"name": "X",' });
    expect(malformed.status).toBe(400);
    expect(await stored(member)).toHaveLength(before);
  });

  test("an interaction dated in the future, or not a date, is refused and changes nothing", async () => {
    const contact = await api.addContact(member);
    for (const [occurred_on, message] of [
      ["2099-01-01", /cannot be in the future/],
      [ukDay(2), /cannot be in the future/],
      ["2026-02-30", /YYYY-MM-DD/],
      ["yesterday", /YYYY-MM-DD/],
      ["1999-12-31", /2000 onwards/],
    ] as const) {
      const response = await api.call(member, `/contacts/${contact.id}/interactions`, {
        json: { kind: "coffee_chat", occurred_on },
      });
      expect(response.status, occurred_on).toBe(400);
      expect((await response.json()).error.fields.occurred_on).toMatch(message);
    }
    const kind = await api.call(member, `/contacts/${contact.id}/interactions`, {
      json: { kind: "pigeon", occurred_on: ukDay() },
    });
    expect(kind.status).toBe(400);
    const rows = await t.db
      .select()
      .from(networkingInteractions)
      .where(eq(networkingInteractions.contactId, contact.id));
    expect(rows).toEqual([]);
    expect((await (await api.call(member, `/contacts/${contact.id}`)).json()).contact.stage).toBe(
      "identified",
    );
  });

  test("another member's contact is not found, whatever they try, and stays as it was", async () => {
    const other = await t.signUp();
    const theirs = await api.addContact(other, { name: "Secret Contact", notes: "private" });
    const attempts: [string, string, unknown?][] = [
      ["GET", `/contacts/${theirs.id}`],
      ["PATCH", `/contacts/${theirs.id}`, { stage: "advocate", notes: "mine now" }],
      ["DELETE", `/contacts/${theirs.id}`],
      ["POST", `/contacts/${theirs.id}/interactions`, { kind: "call", occurred_on: ukDay() }],
      ["POST", `/contacts/${theirs.id}/draft`, { kind: "cold_email" }],
      ["GET", "/contacts/not-a-uuid"],
    ];
    for (const [method, path, json] of attempts) {
      const response = await api.call(member, path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await response.json()).error.message).toBe("There is no such contact.");
    }
    const [row] = await t.db.select().from(networkingContacts).where(eq(networkingContacts.id, theirs.id));
    expect(row).toMatchObject({ stage: "identified", notes: "private" });
    const list = await (await api.call(member, "/contacts")).json();
    expect(list.contacts.map((c: Contact) => c.id)).not.toContain(theirs.id);
    const interactionsOfTheirs = await t.db
      .select()
      .from(networkingInteractions)
      .where(eq(networkingInteractions.contactId, theirs.id));
    expect(interactionsOfTheirs).toEqual([]);
  });

  test(`Free keeps ${FREE_LIMITS.contacts.value} contacts; the next gets the upgrade prompt and nothing is lost`, async () => {
    const free = await t.signUp();
    for (let i = 0; i < FREE_LIMITS.contacts.value; i++)
      await api.addContact(free, { name: `Contact ${i + 1}` });
    const over = await api.call(free, "/contacts", { json: { name: "One Too Many" } });
    expect(over.status).toBe(403);
    expect((await over.json()).error).toEqual({
      code: "free_limit_reached",
      message: limitMessage("contacts"),
    });
    const list = await (await api.call(free, "/contacts")).json();
    expect(list.limit).toEqual({ used: FREE_LIMITS.contacts.value, max: FREE_LIMITS.contacts.value });
    expect(list.contacts.map((c: Contact) => c.name)).not.toContain("One Too Many");

    // Everything else still works within the limit: logging, editing, the goal.
    const first = list.contacts[0] as Contact;
    await api.log(free, first.id, { kind: "call", occurred_on: ukDay() });
    const goal = await api.call(free, "/settings", { method: "PUT", json: { monthly_chat_goal: 2 } });
    expect((await goal.json()).goal).toMatchObject({ goal: 2, chats_this_month: 1 });

    // Deleting one makes room; Premium has no limit.
    await api.call(free, `/contacts/${first.id}`, { method: "DELETE" });
    await api.addContact(free, { name: "Room Again" });
    await makePremium(t, free);
    await api.addContact(free, { name: "Premium Contact" });
    expect((await (await api.call(free, "/contacts")).json()).limit.max).toBeNull();
  });

  test("logging moves the stage forward by the rules, never back; the member can set it by hand", async () => {
    const contact = await api.addContact(member, { name: "Stage Walker" });
    const stageAfter = async (json: Record<string, unknown>) =>
      (await api.log(member, contact.id, { occurred_on: ukDay(), ...json })).contact.stage;
    expect(await stageAfter({ kind: "email" })).toBe("reached_out");
    expect(await stageAfter({ kind: "event" })).toBe("reached_out");
    expect(await stageAfter({ kind: "coffee_chat" })).toBe("chatted");
    expect(await stageAfter({ kind: "email", thank_you: true })).toBe("chatted");
    expect(await stageAfter({ kind: "call" })).toBe("following_up");

    await api.call(member, `/contacts/${contact.id}`, { method: "PATCH", json: { stage: "advocate" } });
    expect(await stageAfter({ kind: "email" })).toBe("advocate");
    // By hand the member may also move back.
    const back = await api.call(member, `/contacts/${contact.id}`, {
      method: "PATCH",
      json: { stage: "reached_out" },
    });
    expect((await back.json()).contact.stage).toBe("reached_out");

    const detail = await (await api.call(member, `/contacts/${contact.id}`)).json();
    expect(detail.interactions).toHaveLength(6);
    expect(detail.contact.last_interaction_on).toBe(ukDay());
    // Deleting a mistaken entry leaves the stage where it is.
    const removed = await api.call(
      member,
      `/contacts/${contact.id}/interactions/${detail.interactions[0].id}`,
      {
        method: "DELETE",
      },
    );
    expect(removed.status).toBe(200);
    const after = await (await api.call(member, `/contacts/${contact.id}`)).json();
    expect(after.interactions).toHaveLength(5);
    expect(after.contact.stage).toBe("reached_out");
  });
});
