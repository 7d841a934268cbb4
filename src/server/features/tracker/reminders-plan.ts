import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

// Automatic reminders, planned from the applications themselves
// (docs/decisions/0018-tracker-reminders-and-calendar.md):
//   deadline_7, deadline_1  09:00 UK time 7 days and 1 day before the deadline of an application still
//                           in Saved (a member who has applied no longer needs them)
//   event                   09:00 UK time the day before an online test, interview or assessment centre,
//                           while the application is still open (not archived, rejected or withdrawn)
// Each carries a key naming what it is for ("deadline_7:2026-12-01", "event:<id>:<UTC time>"): planning
// again inserts nothing twice (the unique auto_key index), and an unsent one whose key no longer applies
// (the deadline or event moved, the stage moved on, the application was archived) is deleted. Sent ones
// are kept as the record of what arrived.

const LONDON = sql.raw("'Europe/London'");
export const REMINDED_EVENT_KINDS = ["online_test", "interview", "assessment_centre"] as const;
const eventKinds = sql.raw(REMINDED_EVENT_KINDS.map((k) => `'${k}'`).join(", "));
/** Far enough ahead that every reminder is planned before it is due, with the job running every 5 minutes. */
const DEADLINE_WINDOW_DAYS = 8;
const EVENT_WINDOW_HOURS = 48;

/**
 * What should exist for the applications `a` that `scope` selects. A deadline reminder applies until the
 * end of its own UK day, so one that a stopped worker missed still arrives late that day, never after
 * the moment it describes has gone; an event reminder applies until the event starts.
 */
function wanted(scope: SQL, now: Date): SQL {
  const today = sql`(${now}::timestamptz at time zone ${LONDON})::date`;
  return sql`
    select a.id as application_id, a.user_id, d.kind, null::uuid as event_id,
      d.kind || ':' || a.deadline::text as auto_key,
      ((a.deadline - d.days)::timestamp + time '09:00') at time zone ${LONDON} as remind_at
    from applications a
    cross join (values ('deadline_7', 7), ('deadline_1', 1)) as d(kind, days)
    where ${scope} and a.archived_at is null and a.stage = 'saved' and a.deadline is not null
      and a.deadline - d.days >= ${today}
    union all
    select a.id, a.user_id, 'event', e.id,
      'event:' || e.id::text || ':' || to_char(e.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      (((e.starts_at at time zone ${LONDON})::date - 1)::timestamp + time '09:00') at time zone ${LONDON}
    from applications a
    join application_events e on e.application_id = a.id and e.user_id = a.user_id
    where ${scope} and a.archived_at is null and a.stage not in ('rejected', 'withdrawn')
      and e.kind in (${eventKinds}) and e.starts_at > ${now}`;
}

async function plan(db: Db, scope: SQL, staleScope: SQL, now: Date) {
  // Only reminders still ahead are created: one for a moment already past would arrive late and say
  // something the member has just seen for themselves (an application added 3 days before it closes).
  await db.execute(sql`
    insert into application_reminders (application_id, user_id, kind, event_id, auto_key, remind_at)
    select w.application_id, w.user_id, w.kind, w.event_id, w.auto_key, w.remind_at
    from (${wanted(scope, now)}) w
    where w.remind_at > ${now}
    on conflict (application_id, auto_key) where auto_key is not null do nothing`);
  await db.execute(sql`
    delete from application_reminders r
    where r.auto_key is not null and r.sent_at is null and ${staleScope}
      and r.auto_key not in (
        select w.auto_key from (${wanted(sql`a.id = r.application_id`, now)}) w
      )`);
}

/** Plans one application's automatic reminders now (after a change the member is waiting to see). */
export async function planAutomaticReminders(db: Db, applicationId: string, now = new Date()) {
  await plan(db, sql`a.id = ${applicationId}`, sql`r.application_id = ${applicationId}`, now);
}

/**
 * The periodic run: the applications whose deadline or event is close enough to need a reminder soon,
 * in two statements whatever their number, and every unsent automatic reminder that no longer applies
 * (a deadline moved months away is outside the window, but its old reminders must still go).
 * `userId` narrows the run to one member (tests).
 */
export async function planDueReminders(db: Db, now = new Date(), userId?: string) {
  const member = userId ? sql` and a.user_id = ${userId}` : sql``;
  const today = sql`(${now}::timestamptz at time zone ${LONDON})::date`;
  const soon = sql`((a.deadline between ${today} and ${today} + ${DEADLINE_WINDOW_DAYS}::int)
    or exists (select 1 from application_events e2 where e2.application_id = a.id
      and e2.starts_at > ${now} and e2.starts_at <= ${now}::timestamptz + make_interval(hours => ${EVENT_WINDOW_HOURS}::int)))${member}`;
  await plan(db, soon, userId ? sql`r.user_id = ${userId}` : sql`true`, now);
}
