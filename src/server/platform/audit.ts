import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { adminAuditLog, user } from "../db/schema";
import { HttpError } from "./http-error";

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
};

/** Who, what, before, after, when. Written in the same transaction as the change itself. */
export async function recordAudit(tx: DbOrTx, admin: { id: string; email: string }, entry: AuditEntry) {
  await tx.insert(adminAuditLog).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const PAGE = 50;
/** Target types whose id is a member's. */
const MEMBER_TARGETS = new Set(["user", "support_ticket"]);
// The cursor carries a JavaScript date (milliseconds) while PostgreSQL keeps microseconds: order and
// compare at millisecond precision so no entry is skipped or repeated between pages.
const msCreated = sql`date_trunc('milliseconds', ${adminAuditLog.createdAt})`;

export async function listAudit(db: Db, query: { cursor?: string; target_type?: string }) {
  let after: { at: Date; id: string } | null = null;
  if (query.cursor) {
    const [at, id] = Buffer.from(query.cursor, "base64url").toString("utf8").split("|");
    const time = new Date(at ?? "");
    if (Number.isNaN(time.getTime()) || !id)
      throw new HttpError(400, "bad_cursor", "This list has changed. Reload it.");
    after = { at: time, id };
  }
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        query.target_type ? eq(adminAuditLog.targetType, query.target_type) : undefined,
        after
          ? sql`(${msCreated}, ${adminAuditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${msCreated} desc`, sql`${adminAuditLog.id} desc`)
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  // Members are shown by name and email, not by their id (001 §2 audit log); a deleted member's id stays.
  const memberIds = [
    ...new Set(page.filter((row) => MEMBER_TARGETS.has(row.targetType)).map((row) => row.targetId)),
  ];
  const members = memberIds.length
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, memberIds))
    : [];
  const memberName = new Map(members.map((m) => [m.id, `${m.name} (${m.email})`]));
  return {
    entries: page.map((row) => ({
      id: row.id,
      admin_email: row.adminEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      target_name: MEMBER_TARGETS.has(row.targetType) ? (memberName.get(row.targetId) ?? null) : null,
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor:
      rows.length > PAGE && last
        ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString("base64url")
        : null,
  };
}
