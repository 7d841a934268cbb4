import { type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { NotificationJob } from "../../../shared/schemas/notifications";
import { type Db, queryRows } from "../../db/client";
import { listedForEveryoneSql } from "../../platform/job-visibility";
import type { Mailer } from "../../platform/mail/mailer";
import { type AlertJob, closingReminderMail, jobAlertMail } from "../../platform/mail/templates";
import { unsubscribeHeaders, unsubscribeUrl } from "../../platform/mail/unsubscribe";
import { wantsEmailSql } from "../../platform/notifications/email-wanted";
import { notifyEach } from "../../platform/notifications/notify";
import { fitScore, type Preferences, reasonsFor } from "./feed.service";

// Alerts: members get new roles that match their onboarding answers, by email and in the app,
// as often as `job_update_frequency` says (instant, daily summary, weekly summary; none = no alerts).
// Each alert lists the best matches first (the feed's fit score, then the newest) and says why each
// matches; an instant member gets at most one alert an hour. A role is never announced twice
// (job_alert_deliveries), and a saved role closing within 3 days sends one reminder. Matching runs in
// SQL, a batch of members at a time.

export type Frequency = "instant" | "daily_summary" | "weekly_summary";

/**
 * How far back a run looks for new roles: a little more than its period, so nothing falls between runs.
 * Instant: a member held back by the hourly cap gets their roles at the first run after the hour, well
 * inside six hours.
 */
const LOOKBACK_HOURS: Record<Frequency, number> = { instant: 6, daily_summary: 36, weekly_summary: 8 * 24 };
export const MAX_ROLES_PER_ALERT = 10;
/** At most one instant alert per member in this time: new roles wait and come together in the next. */
export const INSTANT_ALERT_GAP_MS = 3_600_000;
const MEMBER_BATCH = 500;
export const REMINDER_DAYS = 3;

export type AlertDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; authSecret: string };

type Member = { id: string; onboarding: Preferences };

type JobRow = {
  user_id: string;
  job_id: string;
  title: string;
  firm_name: string;
  locations: string[];
  workplace: string | null;
  role_type: string | null;
  finance_areas: string[];
  closes_at: Date | null;
  rolling: boolean;
};

/** Rows in order, grouped by member (Map.groupBy needs Node 21). */
function byUser<Row extends { user_id: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.user_id, [...(groups.get(row.user_id) ?? []), row]);
  return groups;
}

const toAlertJob = (row: JobRow, preferences: Preferences | null): AlertJob => ({
  id: row.job_id,
  title: row.title,
  firm: row.firm_name,
  locations: row.locations,
  workplace: row.workplace,
  closesAt: row.closes_at ? new Date(row.closes_at) : null,
  rolling: row.rolling,
  reasons: reasonsFor(row, preferences),
});

/** A member's answers as SQL arrays, read from their profile row `p` inside the query. */
const answers = (key: "targeted_role_types" | "targeted_finance_areas" | "targeted_locations"): SQL =>
  sql`array(select v from jsonb_array_elements_text(coalesce(p.onboarding -> ${sql.raw(`'${key}'`)}, '[]'::jsonb)) v where v <> 'other')`;
const memberWishes = {
  roles: answers("targeted_role_types"),
  areas: answers("targeted_finance_areas"),
  places: answers("targeted_locations"),
  remote: sql`coalesce((p.onboarding ->> 'open_to_remote')::boolean, false)`,
};

/**
 * The job feed showing what an alert matched: the member's role types (or areas) and places, newest
 * first. The feed's filters combine with "and", alerts match a type or an area; so the feed is narrowed
 * by types only when every match has one of them (else by areas on the same terms), and otherwise
 * shows the member's own best-match order, where these roles lead.
 */
export function feedLinkFor(preferences: Preferences, matches: JobRow[]): string {
  const types = preferences.targeted_role_types.filter((v) => v !== "other");
  const areas = preferences.targeted_finance_areas.filter((v) => v !== "other");
  const places = preferences.targeted_locations.filter((v) => v !== "other");
  const params = new URLSearchParams();
  const byType = types.length > 0 && matches.every((j) => j.role_type && types.includes(j.role_type));
  const byArea = areas.length > 0 && matches.every((j) => j.finance_areas.some((a) => areas.includes(a)));
  if (byType) params.set("type", types.join(","));
  else if (byArea) params.set("area", areas.join(","));
  if (places.length) params.set("location", places.join(","));
  params.set("sort", byType || byArea ? "newest" : "relevance");
  return `/app/job-feed?${params}`;
}

/**
 * One run for one frequency: for each member on it, the open roles first seen in the look-back window
 * that match their role types or areas (and their locations, when they named any), and that they have
 * not been told about, best fit first. Instant members alerted within the last hour wait for a later
 * run. Returns how many members were alerted.
 */
export async function runJobAlerts(deps: AlertDeps, frequency: Frequency, now = new Date()) {
  const since = new Date(now.getTime() - LOOKBACK_HOURS[frequency] * 3_600_000);
  const capped =
    frequency === "instant"
      ? sql`and not exists (select 1 from user_notifications n where n.user_id = u.id
          and n.kind = 'job_alert' and n.created_at > ${new Date(now.getTime() - INSTANT_ALERT_GAP_MS)})`
      : sql``;
  let after = "";
  let alerted = 0;
  for (;;) {
    const members = await queryRows<Member>(
      deps.db,
      sql`select u.id, p.onboarding from "user" u join profiles p on p.id = u.id
        where not u.banned and p.onboarding ->> 'job_update_frequency' = ${frequency} and u.id > ${after}
        ${capped}
        order by u.id limit ${MEMBER_BATCH}`,
    );
    if (members.length === 0) break;
    after = members.at(-1)?.id ?? after;
    const ids = sql.join(
      members.map((m) => sql`${m.id}`),
      sql`, `,
    );
    // Every match, best first: the listed ones and the rest that "and N more" points to.
    const matches = await queryRows<JobRow>(
      deps.db,
      sql`with recent as (
          select j.id, j.title, j.firm_name, j.closes_at, j.rolling, j.role_type, j.finance_areas, j.locations,
            j.workplace, j.first_seen_at
          from jobs j
          where j.closed_at is null and ${listedForEveryoneSql} and j.first_seen_at >= ${since}
        )
        select u.id as user_id, m.id as job_id, m.title, m.firm_name, m.locations, m.workplace, m.role_type,
          m.finance_areas, m.closes_at, m.rolling
        from "user" u
        join profiles p on p.id = u.id
        cross join lateral (
          select j.*, ${fitScore(memberWishes)} as fit from recent j
          where (j.role_type = any(array(select jsonb_array_elements_text(p.onboarding -> 'targeted_role_types')))
              or j.finance_areas && array(select jsonb_array_elements_text(p.onboarding -> 'targeted_finance_areas')))
            and (jsonb_array_length(coalesce(p.onboarding -> 'targeted_locations', '[]')) = 0
              or j.locations && array(select jsonb_array_elements_text(p.onboarding -> 'targeted_locations')))
            and not exists (select 1 from job_alert_deliveries d
              where d.user_id = u.id and d.job_id = j.id and d.kind = 'alert')
        ) m
        where u.id in (${ids})
        order by u.id, m.fit desc, m.first_seen_at desc, m.id`,
    );
    const byMember = byUser(matches);
    const due = members.flatMap((member) => {
      const found = byMember.get(member.id);
      return found?.length ? [{ member, matches: found }] : [];
    });
    await deliverAlerts(deps, due, now);
    alerted += due.length;
  }
  deps.logger.info({ frequency, alerted }, "job alerts sent");
  return { alerted };
}

/**
 * A batch's alerts: for each member, the best ten in full, by email and in the app, and "and N more"
 * linking to the feed. The batch's notifications and deliveries are recorded together first (see record).
 * Decision: the roles past the tenth count as delivered too. Carried over, they would compete again with
 * newer roles, come back as "new" days later or fall out of the look-back window unseen; counted, the
 * member was told about each one (the count and the link to them), and no later alert repeats it.
 */
async function deliverAlerts(deps: AlertDeps, due: { member: Member; matches: JobRow[] }[], now: Date) {
  const alerts = due.map(({ member, matches }) => {
    const listed = matches.slice(0, MAX_ROLES_PER_ALERT);
    const more = matches.length - listed.length;
    const feedLink = feedLinkFor(member.onboarding, matches);
    const total = matches.length;
    const names = listed.map((job) => `${job.title} at ${job.firm_name}`).join("; ");
    return {
      member,
      listed,
      more,
      feedLink,
      total,
      record: {
        userId: member.id,
        kind: "job_alert" as const,
        title: `${total} new ${total === 1 ? "role matches" : "roles match"} your goals`,
        message: more > 0 ? `${names}; and ${more} more` : names,
        link: feedLink,
        jobs: listed,
        delivered: matches.map((job) => job.job_id),
      },
    };
  });
  const recipients = await record(
    deps.db,
    alerts.map((alert) => alert.record),
    now,
  );
  for (const [i, alert] of alerts.entries()) {
    const recipient = recipients[i];
    if (!recipient?.wantsEmail) continue;
    const unsubscribe = unsubscribeUrl(deps.appUrl, deps.authSecret, recipient.userId, "alerts");
    const mail = jobAlertMail(recipient.email, {
      firstName: recipient.firstName ?? "",
      jobs: alert.listed.map((row) => toAlertJob(row, alert.member.onboarding)),
      total: alert.total,
      more: { count: alert.more, link: alert.feedLink },
      appUrl: deps.appUrl,
      unsubscribeLink: unsubscribe,
      now,
    });
    await send(deps, recipient.userId, mail, unsubscribe, "alert");
  }
}

/**
 * Saved roles closing within 3 days: one reminder per role, for members who take alerts at all (their
 * alert frequency is also what decides the email, so the same rule picks them).
 */
export async function runClosingReminders(deps: AlertDeps, now = new Date()) {
  const until = new Date(now.getTime() + REMINDER_DAYS * 86_400_000);
  const rows = await queryRows<JobRow>(
    deps.db,
    sql`select u.id as user_id, j.id as job_id, j.title, j.firm_name, j.locations,
        j.workplace, j.role_type, j.finance_areas, j.closes_at, j.rolling
      from saved_jobs s
      join jobs j on j.id = s.job_id
      join "user" u on u.id = s.user_id
      join profiles p on p.id = u.id
      where not u.banned and j.closed_at is null and j.closes_at > ${now} and j.closes_at <= ${until}
        and ${wantsEmailSql("closing_reminder")}
        and not exists (select 1 from job_alert_deliveries d
          where d.user_id = u.id and d.job_id = j.id and d.kind = 'closing_reminder')
      order by u.id, j.closes_at`,
  );
  const reminders = [...byUser(rows).values()].map((jobs) => {
    const count = jobs.length;
    return {
      jobs,
      record: {
        userId: jobs[0]?.user_id ?? "",
        kind: "closing_reminder" as const,
        title: `${count === 1 ? "A saved role closes" : `${count} saved roles close`} within ${REMINDER_DAYS} days`,
        message: jobs.map((job) => `${job.title} at ${job.firm_name}`).join("; "),
        link: "/app/job-feed?saved=true&sort=closing",
        jobs,
        delivered: jobs.map((job) => job.job_id),
      },
    };
  });
  for (let start = 0; start < reminders.length; start += MEMBER_BATCH) {
    const batch = reminders.slice(start, start + MEMBER_BATCH);
    const recipients = await record(
      deps.db,
      batch.map((reminder) => reminder.record),
      now,
    );
    for (const [i, reminder] of batch.entries()) {
      const recipient = recipients[i];
      if (!recipient?.wantsEmail) continue;
      const unsubscribe = unsubscribeUrl(deps.appUrl, deps.authSecret, recipient.userId, "alerts");
      const mail = closingReminderMail(recipient.email, {
        firstName: recipient.firstName ?? "",
        jobs: reminder.jobs.map((row) => toAlertJob(row, null)),
        appUrl: deps.appUrl,
        unsubscribeLink: unsubscribe,
        now,
      });
      await send(deps, recipient.userId, mail, unsubscribe, "closing_reminder");
    }
  }
  return { reminded: reminders.length };
}

type AlertRecord = {
  userId: string;
  kind: "job_alert" | "closing_reminder";
  title: string;
  message: string;
  link: string;
  jobs: JobRow[];
  delivered: string[];
};

/**
 * Recorded first, in one transaction with the notifications (one multi-row insert) and the deliveries
 * (one insert): if an email then fails, the member still has the in-app alert and is never sent the
 * same roles again. The notification's time is the run's, which the hourly cap reads. Answers each
 * alert's recipient, in order.
 */
async function record(db: Db, alerts: AlertRecord[], now: Date) {
  if (alerts.length === 0) return [];
  const deliveries = alerts.flatMap((alert) =>
    alert.delivered.map((jobId) => ({
      user_id: alert.userId,
      job_id: jobId,
      kind: alert.kind === "job_alert" ? "alert" : "closing_reminder",
    })),
  );
  return db.transaction(async (tx) => {
    const recipients = await notifyEach(
      tx,
      alerts.map((alert) => ({
        userId: alert.userId,
        kind: alert.kind,
        title: alert.title,
        message: alert.message,
        link: alert.link,
        jobs: alert.jobs.map(
          (job): NotificationJob => ({ id: job.job_id, title: job.title, firm: job.firm_name }),
        ),
        createdAt: now,
      })),
    );
    await tx.execute(sql`insert into job_alert_deliveries (user_id, job_id, kind)
      select d.user_id, d.job_id, d.kind
      from jsonb_to_recordset(${JSON.stringify(deliveries)}::jsonb) as d(user_id text, job_id uuid, kind text)
      on conflict do nothing`);
    return recipients;
  });
}

async function send(
  deps: AlertDeps,
  userId: string,
  mail: ReturnType<typeof jobAlertMail>,
  unsubscribe: string,
  kind: "alert" | "closing_reminder",
) {
  try {
    await deps.mailer.send({ ...mail, headers: unsubscribeHeaders(unsubscribe) });
  } catch (err) {
    deps.logger.error({ err, userId, kind }, "job alert email failed; the in-app alert stands");
  }
}
