import { sql } from "drizzle-orm";
import { PLAN_TYPES } from "../../../shared/plans";
import { planStatKey } from "../../../shared/schemas/admin";
import { type Db, queryRows } from "../../db/client";
import { payingSql, planTypeSql, staffSql, statusSql } from "../../platform/member-segments";

// 001 §3 dashboard statistics, plus sign-ups per day and job-source health. One pass over
// users for the counts; the same SQL status and plan expressions as User Management. Staff accounts
// (admins) are counted apart, never as members, and premium members are split by how they got it:
// paying by card, a licence code, or a complimentary grant.

export async function dashboardStats(db: Db, now = new Date()) {
  const since30 = new Date(now.getTime() - 30 * 86_400_000);
  // One group per (status, plan type, paying) pair of members: each row's status and plan are worked
  // out once, where a count per filter evaluated them eight times per user (docs/decisions/0011).
  const groups = await queryRows<{
    status: string;
    plan_type: string;
    paying: boolean;
    n: string | number;
    new30: string | number;
  }>(
    db,
    sql`select ${statusSql} as status, ${planTypeSql(now)} as plan_type, ${payingSql} as paying, count(*) as n,
        count(*) filter (where u.created_at >= ${since30}) as new30
      from "user" u left join profiles p on p.id = u.id
      where not ${staffSql}
      group by 1, 2, 3`,
  );
  const [staff] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from "user" u where ${staffSql}`,
  );
  const sum = (
    keep: (g: { status: string; plan_type: string; paying: boolean }) => boolean,
    key: "n" | "new30" = "n",
  ) => groups.filter(keep).reduce((total, g) => total + Number(g[key]), 0);
  const perDay = await queryRows<{ day: string; n: string | number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(u.id) as n
      from generate_series(date_trunc('day', ${since30}::timestamptz), date_trunc('day', ${now}::timestamptz), interval '1 day') as d(day)
      left join "user" u on date_trunc('day', u.created_at) = d.day
        and u.created_at >= date_trunc('day', ${since30}::timestamptz) and not ${staffSql}
      group by d.day order by d.day`,
  );
  const sources = await queryRows<{
    kind: string;
    token: string;
    firm: string;
    enabled: boolean;
    last_success_at: Date | null;
    last_error: string | null;
    last_error_at: Date | null;
    last_job_count: number | null;
  }>(
    db,
    sql`select s.kind, s.token, f.name as firm, s.enabled, s.last_success_at, s.last_error, s.last_error_at, s.last_job_count
      from job_sources s join firms f on f.id = s.firm_id
      where s.kind in ('greenhouse', 'lever')
      order by (s.last_error_at is not null and (s.last_success_at is null or s.last_error_at > s.last_success_at)) desc, f.name
      limit 50`,
  );
  return {
    totalUsers: sum(() => true),
    // Paid and not suspended (a suspension is a ban, statusSql).
    activePaidUsers: sum(
      (g) => (g.plan_type === "Premium" || g.plan_type === "University Bulk") && g.status !== "Suspended",
    ),
    // The same premium members, by how they have it: a card subscription being paid, a licence code,
    // or Premium an admin granted without payment.
    premiumAccess: {
      payingSubscribers: sum((g) => g.paying && g.status !== "Suspended"),
      licenceAccess: sum((g) => g.plan_type === "University Bulk" && !g.paying && g.status !== "Suspended"),
      complimentaryAccess: sum((g) => g.plan_type === "Premium" && !g.paying && g.status !== "Suspended"),
    },
    staffAccounts: Number(staff?.n ?? 0),
    newSignupsLast30Days: sum(() => true, "new30"),
    userStatusBreakdown: {
      Active: sum((g) => g.status === "Active"),
      Suspended: sum((g) => g.status === "Suspended"),
      PendingVerification: sum((g) => g.status === "Pending Verification"),
    },
    usersByPlanType: Object.fromEntries(
      PLAN_TYPES.map((plan) => [planStatKey(plan), sum((g) => g.plan_type === plan)]),
    ),
    signupsPerDay: perDay.map((row) => ({ date: row.day, count: Number(row.n) })),
    jobSources: sources.map((s) => ({
      kind: s.kind,
      token: s.token,
      firm: s.firm,
      enabled: s.enabled,
      lastSuccessAt: s.last_success_at ? new Date(s.last_success_at).toISOString() : null,
      lastError: s.last_error,
      lastErrorAt: s.last_error_at ? new Date(s.last_error_at).toISOString() : null,
      lastJobCount: s.last_job_count,
      healthy:
        s.last_success_at !== null &&
        (s.last_error_at === null || new Date(s.last_success_at) > new Date(s.last_error_at)),
    })),
  };
}
