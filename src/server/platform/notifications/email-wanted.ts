import { type SQL, sql } from "drizzle-orm";
import type { NotificationKind } from "../../../shared/schemas/notifications";
import type { UnsubscribeScope } from "../../../shared/schemas/unsubscribe";

// Whether a member wants the email a notification brings, for every kind, in one place: each sender
// (notify()'s answer, and the broadcast's email-only batches) reads this table and nothing else. The
// settings are the member's profile columns (db/schema/profile.ts); a member without a profile row has
// each column's default. `unsubscribe` is the signed link's scope that turns the same setting off
// (features/broadcasts/unsubscribe.routes.ts), or null when the email has no such link.

type EmailRule = { wanted: SQL; unsubscribe: UnsubscribeScope | null };

/** Job alerts and deadline reminders follow the alert frequency chosen in onboarding; "none" stops them. */
const alertsOn = sql`coalesce(p.onboarding ->> 'job_update_frequency', 'daily_summary') <> 'none'`;

const EMAIL_RULES: Record<NotificationKind, EmailRule> = {
  job_alert: { wanted: alertsOn, unsubscribe: "alerts" },
  closing_reminder: { wanted: alertsOn, unsubscribe: "alerts" },
  tracker_reminder: {
    wanted: sql`coalesce(p.email_tracker_reminders, true)`,
    unsubscribe: "tracker_reminders",
  },
  networking_reminder: {
    wanted: sql`coalesce(p.email_networking_reminders, true)`,
    unsubscribe: "networking_reminders",
  },
  broadcast: { wanted: sql`coalesce(p.email_broadcasts, true)`, unsubscribe: "broadcasts" },
  support_reply: { wanted: sql`coalesce(p.email_support_replies, true)`, unsubscribe: null },
  // A chat request or its acceptance asks the member to act, and has no setting of its own.
  alumni_chat: { wanted: sql`true`, unsubscribe: null },
  // Admins are always told of an urgent support message.
  support_urgent: { wanted: sql`true`, unsubscribe: null },
  // Admins are always told when a job source keeps failing: its roles stop being refreshed.
  job_source_failing: { wanted: sql`true`, unsubscribe: null },
};

/**
 * The rule as a condition on the member's profile row, which the query joins as `p`
 * (`left join profiles p on p.id = <member id>`).
 */
export function wantsEmailSql(kind: NotificationKind): SQL {
  return sql`(${EMAIL_RULES[kind].wanted})`;
}

/** The same rule for a column of kinds (`case kind when … end`), for rows of several kinds at once. */
export function wantsEmailByKindSql(kindColumn: SQL): SQL {
  const cases = Object.entries(EMAIL_RULES).map(([kind, rule]) => sql`when ${kind} then (${rule.wanted})`);
  return sql`(case ${kindColumn} ${sql.join(cases, sql` `)} else false end)`;
}

/** The unsubscribe link's scope for a kind's emails, or null when they carry none. */
export function unsubscribeScopeOf(kind: NotificationKind): UnsubscribeScope | null {
  return EMAIL_RULES[kind].unsubscribe;
}
