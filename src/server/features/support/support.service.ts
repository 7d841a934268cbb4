import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { SupportStatus, SupportTicketFilter } from "../../../shared/schemas/support";
import type { AuthUser } from "../../auth";
import { type Db, type DbOrTx, queryRows } from "../../db/client";
import { contactMessages, helpChatMessages, supportConversations, user } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import type { Mailer } from "../../platform/mail/mailer";
import { supportReplyMail, urgentSupportMail } from "../../platform/mail/templates";
import { notify, notifyEach } from "../../platform/notifications/notify";

// Members write to support from the app and read the whole conversation; admins see every
// conversation (and every contact-form message) as a ticket and reply. A reply notifies the member.

const CONTACT_PREFIX = "contact-";

export async function memberConversation(db: Db, userId: string) {
  const rows = await db
    .select({
      id: helpChatMessages.id,
      senderType: helpChatMessages.senderType,
      content: helpChatMessages.content,
      isCritical: helpChatMessages.isCritical,
      createdAt: helpChatMessages.createdAt,
    })
    .from(helpChatMessages)
    .where(eq(helpChatMessages.userId, userId))
    .orderBy(asc(helpChatMessages.createdAt), asc(helpChatMessages.id));
  const [state] = await db
    .select({ resolvedAt: supportConversations.resolvedAt })
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId));
  return {
    status: statusOf(state?.resolvedAt),
    messages: rows.map((row) => ({
      id: row.id,
      sender_type: row.senderType,
      content: row.content,
      is_critical: row.isCritical,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

const statusOf = (resolvedAt: Date | null | undefined): SupportStatus => (resolvedAt ? "resolved" : "open");

type MessageDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string };

/**
 * A member's message. An urgent one also alerts every admin, in the bell (written with the message) and
 * by email (after it is stored; a failed email is logged, the message and the bell stay).
 */
export async function sendMemberMessage(
  deps: MessageDeps,
  member: AuthUser,
  content: string,
  isCritical: boolean,
) {
  const { db } = deps;
  const link = `${deps.appUrl}/admin/support-tickets/${encodeURIComponent(member.id)}`;
  const admins = isCritical
    ? await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.role, "admin"), or(isNull(user.banned), eq(user.banned, false))))
    : [];
  const [row, recipients] = await db.transaction(async (tx) => {
    // Writing again reopens a resolved conversation, so the admins see it in Open.
    await tx
      .update(supportConversations)
      .set({ resolvedAt: null, resolvedBy: null, updatedAt: new Date() })
      .where(eq(supportConversations.userId, member.id));
    const notified = await notifyEach(
      tx,
      admins.map((admin) => ({
        userId: admin.id,
        kind: "support_urgent" as const,
        title: `Urgent support message from ${member.name}`,
        message: content,
        link: `/admin/support-tickets/${encodeURIComponent(member.id)}`,
      })),
    );
    const [stored] = await tx
      .insert(helpChatMessages)
      .values({ userId: member.id, senderId: member.id, senderType: "user", content, isCritical })
      .returning();
    return [stored, notified] as const;
  });
  if (!row) throw new Error("support message insert returned no row");
  for (const admin of recipients) {
    if (!admin?.wantsEmail) continue;
    await deps.mailer
      .send(
        urgentSupportMail(admin.email, {
          memberName: member.name,
          memberEmail: member.email,
          message: content,
          link,
        }),
      )
      .catch((err: unknown) => deps.logger.error({ err, messageId: row.id }, "urgent support email failed"));
  }
  return {
    id: row.id,
    sender_type: row.senderType,
    content: row.content,
    is_critical: row.isCritical,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A message filed on the member's behalf by another feature (the guarantee claim): it lands in their
 * conversation as theirs and reopens it, like one they typed, without the urgent alert.
 */
export async function fileSupportMessage(db: DbOrTx, userId: string, content: string) {
  await db
    .update(supportConversations)
    .set({ resolvedAt: null, resolvedBy: null, updatedAt: new Date() })
    .where(eq(supportConversations.userId, userId));
  const [row] = await db
    .insert(helpChatMessages)
    .values({ userId, senderId: userId, senderType: "user", content, isCritical: false })
    .returning({ id: helpChatMessages.id });
  if (!row) throw new Error("support message insert returned no row");
  return row;
}

type TicketRow = {
  ticket_id: string;
  ticket_content: string;
  ticket_created_at: Date;
  ticket_is_critical: boolean;
  ticket_user_id: string;
  fetched_user_email: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  awaiting_reply: boolean;
  ticket_status: SupportStatus;
};

/**
 * 001 §3 support tickets: one per conversation, showing its latest message from the member (critical
 * when any of their messages was sent as urgent), newest first with urgent ones awaiting a reply on top;
 * contact-form messages join them.
 */
export async function listTickets(db: Db, filter: SupportTicketFilter = "all") {
  const rows = await queryRows<TicketRow>(
    db,
    sql`with last_reply as (
        select user_id, max(created_at) as at from help_chat_messages
        where sender_type = 'admin' and user_id is not null group by user_id
      ),
      latest as (
        select distinct on (m.user_id) m.id, m.user_id, m.content, m.created_at
        from help_chat_messages m
        where m.sender_type = 'user' and m.user_id is not null
        order by m.user_id, m.created_at desc, m.id desc
      ),
      tickets as (
      select l.id as ticket_id, l.content as ticket_content, l.created_at as ticket_created_at,
        -- An urgent conversation stays marked after an admin answers it; only its place at the top of
        -- the list (below) lasts until then.
        exists (select 1 from help_chat_messages c where c.user_id = l.user_id and c.sender_type = 'user'
          and c.is_critical) as ticket_is_critical,
        l.user_id as ticket_user_id, u.email as fetched_user_email,
        u.first_name as user_first_name, u.last_name as user_last_name,
        (r.at is null or r.at < l.created_at) as awaiting_reply,
        case when sc.resolved_at is null then 'open' else 'resolved' end as ticket_status
      from latest l
      left join last_reply r on r.user_id = l.user_id
      left join "user" u on u.id = l.user_id
      left join support_conversations sc on sc.user_id = l.user_id
      union all
      select cm.id, cm.subject || ': ' || cm.message, cm.created_at, false,
        ${CONTACT_PREFIX} || cm.id::text, cm.email, split_part(cm.name, ' ', 1),
        nullif(substr(cm.name, length(split_part(cm.name, ' ', 1)) + 2), ''),
        not exists (select 1 from help_chat_messages h where h.contact_message_id = cm.id and h.sender_type = 'admin'),
        case when sc.resolved_at is null then 'open' else 'resolved' end
      from contact_messages cm
      left join support_conversations sc on sc.contact_message_id = cm.id
      )
      select * from tickets
      where ${filter}::text = 'all' or ticket_status = ${filter}::text
      order by (ticket_is_critical and awaiting_reply) desc, ticket_created_at desc
      limit 500`,
  );
  return {
    tickets: rows.map((row) => ({
      ticket_id: row.ticket_id,
      ticket_content: row.ticket_content,
      ticket_created_at: new Date(row.ticket_created_at).toISOString(),
      ticket_is_critical: row.ticket_is_critical,
      ticket_user_id: row.ticket_user_id,
      fetched_user_email: row.fetched_user_email,
      user_first_name: row.user_first_name,
      user_last_name: row.user_last_name,
      awaiting_reply: row.awaiting_reply,
      ticket_status: row.ticket_status,
    })),
  };
}

const notFound = () => new HttpError(404, "user_not_found", "User ID not found.");

type Target =
  | { kind: "member"; userId: string; email: string; firstName: string }
  | {
      kind: "contact";
      contactId: string;
      email: string;
      firstName: string;
      subject: string;
      message: string;
      createdAt: Date;
    };

async function targetOf(db: Db, param: string): Promise<Target> {
  if (param.startsWith(CONTACT_PREFIX)) {
    const contactId = param.slice(CONTACT_PREFIX.length);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, contactId));
    if (!row) throw notFound();
    return {
      kind: "contact",
      contactId,
      email: row.email,
      firstName: row.name.split(" ")[0] ?? row.name,
      subject: row.subject,
      message: row.message,
      createdAt: row.createdAt,
    };
  }
  const [row] = await db.select().from(user).where(eq(user.id, param));
  if (!row) throw notFound();
  return { kind: "member", userId: row.id, email: row.email, firstName: row.firstName ?? "" };
}

/** 001 §3 conversation messages, oldest first. */
export async function conversation(db: Db, param: string) {
  const target = await targetOf(db, param);
  const where =
    target.kind === "member"
      ? eq(helpChatMessages.userId, target.userId)
      : eq(helpChatMessages.contactMessageId, target.contactId);
  const rows = await db
    .select({ message: helpChatMessages, senderName: user.name })
    .from(helpChatMessages)
    .leftJoin(user, eq(user.id, helpChatMessages.senderId))
    .where(where)
    .orderBy(asc(helpChatMessages.createdAt), asc(helpChatMessages.id));
  const messages = rows.map(({ message, senderName }) => ({
    message_id: message.id,
    message_content: message.content,
    message_sender_type: message.senderType,
    message_created_at: message.createdAt.toISOString(),
    sender_display_name: senderName ?? (message.senderType === "admin" ? "Support" : target.firstName),
    message_sender_id: message.senderId,
    message_is_critical: message.isCritical,
    target_user_email: target.email,
  }));
  if (target.kind === "contact") {
    // The visitor's own message opens the conversation.
    messages.unshift({
      message_id: target.contactId,
      message_content: `${target.subject}\n\n${target.message}`,
      message_sender_type: "user",
      message_created_at: target.createdAt.toISOString(),
      sender_display_name: target.firstName,
      message_sender_id: null,
      message_is_critical: false,
      target_user_email: target.email,
    });
  }
  const [state] = await db
    .select({ resolvedAt: supportConversations.resolvedAt })
    .from(supportConversations)
    .where(conversationWhere(target));
  return {
    user_email: target.email,
    kind: target.kind,
    status: statusOf(state?.resolvedAt),
    resolved_at: state?.resolvedAt?.toISOString() ?? null,
    messages,
  };
}

const conversationWhere = (target: Target) =>
  target.kind === "member"
    ? eq(supportConversations.userId, target.userId)
    : eq(supportConversations.contactMessageId, target.contactId);

/** An admin resolves or reopens a conversation; audited like every admin change. */
export async function setConversationStatus(db: Db, admin: AuthUser, param: string, status: SupportStatus) {
  const target = await targetOf(db, param);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ resolvedAt: supportConversations.resolvedAt })
      .from(supportConversations)
      .where(conversationWhere(target));
    const before = statusOf(current?.resolvedAt);
    const now = new Date();
    const change =
      status === "resolved"
        ? { resolvedAt: current?.resolvedAt ?? now, resolvedBy: admin.id, updatedAt: now }
        : { resolvedAt: null, resolvedBy: null, updatedAt: now };
    await tx
      .insert(supportConversations)
      .values({
        userId: target.kind === "member" ? target.userId : null,
        contactMessageId: target.kind === "contact" ? target.contactId : null,
        ...change,
      })
      .onConflictDoUpdate({
        target:
          target.kind === "member" ? supportConversations.userId : supportConversations.contactMessageId,
        set: change,
      });
    if (before !== status) {
      await recordAudit(tx, admin, {
        action: "support_ticket.status",
        targetType: "support_ticket",
        targetId: param,
        before: { status: before, email: target.email },
        after: { status, email: target.email },
      });
    }
    return { status, resolved_at: change.resolvedAt?.toISOString() ?? null };
  });
}

/**
 * An admin's reply: stored, then the member is notified in the app, and by email when their settings
 * allow; a visitor (contact form) gets the reply by email.
 */
export async function reply(
  deps: { db: Db; mailer: Mailer; logger: Logger; appUrl: string },
  admin: AuthUser,
  param: string,
  content: string,
) {
  const { db } = deps;
  const target = await targetOf(db, param);
  const { row, wantsEmail } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(helpChatMessages)
      .values({
        userId: target.kind === "member" ? target.userId : null,
        contactMessageId: target.kind === "contact" ? target.contactId : null,
        senderId: admin.id,
        senderType: "admin",
        content,
      })
      .returning();
    if (!inserted) throw new Error("reply insert returned no row");
    await recordAudit(tx, admin, {
      action: "support.reply",
      targetType: "support_ticket",
      targetId: param,
      before: null,
      after: { message_id: inserted.id, to: target.email },
    });
    if (target.kind !== "member") return { row: inserted, wantsEmail: true };
    const recipient = await notify(tx, {
      userId: target.userId,
      kind: "support_reply",
      title: "Support replied to your message",
      message: content,
      link: "/app/job-feed?help=open",
    });
    return { row: inserted, wantsEmail: recipient?.wantsEmail ?? false };
  });
  if (!row) throw new Error("reply insert returned no row");

  let emailed = false;
  if (wantsEmail) {
    try {
      await deps.mailer.send(
        supportReplyMail(target.email, {
          firstName: target.firstName,
          reply: content,
          link: target.kind === "member" ? `${deps.appUrl}/app/job-feed?help=open` : null,
        }),
      );
      emailed = true;
    } catch (err) {
      // The reply is stored and shown in the app; a failed email is logged, not lost silently.
      deps.logger.error({ err, replyId: row.id }, "support reply email failed");
    }
  }
  return {
    message_id: row.id,
    message_content: row.content,
    message_sender_type: row.senderType,
    message_created_at: row.createdAt.toISOString(),
    sender_display_name: admin.name,
    message_sender_id: admin.id,
    target_user_email: target.email,
    emailed,
  };
}
