import { eq, max } from "drizzle-orm";
import { stageLabel } from "../../../../../shared/schemas/tracker";
import { ukDayOf } from "../../../../../shared/uk-time";
import { applicationStageHistory } from "../../../../db/schema";
import { type Clock, daysBetween, formatDay } from "../clock";
import { type PlanItem, RANK, roleName, signal } from "../plan-item";
import type { TrackedApplication } from "../tracked-applications";

// Applications that have sat in one stage for longer than firms usually take at that stage: time to
// chase the firm, or to update the tracker if the answer came. Longest wait first.

/** Days in a stage before the coach suggests following up. */
export const STUCK_AFTER_DAYS: Record<string, number> = {
  applied: 21,
  online_tests: 14,
  interviews: 14,
  assessment_centre: 10,
};

const ADVICE: Record<string, string> = {
  applied:
    "Check the firm's portal and your email (including spam); if there is no news, a short polite email to the graduate recruitment team asking about the timeline is fine. If you have heard back, move the card.",
  online_tests:
    "Check whether the tests are still waiting in the firm's portal, and when they are due; if you have done them, move the card to Applied or on.",
  interviews:
    "Firms usually answer within two weeks of an interview; a short note to the recruiter asking about next steps is fine now. Update the card when you hear.",
  assessment_centre:
    "Decisions after an assessment centre often take one to two weeks; ask the recruiter politely about the timeline, and update the card when you hear.",
};

export type StuckFacts = { applications: TrackedApplication[]; enteredAt: Map<string, Date> };

export const stuckSignal = signal<StuckFacts>({
  id: "stuck",
  async read({ db, userId, applications }) {
    const rows = await db
      .select({
        applicationId: applicationStageHistory.applicationId,
        stage: applicationStageHistory.stage,
        enteredAt: max(applicationStageHistory.enteredAt),
      })
      .from(applicationStageHistory)
      .where(eq(applicationStageHistory.userId, userId))
      .groupBy(applicationStageHistory.applicationId, applicationStageHistory.stage);
    const enteredAt = new Map<string, Date>();
    for (const row of rows) {
      if (row.enteredAt) enteredAt.set(`${row.applicationId}:${row.stage}`, new Date(row.enteredAt));
    }
    return { applications: await applications(), enteredAt };
  },
  items({ applications, enteredAt }, clock: Clock) {
    const items: PlanItem[] = [];
    for (const app of applications) {
      const limit = STUCK_AFTER_DAYS[app.stage];
      if (limit === undefined) continue;
      const since = enteredAt.get(`${app.id}:${app.stage}`) ?? app.appliedAt ?? app.createdAt;
      const day = ukDayOf(since);
      const days = daysBetween(day, clock.today);
      if (days < limit) continue;
      const stage = stageLabel(app.stage);
      items.push({
        key: `stuck:${app.id}:${app.stage}`,
        kind: "stuck",
        title: `Follow up on ${roleName(app)} — ${days} days in ${stage}`,
        why: `It has been in ${stage} since ${formatDay(day)}. ${ADVICE[app.stage] ?? ""}`.trim(),
        link: { href: `/app/tracker/${app.id}`, label: "Update in tracker" },
        rank: RANK.stuck + 1 - Math.min(days, 365) / 366,
      });
    }
    return items;
  },
});
