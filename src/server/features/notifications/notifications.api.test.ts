import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import type { NotificationKind } from "../../../shared/schemas/notifications";
import { userNotifications } from "../../db/schema";
import { type NewNotification, notifyEach } from "../../platform/notifications/notify";

// Spec 000 §3, §4.6, §7 calls 7-8: the bell's list, the history page and marking read.

type Item = {
  id: string;
  user_notification_id: string;
  kind: NotificationKind;
  is_read: boolean;
  broadcast_title: string;
  broadcast_message: string;
  broadcast_sent_at: string | null;
  notification_created_at: string;
  link: string | null;
};
type List = { notifications: Item[]; unread_count: number };
type Page = List & { next_cursor: string | null };

const MINUTE = 60_000;

describe("notifications", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const list = async (member: SignedIn): Promise<List> => {
    const response = await t.request("/api/notifications", { cookie: member.cookie });
    expect(response.status).toBe(200);
    return response.json();
  };
  const history = async (member: SignedIn, query = ""): Promise<Page> => {
    const response = await t.request(`/api/notifications/history${query}`, { cookie: member.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const markRead = (member: SignedIn, id: unknown) =>
    t.request("/api/notifications/mark-read", { json: { user_notification_id: id }, cookie: member.cookie });
  const markAll = (member: SignedIn) =>
    t.request("/api/notifications/mark-all-read", { method: "POST", cookie: member.cookie });

  /** Rows for one member, oldest first, one minute apart (the created times are set after notify). */
  async function seed(member: SignedIn, rows: Partial<NewNotification & { read: boolean }>[]) {
    const created = await notifyEach(
      t.db,
      rows.map((row, i) => ({
        userId: member.user.id,
        kind: row.kind ?? "job_alert",
        title: row.title ?? `Notification ${i + 1}`,
        message: row.message ?? `Message ${i + 1}`,
        link: row.link,
      })),
    );
    expect(created.filter((recipient) => recipient !== null)).toHaveLength(rows.length);
    const ids = await t.db
      .select({ id: userNotifications.id, title: userNotifications.title })
      .from(userNotifications)
      .where(eq(userNotifications.userId, member.user.id));
    const start = Date.now() - rows.length * MINUTE;
    for (const [i, row] of rows.entries()) {
      const title = row.title ?? `Notification ${i + 1}`;
      const id = ids.find((r) => r.title === title)?.id ?? "";
      await t.db
        .update(userNotifications)
        .set({ createdAt: new Date(start + i * MINUTE), isRead: row.read ?? false })
        .where(eq(userNotifications.id, id));
    }
    return (await list(member)).notifications;
  }

  const stored = (id: string) =>
    t.db
      .select({ isRead: userNotifications.isRead, readAt: userNotifications.readAt })
      .from(userNotifications)
      .where(eq(userNotifications.id, id))
      .then((rows) => rows[0]);

  test("the list answers the spec's fields, newest first, with the unread count", async () => {
    const member = await t.signUp();
    await seed(member, [
      { title: "Old", message: "First", kind: "broadcast", read: true },
      { title: "Middle", message: "Second", kind: "support_reply" },
      { title: "New", message: "Third", kind: "job_alert", link: "/app/premier-firms" },
    ]);
    const body = await list(member);
    expect(body.unread_count).toBe(2);
    expect(body.notifications.map((n) => n.broadcast_title)).toEqual(["New", "Middle", "Old"]);
    const [newest] = body.notifications;
    expect(newest).toEqual({
      id: newest?.id,
      user_notification_id: newest?.id,
      kind: "job_alert",
      is_read: false,
      broadcast_title: "New",
      broadcast_message: "Third",
      broadcast_sent_at: null,
      notification_created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      link: "/app/premier-firms",
      jobs: [],
    });
    expect(body.notifications[2]?.is_read).toBe(true);
  });

  test("a new member has an empty list and a count of 0; visitors get 401", async () => {
    const member = await t.signUp();
    expect(await list(member)).toEqual({ notifications: [], unread_count: 0 });
    for (const path of ["/api/notifications", "/api/notifications/history"]) {
      expect((await t.request(path)).status).toBe(401);
    }
    expect((await t.request("/api/notifications/mark-all-read", { method: "POST" })).status).toBe(401);
    expect(
      (await t.request("/api/notifications/mark-read", { json: { user_notification_id: "nope" } })).status,
    ).toBe(401);
  });

  test("the popover gets the latest 50; the count covers every unread one", async () => {
    const member = await t.signUp();
    await seed(
      member,
      Array.from({ length: 55 }, (_, i) => ({ title: `N${i + 1}` })),
    );
    const body = await list(member);
    expect(body.notifications).toHaveLength(50);
    expect(body.notifications[0]?.broadcast_title).toBe("N55");
    expect(body.unread_count).toBe(55);
  });

  test("mark one: own row only; another member's or an unknown id answers 404 and changes nothing", async () => {
    const member = await t.signUp();
    const other = await t.signUp();
    const [mine] = await seed(member, [{ title: "Mine" }]);
    const [theirs] = await seed(other, [{ title: "Theirs" }]);
    if (!mine || !theirs) throw new Error("not seeded");

    const stolen = await markRead(member, theirs.id);
    expect(stolen.status).toBe(404);
    expect((await stolen.json()).error.message).toBe("This notification does not exist.");
    expect((await stored(theirs.id))?.isRead).toBe(false);
    expect((await list(other)).unread_count).toBe(1);

    expect((await markRead(member, crypto.randomUUID())).status).toBe(404);
    expect((await markRead(member, "not-a-uuid")).status).toBe(400);
    expect((await markRead(member, undefined)).status).toBe(400);
    expect((await list(member)).unread_count).toBe(1);

    const marked = await markRead(member, mine.id);
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ user_notification_id: mine.id, is_read: true, unread_count: 0 });
    const first = await stored(mine.id);
    expect(first?.isRead).toBe(true);
    expect(first?.readAt).toBeInstanceOf(Date);

    // Idempotent: again answers the same and keeps the first read time; the count stays at 0.
    const again = await markRead(member, mine.id);
    expect(await again.json()).toEqual({ user_notification_id: mine.id, is_read: true, unread_count: 0 });
    expect((await stored(mine.id))?.readAt?.getTime()).toBe(first?.readAt?.getTime());
    expect((await list(member)).unread_count).toBe(0);
  });

  test("mark all changes every unread row of the member in one call, and no one else's", async () => {
    const member = await t.signUp();
    const other = await t.signUp();
    await seed(member, [{ read: true }, {}, {}, {}]);
    await seed(other, [{}, {}]);
    const response = await markAll(member);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ marked_read: 3, unread_count: 0 });
    expect((await list(member)).notifications.every((n) => n.is_read)).toBe(true);
    expect((await list(other)).unread_count).toBe(2);
    // Nothing left to change.
    expect(await (await markAll(member)).json()).toEqual({ marked_read: 0, unread_count: 0 });
  });

  test("the spec's 'mark all' loop (one call per unread id, in sequence) ends where mark-all does", async () => {
    const looped = await t.signUp();
    const single = await t.signUp();
    const rows = [{ read: true }, {}, { kind: "broadcast" as const }, {}, { read: true }, {}];
    const before = await seed(looped, rows);
    await seed(single, rows);
    let counts: number[] = [];
    for (const item of before.filter((n) => !n.is_read)) {
      const response = await markRead(looped, item.user_notification_id);
      expect(response.status).toBe(200);
      counts = [...counts, (await response.json()).unread_count];
    }
    expect(counts).toEqual([3, 2, 1, 0]);
    await markAll(single);
    const state = async (m: SignedIn) =>
      (await list(m)).notifications.map((n) => [n.broadcast_title, n.is_read]);
    expect(await state(looped)).toEqual(await state(single));
    expect((await list(looped)).unread_count).toBe(0);
    const unread = await t.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, looped.user.id), eq(userNotifications.isRead, false)));
    expect(unread).toHaveLength(0);
  });

  test("history pages by 20, newest first, without gaps or repeats, even within one millisecond", async () => {
    const member = await t.signUp();
    await seed(
      member,
      Array.from({ length: 45 }, (_, i) => ({ title: `N${i + 1}` })),
    );
    // All in one millisecond, some in the same microsecond: the keyset must still page them exactly.
    await t.db.execute(
      sql`update user_notifications set created_at = timestamptz '2024-01-01 00:00:00Z'
            + (floor(random() * 30))::int * interval '1 microsecond'
          where user_id = ${member.user.id}`,
    );
    const expected = await t.db
      .select({ id: userNotifications.id })
      .from(userNotifications)
      .where(eq(userNotifications.userId, member.user.id))
      .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id));
    const seen: string[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const page: Page = await history(member, cursor ? `?cursor=${cursor}` : "");
      seen.push(...page.notifications.map((n) => n.id));
      expect(page.unread_count).toBe(45);
      cursor = page.next_cursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expected.map((row) => row.id));

    expect(
      (await t.request("/api/notifications/history?cursor=garbage", { cookie: member.cookie })).status,
    ).toBe(400);
  });

  test("history filters by unread and by kind, and pages within the filter", async () => {
    const member = await t.signUp();
    const kinds: NotificationKind[] = ["job_alert", "closing_reminder", "broadcast", "support_reply"];
    await seed(
      member,
      Array.from({ length: 48 }, (_, i) => ({
        title: `N${i + 1}`,
        kind: kinds[i % 4],
        read: i % 2 === 0,
      })),
    );
    const alerts = await history(member, "?kind=job_alert");
    expect(alerts.notifications).toHaveLength(12);
    expect(alerts.notifications.every((n) => n.kind === "job_alert")).toBe(true);
    expect(alerts.next_cursor).toBeNull();

    const unread = await history(member, "?unread=true");
    expect(unread.notifications).toHaveLength(20);
    expect(unread.notifications.every((n) => !n.is_read)).toBe(true);
    expect(unread.notifications[0]?.broadcast_title).toBe("N48");
    const rest = await history(member, `?unread=true&cursor=${unread.next_cursor}`);
    expect(rest.notifications).toHaveLength(4);
    expect(rest.next_cursor).toBeNull();

    const unreadReminders = await history(member, "?unread=true&kind=closing_reminder");
    expect(unreadReminders.notifications.map((n) => n.broadcast_title)).toEqual([
      "N46",
      "N42",
      "N38",
      "N34",
      "N30",
      "N26",
      "N22",
      "N18",
      "N14",
      "N10",
      "N6",
      "N2",
    ]);
    expect((await history(member, "?unread=false")).notifications).toHaveLength(20);

    for (const query of ["?kind=spam", "?unread=yes"]) {
      const response = await t.request(`/api/notifications/history${query}`, { cookie: member.cookie });
      expect(response.status, query).toBe(400);
    }
  });

  test("history never shows another member's rows", async () => {
    const member = await t.signUp();
    const other = await t.signUp();
    await seed(other, [{ title: "Private" }]);
    expect((await history(member)).notifications).toEqual([]);
  });
});
