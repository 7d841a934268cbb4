import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { type MailSink, startMailSink } from "../../../../tests/e2e/support/server";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS, type OnboardingAnswers } from "../../../shared/onboarding";
import { ukWallClock } from "../../../shared/uk-time";
import { networkingReminders, profiles } from "../../db/schema";
import { createMailer } from "../../platform/mail/mailer";
import { addDays } from "./follow-up-times";
import { logInteraction } from "./interactions.service";
import { makePremium, networkingApi, ukDay } from "./networking.fixtures";
import { NETWORKING_REMINDERS } from "./networking.jobs";
import { type NetworkingReminderDeps, sendNetworkingReminders } from "./reminders-send";

// After a chat: the thank-you reminder within 24 hours and the follow-up after the member's cadence,
// each delivered once (bell, and email unless networking reminder emails are off), cleared by the thank-you note or
// by keeping in touch; and the monthly chat goal with its streak, counted from logged chats and calls.

const HOUR = 3_600_000;
type Bell = {
  notifications: { kind: string; broadcast_title: string; broadcast_message: string; link: string }[];
};
type Overview = {
  goal: { goal: number | null; chats_this_month: number; met: boolean; streak: number };
  settings: { monthly_chat_goal: number | null; follow_up_days: number };
  reminders: {
    id: string;
    kind: string;
    due: boolean;
    remind_at: string;
    contact: { id: string; name: string };
  }[];
};

describe("networking follow-ups and the monthly goal", () => {
  let t: TestApp;
  let sink: MailSink;
  let deps: NetworkingReminderDeps;
  let api: ReturnType<typeof networkingApi>;

  beforeAll(async () => {
    [t, sink] = await Promise.all([createTestApp(), startMailSink()]);
    api = networkingApi(t);
    const logger = pino({ level: "silent" });
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: "Finance Careers <hello@example.com>",
      outboxDir: t.config.dataDir,
      logger,
      logLinks: false,
    });
    deps = { db: t.db, mailer, logger, appUrl: t.config.appUrl, authSecret: t.config.authSecret };
  });
  afterAll(async () => {
    await sink?.close();
    await t?.dispose();
  });

  async function premium() {
    const who = await t.signUp({ first_name: "Grace" });
    await makePremium(t, who);
    return who;
  }
  const bell = async (who: SignedIn) =>
    (
      (await (await t.request("/api/notifications", { cookie: who.cookie })).json()) as Bell
    ).notifications.filter((n) => n.kind === "networking_reminder");
  const mailsTo = (who: SignedIn) => sink.mails.filter((m) => m.to.includes(who.email.toLowerCase()));
  const overview = async (who: SignedIn) => (await (await api.call(who, "/overview")).json()) as Overview;

  test("a chat sets up a thank-you within 24 hours and a follow-up after 3 weeks; each arrives once", async () => {
    const member = await premium();
    const contact = await api.addContact(member, { name: "Priya Shah", firm: "Goldman Sachs" });
    const before = Date.now();
    const { reminders } = await api.log(member, contact.id, { kind: "coffee_chat", occurred_on: ukDay() });
    const thankYou = reminders.find((r) => r.kind === "thank_you");
    const followUp = reminders.find((r) => r.kind === "follow_up");
    expect(Date.parse(thankYou?.remind_at ?? "")).toBeGreaterThan(before);
    expect(Date.parse(thankYou?.remind_at ?? "") - before).toBeLessThanOrEqual(24 * HOUR);
    expect(followUp?.remind_at).toBe(ukWallClock(addDays(ukDay(), 21), 9).toISOString());

    // Listed on the page as upcoming; nothing is sent before its time.
    expect((await overview(member)).reminders.map((r) => [r.kind, r.due, r.contact.name])).toEqual([
      ["thank_you", false, "Priya Shah"],
      ["follow_up", false, "Priya Shah"],
    ]);
    expect(await sendNetworkingReminders(deps, { userId: member.user.id })).toEqual({ sent: 0 });

    // The thank-you falls due: two workers at once, then a third run, deliver it once.
    const due = new Date(Date.parse(thankYou?.remind_at ?? "") + 60_000);
    const runs = await Promise.all([
      sendNetworkingReminders(deps, { now: due, userId: member.user.id }),
      sendNetworkingReminders(deps, { now: due, userId: member.user.id }),
    ]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(await sendNetworkingReminders(deps, { now: due, userId: member.user.id })).toEqual({ sent: 0 });
    expect(await bell(member)).toEqual([
      expect.objectContaining({
        broadcast_title: "Send a thank-you note to Priya Shah (Goldman Sachs)",
        broadcast_message: expect.stringContaining("Your coffee chat with Priya Shah was on"),
        link: `/app/networking?contact=${contact.id}`,
      }),
    ]);
    const mails = mailsTo(member);
    expect(mails.map((m) => m.subject)).toEqual([
      "Reminder: Send a thank-you note to Priya Shah (Goldman Sachs)",
    ]);
    expect(mails[0]?.links).toContain(`${t.config.appUrl}/app/networking?contact=${contact.id}`);
    expect(mails[0]?.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\?/m);
    // Sent but not yet done: the page still lists it, now due.
    expect((await overview(member)).reminders[0]).toMatchObject({ kind: "thank_you", due: true });

    // Logging the thank-you email clears it; the follow-up stays for later.
    await api.log(member, contact.id, { kind: "email", occurred_on: ukDay(), thank_you: true });
    expect((await overview(member)).reminders.map((r) => r.kind)).toEqual(["follow_up"]);
    const later = new Date(Date.parse(followUp?.remind_at ?? "") + 60_000);
    expect(await sendNetworkingReminders(deps, { now: later, userId: member.user.id })).toEqual({ sent: 1 });
    expect((await bell(member)).map((n) => n.broadcast_title)).toEqual([
      "Follow up with Priya Shah (Goldman Sachs)",
      "Send a thank-you note to Priya Shah (Goldman Sachs)",
    ]);
  });

  test("a chat logged days later: the thank-you is due when logged, counted from the chat's day", async () => {
    const member = await premium();
    const contact = await api.addContact(member, { name: "Lena Fischer", firm: "Rothschild & Co" });
    const chat = { kind: "coffee_chat" as const, notes: "", thank_you: false };
    // Logged on a Thursday afternoon, for Monday's coffee: due then, not two hours on.
    const thursday = new Date("2026-11-12T14:00:00Z");
    const late = await logInteraction(
      t.db,
      member.user.id,
      contact.id,
      { ...chat, occurred_on: "2026-11-09" },
      thursday,
    );
    expect(late.reminders.map((r) => [r.kind, r.remind_at, r.due])).toEqual([
      ["thank_you", thursday.toISOString(), true],
      ["follow_up", "2026-11-30T09:00:00.000Z", false],
    ]);
    // Logged in the night for yesterday's call: first thing the next morning.
    const night = new Date("2026-11-12T23:30:00Z");
    const call = await logInteraction(
      t.db,
      member.user.id,
      contact.id,
      { ...chat, kind: "call", occurred_on: "2026-11-11" },
      night,
    );
    expect(call.reminders.find((r) => r.kind === "thank_you")?.remind_at).toBe("2026-11-13T09:00:00.000Z");
    const [stored] = await t.db
      .select({ remindAt: networkingReminders.remindAt })
      .from(networkingReminders)
      .where(eq(networkingReminders.id, call.reminders.find((r) => r.kind === "thank_you")?.id ?? ""));
    expect(stored?.remindAt.toISOString()).toBe("2026-11-13T09:00:00.000Z");
  });

  test("a thank-you logged before it is due means it is never sent; keeping in touch clears the follow-up", async () => {
    const member = await premium();
    const contact = await api.addContact(member, { name: "Tom Reed", firm: "Lazard" });
    await api.log(member, contact.id, { kind: "call", occurred_on: ukDay(-1) });
    await api.log(member, contact.id, { kind: "email", occurred_on: ukDay(), thank_you: true });
    expect((await overview(member)).reminders.map((r) => r.kind)).toEqual(["follow_up"]);
    await api.log(member, contact.id, { kind: "email", occurred_on: ukDay() });
    expect((await overview(member)).reminders).toEqual([]);
    const farLater = new Date(Date.now() + 60 * 24 * HOUR);
    expect(await sendNetworkingReminders(deps, { now: farLater, userId: member.user.id })).toEqual({
      sent: 0,
    });
    expect(await bell(member)).toEqual([]);
  });

  test("the member's cadence moves open follow-ups; done by hand, a reminder is never sent", async () => {
    const member = await premium();
    const contact = await api.addContact(member, { name: "Ana Lopez", firm: "Evercore" });
    const chatDay = ukDay(-30);
    const { reminders } = await api.log(member, contact.id, { kind: "coffee_chat", occurred_on: chatDay });
    // A month-old chat: no thank-you any more, and its 3-week follow-up is due at once.
    expect(reminders.map((r) => r.kind)).toEqual(["follow_up"]);
    const settings = await api.call(member, "/settings", { method: "PUT", json: { follow_up_days: 42 } });
    const updated = (await settings.json()) as Overview;
    expect(updated.settings.follow_up_days).toBe(42);
    expect(updated.reminders[0]?.remind_at).toBe(ukWallClock(addDays(chatDay, 42), 9).toISOString());

    const id = updated.reminders[0]?.id ?? "";
    expect((await api.call(member, `/reminders/${id}/done`, { method: "POST" })).status).toBe(200);
    expect((await overview(member)).reminders).toEqual([]);
    const other = await t.signUp();
    expect((await api.call(other, `/reminders/${id}/done`, { method: "POST" })).status).toBe(404);
    const [row] = await t.db.select().from(networkingReminders).where(eq(networkingReminders.id, id));
    expect(row?.sentAt).toBeNull();

    for (const bad of [{ follow_up_days: 0 }, { follow_up_days: 500 }, { monthly_chat_goal: 2.5 }]) {
      expect((await api.call(member, "/settings", { method: "PUT", json: bad })).status).toBe(400);
    }
  });

  test("with job alerts off the reminder still comes by email; its link stops networking reminders only", async () => {
    const member = await premium();
    await t.db
      .update(profiles)
      .set({ onboarding: { ...ONBOARDING_DEFAULTS, job_update_frequency: "none" } as OnboardingAnswers })
      .where(eq(profiles.id, member.user.id));
    const contact = await api.addContact(member, { name: "Ada Obi", firm: "Rothschild" });
    const dueNow = async (kind: "thank_you" | "follow_up", occurredOn: string) => {
      const { reminders } = await api.log(member, contact.id, { kind: "call", occurred_on: occurredOn });
      await t.db
        .update(networkingReminders)
        .set({ remindAt: new Date(Date.now() - 60_000) })
        .where(eq(networkingReminders.id, reminders.find((r) => r.kind === kind)?.id ?? ""));
      expect(await sendNetworkingReminders(deps, { userId: member.user.id })).toEqual({ sent: 1 });
    };
    await dueNow("thank_you", ukDay());
    const [mail] = mailsTo(member);
    expect(mail?.subject).toBe("Reminder: Send a thank-you note to Ada Obi (Rothschild)");
    expect(mail?.text).not.toContain("job alert");
    const unsubscribe = mail?.links.find((link) => link.includes("/unsubscribe?")) ?? "";
    const query = new URL(unsubscribe).search;
    expect(new URLSearchParams(query).get("s")).toBe("networking_reminders");
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\?[^>]*s=networking_reminders/m,
    );

    const settings = async () =>
      (await (await t.request("/api/profile", { cookie: member.cookie })).json()).settings as {
        email_networking_reminders: boolean;
        email_tracker_reminders: boolean;
        job_update_frequency: string;
      };
    expect(await (await t.request(`/api/unsubscribe${query}`)).json()).toEqual({
      scope: "networking_reminders",
      subscribed: true,
    });
    const stopped = await t.request(`/api/unsubscribe${query}`, { method: "POST", origin: null });
    expect(await stopped.json()).toMatchObject({
      scope: "networking_reminders",
      message: "You will no longer receive networking reminder emails.",
    });
    expect(await settings()).toEqual({
      show_in_join_alerts: false,
      email_broadcasts: true,
      email_support_replies: true,
      email_tracker_reminders: true,
      email_networking_reminders: false,
      job_update_frequency: "none",
    });

    // The next reminder reaches the bell only.
    await dueNow("follow_up", addDays(ukDay(), -30));
    expect(mailsTo(member)).toHaveLength(1);
    expect((await bell(member)).map((n) => n.broadcast_title)).toContain(
      "Follow up with Ada Obi (Rothschild)",
    );

    const undo = await t.request(`/api/unsubscribe/resubscribe${query}`, { json: {} });
    expect(await undo.json()).toEqual({
      scope: "networking_reminders",
      message: "Networking reminder emails are back on.",
    });
    expect(await settings()).toMatchObject({
      email_networking_reminders: true,
      job_update_frequency: "none",
    });
  });

  test("with networking reminder emails off the reminder reaches the bell only; the queue's own worker sends it", async () => {
    const quiet = await premium();
    const off = await t.request("/api/profile/settings", {
      method: "PATCH",
      cookie: quiet.cookie,
      json: { email_networking_reminders: false },
    });
    expect(off.status, await off.clone().text()).toBe(200);
    const contact = await api.addContact(quiet, { name: "Sam Ode", firm: "" });
    const { reminders } = await api.log(quiet, contact.id, { kind: "call", occurred_on: ukDay() });
    // As if the worker had been down when it fell due.
    await t.db
      .update(networkingReminders)
      .set({ remindAt: new Date(Date.now() - 60_000) })
      .where(eq(networkingReminders.id, reminders.find((r) => r.kind === "thank_you")?.id ?? ""));
    await t.deps.queue.send(NETWORKING_REMINDERS.queue, {});
    await vi.waitFor(async () => expect(await bell(quiet)).toHaveLength(1), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await bell(quiet))[0]?.broadcast_title).toBe("Send a thank-you note to Sam Ode");
    expect(t.mailsTo(quiet.email).filter((m) => m.subject.startsWith("Reminder"))).toEqual([]);
    expect(mailsTo(quiet)).toEqual([]);
  });

  test("the goal counts this month's chats and calls; the streak counts the months that met it", async () => {
    const member = await premium();
    const contact = await api.addContact(member, { name: "Goal Keeper" });
    const month = ukDay().slice(0, 7);
    const monthBefore = (m: string) => {
      const [y, mm] = m.split("-").map(Number) as [number, number];
      return mm === 1 ? `${y - 1}-12` : `${y}-${String(mm - 1).padStart(2, "0")}`;
    };
    const last = monthBefore(month);
    const twoAgo = monthBefore(last);
    const threeAgo = monthBefore(twoAgo);
    for (const day of [`${threeAgo}-03`, `${twoAgo}-04`, `${twoAgo}-20`, `${last}-02`, `${last}-28`]) {
      await api.log(member, contact.id, { kind: "coffee_chat", occurred_on: day });
    }
    // Emails and events do not count towards the goal.
    await api.log(member, contact.id, { kind: "email", occurred_on: ukDay() });
    await api.log(member, contact.id, { kind: "event", occurred_on: ukDay() });
    await api.log(member, contact.id, { kind: "call", occurred_on: ukDay() });

    expect((await overview(member)).goal).toMatchObject({ goal: null, chats_this_month: 1, streak: 0 });
    const set = await api.call(member, "/settings", { method: "PUT", json: { monthly_chat_goal: 2 } });
    expect(((await set.json()) as Overview).goal).toMatchObject({
      goal: 2,
      chats_this_month: 1,
      met: false,
      streak: 2,
    });
    await api.log(member, contact.id, { kind: "coffee_chat", occurred_on: ukDay() });
    expect((await overview(member)).goal).toMatchObject({ chats_this_month: 2, met: true, streak: 3 });
    const cleared = await api.call(member, "/settings", { method: "PUT", json: { monthly_chat_goal: null } });
    expect(((await cleared.json()) as Overview).goal.goal).toBeNull();
  });
});
