import { and, count, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { CHAT_KINDS } from "../../../../../shared/schemas/networking";
import { networkingInteractions, networkingSettings } from "../../../../db/schema";
import type { Clock } from "../clock";
import { type PlanItem, RANK, signal } from "../plan-item";

// The monthly chat goal the member set on the networking screen: while it is not met, how many chats
// are left and how many days the month has left for them. Counts chats and calls by the UK day they
// happened, as the networking screen does.

export type ChatGoalFacts = { goal: number | null; chats: number };

/** The first and last day of the UK month holding `today`, as "YYYY-MM-DD". */
export function monthOf(today: string): { first: string; last: string; daysLeft: number } {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    first: `${year}-${pad(month)}-01`,
    last: `${year}-${pad(month)}-${pad(length)}`,
    daysLeft: length - day,
  };
}

export const chatGoalSignal = signal<ChatGoalFacts>({
  id: "chat-goal",
  async read({ db, userId, clock }) {
    const { first, last } = monthOf(clock.today);
    // One statement: the month's chats are counted beside the goal, and only when a goal is set.
    const chats = db
      .select({ chats: count() })
      .from(networkingInteractions)
      .where(
        and(
          eq(networkingInteractions.userId, userId),
          inArray(networkingInteractions.kind, [...CHAT_KINDS]),
          gte(networkingInteractions.occurredOn, first),
          lte(networkingInteractions.occurredOn, last),
        ),
      );
    const [row] = await db
      .select({
        goal: networkingSettings.monthlyChatGoal,
        chats: sql<number>`case when ${networkingSettings.monthlyChatGoal} > 0 then (${chats}) else 0 end`,
      })
      .from(networkingSettings)
      .where(eq(networkingSettings.userId, userId));
    const goal = row?.goal ?? null;
    return goal ? { goal, chats: Number(row?.chats ?? 0) } : { goal: null, chats: 0 };
  },
  items({ goal, chats }, clock: Clock): PlanItem[] {
    if (!goal || chats >= goal) return [];
    const left = goal - chats;
    const { first, daysLeft } = monthOf(clock.today);
    const month = first.slice(0, 7);
    const time =
      daysLeft === 0
        ? "the month ends today"
        : `${daysLeft} ${daysLeft === 1 ? "day is" : "days are"} left this month`;
    return [
      {
        // One item a month: reaching the goal removes it, and a tick keeps it ticked for the week.
        key: `chat-goal:${month}`,
        kind: "chat-goal",
        title: `Book ${left} more ${left === 1 ? "chat" : "chats"} to meet your monthly goal`,
        why: `${chats} of ${goal} chats this month so far and ${time}. Coffee chats and calls count; a short, specific email to an alum or someone you met at an event is the easiest way to get one.`,
        link: { href: "/app/networking", label: "Open networking" },
        // Fewer days left for more chats comes first within the band.
        rank: RANK.chatGoal + Math.min(99, daysLeft),
      },
    ];
  },
});
