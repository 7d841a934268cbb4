import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-db";
import { ONBOARDING_DEFAULTS, type OnboardingAnswers } from "../../../shared/onboarding";
import { NOTIFICATION_KINDS, type NotificationKind } from "../../../shared/schemas/notifications";
import { profiles, user, userNotifications } from "../../db/schema";
import { wantsEmailSql } from "./email-wanted";
import { type NewNotification, notify, notifyAudience, notifyEach } from "./notify";

// notify() on a real database: the notifications land in the bell's table, and the answer says where
// each email goes and whether the member wants it, by the one rule in email-wanted.ts.

const KINDS = NOTIFICATION_KINDS.map((kind) => kind.value);

describe("notify", () => {
  let database: TestDatabase;

  async function member(firstName: string, settings: Partial<typeof profiles.$inferInsert> = {}) {
    const id = randomUUID();
    await database.db.insert(user).values({ id, name: firstName, firstName, email: `${id}@example.com` });
    await database.db.insert(profiles).values({ id, ...settings });
    return { id, email: `${id}@example.com`, firstName };
  }
  const rowsOf = (userId: string) =>
    database.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));
  const note = (userId: string, kind: NotificationKind, title = "Title"): NewNotification => ({
    userId,
    kind,
    title,
    message: "Message",
  });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  test("answers in the order given, with each member's address and whether they want the email", async () => {
    const keen = await member("Keen");
    const quiet = await member("Quiet", {
      emailBroadcasts: false,
      emailSupportReplies: false,
      emailTrackerReminders: false,
      emailNetworkingReminders: false,
      onboarding: { ...ONBOARDING_DEFAULTS, job_update_frequency: "none" } as OnboardingAnswers,
    });
    const recipients = await notifyEach(
      database.db,
      KINDS.flatMap((kind) => [note(keen.id, kind, `keen ${kind}`), note(quiet.id, kind, `quiet ${kind}`)]),
    );
    expect(recipients).toHaveLength(KINDS.length * 2);
    const wanted = Object.fromEntries(
      KINDS.map((kind, i) => [kind, [recipients[2 * i]?.wantsEmail, recipients[2 * i + 1]?.wantsEmail]]),
    );
    // Only the kinds without a setting of their own still email the member who turned everything off.
    expect(wanted).toEqual({
      job_alert: [true, false],
      closing_reminder: [true, false],
      tracker_reminder: [true, false],
      networking_reminder: [true, false],
      broadcast: [true, false],
      support_reply: [true, false],
      alumni_chat: [true, true],
      support_urgent: [true, true],
      job_source_failing: [true, true],
    });
    expect(recipients[0]).toMatchObject({ userId: keen.id, email: keen.email, firstName: "Keen" });
    expect(recipients[1]).toMatchObject({ userId: quiet.id, email: quiet.email, firstName: "Quiet" });
    const titles = new Map((await rowsOf(keen.id)).map((row) => [row.id, row.title]));
    for (const [i, kind] of KINDS.entries()) {
      expect(titles.get(recipients[2 * i]?.notificationId ?? "")).toBe(`keen ${kind}`);
    }
    expect(await rowsOf(quiet.id)).toHaveLength(KINDS.length);
  });

  test("each setting turns off its own kind only, and the queries that select by the rule agree", async () => {
    const networkingOff = await member("Nia", { emailNetworkingReminders: false });
    const [tracker, networking, alert] = await notifyEach(database.db, [
      note(networkingOff.id, "tracker_reminder"),
      note(networkingOff.id, "networking_reminder"),
      note(networkingOff.id, "job_alert"),
    ]);
    expect([tracker?.wantsEmail, networking?.wantsEmail, alert?.wantsEmail]).toEqual([true, false, true]);
    for (const kind of ["tracker_reminder", "networking_reminder", "job_alert"] as const) {
      const selected = await database.db.execute(
        sql`select u.id from "user" u left join profiles p on p.id = u.id
          where u.id = ${networkingOff.id} and ${wantsEmailSql(kind)}`,
      );
      expect((selected as unknown as { rows: unknown[] }).rows.length, kind).toBe(
        kind === "networking_reminder" ? 0 : 1,
      );
    }
  });

  test("a member without a profile row has each setting's default", async () => {
    const id = randomUUID();
    await database.db.insert(user).values({ id, name: "No Profile", email: `${id}@example.com` });
    const recipient = await notify(database.db, note(id, "broadcast"));
    expect(recipient).toMatchObject({ userId: id, wantsEmail: true });
  });

  test("keeps the time a scheduled run gives, the link and the roles named", async () => {
    const someone = await member("Sam");
    const at = new Date("2030-01-02T03:04:05.678Z");
    const jobs = [{ id: randomUUID(), title: "Analyst", firm: "Lazard" }];
    await notify(database.db, {
      ...note(someone.id, "job_alert"),
      createdAt: at,
      link: "/app/job-feed",
      jobs,
    });
    const [row] = await rowsOf(someone.id);
    expect(row).toMatchObject({
      createdAt: at,
      link: "/app/job-feed",
      jobs,
      isRead: false,
      kind: "job_alert",
    });
  });

  test("a member gets one row per broadcast, however often it is sent, one by one or to an audience", async () => {
    const first = await member("First");
    const second = await member("Second");
    const broadcastId = randomUUID();
    const announcement = {
      kind: "broadcast" as const,
      title: "Spring weeks",
      message: "Open now",
      broadcastId,
    };
    expect(await notify(database.db, { ...announcement, userId: first.id })).not.toBeNull();
    expect(await notify(database.db, { ...announcement, userId: first.id })).toBeNull();
    const audience = sql`u.id in (${first.id}, ${second.id})`;
    await notifyAudience(database.db, audience, announcement);
    await notifyAudience(database.db, audience, announcement);
    for (const who of [first, second]) {
      expect((await rowsOf(who.id)).map((row) => row.broadcastId)).toEqual([broadcastId]);
    }
  });

  test("many notifications at once, past one insert's worth, all land and answer in order", async () => {
    const busy = await member("Busy");
    const many = Array.from({ length: 2_345 }, (_, i) => note(busy.id, "job_alert", `N${i}`));
    const recipients = await notifyEach(database.db, many);
    expect(recipients.every((r) => r?.userId === busy.id)).toBe(true);
    const titles = new Map((await rowsOf(busy.id)).map((row) => [row.id, row.title]));
    expect(titles.size).toBe(2_345);
    expect(recipients.map((r) => titles.get(r?.notificationId ?? ""))).toEqual(many.map((n) => n.title));
  });

  test("inside a transaction that fails, nothing is created", async () => {
    const someone = await member("Rolled");
    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, note(someone.id, "support_reply"));
        throw new Error("the change it reports failed");
      }),
    ).rejects.toThrow("the change it reports failed");
    expect(await rowsOf(someone.id)).toEqual([]);
  });
});
