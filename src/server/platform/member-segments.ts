import { type SQL, sql } from "drizzle-orm";
import type { MemberSegment } from "../../shared/schemas/admin";
import { formatLicenseCode } from "../../shared/schemas/billing";

// Which members match a set of filters, as SQL over `"user" u left join profiles p`. User Management's
// list and CSV export and a broadcast's audience read the same filters, so "Premium members of one
// university" means the same people on both screens.

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

/** Staff are the operator's own accounts, counted apart from members. */
export const staffSql = sql`(u.role = 'admin')`;

/** A Stripe subscription that is currently being paid for. */
export const payingSql = sql`exists (select 1 from subscriptions s where s.user_id = u.id
  and s.status in ('active', 'trialing', 'past_due'))`;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE condition for a segment (always a condition, `true` when nothing is filtered). */
export function segmentSql(segment: MemberSegment, now = new Date()): SQL {
  const where: SQL[] = [sql`true`];
  if (segment.q) {
    const pattern = like(segment.q);
    where.push(sql`(u.name ilike ${pattern} or u.email ilike ${pattern})`);
  }
  if (segment.status) where.push(sql`${statusSql} = ${segment.status}`);
  if (segment.plan) where.push(sql`${planTypeSql(now)} = ${segment.plan}`);
  if (segment.referral) {
    where.push(sql`exists (select 1 from referral_signups rs join referral_codes rc on rc.id = rs.referral_code_id
      where rs.referred_user_id = u.id and rc.code = ${segment.referral.toUpperCase()})`);
  }
  if (segment.licence) {
    where.push(sql`exists (select 1 from license_redemptions lr join bulk_licenses bl on bl.id = lr.license_id
      where lr.user_id = u.id and bl.license_code = ${formatLicenseCode(segment.licence)})`);
  }
  if (segment.university) {
    where.push(sql`lower(trim(p.university)) = lower(trim(${segment.university}))`);
  }
  return sql.join(where, sql` and `);
}
