import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ukWallClock } from "../../../shared/uk-time";
import { addDays } from "./follow-up-times";
import { makePremium, networkingApi, ukDay } from "./networking.fixtures";

// Each contact's own follow-up cadence: its follow-ups fall when its cadence ends, the member's default
// (and the monthly goal) stay for the others, and changing either moves only the follow-ups it governs.

type Overview = {
  settings: { monthly_chat_goal: number | null; follow_up_days: number };
  goal: { goal: number | null; chats_this_month: number };
  reminders: {
    kind: string;
    remind_at: string;
    contact: { id: string; name: string; follow_up_days: number | null };
  }[];
};

describe("a contact's own follow-up cadence", () => {
  let t: TestApp;
  let api: ReturnType<typeof networkingApi>;

  beforeAll(async () => {
    t = await createTestApp();
    api = networkingApi(t);
  });
  afterAll(() => t?.dispose());

  async function premium() {
    const who = await t.signUp();
    await makePremium(t, who);
    return who;
  }
  async function overview(who: SignedIn): Promise<Overview> {
    const response = await api.call(who, "/overview");
    expect(response.status).toBe(200);
    return response.json();
  }
  const followUpOf = (o: Overview, name: string) =>
    o.reminders.find((r) => r.kind === "follow_up" && r.contact.name === name)?.remind_at;
  const at = (day: string, days: number) => ukWallClock(addDays(day, days), 9).toISOString();

  test("follow-ups use the contact's cadence; the default and the goal stay for the others", async () => {
    const member = await premium();
    await api.call(member, "/settings", { method: "PUT", json: { monthly_chat_goal: 4 } });
    const often = await api.addContact(member, { name: "Tom Reid", follow_up_days: 14 });
    const usual = await api.addContact(member, { name: "Ana Lopez" });
    expect(often).toMatchObject({ follow_up_days: 14 });
    expect(usual).toMatchObject({ follow_up_days: null });

    const chatDay = ukDay(-2);
    await api.log(member, often.id, { kind: "coffee_chat", occurred_on: chatDay });
    await api.log(member, usual.id, { kind: "call", occurred_on: chatDay });
    let o = await overview(member);
    expect(followUpOf(o, "Tom Reid")).toBe(at(chatDay, 14));
    expect(followUpOf(o, "Ana Lopez")).toBe(at(chatDay, 21));
    expect(o.reminders.find((r) => r.contact.name === "Tom Reid")?.contact.follow_up_days).toBe(14);
    expect(o.goal).toMatchObject({ goal: 4, chats_this_month: expect.any(Number) });

    // A new default moves only the follow-ups of contacts that follow it.
    await api.call(member, "/settings", { method: "PUT", json: { follow_up_days: 42 } });
    o = await overview(member);
    expect(followUpOf(o, "Tom Reid")).toBe(at(chatDay, 14));
    expect(followUpOf(o, "Ana Lopez")).toBe(at(chatDay, 42));
    expect(o.settings).toEqual({ monthly_chat_goal: 4, follow_up_days: 42 });

    // A contact's new cadence moves its own open follow-up; clearing it returns to the default.
    const quarterly = await api.call(member, `/contacts/${often.id}`, {
      method: "PATCH",
      json: { follow_up_days: 91 },
    });
    expect(quarterly.status).toBe(200);
    expect((await quarterly.json()).contact.follow_up_days).toBe(91);
    expect(followUpOf(await overview(member), "Tom Reid")).toBe(at(chatDay, 91));
    await api.call(member, `/contacts/${often.id}`, { method: "PATCH", json: { follow_up_days: null } });
    expect(followUpOf(await overview(member), "Tom Reid")).toBe(at(chatDay, 42));
    expect(followUpOf(await overview(member), "Ana Lopez")).toBe(at(chatDay, 42));
  });

  test("bad cadences are refused; another member cannot change one", async () => {
    const member = await premium();
    const contact = await api.addContact(member, { name: "Kim Park", follow_up_days: 30 });
    for (const bad of [0, 181, 2.5, "14"]) {
      const response = await api.call(member, `/contacts/${contact.id}`, {
        method: "PATCH",
        json: { follow_up_days: bad },
      });
      expect(response.status, String(bad)).toBe(400);
      // A whole number out of range names the range; anything else is not a number of days at all.
      if (Number.isInteger(bad))
        expect((await response.json()).error.message).toBe("Follow up after 1 to 180 days.");
    }
    const intruder = await premium();
    const response = await api.call(intruder, `/contacts/${contact.id}`, {
      method: "PATCH",
      json: { follow_up_days: 7 },
    });
    expect(response.status).toBe(404);
    const detail = await (await api.call(member, `/contacts/${contact.id}`)).json();
    expect(detail.contact.follow_up_days).toBe(30);
  });
});
