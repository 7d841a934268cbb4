import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { ADMIN_MESSAGES, type MemberSegment } from "../../../shared/schemas/admin";
import type { AuthUser } from "../../auth";
import { type Db, queryRows } from "../../db/client";
import { user } from "../../db/schema/auth";
import { broadcastEmailDeliveries, broadcasts } from "../../db/schema/broadcasts";
import { badRequest } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import type { Mailer } from "../../platform/mail/mailer";
import { broadcastMail } from "../../platform/mail/templates";
import { unsubscribeHeaders, unsubscribeUrl } from "../../platform/mail/unsubscribe";
import { segmentSql } from "../../platform/member-segments";
import { wantsEmailSql } from "../../platform/notifications/email-wanted";
import { notifyAudience } from "../../platform/notifications/notify";

// 001 §2-4, Broadcast Messages. Composing stores the broadcast as `queued`; a queued job sends it:
// in-app delivery is one set-based insert of notification rows (notifyAudience), email goes out in
// batches to members whose settings allow it (platform/notifications/email-wanted.ts), with an
// unsubscribe link. Status moves queued → sending → sent (or failed, with the reason). A restart
// mid-send resumes: in-app rows and email deliveries are keyed by (broadcast, member), so nobody gets
// the same broadcast twice.

export const BROADCAST_JOB = "broadcast.send";
export const EMAIL_BATCH = 100;

export type NewBroadcast = {
  title: string;
  message: string;
  delivery_method: "email" | "push" | "both";
  target_audience: "all" | "selected" | "segment";
  recipient_ids: string[];
  audience_filter?: MemberSegment;
};

type Row = typeof broadcasts.$inferSelect;

export const toBroadcastDto = (row: Row) => ({
  id: row.id,
  title: row.title,
  message: row.message,
  delivery_method: row.deliveryMethod,
  target_audience: row.targetAudience,
  recipient_count: row.targetAudience === "selected" ? row.recipientIds.length : null,
  audience_filter: row.audienceFilter ?? null,
  status: row.status,
  failure_reason: row.failureReason,
  in_app_count: row.inAppCount,
  email_count: row.emailCount,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export async function createBroadcast(db: Db, admin: AuthUser, input: NewBroadcast) {
  const recipientIds = input.target_audience === "selected" ? input.recipient_ids : [];
  return db.transaction(async (tx) => {
    // A chosen member who has since been deleted would silently receive nothing: say so instead.
    if (recipientIds.length > 0) {
      const found = await tx.select({ id: user.id }).from(user).where(inArray(user.id, recipientIds));
      if (found.length !== recipientIds.length) {
        throw badRequest(ADMIN_MESSAGES.broadcastUnknownRecipients, {
          recipient_ids: ADMIN_MESSAGES.broadcastUnknownRecipients,
        });
      }
    }
    const [row] = await tx
      .insert(broadcasts)
      .values({
        title: input.title,
        message: input.message,
        deliveryMethod: input.delivery_method,
        targetAudience: input.target_audience,
        recipientIds,
        audienceFilter: input.target_audience === "segment" ? segmentOnly(input.audience_filter) : null,
        createdBy: admin.id,
      })
      .returning();
    if (!row) throw new Error("broadcast insert returned no row");
    await recordAudit(tx, admin, {
      action: "broadcast.create",
      targetType: "broadcast",
      targetId: row.id,
      before: null,
      after: toBroadcastDto(row),
    });
    return row;
  });
}

export async function recentBroadcasts(db: Db) {
  const rows = await db.select().from(broadcasts).orderBy(desc(broadcasts.createdAt)).limit(50);
  return { broadcasts: rows.map(toBroadcastDto) };
}

/** The segment's filters without empty ones, so the stored audience reads as what was chosen. */
function segmentOnly(filter: MemberSegment | undefined): MemberSegment {
  return Object.fromEntries(
    Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== ""),
  );
}

/** Members matching a segment, as a condition on `u` that needs no join of its own. */
function inSegment(filter: MemberSegment, now: Date) {
  return sql`u.id in (select u.id from "user" u left join profiles p on p.id = u.id
    where ${segmentSql(filter, now)})`;
}

/**
 * Who a broadcast reaches: every member who is not suspended, the selected ones, or those matching its
 * filters when it is sent (someone who joins the plan in between is included).
 */
function audienceSql(row: Row, now = new Date()) {
  const base = sql`not u.banned`;
  if (row.targetAudience === "segment") return sql`${base} and ${inSegment(row.audienceFilter ?? {}, now)}`;
  if (row.targetAudience !== "selected") return base;
  if (row.recipientIds.length === 0) return sql`false`;
  return sql`${base} and u.id in (${sql.join(
    row.recipientIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * How many members a segment reaches now, before sending: in the app, and by email (those whose settings
 * allow broadcast emails).
 */
export async function countAudience(db: Db, filter: MemberSegment, now = new Date()) {
  const [row] = await queryRows<{ members: string | number; email: string | number }>(
    db,
    sql`select count(*) as members, count(*) filter (where ${wantsEmailSql("broadcast")}) as email
      from "user" u left join profiles p on p.id = u.id
      where not u.banned and ${segmentSql(segmentOnly(filter), now)}`,
  );
  return { members: Number(row?.members ?? 0), email: Number(row?.email ?? 0) };
}

export type SendDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; authSecret: string };

export async function sendBroadcast(deps: SendDeps, broadcastId: string, signal?: AbortSignal) {
  const { db, logger } = deps;
  // Claim it: queued (first run) or sending (a run that was interrupted). Sent and failed stay as they are.
  const [row] = await db
    .update(broadcasts)
    .set({ status: "sending", failureReason: null })
    .where(and(eq(broadcasts.id, broadcastId), inArray(broadcasts.status, ["queued", "sending"])))
    .returning();
  if (!row) return { skipped: true as const };

  try {
    const audience = audienceSql(row);
    if (row.deliveryMethod === "push" || row.deliveryMethod === "both") {
      await notifyAudience(db, audience, {
        kind: "broadcast",
        title: row.title,
        message: row.message,
        broadcastId: row.id,
      });
    }
    if (row.deliveryMethod === "email" || row.deliveryMethod === "both") {
      for (;;) {
        if (signal?.aborted) throw new Error("stopped before the last batch; it will resume");
        const batch = await queryRows<{ id: string; email: string; first_name: string | null }>(
          db,
          sql`select u.id, u.email, u.first_name from "user" u
            left join profiles p on p.id = u.id
            where ${audience} and ${wantsEmailSql("broadcast")}
              and not exists (select 1 from broadcast_email_deliveries d where d.broadcast_id = ${row.id} and d.user_id = u.id)
            order by u.id
            limit ${EMAIL_BATCH}`,
        );
        if (batch.length === 0) break;
        for (const member of batch) {
          const link = unsubscribeUrl(deps.appUrl, deps.authSecret, member.id, "broadcasts");
          await deps.mailer.send({
            ...broadcastMail(member.email, {
              firstName: member.first_name ?? "",
              title: row.title,
              message: row.message,
              unsubscribeLink: link,
            }),
            headers: unsubscribeHeaders(link),
          });
          // Recorded right after each send: an interruption repeats at most the message in flight.
          await db
            .insert(broadcastEmailDeliveries)
            .values({ broadcastId: row.id, userId: member.id })
            .onConflictDoNothing();
        }
      }
    }
    const [counts] = await queryRows<{ in_app: string | number; email: string | number }>(
      db,
      sql`select (select count(*) from user_notifications where broadcast_id = ${row.id}) as in_app,
        (select count(*) from broadcast_email_deliveries where broadcast_id = ${row.id}) as email`,
    );
    const [sent] = await db
      .update(broadcasts)
      .set({
        status: "sent",
        sentAt: new Date(),
        inAppCount: Number(counts?.in_app ?? 0),
        emailCount: Number(counts?.email ?? 0),
      })
      .where(eq(broadcasts.id, row.id))
      .returning();
    logger.info({ broadcastId: row.id, inApp: sent?.inAppCount, email: sent?.emailCount }, "broadcast sent");
    return { skipped: false as const, broadcast: sent ? toBroadcastDto(sent) : null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (signal?.aborted) {
      // Left as `sending`: the next start picks it up where it stopped.
      logger.warn({ broadcastId: row.id }, "broadcast interrupted; it resumes at the next start");
      throw error;
    }
    await db
      .update(broadcasts)
      .set({ status: "failed", failureReason: reason })
      .where(eq(broadcasts.id, row.id));
    logger.error({ err: error, broadcastId: row.id }, "broadcast failed");
    throw error;
  }
}

/** Broadcasts a previous process left queued or half-sent, for the queue to pick up again at start. */
export async function unfinishedBroadcasts(db: Db) {
  return db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(inArray(broadcasts.status, ["queued", "sending"]));
}
