import { and, asc, desc, eq, gte, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { JobRequirements } from "../../../shared/jobs";
import { type ApplicationSort, TRACKER_STAGES, type TrackerStage } from "../../../shared/schemas/tracker";
import type { DbOrTx } from "../../db/client";
import { applicationEvents, applicationStageHistory, applications, jobs } from "../../db/schema";
import { notFound } from "../../http/errors";

// How an application leaves the API: a board card, or the application page's detail (the card plus
// notes, checklist, outcome, stage history and events). Every read has the owner in its WHERE.

export const applicationNotFound = () => notFound("There is no such application.");

// The board's order: the stages' order, then the card's place in its column. The values are the
// code's own constants, so writing them into the SQL is safe.
export const STAGE_ORDER = sql.raw(
  `array_position(array[${TRACKER_STAGES.map((s) => `'${s.value}'`).join(",")}]::text[], applications.stage)`,
);

const cardColumns = {
  id: applications.id,
  jobId: applications.jobId,
  firmName: applications.firmName,
  roleTitle: applications.roleTitle,
  programmeType: applications.programmeType,
  location: applications.location,
  url: applications.url,
  deadline: applications.deadline,
  rolling: applications.rolling,
  stage: applications.stage,
  position: applications.position,
  priority: applications.priority,
  tags: applications.tags,
  appliedAt: applications.appliedAt,
  updatedAt: applications.updatedAt,
  archivedAt: applications.archivedAt,
  jobClosedAt: jobs.closedAt,
  jobRequirements: jobs.requirements,
};
const pageColumns = {
  ...cardColumns,
  notes: applications.notes,
  descriptionSnapshot: applications.descriptionSnapshot,
  checklist: applications.checklist,
  outcome: applications.outcome,
};

const BOARD_ORDER = [STAGE_ORDER, asc(applications.position), asc(applications.createdAt)];
// Other orders fall back to the board's, so equal values keep a stable, familiar order.
const SORTS: Record<ApplicationSort, SQL[]> = {
  board: BOARD_ORDER,
  priority: [sql`${applications.priority} desc nulls last`, ...BOARD_ORDER],
  deadline: [sql`${applications.deadline} asc nulls last`, ...BOARD_ORDER],
  updated: [desc(applications.updatedAt), ...BOARD_ORDER],
};

function selectCards(db: DbOrTx, where: SQL | undefined, sort: ApplicationSort = "board") {
  return db
    .select(cardColumns)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where)
    .orderBy(...SORTS[sort]);
}
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** The test providers the linked posting names (SHL, Pymetrics…), once each. */
function testProviders(requirements: JobRequirements | null): string[] {
  const names = (requirements?.online_tests ?? []).map((t) => t.provider?.trim() ?? "").filter(Boolean);
  return [...new Set(names)];
}

function toCard(row: CardRow) {
  return {
    id: row.id,
    job_id: row.jobId,
    firm_name: row.firmName,
    role_title: row.roleTitle,
    programme_type: row.programmeType,
    location: row.location,
    url: row.url,
    deadline: row.deadline,
    rolling: row.rolling,
    // Only the eight values are ever written (the shared schemas check every input).
    stage: row.stage as TrackerStage,
    position: row.position,
    priority: row.priority,
    tags: row.tags,
    applied_at: row.appliedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    archived: row.archivedAt !== null,
    job_closed: row.jobClosedAt !== null,
    test_providers: testProviders(row.jobRequirements),
  };
}
export type ApplicationCard = ReturnType<typeof toCard>;

export type CardFilters = { tag?: string; priority?: number; sort?: ApplicationSort };

/** The member's board (active cards) or their archive, optionally filtered by tag or stars and sorted. */
export async function listCards(db: DbOrTx, userId: string, archived: boolean, filters: CardFilters = {}) {
  const rows = await selectCards(
    db,
    and(
      eq(applications.userId, userId),
      archived ? isNotNull(applications.archivedAt) : isNull(applications.archivedAt),
      filters.tag
        ? sql`exists (select 1 from unnest(${applications.tags}) t where lower(t) = lower(${filters.tag}))`
        : undefined,
      filters.priority ? gte(applications.priority, filters.priority) : undefined,
    ),
    filters.sort,
  );
  return rows.map(toCard);
}

export async function cardOf(db: DbOrTx, userId: string, applicationId: string) {
  const [row] = await selectCards(
    db,
    and(eq(applications.id, applicationId), eq(applications.userId, userId)),
  );
  if (!row) throw applicationNotFound();
  return toCard(row);
}

/** The application page: the card, what only the page shows, its stage history and its events. */
export async function detailOf(db: DbOrTx, userId: string, applicationId: string) {
  const owned = and(eq(applications.id, applicationId), eq(applications.userId, userId));
  const [[page], history, events] = await Promise.all([
    db.select(pageColumns).from(applications).leftJoin(jobs, eq(jobs.id, applications.jobId)).where(owned),
    db
      .select({
        id: applicationStageHistory.id,
        stage: applicationStageHistory.stage,
        at: applicationStageHistory.enteredAt,
      })
      .from(applicationStageHistory)
      .where(
        and(
          eq(applicationStageHistory.applicationId, applicationId),
          eq(applicationStageHistory.userId, userId),
        ),
      )
      .orderBy(asc(applicationStageHistory.enteredAt), asc(applicationStageHistory.createdAt)),
    db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.userId, userId)))
      .orderBy(asc(applicationEvents.startsAt), asc(applicationEvents.createdAt)),
  ]);
  if (!page) throw applicationNotFound();
  return {
    ...toCard(page),
    notes: page.notes,
    description_snapshot: page.descriptionSnapshot,
    checklist: page.checklist,
    outcome: page.outcome,
    history: history.map((h) => ({
      id: h.id,
      stage: h.stage as TrackerStage,
      entered_at: h.at.toISOString(),
    })),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      starts_at: e.startsAt.toISOString(),
      format: e.format,
      location: e.location,
      notes: e.notes,
    })),
  };
}
export type ApplicationDetail = Awaited<ReturnType<typeof detailOf>>;
