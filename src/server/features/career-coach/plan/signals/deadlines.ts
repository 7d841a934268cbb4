import { and, asc, eq, gte, lt } from "drizzle-orm";
import { ukClockTime, ukDayOf } from "../../../../../shared/uk-time";
import { applicationEvents } from "../../../../db/schema";
import { addDays, type Clock, daysBetween, formatDay, relativeDay } from "../clock";
import { type PlanItem, RANK, roleName, signal } from "../plan-item";
import type { TrackedApplication } from "../tracked-applications";

// Dated things in the tracker: applications still in Saved whose deadline is in the next two weeks
// (or passed in the last three days without the member moving them), and the events the member
// entered (online tests due, interviews, assessment centres, offer reply dates) in the next two weeks.
// Soonest first.

export const DEADLINE_HORIZON_DAYS = 14;
const OVERDUE_DAYS = 3;

export type TrackerEvent = {
  id: string;
  applicationId: string;
  kind: string;
  startsAt: Date;
  firmName: string;
  roleTitle: string;
};

export type DeadlineFacts = { applications: TrackedApplication[]; events: TrackerEvent[] };

function deadlineItem(app: TrackedApplication, deadline: string, today: string): PlanItem {
  const days = daysBetween(today, deadline);
  const link = { href: `/app/tracker/${app.id}`, label: "Open in tracker" };
  if (days < 0) {
    return {
      key: `deadline:${app.id}`,
      kind: "deadline",
      title: `Update ${roleName(app)}: the deadline passed ${relativeDay(deadline, today)}`,
      why: `Its deadline was ${formatDay(deadline)} and it is still in Saved. If you applied, move it to Applied so the plan follows it; if not, archive it.`,
      link,
      // After everything still to come in the next two weeks.
      rank: RANK.dated + DEADLINE_HORIZON_DAYS + 1 - days / 100,
    };
  }
  const when = days === 0 ? "closes today" : days === 1 ? "closes tomorrow" : `closes in ${days} days`;
  const rolling = app.rolling
    ? " It recruits on a rolling basis, so places may fill before then."
    : " Firms often fill places before the closing date, so earlier is better.";
  return {
    key: `deadline:${app.id}`,
    kind: "deadline",
    title: `Apply to ${roleName(app)} — ${when}`,
    why: `Your tracker has its deadline on ${formatDay(deadline)} and it is still in Saved.${rolling}`,
    link,
    rank: RANK.dated + days,
  };
}

// What to do before each kind of event, and where; without a place of its own, the tracker.
const EVENT_WORDS: Record<string, { title: (name: string) => string; link?: PlanItem["link"] }> = {
  online_test: {
    title: (name) => `Complete the ${name} online test`,
    link: { href: "/app/assessment-prep", label: "Warm up in assessment prep" },
  },
  interview: {
    title: (name) => `Prepare for your ${name} interview`,
    link: { href: "/app/interview", label: "Practise an interview" },
  },
  assessment_centre: {
    title: (name) => `Prepare for the ${name} assessment centre`,
    link: { href: "/app/interview", label: "Practise an interview" },
  },
  offer_deadline: { title: (name) => `Reply to the ${name} offer` },
};

function eventItem(event: TrackerEvent, today: string): PlanItem {
  const day = ukDayOf(event.startsAt);
  const days = daysBetween(today, day);
  const name = roleName(event);
  const words = EVENT_WORDS[event.kind];
  const tracker = { href: `/app/tracker/${event.applicationId}`, label: "Open in tracker" };
  const title = words ? words.title(name) : `${name}: an event`;
  const time = ukClockTime(event.startsAt);
  return {
    key: `event:${event.id}`,
    kind: "event",
    title: `${title} — ${relativeDay(day, today)}`,
    why: `Your tracker has it on ${formatDay(day)} at ${time}.${
      event.kind === "offer_deadline" ? " Ask for more time before the date if you need it." : ""
    }`,
    link: words?.link ?? tracker,
    rank: RANK.dated + days,
  };
}

export const deadlineSignal = signal<DeadlineFacts>({
  id: "deadlines",
  async read({ db, userId, clock, applications: tracked }) {
    const [rows, onBoard] = await Promise.all([
      db
        .select({
          id: applicationEvents.id,
          applicationId: applicationEvents.applicationId,
          kind: applicationEvents.kind,
          startsAt: applicationEvents.startsAt,
        })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.userId, userId),
            gte(applicationEvents.startsAt, clock.now),
            lt(
              applicationEvents.startsAt,
              new Date(`${addDays(clock.today, DEADLINE_HORIZON_DAYS + 2)}T00:00:00Z`),
            ),
          ),
        )
        .orderBy(asc(applicationEvents.startsAt)),
      tracked(),
    ]);
    // Named from the applications the plan has read already; an archived application's events drop out.
    const byId = new Map(onBoard.map((app) => [app.id, app]));
    const events = rows.flatMap((event) => {
      const app = byId.get(event.applicationId);
      return app ? [{ ...event, firmName: app.firmName, roleTitle: app.roleTitle }] : [];
    });
    return { applications: onBoard, events };
  },
  items({ applications: tracked, events }, clock: Clock) {
    const items: PlanItem[] = [];
    for (const app of tracked) {
      if (app.stage !== "saved" || !app.deadline) continue;
      const days = daysBetween(clock.today, app.deadline);
      if (days > DEADLINE_HORIZON_DAYS || days < -OVERDUE_DAYS) continue;
      items.push(deadlineItem(app, app.deadline, clock.today));
    }
    for (const event of events) {
      const days = daysBetween(clock.today, ukDayOf(event.startsAt));
      if (days < 0 || days > DEADLINE_HORIZON_DAYS || event.startsAt < clock.now) continue;
      items.push(eventItem(event, clock.today));
    }
    return items;
  },
});
