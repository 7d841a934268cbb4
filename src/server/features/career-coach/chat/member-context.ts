import { and, asc, count, eq, gte, isNull } from "drizzle-orm";
import { APTITUDE_KIND_LABELS } from "../../../../shared/assessments";
import {
  CAREER_VISIONS,
  EDUCATION_STATUSES,
  EXPERIENCE_LEVELS,
  FINANCE_AREAS,
  LOCATIONS,
  ROLE_TYPES,
} from "../../../../shared/onboarding";
import { APPLICATION_EVENT_KINDS, stageLabel, TRACKER_STAGES } from "../../../../shared/schemas/tracker";
import { ukDayOf } from "../../../../shared/uk-time";
import type { DbOrTx } from "../../../db/client";
import { applicationEvents, applications, interviewSessions } from "../../../db/schema";
import { type Clock, formatDay } from "../plan/clock";
import { planContext, planItems } from "../plan/plan.service";
import type { PlanItem } from "../plan/plan-item";
import { type AptitudeResult, readAptitudeResults } from "../plan/signals/aptitude";
import { latestScores, readCvMatchRuns } from "../plan/signals/cv-match";
import { type CriterionResult, readInterviewResults } from "../plan/signals/interview";
import { readOnboarding } from "../plan/signals/targets";

// What the coach knows about the member who asks, built only from that member's rows (every query has
// their id in its WHERE): profile targets, a tracker summary, practice results and the top of this
// week's plan. The built-in coach answers "how am I doing?" from it; a configured model gets it, as
// text, in its instructions.

const NEXT_DEADLINES = 5;
const NEXT_EVENTS = 5;

export type MemberContext = {
  targets: {
    roleTypes: string[];
    areas: string[];
    locations: string[];
    education: string | null;
    experience: string | null;
    vision: string | null;
  } | null;
  tracker: {
    total: number;
    byStage: { stage: string; label: string; count: number }[];
    nextDeadlines: { applicationId: string; firm: string; role: string; day: string; stage: string }[];
    nextEvents: { applicationId: string; firm: string; role: string; kind: string; day: string }[];
    /** Every tracked firm and role, so the coach can tell when a question names one. */
    roles: { applicationId: string; firm: string; role: string; stage: string; deadline: string | null }[];
  };
  interview: { answers: number; sessionsCompleted: number; criteria: CriterionResult[] };
  aptitude: AptitudeResult[];
  cvMatches: { firm: string; role: string; score: number }[];
  plan: PlanItem[];
};

const label = (list: readonly { value: string; label: string }[], value: string | null | undefined) =>
  value ? (list.find((item) => item.value === value)?.label ?? value) : null;

export async function memberContext(db: DbOrTx, userId: string, clock: Clock): Promise<MemberContext> {
  // The plan's reads are shared: what it reads for its signals is not read again here.
  const context = planContext(db, userId, clock);
  const answers = await context.once(readOnboarding);
  const tracked = await context.applications();
  const events = await db
    .select({
      applicationId: applicationEvents.applicationId,
      kind: applicationEvents.kind,
      startsAt: applicationEvents.startsAt,
      firm: applications.firmName,
      role: applications.roleTitle,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .where(
      and(
        eq(applicationEvents.userId, userId),
        eq(applications.userId, userId),
        isNull(applications.archivedAt),
        gte(applicationEvents.startsAt, clock.now),
      ),
    )
    .orderBy(asc(applicationEvents.startsAt))
    .limit(NEXT_EVENTS);
  const [sessions] = await db
    .select({ count: count() })
    .from(interviewSessions)
    .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, "completed")));
  const interview = await context.once(readInterviewResults);
  const aptitude = await context.once(readAptitudeResults);
  const scores = latestScores(tracked, await context.once(readCvMatchRuns));
  const plan = await planItems(db, userId, clock, context);

  const counts = new Map<string, number>();
  for (const app of tracked) counts.set(app.stage, (counts.get(app.stage) ?? 0) + 1);
  return {
    targets: answers
      ? {
          roleTypes: answers.targeted_role_types.map((v) => label(ROLE_TYPES, v) ?? v),
          areas: answers.targeted_finance_areas.map((v) => label(FINANCE_AREAS, v) ?? v),
          locations: answers.targeted_locations.map((v) => label(LOCATIONS, v) ?? v),
          education: label(EDUCATION_STATUSES, answers.education_status),
          experience: label(EXPERIENCE_LEVELS, answers.relevant_experience),
          vision: label(CAREER_VISIONS, answers.career_vision),
        }
      : null,
    tracker: {
      total: tracked.length,
      byStage: TRACKER_STAGES.filter((s) => counts.get(s.value)).map((s) => ({
        stage: s.value,
        label: s.label,
        count: counts.get(s.value) ?? 0,
      })),
      nextDeadlines: tracked
        .filter((app) => app.stage === "saved" && app.deadline && app.deadline >= clock.today)
        .sort((a, b) => (a.deadline ?? "").localeCompare(b.deadline ?? ""))
        .slice(0, NEXT_DEADLINES)
        .map((app) => ({
          applicationId: app.id,
          firm: app.firmName,
          role: app.roleTitle,
          day: app.deadline as string,
          stage: stageLabel(app.stage),
        })),
      nextEvents: events.map((event) => ({
        applicationId: event.applicationId,
        firm: event.firm,
        role: event.role,
        kind: label(APPLICATION_EVENT_KINDS, event.kind) ?? event.kind,
        day: ukDayOf(event.startsAt),
      })),
      roles: tracked.map((app) => ({
        applicationId: app.id,
        firm: app.firmName,
        role: app.roleTitle,
        stage: stageLabel(app.stage),
        deadline: app.deadline,
      })),
    },
    interview: { ...interview, sessionsCompleted: Number(sessions?.count ?? 0) },
    aptitude,
    cvMatches: tracked.flatMap((app) => {
      const run = scores.get(app.id);
      return run ? [{ firm: app.firmName, role: app.roleTitle, score: run.score }] : [];
    }),
    plan,
  };
}

/** The results part, in sentences: the built-in coach's "how am I doing?" and the model's context. */
export function resultsLines(context: MemberContext): string[] {
  const lines: string[] = [];
  const { tracker, interview, aptitude, cvMatches } = context;
  if (tracker.total > 0) {
    lines.push(
      `Tracker: ${tracker.total} application${tracker.total === 1 ? "" : "s"} (${tracker.byStage
        .map((s) => `${s.count} ${s.label}`)
        .join(", ")}).`,
    );
  } else {
    lines.push("Tracker: no applications tracked yet.");
  }
  if (interview.criteria.length > 0) {
    lines.push(
      `Interview practice: ${interview.answers} recent answer${interview.answers === 1 ? "" : "s"} (${interview.sessionsCompleted} session${interview.sessionsCompleted === 1 ? "" : "s"} completed); average scores out of 5: ${interview.criteria
        .map((c) => `${c.label} ${c.average}`)
        .join(", ")}.`,
    );
  } else {
    lines.push("Interview practice: no answers yet.");
  }
  if (aptitude.length > 0) {
    lines.push(
      `Online test practice (latest of each): ${aptitude
        .map(
          (a) =>
            `${APTITUDE_KIND_LABELS[a.kind] ?? a.kind} ${a.percent}% (${a.mode}${a.percentile !== null ? `, better than ${a.percentile}% of members` : ""})`,
        )
        .join("; ")}.`,
    );
  } else {
    lines.push("Online test practice: none yet.");
  }
  if (cvMatches.length > 0) {
    lines.push(
      `CV match scores (out of 100): ${cvMatches.map((m) => `${m.firm} ${m.role} ${m.score}`).join("; ")}.`,
    );
  }
  return lines;
}

/** Everything the model is told about the member, labelled. */
export function contextText(context: MemberContext): string {
  const { targets, tracker } = context;
  const lines: string[] = [];
  if (targets) {
    lines.push(
      `Targets: ${targets.roleTypes.join(", ") || "none"}; areas: ${targets.areas.join(", ") || "none"}; locations: ${targets.locations.join(", ") || "none"}.`,
    );
    const about = [
      targets.education && `Studies: ${targets.education}.`,
      targets.experience && `Experience: ${targets.experience}.`,
      targets.vision && `Long-term aim: ${targets.vision}.`,
    ].filter(Boolean);
    if (about.length) lines.push(about.join(" "));
  } else {
    lines.push("Targets: not set yet.");
  }
  lines.push(...resultsLines(context));
  if (tracker.roles.length > 0) {
    lines.push(
      `Tracked roles: ${tracker.roles
        .slice(0, 20)
        .map(
          (r) => `${r.firm} ${r.role} (${r.stage}${r.deadline ? `, deadline ${formatDay(r.deadline)}` : ""})`,
        )
        .join("; ")}.`,
    );
  }
  if (tracker.nextEvents.length > 0) {
    lines.push(
      `Coming up: ${tracker.nextEvents.map((e) => `${e.kind} for ${e.firm} ${e.role} on ${formatDay(e.day)}`).join("; ")}.`,
    );
  }
  if (context.plan.length > 0) {
    lines.push(
      `This week's plan: ${context.plan
        .slice(0, 5)
        .map((item) => item.title)
        .join("; ")}.`,
    );
  }
  return lines.join("\n");
}
