import { asc, eq } from "drizzle-orm";
import { ROLE_TYPES } from "../../../shared/onboarding";
import { countsAsApplied, stageLabel } from "../../../shared/schemas/tracker";
import type { Db } from "../../db/client";
import { applications } from "../../db/schema";
import { formatCsv } from "../../platform/csv";
import { type ApplicationDraft, insertApplications } from "./board";
import { STAGE_ORDER } from "./cards";
import { EXPORT_HEADER, type ImportRow, readImportCsv } from "./csv-rows";
import { pastInstant, ukDate } from "./dates";
import { ensureRoomFor, lockBoard, type TrackerMember } from "./free-limit";

// CSV export of every application, and an import that saves all of a file's rows or none of them.

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
    a.appliedAt ? ukDate(a.appliedAt) : "",
    a.url ?? "",
    a.notes,
    a.updatedAt.toISOString(),
  ]);
  // The byte-order mark makes Excel read the file as UTF-8 (firm names with accents).
  return `\uFEFF${formatCsv([EXPORT_HEADER, ...lines])}`;
}

/** What the import would save, and each row it cannot: the preview before anything is stored. */
export function previewImport(csv: string) {
  return readImportCsv(csv);
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

/** Saves every row in one transaction, or nothing: the errors come back instead. */
export async function importApplications(db: Db, member: TrackerMember, csv: string, now = new Date()) {
  const { rows, errors } = readImportCsv(csv, now);
  if (errors.length) return { imported: 0, errors };
  const ids = await db.transaction(async (tx) => {
    await lockBoard(tx, member.id);
    await ensureRoomFor(tx, member, rows.length);
    return insertApplications(
      tx,
      member.id,
      rows.map((row) => draftOf(row, now)),
    );
  });
  return { imported: ids.length, errors: [] };
}
