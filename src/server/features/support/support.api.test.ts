import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { SUPPORT_MESSAGES } from "../../../shared/schemas/support";
import { adminAuditLog, contactMessages, profiles, userNotifications } from "../../db/schema";

// 001 §2-3: members write to support and read their conversation; admins see tickets
// (conversations and contact-form messages) and reply; a reply notifies the member.

describe("support conversations", () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());

  const write = (member: SignedIn, json: unknown) =>
    t.request("/api/support/messages", { json, cookie: member.cookie });
  const tickets = async () =>
    (await (await t.request("/api/admin/support-tickets", { cookie: admin.cookie })).json()).tickets;

  test("a member's messages form one conversation; the urgent flag marks the ticket critical", async () => {
    const member = await t.signUp({ first_name: "Grace", last_name: "Hopper" });
    expect((await write(member, { content: "  How do I export my CV?  " })).status).toBe(201);
    expect(
      (await write(member, { content: "It is urgent: my deadline is tonight.", is_critical: true })).status,
    ).toBe(201);
    const own = await (await t.request("/api/support/messages", { cookie: member.cookie })).json();
    expect(own.messages.map((m: { content: string }) => m.content)).toEqual([
      "How do I export my CV?",
      "It is urgent: my deadline is tonight.",
    ]);

    const ticket = (await tickets()).find(
      (x: { ticket_user_id: string }) => x.ticket_user_id === member.user.id,
    );
    expect(ticket).toMatchObject({
      ticket_content: "It is urgent: my deadline is tonight.",
      ticket_is_critical: true,
      fetched_user_email: member.email,
      user_first_name: "Grace",
      user_last_name: "Hopper",
      awaiting_reply: true,
    });
    const other = await t.signUp();
    const theirs = await (await t.request("/api/support/messages", { cookie: other.cookie })).json();
    expect(theirs.messages, "nobody reads another member's conversation").toEqual([]);
  });

  test("an empty message is refused with a clear text", async () => {
    const member = await t.signUp();
    const response = await write(member, { content: "   " });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.content).toBe(SUPPORT_MESSAGES.empty);
  });

  test("an admin reply lands in the conversation, notifies the member and emails them", async () => {
    const member = await t.signUp({ first_name: "Ada", last_name: "King" });
    await write(member, { content: "Can I change my plan?" });
    const replied = await t.request(`/api/admin/support-tickets/${member.user.id}/reply`, {
      json: { content: "Yes: open Billing and choose Premium." },
      cookie: admin.cookie,
    });
    expect(replied.status).toBe(201);
    expect(await replied.json()).toMatchObject({ message_sender_type: "admin", emailed: true });

    const thread = await (
      await t.request(`/api/admin/support-tickets/${member.user.id}`, { cookie: admin.cookie })
    ).json();
    expect(thread.messages.map((m: { message_sender_type: string }) => m.message_sender_type)).toEqual([
      "user",
      "admin",
    ]);
    expect(thread.messages[0]).toMatchObject({
      target_user_email: member.email,
      sender_display_name: "Ada King",
    });

    const notes = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, member.user.id));
    expect(notes).toMatchObject([
      { kind: "support_reply", message: "Yes: open Billing and choose Premium." },
    ]);
    expect(t.mailsTo(member.email).at(-1)?.subject).toBe("Finance Careers support replied to your message");
    const ticket = (await tickets()).find(
      (x: { ticket_user_id: string }) => x.ticket_user_id === member.user.id,
    );
    expect(ticket.awaiting_reply).toBe(false);
  });

  test("a member who turned support emails off is notified in the app only", async () => {
    const member = await t.signUp();
    await t.db.update(profiles).set({ emailSupportReplies: false }).where(eq(profiles.id, member.user.id));
    await write(member, { content: "Hello" });
    const before = t.mailsTo(member.email).length;
    const replied = await t.request(`/api/admin/support-tickets/${member.user.id}/reply`, {
      json: { content: "Hi there" },
      cookie: admin.cookie,
    });
    expect((await replied.json()).emailed).toBe(false);
    expect(t.mailsTo(member.email).length).toBe(before);
  });

  test("contact-form messages are tickets too, and the reply goes to the visitor by email", async () => {
    const [message] = await t.db
      .insert(contactMessages)
      .values({
        name: "Vera Visitor",
        email: "vera@example.com",
        subject: "Pricing",
        message: "Do students get a discount?",
      })
      .returning();
    const ticket = (await tickets()).find(
      (x: { ticket_user_id: string }) => x.ticket_user_id === `contact-${message?.id}`,
    );
    expect(ticket).toMatchObject({
      ticket_content: "Pricing: Do students get a discount?",
      fetched_user_email: "vera@example.com",
      user_first_name: "Vera",
      user_last_name: "Visitor",
    });
    const replied = await t.request(`/api/admin/support-tickets/contact-${message?.id}/reply`, {
      json: { content: "The Free plan is free for everyone." },
      cookie: admin.cookie,
    });
    expect(replied.status).toBe(201);
    expect(t.mailsTo("vera@example.com").at(-1)?.text).toContain("> The Free plan is free for everyone.");
    const thread = await (
      await t.request(`/api/admin/support-tickets/contact-${message?.id}`, { cookie: admin.cookie })
    ).json();
    expect(thread.messages).toHaveLength(2);
  });

  test("an unknown user id says 'User ID not found.'", async () => {
    const response = await t.request(`/api/admin/support-tickets/${crypto.randomUUID()}`, {
      cookie: admin.cookie,
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe("User ID not found.");
  });

  describe("open and resolved conversations", () => {
    const setStatus = (param: string, status: unknown, cookie = admin.cookie) =>
      t.request(`/api/admin/support-tickets/${param}`, { method: "PATCH", json: { status }, cookie });
    const listed = async (status: string) =>
      (
        await (
          await t.request(`/api/admin/support-tickets?status=${status}`, { cookie: admin.cookie })
        ).json()
      ).tickets.map((x: { ticket_user_id: string }) => x.ticket_user_id);
    const stateOf = async (param: string) =>
      (await (await t.request(`/api/admin/support-tickets/${param}`, { cookie: admin.cookie })).json())
        .status;

    test("a new conversation is open; resolving moves it from Open to Resolved and is audited", async () => {
      const member = await t.signUp();
      await write(member, { content: "Where are my saved jobs?" });
      expect(await stateOf(member.user.id)).toBe("open");
      expect(await listed("open")).toContain(member.user.id);
      expect(await listed("resolved")).not.toContain(member.user.id);

      const resolved = await setStatus(member.user.id, "resolved");
      expect(resolved.status).toBe(200);
      expect(await resolved.json()).toMatchObject({ status: "resolved" });
      expect(await stateOf(member.user.id)).toBe("resolved");
      expect(await listed("open")).not.toContain(member.user.id);
      expect(await listed("resolved")).toContain(member.user.id);
      expect(await listed("all")).toContain(member.user.id);
      const own = await (await t.request("/api/support/messages", { cookie: member.cookie })).json();
      expect(own.status).toBe("resolved");

      const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, member.user.id));
      expect(audit).toMatchObject([
        {
          action: "support_ticket.status",
          targetType: "support_ticket",
          adminId: admin.user.id,
          before: { status: "open" },
          after: { status: "resolved" },
        },
      ]);

      expect((await setStatus(member.user.id, "open")).status).toBe(200);
      expect(await stateOf(member.user.id)).toBe("open");
      expect(await listed("open")).toContain(member.user.id);
    });

    test("the member writing again reopens a resolved conversation", async () => {
      const member = await t.signUp();
      await write(member, { content: "Thanks, that worked." });
      await setStatus(member.user.id, "resolved");
      expect(await stateOf(member.user.id)).toBe("resolved");
      await write(member, { content: "One more question, please." });
      expect(await stateOf(member.user.id)).toBe("open");
      expect(await listed("open")).toContain(member.user.id);
    });

    test("contact-form conversations are resolved on their own", async () => {
      const [message] = await t.db
        .insert(contactMessages)
        .values({ name: "Sam Visitor", email: "sam@example.com", subject: "Hi", message: "Question" })
        .returning();
      const param = `contact-${message?.id}`;
      expect((await setStatus(param, "resolved")).status).toBe(200);
      expect(await stateOf(param)).toBe("resolved");
      expect(await listed("resolved")).toContain(param);
      expect(await listed("open")).not.toContain(param);
    });

    test("an unknown conversation or status is refused, and members may not change the state", async () => {
      const missing = await setStatus(crypto.randomUUID(), "resolved");
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.message).toBe("User ID not found.");
      const member = await t.signUp();
      await write(member, { content: "Hello" });
      expect((await setStatus(member.user.id, "closed")).status).toBe(400);
      expect((await setStatus(member.user.id, "resolved", member.cookie)).status).toBe(403);
      expect(await stateOf(member.user.id)).toBe("open");
      const badFilter = await t.request("/api/admin/support-tickets?status=closed", { cookie: admin.cookie });
      expect(badFilter.status).toBe(400);
    });
  });

  test("an urgent message alerts every admin in the bell and by email; an ordinary one does not", async () => {
    const member = await t.signUp({ first_name: "Uma", last_name: "Urgent" });
    const adminBell = async () =>
      (await (await t.request("/api/notifications", { cookie: admin.cookie })).json()).notifications as {
        kind: string;
        title: string;
        link: string;
      }[];
    const urgentMails = () =>
      t.mailsTo(admin.email).filter((m) => m.subject.startsWith("Urgent support message"));
    const before = urgentMails().length;
    const alertsFor = async () =>
      (await adminBell()).filter((n) => n.kind === "support_urgent" && n.link.endsWith(member.user.id));

    const ordinary = await t.request("/api/support/messages", {
      json: { content: "Where do I change my email?", is_critical: false },
      cookie: member.cookie,
    });
    expect(ordinary.status).toBe(201);
    expect(await alertsFor()).toHaveLength(0);

    const urgent = await t.request("/api/support/messages", {
      json: { content: "My interview is in an hour and I cannot sign in on my laptop!", is_critical: true },
      cookie: member.cookie,
    });
    expect(urgent.status).toBe(201);
    const alerts = await alertsFor();
    expect(alerts).toHaveLength(1);
    expect(JSON.stringify(alerts[0])).toContain("Urgent support message from Uma Urgent");
    expect(alerts[0]?.link).toBe(`/admin/support-tickets/${member.user.id}`);
    expect(urgentMails()).toHaveLength(before + 1);
    expect(urgentMails().at(-1)?.text).toContain("My interview is in an hour");
  });
});
