import { eq, type SQL, sql } from "drizzle-orm";
import { type PlanType, planTypeOf } from "../../../shared/plans";
import type { UserStatus } from "../../../shared/schemas/admin";
import type { AuthUser } from "../../auth";
import { type Db, queryRows } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { confirmEmail, setSuspended } from "../../platform/accounts/account-rows";
import { recordAudit } from "../../platform/audit";

// 001 §2-4, User Management. Status and plan type are derived in SQL exactly as
// src/shared/plans.ts derives them, so filtering, counting and paging happen in the database and stay
// fast at 100k users.

/** planTypeOf (src/shared/plans.ts) as SQL, over profiles `p` at time `now`. */
export function planTypeSql(now: Date): SQL {
  // coalesce: a missing profile or date compares as NULL, which must count as "not active".
  const pro = sql`coalesce(lower(p.app_tier) = 'pro', false)`;
  const trial = sql`coalesce(p.trial_ends_at > ${now}, false)`;
  const access = sql`coalesce(p.premium_access_expires_at > ${now}, false)`;
  return sql`(case
    when not (${pro} or ${trial} or ${access}) then 'Free'
    when ${pro} then 'Premium'
    when ${access} then
      case when lower(p.app_tier) = 'university_bulk' then 'University Bulk' else 'Premium' end
    else 'Trial' end)`;
}

/** 001 §4 statuses: a ban is Suspended; an unconfirmed email is Pending Verification; else Active. */
export const statusSql = sql`(case when u.banned then 'Suspended' when not u.email_verified then 'Pending Verification' else 'Active' end)`;

type ListRow = {
  id: string;
  name: string;
  email: string;
  created_at: Date;
  status: UserStatus;
  plan_type: PlanType;
};

export async function listUsers(
  db: Db,
  query: { q: string; status?: UserStatus; plan?: PlanType; page: number; pageSize: number },
  now = new Date(),
) {
  const where: SQL[] = [sql`true`];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(u.name ilike ${pattern} or u.email ilike ${pattern})`);
  }
  if (query.status) where.push(sql`${statusSql} = ${query.status}`);
  if (query.plan) where.push(sql`${planTypeSql(now)} = ${query.plan}`);
  // The page and the total are two statements (docs/decisions/0011): a window count over the page
  // query made every request read all matching rows, and it stopped the planner from walking
  // user_created_idx for the newest 25; the count alone is a cheap index or sequential count.
  const filter = sql.join(where, sql` and `);
  const [rows, counted] = await Promise.all([
    queryRows<ListRow>(
      db,
      sql`select u.id, u.name, u.email, u.created_at, ${statusSql} as status, ${planTypeSql(now)} as plan_type
        from "user" u
        left join profiles p on p.id = u.id
        where ${filter}
        order by u.created_at desc, u.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from "user" u left join profiles p on p.id = u.id where ${filter}`,
    ),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  return {
    users: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      signupDate: new Date(row.created_at).toISOString(),
      status: row.status,
      planType: row.plan_type,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const notFound = () => new HttpError(404, "user_not_found", "User not found.");

function statusOf(row: { banned: boolean | null; emailVerified: boolean }): UserStatus {
  if (row.banned) return "Suspended";
  return row.emailVerified ? "Active" : "Pending Verification";
}

/** 001 §3 admin user record: every field, with the profile and the account's own data as maps. */
export async function userDetail(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw notFound();
  const { user: u, profile } = row;
  const planFields = {
    app_tier: profile?.appTier ?? "free",
    trial_ends_at: profile?.trialEndsAt ?? null,
    premium_access_expires_at: profile?.premiumAccessExpiresAt ?? null,
  };
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    signupDate: u.createdAt.toISOString(),
    status: statusOf(u),
    planType: planTypeOf(planFields, now),
    lastSignInAt: profile?.lastSignInAt?.toISOString() ?? null,
    emailConfirmedAt: profile?.emailConfirmedAt?.toISOString() ?? null,
    profileDetails: profile
      ? {
          app_tier: profile.appTier,
          trial_started_at: profile.trialStartedAt?.toISOString() ?? null,
          trial_ends_at: profile.trialEndsAt?.toISOString() ?? null,
          premium_access_expires_at: profile.premiumAccessExpiresAt?.toISOString() ?? null,
          university: profile.university,
          show_in_join_alerts: profile.showInJoinAlerts,
          email_broadcasts: profile.emailBroadcasts,
          email_support_replies: profile.emailSupportReplies,
          onboarding_completed_at: profile.onboardingCompletedAt?.toISOString() ?? null,
          onboarding: profile.onboarding,
        }
      : {},
    rawUserMetadata: {
      first_name: u.firstName ?? "",
      last_name: u.lastName ?? "",
      role: u.role ?? "user",
      email_verified: u.emailVerified,
      banned: u.banned ?? false,
      ban_reason: u.banReason ?? null,
    },
  };
}

/** Suspending ends every session of that member at once and blocks sign-in. */
export async function setUserStatus(db: Db, admin: AuthUser, userId: string, status: "Active" | "Suspended") {
  if (userId === admin.id && status === "Suspended") {
    throw new HttpError(409, "cannot_suspend_self", "You cannot suspend your own account.");
  }
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(user).where(eq(user.id, userId));
    if (!current) throw notFound();
    const before = statusOf(current);
    const suspend = status === "Suspended";
    // Nothing to change (Active asked of a member who is not suspended): no write, no audit row, and
    // the answer says the status it still is (Pending Verification ends only with a confirmed email).
    if (Boolean(current.banned) === suspend) return { status: before };
    await setSuspended(tx, userId, suspend);
    const after = statusOf({ ...current, banned: suspend });
    await recordAudit(tx, admin, {
      action: "user.status",
      targetType: "user",
      targetId: userId,
      before,
      after,
    });
    return { status: after };
  });
}

/**
 * Marks a member's email as confirmed (they confirmed it another way, say by replying from it):
 * Pending Verification ends, and the change is audited. It is the only way an admin ends that status.
 */
export async function confirmUserEmail(db: Db, admin: AuthUser, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(user).where(eq(user.id, userId));
    if (!current) throw notFound();
    if (current.emailVerified) {
      throw new HttpError(409, "email_already_confirmed", "This member's email is already confirmed.");
    }
    await confirmEmail(tx, userId, now);
    const after = statusOf({ ...current, emailVerified: true });
    await recordAudit(tx, admin, {
      action: "user.confirm_email",
      targetType: "user",
      targetId: userId,
      before: { status: statusOf(current), emailVerified: false },
      after: { status: after, emailVerified: true },
    });
    return { status: after };
  });
}
