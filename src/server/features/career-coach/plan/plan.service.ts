import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { coachPlanTicks } from "../../../db/schema";
import { HttpError } from "../../../http/errors";
import { type Clock, clockAt, isoWeek, weekStart } from "./clock";
import { type AnySignal, byRank, type MemberRead, type PlanContext, type PlanItem } from "./plan-item";
import { aptitudeSignal } from "./signals/aptitude";
import { chatGoalSignal } from "./signals/chat-goal";
import { cvMatchSignal } from "./signals/cv-match";
import { deadlineSignal } from "./signals/deadlines";
import { interviewSignal } from "./signals/interview";
import { starterSignal } from "./signals/starters";
import { stuckSignal } from "./signals/stuck";
import { targetSignal } from "./signals/targets";
import { readApplications } from "./tracked-applications";

// "This week": computed on every read from the member's current data, so it follows each change at once
// and a new day brings new items; only the ticks are stored, per ISO week and item key. A ticked item
// stays ticked while the same thing is in the plan this week. Each table is read once per plan, by
// the member's id through an index (the norms are one stored row per kind), so a plan costs the same
// however many other members there are; career-coach-plan.api.test.ts pins the statement count.

/** Every signal, in no particular order (the ranks order the plan). Add a signal here. */
export const SIGNALS: readonly AnySignal[] = [
  deadlineSignal,
  stuckSignal,
  interviewSignal,
  aptitudeSignal,
  cvMatchSignal,
  targetSignal,
  chatGoalSignal,
  starterSignal,
];

/** A week's list is kept short enough to act on; what is left over is counted. */
export const PLAN_SIZE = 10;

export function planContext(db: DbOrTx, userId: string, clock: Clock): PlanContext {
  const reads = new Map<MemberRead<unknown>, Promise<unknown>>();
  const once = <T>(read: MemberRead<T>): Promise<T> => {
    let result = reads.get(read) as Promise<T> | undefined;
    if (!result) {
      // Settled once here: awaiting the promise later never runs the query again.
      result = Promise.resolve().then(() => read(db, userId));
      reads.set(read, result);
    }
    return result;
  };
  return {
    db,
    userId,
    clock,
    once,
    applications: async () => (await once(readApplications)).filter((app) => app.archivedAt === null),
  };
}

/** Every item the member's data asks for today, best first. */
export async function planItems(
  db: DbOrTx,
  userId: string,
  clock: Clock,
  context = planContext(db, userId, clock),
): Promise<PlanItem[]> {
  const lists = await Promise.all(SIGNALS.map((s) => s.run(context)));
  return lists.flat().sort(byRank);
}

export async function weekPlan(db: DbOrTx, userId: string, now = new Date()) {
  const clock = clockAt(now);
  const week = isoWeek(clock.today);
  const [items, ticks] = await Promise.all([
    planItems(db, userId, clock),
    db
      .select({ itemKey: coachPlanTicks.itemKey })
      .from(coachPlanTicks)
      .where(and(eq(coachPlanTicks.userId, userId), eq(coachPlanTicks.week, week))),
  ]);
  const done = new Set(ticks.map((t) => t.itemKey));
  const open = items.filter((item) => !done.has(item.key));
  const ticked = items.filter((item) => done.has(item.key));
  const shown = open.slice(0, PLAN_SIZE);
  return {
    week,
    weekStarts: weekStart(clock.today),
    today: clock.today,
    // Done items stay in the list, after what is still to do, so the member sees the week's progress.
    items: [
      ...shown.map((item) => ({ ...item, done: false })),
      ...ticked.map((item) => ({ ...item, done: true })),
    ],
    more: open.length - shown.length,
    /** Only first steps: a member the data says nothing about yet. */
    starter:
      items.length > 0 && items.every((item) => item.kind === "starter" || item.key === "target:profile"),
  };
}

export type WeekPlan = Awaited<ReturnType<typeof weekPlan>>;

/** Ticks an item of this week's plan off, or back on. An item not in the plan answers 404. */
export async function setTick(
  db: DbOrTx,
  userId: string,
  input: { key: string; done: boolean },
  now = new Date(),
) {
  const clock = clockAt(now);
  const week = isoWeek(clock.today);
  const items = await planItems(db, userId, clock);
  if (!items.some((item) => item.key === input.key)) {
    throw new HttpError(
      404,
      "not_found",
      "That item is no longer in this week's plan: it changed as your data changed. Reload the page to see the current plan.",
    );
  }
  if (input.done) {
    await db.insert(coachPlanTicks).values({ userId, week, itemKey: input.key }).onConflictDoNothing();
  } else {
    await db
      .delete(coachPlanTicks)
      .where(
        and(
          eq(coachPlanTicks.userId, userId),
          eq(coachPlanTicks.week, week),
          eq(coachPlanTicks.itemKey, input.key),
        ),
      );
  }
  return { key: input.key, done: input.done, week };
}
