import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { applicationEvents, applicationReminders, applications } from "../../db/schema";
import { planAutomaticReminders, planDueReminders } from "./reminders-plan";

// Reminders on an application: the member's own (add, list, delete, refused in the past or on someone
// else's application) and the automatic ones, planned from the deadline while in Saved and from dated
// events, and removed when what they were for changes.

const DAY = 86_400_000;
const ukDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
/** The UK date `days` from now, as YYYY-MM-DD. */
const dayFromNow = (days: number, from = new Date()) => ukDay.format(new Date(from.getTime() + days * DAY));
const londonHour = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  hourCycle: "h23",
});
/** 09:00 UK time on a date, as an ISO instant (08:00Z in summer, 09:00Z in winter). */
function nineInLondon(day: string, daysBefore = 0): string {
  const base = new Date(`${day}T00:00:00Z`);
  base.setUTCDate(base.getUTCDate() - daysBefore);
  const date = base.toISOString().slice(0, 10);
  const summer = new Date(`${date}T08:00:00Z`);
  return (londonHour.format(summer) === "09" ? summer : new Date(`${date}T09:00:00Z`)).toISOString();
}

describe("tracker reminders", () => {
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t?.dispose());

  async function addApplication(owner: SignedIn, values: Partial<typeof applications.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(applications)
      .values({ userId: owner.user.id, firmName: "Goldman Sachs", roleTitle: "Summer Analyst", ...values })
      .returning();
    if (!row) throw new Error("no application");
    return row.id;
  }

  const list = async (applicationId: string, who = member) => {
    const response = await t.request(`/api/tracker/applications/${applicationId}/reminders`, {
      cookie: who.cookie,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      reminders: {
        id: string;
        kind: string;
        automatic: boolean;
        remind_at: string;
        text: string;
        sent_at: null;
      }[];
      calendar_files: { label: string; href: string }[];
    };
  };

  test("a member adds, lists and deletes their own reminders; past times and long texts are refused", async () => {
    const applicationId = await addApplication(member);
    const remindAt = new Date(Date.now() + 2 * DAY).toISOString();
    const created = await t.request(`/api/tracker/applications/${applicationId}/reminders`, {
      cookie: member.cookie,
      json: { remind_at: remindAt, text: "Ask Sam, the alumna, about the superday" },
    });
    expect(created.status).toBe(201);
    const { reminder } = (await created.json()) as { reminder: { id: string } };
    expect((await list(applicationId)).reminders).toEqual([
      {
        id: reminder.id,
        kind: "manual",
        automatic: false,
        remind_at: remindAt,
        text: "Ask Sam, the alumna, about the superday",
        sent_at: null,
      },
    ]);

    const past = await t.request(`/api/tracker/applications/${applicationId}/reminders`, {
      cookie: member.cookie,
      json: { remind_at: new Date(Date.now() - 60_000).toISOString(), text: "Too late" },
    });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: { message: string } }).error.message).toBe(
      "Choose a time in the future for the reminder.",
    );
    const long = await t.request(`/api/tracker/applications/${applicationId}/reminders`, {
      cookie: member.cookie,
      json: { remind_at: remindAt, text: "x".repeat(201) },
    });
    expect(long.status).toBe(400);
    expect((await list(applicationId)).reminders).toHaveLength(1);

    const deleted = await t.request(`/api/tracker/reminders/${reminder.id}`, {
      method: "DELETE",
      cookie: member.cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await list(applicationId)).reminders).toEqual([]);
    const again = await t.request(`/api/tracker/reminders/${reminder.id}`, {
      method: "DELETE",
      cookie: member.cookie,
    });
    expect(again.status).toBe(404);
  });

  test("another member's application and reminders answer 404 and change nothing", async () => {
    const applicationId = await addApplication(member);
    const created = await t.request(`/api/tracker/applications/${applicationId}/reminders`, {
      cookie: member.cookie,
      json: { remind_at: new Date(Date.now() + DAY).toISOString(), text: "Mine" },
    });
    const { reminder } = (await created.json()) as { reminder: { id: string } };
    const path = `/api/tracker/applications/${applicationId}/reminders`;

    expect((await t.request(path, { cookie: other.cookie })).status).toBe(404);
    const foreignAdd = await t.request(path, {
      cookie: other.cookie,
      json: { remind_at: new Date(Date.now() + DAY).toISOString(), text: "Theirs" },
    });
    expect(foreignAdd.status).toBe(404);
    const foreignDelete = await t.request(`/api/tracker/reminders/${reminder.id}`, {
      method: "DELETE",
      cookie: other.cookie,
    });
    expect(foreignDelete.status).toBe(404);
    expect(
      (
        await t.request(`/api/tracker/reminders/${crypto.randomUUID()}`, {
          method: "DELETE",
          cookie: member.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await t.request(path)).status).toBe(401);
    expect((await list(applicationId)).reminders.map((r) => r.text)).toEqual(["Mine"]);
  });

  test("a Saved application's deadline gets reminders 7 days and 1 day before, gone when the stage moves on", async () => {
    const deadline = dayFromNow(10);
    const applicationId = await addApplication(member, { deadline });
    await planAutomaticReminders(t.db, applicationId);
    await planAutomaticReminders(t.db, applicationId); // planning twice makes nothing twice
    const planned = (await list(applicationId)).reminders;
    expect(planned.map((r) => [r.kind, r.automatic, r.remind_at])).toEqual([
      ["deadline_7", true, nineInLondon(deadline, 7)],
      ["deadline_1", true, nineInLondon(deadline, 1)],
    ]);
    const automatic = planned[0]?.id ?? "";
    const refused = await t.request(`/api/tracker/reminders/${automatic}`, {
      method: "DELETE",
      cookie: member.cookie,
    });
    expect(refused.status).toBe(409);

    // A new deadline replaces the reminders of the old one.
    const later = dayFromNow(12);
    await t.db.update(applications).set({ deadline: later }).where(eq(applications.id, applicationId));
    await planAutomaticReminders(t.db, applicationId);
    expect((await list(applicationId)).reminders.map((r) => r.remind_at)).toEqual([
      nineInLondon(later, 7),
      nineInLondon(later, 1),
    ]);

    await t.db.update(applications).set({ stage: "applied" }).where(eq(applications.id, applicationId));
    await planAutomaticReminders(t.db, applicationId);
    expect((await list(applicationId)).reminders).toEqual([]);
  });

  test("dated interviews and tests get a reminder at 09:00 UK time the day before; moved or deleted, it follows", async () => {
    const applicationId = await addApplication(member, { stage: "interviews" });
    const startsAt = new Date(`${dayFromNow(4)}T13:30:00Z`);
    const [event] = await t.db
      .insert(applicationEvents)
      .values({ applicationId, userId: member.user.id, kind: "interview", startsAt })
      .returning();
    await t.db.insert(applicationEvents).values({
      applicationId,
      userId: member.user.id,
      kind: "other",
      startsAt: new Date(startsAt.getTime() + 3_600_000),
    });
    await planAutomaticReminders(t.db, applicationId);
    const dayBefore = nineInLondon(dayFromNow(4), 1);
    expect((await list(applicationId)).reminders.map((r) => [r.kind, r.remind_at])).toEqual([
      ["event", dayBefore],
    ]);
    expect((await list(applicationId)).calendar_files.map((f) => f.label)).toEqual(["Interview", "Other"]);

    const moved = new Date(`${dayFromNow(6)}T09:00:00Z`);
    await t.db
      .update(applicationEvents)
      .set({ startsAt: moved })
      .where(eq(applicationEvents.id, event?.id ?? ""));
    await planAutomaticReminders(t.db, applicationId);
    expect((await list(applicationId)).reminders.map((r) => r.remind_at)).toEqual([
      nineInLondon(dayFromNow(6), 1),
    ]);

    await t.db.update(applications).set({ archivedAt: new Date() }).where(eq(applications.id, applicationId));
    await planAutomaticReminders(t.db, applicationId);
    expect((await list(applicationId)).reminders).toEqual([]);
  });

  test("the periodic run plans the deadlines close enough and drops reminders for a deadline moved far away", async () => {
    const soon = await addApplication(member, { deadline: dayFromNow(5) });
    const far = await addApplication(member, { deadline: dayFromNow(30) });
    const rolling = await addApplication(member, { rolling: true });
    await planDueReminders(t.db, new Date(), member.user.id);
    // Seven days before a deadline five days away has passed: only the day-before reminder is planned.
    expect((await list(soon)).reminders.map((r) => r.kind)).toEqual(["deadline_1"]);
    expect((await list(far)).reminders).toEqual([]);
    expect((await list(rolling)).reminders).toEqual([]);

    await t.db
      .update(applications)
      .set({ deadline: dayFromNow(40) })
      .where(eq(applications.id, soon));
    await planDueReminders(t.db, new Date(), member.user.id);
    const left = await t.db
      .select()
      .from(applicationReminders)
      .where(eq(applicationReminders.applicationId, soon));
    expect(left).toEqual([]);
  });
});
