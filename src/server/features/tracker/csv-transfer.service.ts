import { asc, eq } from "drizzle-orm";
import { ROLE_TYPES } from "../../../shared/onboarding";
import { countsAsApplied, stageLabel } from "../../../shared/schemas/tracker";
import { ukDayOf } from "../../../shared/uk-time";
import type { Db, DbOrTx } from "../../db/client";
import { applications } from "../../db/schema";
import { formatCsv } from "../../platform/csv";
import { type ApplicationDraft, insertApplications } from "./board";
import { STAGE_ORDER } from "./cards";
import { EXPORT_HEADER, type ImportRow, readImportCsv } from "./csv-rows";
import { pastInstant } from "./dates";
import { applicationKeys, describeTracked, type TrackedApplication, trackedByKey } from "./duplicates";
import { applicationLimit, lockBoard, type TrackerMember } from "./free-limit";

// CSV export of every application, and an import that saves all of a file's rows or none of them. Rows
// that are an application already tracked, or an earlier row of the same file, are skipped unless the
// member picked them in the preview: importing the export back must not double the board.

const PROGRAMME_LABELS = new Map<string, string>(ROLE_TYPES.map((r) => [r.value, r.label]));

/** Every application the member has (archived too), in board order, as a spreadsheet opens it. */
export async function exportCsv(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(STAGE_ORDER, asc(applications.position), asc(applications.createdAt));
  const lines = rows.map((a) => [
    a.firmName,
    a.roleTitle,
    stageLabel(a.stage),
    a.programmeType ? (PROGRAMME_LABELS.get(a.programmeType) ?? a.programmeType) : "",
    a.location ?? "",
    a.deadline ?? (a.rolling ? "Rolling" : ""),
    a.appliedAt ? ukDayOf(a.appliedAt) : "",
    a.url ?? "",
    a.notes,
    a.updatedAt.toISOString(),
  ]);
  // The byte-order mark makes Excel read the file as UTF-8 (firm names with accents).
  return `\uFEFF${formatCsv([EXPORT_HEADER, ...lines])}`;
}

/** A row that is an application already tracked, or the same as an earlier row of the file. */
export type ImportDuplicate = {
  line: number;
  message: string;
  application_id: string | null;
  same_as_line: number | null;
};

/** The rows among `rows` that duplicate a tracked application or an earlier row, first match wins. */
function findDuplicates(rows: ImportRow[], tracked: Map<string, TrackedApplication>): ImportDuplicate[] {
  const earlier = new Map<string, number>();
  const duplicates: ImportDuplicate[] = [];
  for (const row of rows) {
    const keys = applicationKeys({ firm: row.firm, role: row.role, url: row.link || null });
    const application = keys.map((k) => tracked.get(k)).find((a) => a !== undefined);
    const line = keys.map((k) => earlier.get(k)).find((l) => l !== undefined);
    for (const k of keys) if (!earlier.has(k)) earlier.set(k, row.line);
    if (application) {
      duplicates.push({
        line: row.line,
        message: `Already tracked as ${describeTracked(application)}.`,
        application_id: application.id,
        same_as_line: null,
      });
    } else if (line !== undefined) {
      duplicates.push({
        line: row.line,
        message: `The same application as line ${line}.`,
        application_id: null,
        same_as_line: line,
      });
    }
  }
  return duplicates;
}

async function readWithDuplicates(db: DbOrTx, userId: string, csv: string, now: Date) {
  const { rows, errors } = readImportCsv(csv, now);
  return { rows, errors, duplicates: findDuplicates(rows, await trackedByKey(db, userId)) };
}

/**
 * What the import would save, each row it cannot, and each row that duplicates an application (the
 * import skips those unless their lines are named): the preview before anything is stored.
 */
export function previewImport(db: Db, userId: string, csv: string, now = new Date()) {
  return readWithDuplicates(db, userId, csv, now);
}

function draftOf(row: ImportRow, now: Date): ApplicationDraft {
  // A Saved application has not been applied for, whatever the file says.
  const appliedOn = row.stage !== "saved" && row.applied_date ? pastInstant(row.applied_date, now) : null;
  const history: ApplicationDraft["history"] = appliedOn ? [{ stage: "applied", enteredAt: appliedOn }] : [];
  if (!appliedOn || row.stage !== "applied") history.push({ stage: row.stage, enteredAt: now });
  return {
    values: {
      firmName: row.firm,
      roleTitle: row.role,
      programmeType: row.programme_type,
      location: row.location || null,
      url: row.link || null,
      deadline: row.deadline,
      rolling: row.rolling,
      stage: row.stage,
      notes: row.notes,
      appliedAt: appliedOn ?? (countsAsApplied(row.stage) ? now : null),
    },
    history,
  };
}

/**
 * Saves every row in one transaction, or nothing: the errors come back instead. Duplicates are skipped
 * unless their line is in `duplicateLines`; the file is read again under the board's lock, so two
 * imports at once cannot both add the same applications.
 */
export async function importApplications(
  db: Db,
  member: TrackerMember,
  csv: string,
  duplicateLines: readonly number[] = [],
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockBoard(tx, member.id);
    const { rows, errors, duplicates } = await readWithDuplicates(tx, member.id, csv, now);
    if (errors.length) return { imported: 0, skipped: 0, errors };
    const wanted = new Set(duplicateLines);
    const skipped = new Set(duplicates.filter((d) => !wanted.has(d.line)).map((d) => d.line));
    const kept = rows.filter((row) => !skipped.has(row.line));
    await applicationLimit.ensureRoom(tx, member, kept.length);
    const ids = kept.length
      ? await insertApplications(
          tx,
          member.id,
          kept.map((row) => draftOf(row, now)),
        )
      : [];
    return { imported: ids.length, skipped: skipped.size, errors: [] };
  });
}
