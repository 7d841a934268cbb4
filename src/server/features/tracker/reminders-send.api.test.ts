import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { type MailSink, startMailSink } from "../../../../tests/e2e/support/server";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS, type OnboardingAnswers } from "../../../shared/onboarding";
import { applicationReminders, applications, profiles } from "../../db/schema";
import { createMailer } from "../../platform/mail/mailer";
import { unsubscribeUrl } from "../../platform/mail/unsubscribe";
import { TRACKER_REMINDERS } from "./reminders.jobs";
import { type ReminderDeps, runReminders } from "./reminders-send";

// Delivering reminders: each one once (run twice, or by two workers at the same time), in the bell with
// a link to the application, and by email through SMTP unless the member turned application reminder
// emails off: their own setting and unsubscribe link, apart from job alerts.

const DAY = 86_400_000;
const ukDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });

type Bell = {
  notifications: { kind: string; broadcast_title: string; broadcast_message: string; link: string }[];
};

describe("sending tracker reminders", () => {
  let t: TestApp;
  let sink: MailSink;
  let deps: ReminderDeps;

  beforeAll(async () => {
    [t, sink] = await Promise.all([createTestApp(), startMailSink()]);
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

  async function addApplication(owner: SignedIn, values: Partial<typeof applications.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(applications)
      .values({ userId: owner.user.id, firmName: "Rothschild & Co", roleTitle: "Spring Insight", ...values })
      .returning();
    return row?.id ?? "";
  }

  const bell = async (who: SignedIn) =>
    (
      (await (await t.request("/api/notifications", { cookie: who.cookie })).json()) as Bell
    ).notifications.filter((n) => n.kind === "tracker_reminder");
  const mailsTo = (who: SignedIn) => sink.mails.filter((m) => m.to.includes(who.email.toLowerCase()));

  test("a due reminder reaches the bell and the inbox once, however often and however many run", async () => {
    const member = await t.signUp();
    const applicationId = await addApplication(member);
    const remindAt = new Date(Date.now() + 60_000);
    const created = await t.request(`/api/tracker/applications/${applicationId}/reminders`, {
      cookie: member.cookie,
      json: { remind_at: remindAt.toISOString(), text: "Finish the cover letter" },
    });
    expect(created.status).toBe(201);

    // Not yet due: nothing goes.
    expect(await runReminders(deps, { userId: member.user.id })).toEqual({ sent: 0 });
    const later = new Date(remindAt.getTime() + 60_000);
    // Two workers at the same moment, then a third run after them.
    const results = await Promise.all([
      runReminders(deps, { now: later, userId: member.user.id }),
      runReminders(deps, { now: later, userId: member.user.id }),
    ]);
    expect(results.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(await runReminders(deps, { now: later, userId: member.user.id })).toEqual({ sent: 0 });

    expect(await bell(member)).toEqual([
      expect.objectContaining({
        broadcast_title: "Rothschild & Co Spring Insight: Finish the cover letter",
        broadcast_message: "Finish the cover letter",
        link: `/app/tracker/${applicationId}`,
      }),
    ]);
    const mails = mailsTo(member);
    expect(mails.map((m) => m.subject)).toEqual([
      "Reminder: Rothschild & Co Spring Insight: Finish the cover letter",
    ]);
    expect(mails[0]?.links).toContain(`${t.config.appUrl}/app/tracker/${applicationId}`);
    expect(mails[0]?.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\?/m);

    const list = await t.request(`/api/tracker/applications/${applicationId}/reminders`, {
      cookie: member.cookie,
    });
    const { reminders } = (await list.json()) as { reminders: { sent_at: string | null }[] };
    expect(reminders[0]?.sent_at).toBe(later.toISOString());
  });

  test("the deadline reminder counts the days left; a member without reminder emails gets it in the bell only", async () => {
    const member = await t.signUp();
    const quiet = await t.signUp();
    const off = await t.request("/api/profile/settings", {
      method: "PATCH",
      cookie: quiet.cookie,
      json: { email_tracker_reminders: false },
    });
    expect(off.status, await off.clone().text()).toBe(200);
    // A deadline 8 UK days away: its 7-day reminder is at 09:00 tomorrow, UK time.
    const deadline = ukDay.format(new Date(Date.now() + 8 * DAY));
    const mine = await addApplication(member, {
      firmName: "Goldman Sachs",
      roleTitle: "Summer Analyst",
      deadline,
    });
    await addApplication(quiet, { firmName: "Goldman Sachs", roleTitle: "Summer Analyst", deadline });

    for (const who of [member, quiet]) await runReminders(deps, { userId: who.user.id });
    const [planned] = await t.db
      .select()
      .from(applicationReminders)
      .where(eq(applicationReminders.applicationId, mine));
    expect(planned?.kind).toBe("deadline_7");
    const due = new Date((planned?.remindAt.getTime() ?? 0) + 60_000);
    for (const who of [member, quiet]) {
      expect(await runReminders(deps, { now: due, userId: who.user.id })).toEqual({ sent: 1 });
      expect(await runReminders(deps, { now: due, userId: who.user.id })).toEqual({ sent: 0 });
    }

    expect(mailsTo(member).map((m) => m.subject)).toEqual([
      "Reminder: Goldman Sachs Summer Analyst closes in 7 days",
    ]);
    expect(mailsTo(quiet)).toEqual([]);
    for (const who of [member, quiet]) {
      expect((await bell(who)).map((n) => n.broadcast_title)).toEqual([
        "Goldman Sachs Summer Analyst closes in 7 days",
      ]);
    }
  });

  test("reminder emails have their own switch and unsubscribe link, apart from job alerts", async () => {
    const member = await t.signUp();
    // Job alerts off: reminders still come by email.
    await t.db
      .update(profiles)
      .set({ onboarding: { ...ONBOARDING_DEFAULTS, job_update_frequency: "none" } as OnboardingAnswers })
      .where(eq(profiles.id, member.user.id));
    const applicationId = await addApplication(member, { firmName: "Lazard", roleTitle: "Spring Week" });
    const remind = async (text: string) => {
      const [row] = await t.db
        .insert(applicationReminders)
        .values({
          applicationId,
          userId: member.user.id,
          kind: "manual",
          remindAt: new Date(Date.now() - 60_000),
          text,
        })
        .returning();
      expect(await runReminders(deps, { userId: member.user.id })).toEqual({ sent: 1 });
      return row;
    };
    await remind("Send the cover letter.");
    const [mail] = mailsTo(member);
    expect(mail?.subject).toBe("Reminder: Lazard Spring Week: Send the cover letter.");
    // The body says the reminder once, and its links stop reminder emails, not job alerts.
    expect(mail?.text.match(/Send the cover letter/g)).toHaveLength(1);
    expect(mail?.html.match(/Send the cover letter/g)).toHaveLength(1);
    expect(mail?.text).toMatch(/Lazard Spring Week: Send the cover letter\.\r?\n\r?\nOpen the application:/);
    expect(mail?.text).not.toContain("job alert");
    const unsubscribe = mail?.links.find((link) => link.includes("/unsubscribe?")) ?? "";
    const query = new URL(unsubscribe).search;
    expect(new URLSearchParams(query).get("s")).toBe("tracker_reminders");
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/unsubscribe\?[^>]*s=tracker_reminders/m,
    );

    const settings = async () =>
      (await (await t.request("/api/profile", { cookie: member.cookie })).json()).settings as {
        email_tracker_reminders: boolean;
        job_update_frequency: string;
      };
    expect((await t.request(`/api/unsubscribe${query}`)).status).toBe(200);
    expect(await (await t.request(`/api/unsubscribe${query}`)).json()).toEqual({
      scope: "tracker_reminders",
      subscribed: true,
    });
    const stopped = await t.request(`/api/unsubscribe${query}`, { method: "POST", origin: null });
    expect(await stopped.json()).toMatchObject({
      scope: "tracker_reminders",
      message: "You will no longer receive application reminder emails.",
    });
    expect(await settings()).toMatchObject({ email_tracker_reminders: false, job_update_frequency: "none" });
    await remind("Call the recruiter");
    expect(mailsTo(member)).toHaveLength(1);
    expect((await bell(member)).map((n) => n.broadcast_title)).toContain(
      "Lazard Spring Week: Call the recruiter",
    );

    // Back on; then job alerts turned back on and off again through their own link leave reminders alone.
    const undo = await t.request(`/api/unsubscribe/resubscribe${query}`, { json: {} });
    expect(await undo.json()).toEqual({
      scope: "tracker_reminders",
      message: "Application reminder emails are back on.",
    });
    expect(await settings()).toMatchObject({ email_tracker_reminders: true, job_update_frequency: "none" });
    const alerts = new URL(unsubscribeUrl(t.config.appUrl, t.config.authSecret, member.user.id, "alerts"))
      .search;
    await t.request(`/api/unsubscribe/resubscribe${alerts}`, { json: {} });
    expect(await settings()).toMatchObject({
      email_tracker_reminders: true,
      job_update_frequency: "daily_summary",
    });
    await t.request(`/api/unsubscribe${alerts}`, { method: "POST", origin: null });
    expect(await settings()).toMatchObject({ email_tracker_reminders: true, job_update_frequency: "none" });
    await remind("Book the train");
    expect(mailsTo(member).map((m) => m.subject)).toEqual([
      "Reminder: Lazard Spring Week: Send the cover letter.",
      "Reminder: Lazard Spring Week: Book the train",
    ]);
  });

  test("the queue's own worker sends what is due", async () => {
    const member = await t.signUp();
    const applicationId = await addApplication(member);
    // Written as if the worker had been down when it fell due.
    await t.db.insert(applicationReminders).values({
      applicationId,
      userId: member.user.id,
      kind: "manual",
      remindAt: new Date(Date.now() - 60_000),
      text: "Call the recruiter back",
    });
    await t.deps.queue.send(TRACKER_REMINDERS.queue, {});
    await vi.waitFor(async () => expect(await bell(member)).toHaveLength(1), {
      timeout: 15_000,
      interval: 200,
    });
    // The test app records mail in memory; the SMTP sink only hears the runs above.
    expect(
      t
        .mailsTo(member.email)
        .map((m) => m.subject)
        .filter((subject) => subject.startsWith("Reminder")),
    ).toEqual(["Reminder: Rothschild & Co Spring Insight: Call the recruiter back"]);
  });
});
