import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { BoardProvider } from "../../../shared/job-source-providers";
import type { AuthUser } from "../../auth";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { firms, jobSources } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import { CsvImportError, importJobsCsv } from "./csv-import.service";
import type { FetchPolicy } from "./fetch-json";
import { ingestSource, POLLED_KINDS } from "./ingest.service";
import { findOrCreateFirm } from "./sources.service";

// Site Content, job sources: add a careers board (Greenhouse, Lever, Workday, Oracle, SmartRecruiters,
// Ashby) for a firm after a preview (source-preview.service.ts), see each source's last success and error, read one now, and import roles from a CSV (the manual
// source). Every change is audited.

type Admin = Pick<AuthUser, "id" | "email">;
const BOARD_NAMES: Record<BoardProvider, string> = {
  greenhouse: "Greenhouse board",
  lever: "Lever site",
  workday: "Workday site",
  oracle: "Oracle Recruiting Cloud site",
  smartrecruiters: "SmartRecruiters company",
  ashby: "Ashby board",
};

// The admin waits on the page for "Run now": one retry and a shorter deadline than the scheduled pass,
// so a dead board answers within about half a minute instead of several.
export const RUN_NOW_POLICY: FetchPolicy = {
  timeoutMs: 12_000,
  maxBytes: 20 * 1024 * 1024,
  retries: 1,
  backoffMs: 1_000,
  maxBackoffMs: 5_000,
};

const sourceColumns = {
  id: jobSources.id,
  kind: jobSources.kind,
  token: jobSources.token,
  enabled: jobSources.enabled,
  firmId: firms.id,
  firmName: firms.name,
  sector: firms.sector,
  lastRunAt: jobSources.lastRunAt,
  lastSuccessAt: jobSources.lastSuccessAt,
  lastError: jobSources.lastError,
  lastErrorAt: jobSources.lastErrorAt,
  lastJobCount: jobSources.lastJobCount,
  lastAdded: jobSources.lastAdded,
  lastClosed: jobSources.lastClosed,
  failedRuns: jobSources.failedRuns,
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

function selectSources(db: Db) {
  return db.select(sourceColumns).from(jobSources).innerJoin(firms, eq(firms.id, jobSources.firmId));
}

type SourceRow = Awaited<ReturnType<typeof selectSources>>[number];

function dto(row: SourceRow) {
  return {
    id: row.id,
    firm: row.firmName,
    kind: row.kind,
    token: row.token,
    enabled: row.enabled,
    last_run_at: iso(row.lastRunAt),
    last_success_at: iso(row.lastSuccessAt),
    last_error: row.lastError,
    last_error_at: iso(row.lastErrorAt),
    last_job_count: row.lastJobCount,
    last_added: row.lastAdded,
    last_closed: row.lastClosed,
    failed_runs: row.failedRuns,
  };
}

/** One source as the list shows it. */
export async function jobSourceById(db: Db, id: string) {
  const [row] = await selectSources(db).where(eq(jobSources.id, id));
  if (!row) throw new HttpError(404, "not_found", "This job source no longer exists. Reload the list.");
  return dto(row);
}

/** Boards first (they can be run), then the manual CSV sources; by firm within each. */
export async function listJobSources(db: Db) {
  const rows = await selectSources(db).orderBy(asc(jobSources.kind), asc(firms.name)).limit(500);
  const boards = rows.filter((row) => row.kind !== "manual");
  const manual = rows.filter((row) => row.kind === "manual");
  return { sources: [...boards, ...manual].map(dto) };
}

export async function addJobSource(
  db: Db,
  admin: Admin,
  input: { firm_name: string; kind: BoardProvider; token: string; sector: string },
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const firm = await findOrCreateFirm(t, input.firm_name, input.sector);
    const [created] = await tx
      .insert(jobSources)
      .values({ firmId: firm.id, kind: input.kind, token: input.token })
      .onConflictDoNothing({ target: [jobSources.kind, jobSources.token] })
      .returning({ id: jobSources.id });
    if (!created) {
      const [taken] = await selectSources(t).where(
        and(eq(jobSources.kind, input.kind), eq(jobSources.token, input.token)),
      );
      const message = `This ${BOARD_NAMES[input.kind]} (${input.token}) is already set up for ${taken?.firmName ?? "another firm"}.`;
      throw new HttpError(409, "source_exists", message, { token: message });
    }
    await recordAudit(tx, admin, {
      action: "job_source.create",
      targetType: "job_source",
      targetId: created.id,
      before: null,
      after: { firm: firm.name, kind: input.kind, token: input.token, firm_created: firm.created },
    });
    const [row] = await selectSources(t).where(eq(jobSources.id, created.id));
    if (!row) throw new Error("the job source was not stored");
    return dto(row);
  });
}

/**
 * Reads one board now, in the request: the admin sees the result at once. A scheduled pass over the
 * same source waits for it (ingestSource takes the source's advisory lock).
 */
export async function runJobSourceNow(db: Db, admin: Admin, jobBoards: Config["jobBoards"], id: string) {
  const [row] = await selectSources(db).where(eq(jobSources.id, id));
  if (!row) throw new HttpError(404, "not_found", "This job source no longer exists. Reload the list.");
  if (!(POLLED_KINDS as readonly string[]).includes(row.kind)) {
    throw new HttpError(409, "not_a_board", "Roles from a CSV are imported by uploading the file again.");
  }
  const summary = await ingestSource(
    db,
    {
      id: row.id,
      kind: row.kind,
      token: row.token,
      firmId: row.firmId,
      firmName: row.firmName,
      sector: row.sector,
    },
    { ...jobBoards, policy: RUN_NOW_POLICY },
  );
  const { source: _label, firm: _firm, ...counts } = summary;
  await recordAudit(db, admin, {
    action: "job_source.run",
    targetType: "job_source",
    targetId: row.id,
    before: { firm: row.firmName, last_success_at: iso(row.lastSuccessAt), last_error: row.lastError },
    after: { firm: row.firmName, ...counts, errors: summary.errors.slice(0, 5) },
  });
  const [after] = await selectSources(db).where(eq(jobSources.id, id));
  return { summary: { ...counts, errors: summary.errors.slice(0, 20) }, source: after ? dto(after) : null };
}

/** The manual source: a preview (`dryRun`) counts and reports rows; the import stores them. */
export async function importJobsFromCsv(db: Db, admin: Admin, csv: string, dryRun: boolean) {
  let result: Awaited<ReturnType<typeof importJobsCsv>>;
  try {
    // The rows and the audit row commit together, or neither does.
    result = await importJobsCsv(db, csv, new Date(), {
      dryRun,
      afterImport: async (tx, imported) => {
        if (imported.added + imported.updated === 0 && imported.newFirms.length === 0) return;
        await recordAudit(tx, admin, {
          action: "jobs.csv_import",
          targetType: "job_csv",
          targetId: createHash("sha256").update(csv).digest("hex").slice(0, 16),
          before: null,
          after: {
            rows: imported.rows,
            added: imported.added,
            updated: imported.updated,
            rejected: imported.errors.length,
            new_firms: imported.newFirms.map((firm) => firm.name),
          },
        });
      },
    });
  } catch (error) {
    // The file as a whole cannot be read: say why, as a validation answer the screen shows.
    if (error instanceof CsvImportError) {
      throw new HttpError(400, "csv_invalid", error.message, { csv: error.message });
    }
    throw error;
  }
  const answer = {
    dry_run: dryRun,
    rows: result.rows,
    added: result.added,
    updated: result.updated,
    rejected: result.errors.length,
    errors: result.errors,
    new_firms: result.newFirms,
  };
  return answer;
}
