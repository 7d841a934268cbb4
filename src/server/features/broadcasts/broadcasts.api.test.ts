import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ADMIN_MESSAGES } from "../../../shared/schemas/admin";
import { broadcastEmailDeliveries, broadcasts, profiles, user, userNotifications } from "../../db/schema";
import type { Mail } from "../../platform/mail/mailer";
import { sendBroadcast } from "./broadcasts.service";

// 001 §2-4: composing, sending (in-app rows in one insert, emails in batches that respect
// each member's settings, with an unsubscribe link), statuses, and resuming without duplicates.

describe("broadcasts", () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());

  const compose = (json: unknown) => t.request("/api/admin/broadcasts", { json, cookie: admin.cookie });
  const statusOf = async (id: string) =>
    (await t.db.select().from(broadcasts).where(eq(broadcasts.id, id)))[0];
  async function settled(id: string) {
    for (let i = 0; i < 100; i++) {
      const row = await statusOf(id);
      if (row && (row.status === "sent" || row.status === "failed")) return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("broadcast did not finish");
  }

  test("'Title and message cannot be empty.'", async () => {
    const response = await compose({ title: "   ", message: "" });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields).toEqual({
      title: ADMIN_MESSAGES.broadcastEmpty,
      message: ADMIN_MESSAGES.broadcastEmpty,
    });
  });

  test("both: every member gets a notification; email only where the settings allow, with an unsubscribe link", async () => {
    const keen = await t.signUp({ first_name: "Keen" });
    const quiet = await t.signUp({ first_name: "Quiet" });
    await t.db.update(profiles).set({ emailBroadcasts: false }).where(eq(profiles.id, quiet.user.id));
    const suspended = await t.signUp();
    await t.db.update(user).set({ banned: true }).where(eq(user.id, suspended.user.id));

    const response = await compose({
      title: "Spring weeks open",
      message: "Applications for spring weeks are open.",
    });
    expect(response.status).toBe(201);
    const { broadcast } = await response.json();
    expect(broadcast).toMatchObject({
      status: "queued",
      delivery_method: "both",
      target_audience: "all",
      sent_at: null,
    });
    const done = await settled(broadcast.id);
    expect(done.status).toBe("sent");
    expect(done.sentAt).not.toBeNull();

    const notes = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.broadcastId, broadcast.id));
    const notified = new Set(notes.map((n) => n.userId));
    expect(notified.has(keen.user.id) && notified.has(quiet.user.id)).toBe(true);
    expect(notified.has(suspended.user.id)).toBe(false);

    const mail = t.mailsTo(keen.email).find((m) => m.subject === "Spring weeks open");
    expect(mail?.text).toContain("Applications for spring weeks are open.");
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(t.mailsTo(quiet.email).some((m) => m.subject === "Spring weeks open")).toBe(false);

    // The one-click link turns announcement emails off for that member only.
    const link = new URL(mail?.text.match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0] ?? "");
    const unsubscribed = await t.request(`/api/unsubscribe${link.search}`, { method: "POST", origin: null });
    expect(unsubscribed.status).toBe(200);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, keen.user.id));
    expect(row?.emailBroadcasts).toBe(false);
    const forged = link.search.replace(keen.user.id, quiet.user.id);
    expect((await t.request(`/api/unsubscribe${forged}`, { method: "POST", origin: null })).status).toBe(400);

    const recent = await (await t.request("/api/admin/broadcasts", { cookie: admin.cookie })).json();
    expect(recent.broadcasts[0]).toMatchObject({ id: broadcast.id, status: "sent" });
  });

  test("selected members only, in-app only", async () => {
    const chosen = await t.signUp();
    const other = await t.signUp();
    const response = await compose({
      title: "Just for you",
      message: "A personal note",
      delivery_method: "push",
      target_audience: "selected",
      recipient_ids: [chosen.user.id],
    });
    const { broadcast } = await response.json();
    await settled(broadcast.id);
    const notes = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.broadcastId, broadcast.id));
    expect(notes.map((n) => n.userId)).toEqual([chosen.user.id]);
    expect(t.mailsTo(chosen.email).some((m) => m.subject === "Just for you")).toBe(false);
    expect(other).toBeDefined();
    const none = await compose({ title: "x", message: "y", target_audience: "selected", recipient_ids: [] });
    expect(none.status).toBe(400);
  });

  test("selected members: a member chosen twice counts once; an unknown member is refused by name", async () => {
    const chosen = await t.signUp();
    const response = await compose({
      title: "Twice chosen",
      message: "Once received",
      delivery_method: "both",
      target_audience: "selected",
      recipient_ids: [chosen.user.id, chosen.user.id],
    });
    expect(response.status).toBe(201);
    const { broadcast } = await response.json();
    expect(broadcast).toMatchObject({ target_audience: "selected", recipient_count: 1 });
    const done = await settled(broadcast.id);
    expect(done).toMatchObject({
      status: "sent",
      recipientIds: [chosen.user.id],
      inAppCount: 1,
      emailCount: 1,
    });
    expect(t.mailsTo(chosen.email).filter((m) => m.subject === "Twice chosen")).toHaveLength(1);

    const before = (await t.db.select().from(broadcasts)).length;
    const unknown = await compose({
      title: "Nobody",
      message: "Lost",
      target_audience: "selected",
      recipient_ids: [chosen.user.id, "no-such-member"],
    });
    expect(unknown.status).toBe(400);
    const { error } = await unknown.json();
    expect(error.message).toBe(ADMIN_MESSAGES.broadcastUnknownRecipients);
    expect(error.fields).toEqual({ recipient_ids: ADMIN_MESSAGES.broadcastUnknownRecipients });
    expect((await t.db.select().from(broadcasts)).length, "nothing stored").toBe(before);

    const none = await compose({ title: "x", message: "y", target_audience: "selected" });
    expect((await none.json()).error.fields).toEqual({ recipient_ids: ADMIN_MESSAGES.broadcastNoRecipients });
  });

  test("with target_audience all, recipient ids are ignored", async () => {
    const someone = await t.signUp();
    const response = await compose({
      title: "Everyone",
      message: "All of you",
      delivery_method: "push",
      recipient_ids: [someone.user.id],
    });
    const { broadcast } = await response.json();
    expect(broadcast).toMatchObject({ target_audience: "all", recipient_count: null });
    expect((await statusOf(broadcast.id))?.recipientIds).toEqual([]);
  });

  test("a send interrupted half-way resumes without sending anyone anything twice", async () => {
    const members = [await t.signUp(), await t.signUp(), await t.signUp()];
    const [row] = await t.db
      .insert(broadcasts)
      .values({
        title: "Resumed",
        message: "Once each",
        deliveryMethod: "both",
        targetAudience: "selected",
        recipientIds: members.map((m) => m.user.id),
        status: "sending",
      })
      .returning();
    const id = row?.id ?? "";
    // The interrupted run had already notified and emailed the first member.
    const first = members[0] as SignedIn;
    await t.db.insert(userNotifications).values({
      userId: first.user.id,
      kind: "broadcast",
      title: "Resumed",
      message: "Once each",
      broadcastId: id,
    });
    await t.db.insert(broadcastEmailDeliveries).values({ broadcastId: id, userId: first.user.id });

    const sent: Mail[] = [];
    const deps = {
      db: t.db,
      mailer: { send: async (mail: Mail) => void sent.push(mail) },
      logger: pino({ level: "silent" }),
      appUrl: t.config.appUrl,
      authSecret: t.config.authSecret,
    };
    await sendBroadcast(deps, id);
    expect(sent.map((m) => m.to).sort()).toEqual([members[1]?.email, members[2]?.email].sort());
    const notes = await t.db.select().from(userNotifications).where(eq(userNotifications.broadcastId, id));
    expect(notes).toHaveLength(3);
    expect(await statusOf(id)).toMatchObject({ status: "sent", inAppCount: 3, emailCount: 3 });

    // A sent broadcast is never sent again.
    expect(await sendBroadcast(deps, id)).toEqual({ skipped: true });
    expect(sent).toHaveLength(2);
  });

  test("a mail server failure marks the broadcast failed with the reason", async () => {
    await t.signUp();
    const [row] = await t.db
      .insert(broadcasts)
      .values({ title: "Fails", message: "No SMTP", deliveryMethod: "email", targetAudience: "all" })
      .returning();
    const deps = {
      db: t.db,
      mailer: {
        send: async () => {
          throw new Error("connect ECONNREFUSED 127.0.0.1:25");
        },
      },
      logger: pino({ level: "silent" }),
      appUrl: t.config.appUrl,
      authSecret: t.config.authSecret,
    };
    await expect(sendBroadcast(deps, row?.id ?? "")).rejects.toThrow();
    expect(await statusOf(row?.id ?? "")).toMatchObject({
      status: "failed",
      failureReason: "connect ECONNREFUSED 127.0.0.1:25",
    });
  });
});
