import type { DbOrTx } from "../../../db/client";
import type { Clock } from "./clock";
import type { TrackedApplication } from "./tracked-applications";

// "This week" is a list of independent signals. Each reads what it needs from the member's own rows
// (`read`) and turns it into plan items (`items`, pure, so it is tested without a database). A new
// signal is one file that reads its table and one line in plan.service.ts's SIGNALS; nothing else
// changes.

export type PlanItemKind =
  | "deadline"
  | "event"
  | "stuck"
  | "interview"
  | "aptitude"
  | "cv-match"
  | "target"
  | "chat-goal"
  | "starter";

export type PlanLink = { href: string; label: string };

export type PlanItem = {
  /**
   * Stable while the item is the same thing ("deadline:<applicationId>", "stuck:<id>:<stage>"), so a
   * tick stays on it; a different thing gets a different key and appears unticked.
   */
  key: string;
  kind: PlanItemKind;
  /** Concrete: "Apply to Goldman Sachs Summer Analyst — closes in 3 days". */
  title: string;
  /** The reason, with the data behind it. */
  why: string;
  /** Where to do it. */
  link: PlanLink;
  /** Lower comes first: RANK's band for the kind, then the signal's own order inside it. */
  rank: number;
};

/**
 * The order of the plan: dated things first (soonest first), then applications that have stalled,
 * then weak practice results (interview, online tests, CV), then targets with nothing tracked, then
 * the monthly chat goal, then the starter steps a new member has not taken yet. Each band is 100
 * wide; a signal places its items inside its band.
 */
export const RANK = {
  dated: 0,
  stuck: 100,
  interview: 200,
  aptitude: 300,
  cvMatch: 400,
  target: 500,
  chatGoal: 600,
  starter: 700,
} as const;

/** One read of the member's own rows, by their id. */
export type MemberRead<T> = (db: DbOrTx, userId: string) => PromiseLike<T>;

export type PlanContext = {
  db: DbOrTx;
  userId: string;
  clock: Clock;
  /**
   * The result of `read` for this member, run at most once per plan however many signals ask: each
   * table is read once per request. A drizzle query is lazy and runs again on every `await`, so what is
   * kept is the settled promise, never the query.
   */
  once<T>(read: MemberRead<T>): Promise<T>;
  /** The member's applications on the board (not archived). */
  applications(): Promise<TrackedApplication[]>;
};

export type Signal<Facts> = {
  id: string;
  read(context: PlanContext): Promise<Facts>;
  items(facts: Facts, clock: Clock): PlanItem[];
};

/** A signal with its facts type closed over, so signals of different facts sit in one list. */
export type AnySignal = { id: string; run(context: PlanContext): Promise<PlanItem[]> };

/** A signal that also runs as an AnySignal; its `items` stay reachable for tests. */
export function signal<Facts>(definition: Signal<Facts>): Signal<Facts> & AnySignal {
  return {
    ...definition,
    run: async (context) => definition.items(await definition.read(context), context.clock),
  };
}

export const byRank = (a: PlanItem, b: PlanItem) => a.rank - b.rank || a.key.localeCompare(b.key);

/** "Goldman Sachs Summer Analyst": the firm and the role, as the member tracked them. */
export const roleName = (app: { firmName: string; roleTitle: string }) => `${app.firmName} ${app.roleTitle}`;
