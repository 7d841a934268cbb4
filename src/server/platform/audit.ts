import { and, eq, ilike, inArray, like, or, sql } from "drizzle-orm";
import { auditActionLabel } from "../../shared/schemas/admin";
import type { Db, DbOrTx } from "../db/client";
import { adminAuditLog, user } from "../db/schema";
import { formatCsv } from "./csv";
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
/** Target types whose id is an account, shown by name and email: members, and an admin's own sign-in. */
const ACCOUNT_TARGETS = new Set([...MEMBER_TARGETS, "admin"]);
// The cursor carries a JavaScript date (milliseconds) while PostgreSQL keeps microseconds: order and
// compare at millisecond precision so no entry is skipped or repeated between pages.
const msCreated = sql`date_trunc('milliseconds', ${adminAuditLog.createdAt})`;

type AuditQuery = { cursor?: string; target_type?: string; admin?: string; member?: string; kind?: string };

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters of the audit log screen and its CSV export, as one condition. */
function auditFilter(query: AuditQuery) {
  const memberTargets = [...MEMBER_TARGETS];
  return and(
    query.target_type ? eq(adminAuditLog.targetType, query.target_type) : undefined,
    query.admin ? ilike(adminAuditLog.adminEmail, contains(query.admin)) : undefined,
    query.kind
      ? or(
          eq(adminAuditLog.action, query.kind),
          eq(adminAuditLog.targetType, query.kind),
          like(adminAuditLog.action, `${query.kind.replace(/[\\%_]/g, "")}.%`),
        )
      : undefined,
    // A member by name or email, or by id (an erased member keeps only the id in the log).
    query.member
      ? and(
          inArray(adminAuditLog.targetType, memberTargets),
          or(
            eq(adminAuditLog.targetId, query.member),
            sql`${adminAuditLog.targetId} in (select u.id from "user" u
              where u.name ilike ${contains(query.member)} or u.email ilike ${contains(query.member)})`,
          ),
        )
      : undefined,
  );
}

export async function listAudit(db: Db, query: AuditQuery) {
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
        auditFilter(query),
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
    ...new Set(page.filter((row) => ACCOUNT_TARGETS.has(row.targetType)).map((row) => row.targetId)),
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
      label: auditActionLabel(row.action),
      target_type: row.targetType,
      target_id: row.targetId,
      target_name: ACCOUNT_TARGETS.has(row.targetType) ? (memberName.get(row.targetId) ?? null) : null,
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

const CSV_LIMIT = 50_000;

/** The filtered log as CSV, newest first (at most 50,000 rows; narrow the filters for older ones). */
export async function auditCsv(db: Db, query: AuditQuery) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(auditFilter(query))
    .orderBy(sql`${adminAuditLog.createdAt} desc`, sql`${adminAuditLog.id} desc`)
    .limit(CSV_LIMIT);
  const memberIds = [
    ...new Set(rows.filter((row) => ACCOUNT_TARGETS.has(row.targetType)).map((row) => row.targetId)),
  ];
  const members = memberIds.length
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, memberIds))
    : [];
  const memberName = new Map(members.map((m) => [m.id, `${m.name} (${m.email})`]));
  const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));
  return formatCsv([
    ["When", "Admin", "Entry", "Action", "Target type", "Target", "Target id", "Before", "After"],
    ...rows.map((row) => [
      row.createdAt.toISOString(),
      row.adminEmail,
      auditActionLabel(row.action),
      row.action,
      row.targetType,
      memberName.get(row.targetId) ?? "",
      row.targetId,
      json(row.before),
      json(row.after),
    ]),
  ]);
}
