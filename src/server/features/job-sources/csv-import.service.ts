import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { SECTORS } from "../../../shared/jobs";
import { ROLE_TYPES } from "../../../shared/onboarding";
import { JOBS_CSV_DATES } from "../../../shared/schemas/site-content";
import type { Db, DbOrTx } from "../../db/client";
import { firms, jobSources, jobs } from "../../db/schema";
import { parseCsv } from "../../platform/csv";
import { columnIndex } from "../../platform/csv-import";
import { slugify, textToHtml } from "../../platform/html";
import { parseDate } from "./classify/deadlines";
import { findSalary } from "./classify/salary";
import { upsertJobs } from "./ingest.service";
import { type ClassifiedJob, classifyPosting, safeHttpUrl } from "./posting";
import { findOrCreateFirm } from "./sources.service";

// The manual source: admins upload a CSV of roles (firm, title, location, role type, apply url, closes,
// description, and optionally the firm's sector and the salary). Good rows are imported together; each
// bad row is reported with its line and reason. A firm not yet known is created with the roles (in the
// sector the file gives, else investment banking), and the preview names it as a new firm first, so a
// misspelt name is caught before it becomes a second firm. Importing the same file again updates those
// roles instead of duplicating them. Manual roles are never closed by absence from a later file: an
// admin closes them.

export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 2000;

const COLUMNS = {
  firm: ["firm", "company", "firmname"],
  sector: ["sector", "firmsector"],
  title: ["title", "role", "jobtitle"],
  location: ["location", "locations"],
  roleType: ["roletype", "type"],
  applyUrl: ["applyurl", "url", "applylink", "link"],
  closes: ["closes", "closingdate", "deadline", "closesat"],
  description: ["description", "details"],
  salary: ["salary", "pay", "compensation"],
} as const;
type Column = keyof typeof COLUMNS;
const LABELS: Record<Column, string> = {
  firm: "firm",
  sector: "sector",
  title: "title",
  location: "location",
  roleType: "role type",
  applyUrl: "apply url",
  closes: "closes",
  description: "description",
  salary: "salary",
};
const REQUIRED: Column[] = ["firm", "title", "applyUrl"];

export class CsvImportError extends Error {}

export type CsvImportResult = {
  /** Data rows read (the header not counted). */
  rows: number;
  added: number;
  updated: number;
  errors: { line: number; message: string }[];
  /** Firms the file names that are not known yet: created with the roles, listed in the preview. */
  newFirms: { name: string; sector: string }[];
};

type Firm = { id: string; name: string; slug: string; sector: string; isNew?: boolean };
const DEFAULT_SECTOR = "investment_banking";

/**
 * `dryRun` checks every row and counts what an import would add and update without storing anything:
 * the admin screen's preview before the admin confirms.
 */
export async function importJobsCsv(
  db: Db,
  csvText: string,
  now: Date = new Date(),
  options: {
    dryRun?: boolean;
    /** Runs inside the import's transaction once the rows are written (the admin's audit row). */
    afterImport?: (tx: DbOrTx, result: CsvImportResult) => Promise<void>;
  } = {},
): Promise<CsvImportResult> {
  if (Buffer.byteLength(csvText) > CSV_MAX_BYTES) {
    throw new CsvImportError(`The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB.`);
  }
  let rows: ReturnType<typeof parseCsv>;
  try {
    rows = parseCsv(csvText);
  } catch (error) {
    throw new CsvImportError(`The file is not valid CSV: ${(error as Error).message}.`);
  }
  const [header, ...data] = rows;
  if (!header) throw new CsvImportError("The file is empty.");
  if (data.length > CSV_MAX_ROWS) throw new CsvImportError(`The file has more than ${CSV_MAX_ROWS} rows.`);
  const index = headerColumns(header.cells);

  const firmsByKey = await loadFirms(db);
  const result: CsvImportResult = { rows: data.length, added: 0, updated: 0, errors: [], newFirms: [] };
  const valid: { firm: Firm; job: ClassifiedJob; line: number; cell: (column: Column) => string }[] = [];
  const lineOf = new Map<string, number>();
  for (const row of data) {
    const cell = (column: Column) => {
      const at = index.get(column);
      return at === undefined ? "" : (row.cells[at] ?? "").trim();
    };
    try {
      const firm = findFirm(firmsByKey, cell("firm"), cell("sector"));
      const parsed = readRow(cell, firm, now);
      const previous = lineOf.get(`${firm.id}:${parsed.externalId}`);
      if (previous) throw new Error(`Same firm, title and apply URL as line ${previous}.`);
      lineOf.set(`${firm.id}:${parsed.externalId}`, row.line);
      valid.push({ firm, job: parsed, line: row.line, cell });
    } catch (error) {
      result.errors.push({ line: row.line, message: (error as Error).message });
    }
  }
  const newFirms = [...new Set(valid.map((entry) => entry.firm).filter((firm) => firm.isNew))];
  result.newFirms = newFirms.map((firm) => ({ name: firm.name, sector: firm.sector }));

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!options.dryRun) {
      // Each new firm is created once, and its rows read again under its id (the roles' ids name it).
      for (const provisional of newFirms) {
        const created = await findOrCreateFirm(t, provisional.name, provisional.sector);
        const firm = { ...provisional, id: created.id, name: created.name, sector: created.sector };
        for (const entry of valid.filter((e) => e.firm === provisional)) {
          entry.firm = firm;
          entry.job = readRow(entry.cell, firm, now);
        }
      }
    }
    const ids = valid.map((entry) => entry.job.externalId);
    const existing = new Set(
      ids.length
        ? (
            await t
              .select({ externalId: jobs.externalId })
              .from(jobs)
              .where(and(eq(jobs.source, "manual"), inArray(jobs.externalId, ids)))
          ).map((row) => row.externalId)
        : [],
    );
    for (const firm of options.dryRun ? [] : new Set(valid.map((entry) => entry.firm))) {
      const batch = valid.filter((entry) => entry.firm === firm).map((entry) => entry.job);
      const sourceId = await manualSource(t, firm, batch.length, now);
      await upsertJobs(t, { id: sourceId, kind: "manual", firmId: firm.id, firmName: firm.name }, batch, now);
    }
    result.added = ids.filter((id) => !existing.has(id)).length;
    result.updated = ids.length - result.added;
    if (!options.dryRun) await options.afterImport?.(tx, result);
  });
  return result;
}

function headerColumns(cells: string[]): Map<Column, number> {
  const index = columnIndex(cells, COLUMNS);
  const missing = REQUIRED.filter((column) => !index.has(column));
  if (missing.length) {
    throw new CsvImportError(
      `The header row lacks ${missing.map((c) => LABELS[c]).join(", ")}. Expected columns: ${Object.values(LABELS).join(", ")}.`,
    );
  }
  return index;
}

function readRow(cell: (column: Column) => string, firm: Firm, now: Date): ClassifiedJob {
  const title = cell("title");
  if (!title) throw new Error("Title is empty.");
  if (title.length > 300) throw new Error("Title is longer than 300 characters.");
  const applyUrl = safeHttpUrl(cell("applyUrl"));
  if (!applyUrl) throw new Error("Apply URL must be a full http:// or https:// address.");
  const roleType = readRoleType(cell("roleType"));
  const closes = cell("closes");
  const rolling = /^rolling$/i.test(closes);
  const closesAt = closes && !rolling ? parseDate(closes, now) : null;
  if (closes && !rolling && !closesAt) {
    throw new Error(`Closes "${closes}" is not a date (use ${JOBS_CSV_DATES}).`);
  }
  const description = cell("description");
  const html = /<[a-z][^>]*>/i.test(description) ? description : textToHtml(description);
  const externalId = `csv-${createHash("sha256")
    .update(`${firm.id}\n${title.toLowerCase()}\n${applyUrl}`)
    .digest("hex")
    .slice(0, 24)}`;
  return classifyPosting(
    {
      externalId,
      title,
      locations: cell("location") ? [cell("location")] : [],
      departments: [],
      descriptionHtml: html,
      applyUrl,
      postedAt: now,
      roleType,
      closesAt,
      rolling,
      // An unreadable salary cell ("Competitive") leaves the description to say it.
      salary: findSalary(cell("salary"), { field: true }),
    },
    firm.sector,
    now,
  );
}

function readRoleType(value: string): string | null {
  if (!value) return null;
  const wanted = value.toLowerCase().replace(/[^a-z]/g, "");
  const match = ROLE_TYPES.find(
    (type) =>
      type.value.replace(/_/g, "") === wanted ||
      type.label.toLowerCase().replace(/[^a-z]/g, "") === wanted ||
      type.label
        .toLowerCase()
        .replace(/\(.*\)/, "")
        .replace(/[^a-z]/g, "") === wanted,
  );
  if (!match)
    throw new Error(`Role type "${value}" is not one of: ${ROLE_TYPES.map((t) => t.label).join("; ")}.`);
  return match.value;
}

/** Firms by lower-case name and by slug, so "Goldman Sachs", "goldman  sachs" and "goldman-sachs" all work. */
async function loadFirms(db: Db): Promise<Map<string, Firm>> {
  const rows = await db
    .select({ id: firms.id, name: firms.name, slug: firms.slug, sector: firms.sector })
    .from(firms);
  const map = new Map<string, Firm>();
  for (const firm of rows) {
    map.set(firm.slug, firm);
    map.set(firm.name.toLowerCase(), firm);
  }
  return map;
}

/**
 * The row's firm: a known one, or a new one that the file's other rows naming it share (its id stands
 * in until the import creates it). The sector column only matters for a new firm.
 */
function findFirm(firmsByKey: Map<string, Firm>, name: string, sectorCell: string): Firm {
  if (!name) throw new Error("Firm is empty.");
  if (name.length > 120) throw new Error("Firm is longer than 120 characters.");
  const sector = readSector(sectorCell);
  const slug = slugify(name);
  const known = firmsByKey.get(name.toLowerCase()) ?? firmsByKey.get(slug);
  if (known) return known;
  const firm: Firm = { id: `new:${slug}`, name, slug, sector: sector ?? DEFAULT_SECTOR, isNew: true };
  firmsByKey.set(slug, firm);
  firmsByKey.set(name.toLowerCase(), firm);
  return firm;
}

function readSector(value: string): string | null {
  if (!value) return null;
  const wanted = value.toLowerCase().replace(/[^a-z]/g, "");
  const match = SECTORS.find(
    (sector) =>
      sector.value.replace(/_/g, "") === wanted ||
      sector.label.toLowerCase().replace(/[^a-z]/g, "") === wanted,
  );
  if (!match) throw new Error(`Sector "${value}" is not one of: ${SECTORS.map((s) => s.label).join("; ")}.`);
  return match.value;
}

/** The file the upload offers to download: every column, with two example rows to overwrite. */
export function jobsCsvTemplate(): string {
  return [
    "Firm,Sector,Title,Location,Role type,Apply URL,Closes,Description,Salary",
    'Example Capital,Private equity,2027 Summer Analyst,London,Summer internship,https://careers.example.com/jobs/123,2027-01-31,"Ten weeks in the deal team. Apply with a CV and cover letter.","£55,000 a year"',
    'Example Bank,Investment banking,2027 Spring Week,"London, UK",Spring week,https://careers.example.com/jobs/456,rolling,A week across our divisions.,',
    "",
  ].join("\r\n");
}

/** The firm's manual source, with this import as its last run (the admin console shows it). */
async function manualSource(db: Db, firm: Firm, count: number, now: Date): Promise<string> {
  const run = { lastRunAt: now, lastSuccessAt: now, lastJobCount: count };
  const [row] = await db
    .insert(jobSources)
    .values({ firmId: firm.id, kind: "manual", token: firm.slug, ...run })
    .onConflictDoUpdate({
      target: [jobSources.kind, jobSources.token],
      set: { firmId: sql`excluded.firm_id`, ...run },
    })
    .returning({ id: jobSources.id });
  if (!row) throw new Error("could not create the manual source");
  return row.id;
}
