// The monthly chat goal (docs/decisions/0024-networking-stages-and-follow-ups.md): chats and calls
// logged with a day in this calendar month (UK) against the member's goal, and the streak of months
// that met it, counted back from the last complete month, plus this month once it is met. Past months
// are measured against the goal as it stands now: the goal's history is not kept.

export type MonthCounts = ReadonlyMap<string, number>;

/** "2026-03" → "2026-02"; "2026-01" → "2025-12". */
export function previousMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

const RECENT_MONTHS = 6;
/** Far beyond any real streak; stops the count on data that would otherwise never end. */
const MAX_STREAK = 1200;

export function goalProgress(counts: MonthCounts, goal: number | null, today: string) {
  const month = today.slice(0, 7);
  const chats = counts.get(month) ?? 0;
  const months: { month: string; chats: number }[] = [];
  for (let m = month, i = 0; i < RECENT_MONTHS; i++, m = previousMonth(m)) {
    months.unshift({ month: m, chats: counts.get(m) ?? 0 });
  }
  if (!goal) return { goal: null, chats_this_month: chats, met: false, streak: 0, recent_months: months };
  let streak = 0;
  for (
    let m = previousMonth(month);
    (counts.get(m) ?? 0) >= goal && streak < MAX_STREAK;
    m = previousMonth(m)
  ) {
    streak++;
  }
  const met = chats >= goal;
  return { goal, chats_this_month: chats, met, streak: streak + (met ? 1 : 0), recent_months: months };
}
export type GoalProgress = ReturnType<typeof goalProgress>;
