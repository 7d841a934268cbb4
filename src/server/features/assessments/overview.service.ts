import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { APTITUDE_KINDS, type AptitudeKind } from "../../../shared/assessments";
import { onlineTestsIn, type PractiseTarget } from "../../../shared/online-tests";
import { PERSONALITY_ITEM_COUNT } from "../../../shared/personality";
import type { Db } from "../../db/client";
import { applications, aptitudeAttempts, jobs, personalityAttempts } from "../../db/schema";

// The assessment prep hub: the member's last result and progress on each test, and which online tests
// the firms they track use, read from the text of the postings they tracked (or the copy the tracker
// kept when a posting closed).

type KindProgress = {
  kind: AptitudeKind;
  taken: number;
  last: { correct: number; total: number; mode: string; percentile: number | null; completedAt: Date } | null;
  bestPercent: number | null;
  /** Percent on the first and the last test of this kind, to show the change. */
  firstPercent: number | null;
  /** The newest test of this kind left unfinished, to carry on with. */
  open: { id: string; mode: string; answered: number; total: number } | null;
};

const percentOf = (correct: number | null, total: number) =>
  total > 0 ? Math.round(((correct ?? 0) * 100) / total) : 0;

async function aptitudeProgress(db: Db, userId: string): Promise<KindProgress[]> {
  const unfinished = await db
    .select({
      id: aptitudeAttempts.id,
      kind: aptitudeAttempts.kind,
      mode: aptitudeAttempts.mode,
      answers: aptitudeAttempts.answers,
      total: aptitudeAttempts.itemCount,
    })
    .from(aptitudeAttempts)
    .where(and(eq(aptitudeAttempts.userId, userId), eq(aptitudeAttempts.status, "in_progress")))
    .orderBy(desc(aptitudeAttempts.startedAt));
  const rows = await db
    .select({
      kind: aptitudeAttempts.kind,
      mode: aptitudeAttempts.mode,
      correct: aptitudeAttempts.correct,
      total: aptitudeAttempts.itemCount,
      percentile: aptitudeAttempts.percentile,
      completedAt: aptitudeAttempts.completedAt,
    })
    .from(aptitudeAttempts)
    .where(and(eq(aptitudeAttempts.userId, userId), eq(aptitudeAttempts.status, "completed")))
    .orderBy(desc(aptitudeAttempts.completedAt));
  return APTITUDE_KINDS.map((kind) => {
    const mine = rows.filter((row) => row.kind === kind && row.completedAt);
    const last = mine[0];
    const first = mine.at(-1);
    return {
      kind,
      taken: mine.length,
      last: last?.completedAt
        ? {
            correct: last.correct ?? 0,
            total: last.total,
            mode: last.mode,
            percentile: last.percentile,
            completedAt: last.completedAt,
          }
        : null,
      bestPercent: mine.length ? Math.max(...mine.map((row) => percentOf(row.correct, row.total))) : null,
      firstPercent: first ? percentOf(first.correct, first.total) : null,
      open: openOf(unfinished.find((row) => row.kind === kind)),
    };
  });
}

function openOf(
  row: { id: string; mode: string; answers: Record<string, unknown>; total: number } | undefined,
): KindProgress["open"] {
  return row
    ? { id: row.id, mode: row.mode, answered: Object.keys(row.answers).length, total: row.total }
    : null;
}

async function personalityProgress(db: Db, userId: string) {
  const rows = await db
    .select({
      status: personalityAttempts.status,
      answers: personalityAttempts.answers,
      result: personalityAttempts.result,
      completedAt: personalityAttempts.completedAt,
    })
    .from(personalityAttempts)
    .where(eq(personalityAttempts.userId, userId))
    .orderBy(desc(personalityAttempts.createdAt));
  const open = rows.find((row) => row.status === "in_progress");
  const done = rows.filter((row) => row.status === "completed" && row.result && row.completedAt);
  const last = done[0];
  return {
    answered: open ? Object.keys(open.answers).length : null,
    total: PERSONALITY_ITEM_COUNT,
    results: done.length,
    last:
      last?.result && last.completedAt
        ? {
            completedAt: last.completedAt,
            domains: last.result.domains.map((domain) => ({
              id: domain.id,
              name: domain.name,
              percent: domain.percent,
              level: domain.level,
            })),
          }
        : null,
  };
}

/** Each test named in the postings of the member's current applications, with the firms that use it. */
async function firmTests(db: Db, userId: string) {
  const rows = await db
    .select({
      firm: applications.firmName,
      // The tests the feed's classifier found are in the posting's requirements; read them with the text.
      text: sql<string>`concat_ws(' ', ${applications.roleTitle}, ${jobs.descriptionText}, ${jobs.requirements}::text, ${applications.descriptionSnapshot})`,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.userId, userId), isNull(applications.archivedAt)));
  const found = new Map<
    string,
    { name: string; summary: string; practise: readonly PractiseTarget[]; firms: Set<string> }
  >();
  for (const row of rows) {
    for (const test of onlineTestsIn(row.text)) {
      const entry = found.get(test.name) ?? { ...test, firms: new Set<string>() };
      entry.firms.add(row.firm);
      found.set(test.name, entry);
    }
  }
  return {
    tracked: rows.length,
    tests: [...found.values()]
      .map(({ name, summary, practise, firms }) => ({
        name,
        summary,
        practise: [...practise],
        firms: [...firms].sort((a, b) => a.localeCompare(b)),
      }))
      .sort((a, b) => b.firms.length - a.firms.length || a.name.localeCompare(b.name)),
  };
}

export async function assessmentsOverview(db: Db, userId: string) {
  return {
    personality: await personalityProgress(db, userId),
    aptitude: await aptitudeProgress(db, userId),
    firmTests: await firmTests(db, userId),
  };
}
