import { and, eq, max, ne, sql } from "drizzle-orm";
import type { AptitudeKind } from "../../../shared/assessments";
import type { DbOrTx } from "../../db/client";
import { aptitudeAttempts } from "../../db/schema";

// A member's standing against the member population on the same test. Only Timed tests are compared
// (Practice has no clock, so its scores mean something else), each other member counts once with their
// best score, and no percentile is given until enough members have taken the test for it to mean much.

export const PERCENTILE_MIN_MEMBERS = 30;

export type Standing = { percentile: number | null; needed: number | null; message: string | null };

type Scored = { userId: string; kind: AptitudeKind; mode: string; correct: number; total: number };

/** Percent of the others who scored below, ties counting half; with too few members, how many more. */
export async function standingOf(db: DbOrTx, scored: Scored): Promise<Standing> {
  if (scored.mode !== "Timed") {
    return {
      percentile: null,
      needed: null,
      message: "Practice tests have no percentile: take a Timed test to see how you compare.",
    };
  }
  const best = await db
    .select({
      best: max(sql<number>`${aptitudeAttempts.correct}::float / nullif(${aptitudeAttempts.itemCount}, 0)`),
    })
    .from(aptitudeAttempts)
    .where(
      and(
        eq(aptitudeAttempts.kind, scored.kind),
        eq(aptitudeAttempts.mode, "Timed"),
        eq(aptitudeAttempts.status, "completed"),
        ne(aptitudeAttempts.userId, scored.userId),
      ),
    )
    .groupBy(aptitudeAttempts.userId);
  const others = best.map((row) => Number(row.best ?? 0));
  if (others.length < PERCENTILE_MIN_MEMBERS) {
    return {
      percentile: null,
      needed: PERCENTILE_MIN_MEMBERS - others.length,
      message: `Your percentile appears once ${PERCENTILE_MIN_MEMBERS} members have taken this test (${others.length} so far).`,
    };
  }
  const mine = scored.total > 0 ? scored.correct / scored.total : 0;
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  const below = others.filter((score) => score < mine && !close(score, mine)).length;
  const ties = others.filter((score) => close(score, mine)).length;
  return { percentile: Math.round((100 * (below + ties / 2)) / others.length), needed: null, message: null };
}
