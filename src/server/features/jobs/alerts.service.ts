import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Db, queryRows } from "../../db/client";
import type { Mailer } from "../../platform/mail/mailer";
import { closingReminderMail, jobAlertMail } from "../../platform/mail/templates";
import { unsubscribeHeaders, unsubscribeUrl } from "../../platform/mail/unsubscribe";
import { listedForEveryoneSql } from "./job-visibility";

// Alerts: members get new roles that match their onboarding answers, by email and in the app,
// as often as `job_update_frequency` says (instant, daily summary, weekly summary; none = no alerts).
// A digest never repeats a role (job_alert_deliveries), and a saved role closing within 3 days sends one
// reminder. Matching runs in SQL, a batch of members at a time.

export type Frequency = "instant" | "daily_summary" | "weekly_summary";

/** How far back a run looks for new roles: a little more than its period, so nothing falls between runs. */
const LOOKBACK_HOURS: Record<Frequency, number> = { instant: 6, daily_summary: 36, weekly_summary: 8 * 24 };
export const MAX_ROLES_PER_ALERT = 10;
const MEMBER_BATCH = 500;
export const REMINDER_DAYS = 3;

export type AlertDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; authSecret: string };

type Match = {
  user_id: string;
  email: string;
  first_name: string | null;
  job_id: string;
  title: string;
  firm_name: string;
  closes_at: Date | null;
  rolling: boolean;
};

export type AlertItem = { id: string; title: string; firm: string; closesAt: Date | null; rolling: boolean };

function group(rows: Match[]) {
  const byMember = new Map<string, { email: string; firstName: string; jobs: AlertItem[] }>();
  for (const row of rows) {
    const entry = byMember.get(row.user_id) ?? {
      email: row.email,
      firstName: row.first_name ?? "",
      jobs: [],
    };
    entry.jobs.push({
      id: row.job_id,
      title: row.title,
      firm: row.firm_name,
      closesAt: row.closes_at ? new Date(row.closes_at) : null,
      rolling: row.rolling,
    });
    byMember.set(row.user_id, entry);
  }
  return byMember;
}

/**
 * One run for one frequency: for each member on it, up to 10 open roles first seen in the look-back
 * window that match their role types or areas (and their locations, when they named any), and that
 * they have not been told about. Returns how many members were alerted.
 */
export async function runJobAlerts(deps: AlertDeps, frequency: Frequency, now = new Date()) {
  const since = new Date(now.getTime() - LOOKBACK_HOURS[frequency] * 3_600_000);
  let after = "";
  let alerted = 0;
  for (;;) {
    const members = await queryRows<{ id: string }>(
      deps.db,
      sql`select u.id from "user" u join profiles p on p.id = u.id
        where not u.banned and p.onboarding ->> 'job_update_frequency' = ${frequency} and u.id > ${after}
        order by u.id limit ${MEMBER_BATCH}`,
    );
    if (members.length === 0) break;
    after = members.at(-1)?.id ?? after;
    const ids = sql.join(
      members.map((m) => sql`${m.id}`),
      sql`, `,
    );
    const matches = await queryRows<Match>(
      deps.db,
      sql`with recent as (
          select j.id, j.title, j.firm_name, j.closes_at, j.rolling, j.role_type, j.finance_areas, j.locations, j.first_seen_at
          from jobs j
          where j.closed_at is null and ${listedForEveryoneSql} and j.first_seen_at >= ${since}
        )
        select u.id as user_id, u.email, u.first_name, r.id as job_id, r.title, r.firm_name, r.closes_at, r.rolling
        from "user" u
        join profiles p on p.id = u.id
        cross join lateral (
          select r.* from recent r
          where (r.role_type = any(array(select jsonb_array_elements_text(p.onboarding -> 'targeted_role_types')))
              or r.finance_areas && array(select jsonb_array_elements_text(p.onboarding -> 'targeted_finance_areas')))
            and (jsonb_array_length(coalesce(p.onboarding -> 'targeted_locations', '[]')) = 0
              or r.locations && array(select jsonb_array_elements_text(p.onboarding -> 'targeted_locations')))
            and not exists (select 1 from job_alert_deliveries d
              where d.user_id = u.id and d.job_id = r.id and d.kind = 'alert')
          order by r.first_seen_at desc, r.id
          limit ${MAX_ROLES_PER_ALERT}
        ) r
        where u.id in (${ids})`,
    );
    for (const [userId, member] of group(matches)) {
      await deliver(deps, userId, member, "alert");
      alerted += 1;
    }
  }
  deps.logger.info({ frequency, alerted }, "job alerts sent");
  return { alerted };
}

/** Saved roles closing within 3 days: one reminder per role, for members who take alerts at all. */
export async function runClosingReminders(deps: AlertDeps, now = new Date()) {
  const until = new Date(now.getTime() + REMINDER_DAYS * 86_400_000);
  const rows = await queryRows<Match>(
    deps.db,
    sql`select u.id as user_id, u.email, u.first_name, j.id as job_id, j.title, j.firm_name, j.closes_at, j.rolling
      from saved_jobs s
      join jobs j on j.id = s.job_id
      join "user" u on u.id = s.user_id
      join profiles p on p.id = u.id
      where not u.banned and j.closed_at is null and j.closes_at > ${now} and j.closes_at <= ${until}
        and coalesce(p.onboarding ->> 'job_update_frequency', 'daily_summary') <> 'none'
        and not exists (select 1 from job_alert_deliveries d
          where d.user_id = u.id and d.job_id = j.id and d.kind = 'closing_reminder')
      order by u.id, j.closes_at`,
  );
  let reminded = 0;
  for (const [userId, member] of group(rows)) {
    await deliver(deps, userId, member, "closing_reminder");
    reminded += 1;
  }
  return { reminded };
}

async function deliver(
  deps: AlertDeps,
  userId: string,
  member: { email: string; firstName: string; jobs: AlertItem[] },
  kind: "alert" | "closing_reminder",
) {
  const { db } = deps;
  const count = member.jobs.length;
  const title =
    kind === "alert"
      ? `${count} new ${count === 1 ? "role matches" : "roles match"} your goals`
      : `${count === 1 ? "A saved role closes" : `${count} saved roles close`} within ${REMINDER_DAYS} days`;
  const message = member.jobs.map((job) => `${job.title} at ${job.firm}`).join("; ");
  const link = kind === "alert" ? "/app/job-feed?sort=newest" : "/app/job-feed?saved=true&sort=closing";
  // Recorded first, in one transaction with the notification: if the email then fails, the member still
  // has the in-app alert and is never sent the same roles again.
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into user_notifications (user_id, kind, title, message, link)
      values (${userId}, ${kind === "alert" ? "job_alert" : "closing_reminder"}, ${title}, ${message}, ${link})`);
    for (const job of member.jobs) {
      await tx.execute(sql`insert into job_alert_deliveries (user_id, job_id, kind) values (${userId}, ${job.id}, ${kind})
        on conflict do nothing`);
    }
  });
  const unsubscribe = unsubscribeUrl(deps.appUrl, deps.authSecret, userId, "alerts");
  const mail =
    kind === "alert"
      ? jobAlertMail(member.email, {
          firstName: member.firstName,
          jobs: member.jobs,
          appUrl: deps.appUrl,
          unsubscribeLink: unsubscribe,
        })
      : closingReminderMail(member.email, {
          firstName: member.firstName,
          jobs: member.jobs,
          appUrl: deps.appUrl,
          unsubscribeLink: unsubscribe,
        });
  try {
    await deps.mailer.send({ ...mail, headers: unsubscribeHeaders(unsubscribe) });
  } catch (err) {
    deps.logger.error({ err, userId, kind }, "job alert email failed; the in-app alert stands");
  }
}
