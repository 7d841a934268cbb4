import { ROLE_TYPES } from "../../../shared/onboarding";
import {
  applicationCreateSchema,
  TRACKER_IMPORT_MAX_ROWS,
  TRACKER_MESSAGES,
  TRACKER_STAGES,
  type TrackerStage,
} from "../../../shared/schemas/tracker";
import { ukDayOf } from "../../../shared/uk-time";
import { parseCsv, restoreFormula } from "../../platform/csv";
import { parseDay } from "./dates";

// The tracker's CSV, both ways: the export's columns, and reading a file (the export, or a
// spreadsheet of the member's own) into rows the import saves, each bad row with its line and reason.

export const EXPORT_HEADER = [
  "Firm",
  "Role",
  "Stage",
  "Programme type",
  "Location",
  "Deadline",
  "Applied date",
  "Link",
  "Notes",
  "Last update",
];
export const IMPORT_MAX_ROWS = TRACKER_IMPORT_MAX_ROWS;

// Header names as written, lower case without spaces or punctuation; columns not listed are ignored.
const COLUMNS = {
  firm: ["firm", "company", "firmname"],
  role: ["role", "roletitle", "title", "jobtitle"],
  stage: ["stage", "status"],
  programmeType: ["programmetype", "programme"],
  location: ["location"],
  deadline: ["deadline", "closes", "closingdate"],
  appliedDate: ["applieddate", "dateapplied", "applied"],
  link: ["link", "url"],
  notes: ["notes"],
} as const;
type Column = keyof typeof COLUMNS;

const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");
const STAGES = new Map<string, TrackerStage>(
  TRACKER_STAGES.flatMap((s) => [
    [key(s.label), s.value],
    [key(s.value), s.value],
  ]),
);
const PROGRAMMES = new Map<string, string>(
  ROLE_TYPES.flatMap((r) => [
    [key(r.label), r.value],
    [key(r.value), r.value],
  ]),
);

export type ImportRow = {
  line: number;
  firm: string;
  role: string;
  stage: TrackerStage;
  programme_type: string | null;
  location: string;
  deadline: string | null;
  rolling: boolean;
  applied_date: string | null;
  link: string;
  notes: string;
};
export type ImportError = { line: number; message: string };

function readRow(line: number, cell: (column: Column) => string, today: string): ImportRow | ImportError {
  const stageText = cell("stage");
  const stage = stageText ? STAGES.get(key(stageText)) : "saved";
  if (!stage) {
    const names = TRACKER_STAGES.map((s) => s.label).join(", ");
    return { line, message: `Unknown stage "${stageText}": use one of ${names}.` };
  }
  const programmeText = cell("programmeType");
  const programme = programmeText ? PROGRAMMES.get(key(programmeText)) : null;
  if (programme === undefined) return { line, message: `Unknown programme type "${programmeText}".` };
  const deadlineText = cell("deadline");
  const rolling = key(deadlineText) === "rolling";
  const deadline = deadlineText && !rolling ? parseDay(deadlineText) : null;
  if (deadlineText && !rolling && !deadline) {
    return { line, message: "Enter the deadline as a date (YYYY-MM-DD or DD/MM/YYYY), or leave it blank." };
  }
  const appliedText = cell("appliedDate");
  const appliedDate = appliedText ? parseDay(appliedText) : null;
  if (appliedText && !appliedDate) {
    return {
      line,
      message: "Enter the applied date as a date (YYYY-MM-DD or DD/MM/YYYY), or leave it blank.",
    };
  }
  if (appliedDate && appliedDate > today)
    return { line, message: `Applied date: ${TRACKER_MESSAGES.futureDate}` };
  // The same checks as adding one by hand.
  const parsed = applicationCreateSchema.safeParse({
    firm_name: cell("firm"),
    role_title: cell("role"),
    programme_type: programme,
    location: cell("location"),
    url: cell("link"),
    deadline,
    rolling,
    stage,
    notes: cell("notes"),
  });
  if (!parsed.success)
    return { line, message: parsed.error.issues[0]?.message ?? "This row cannot be read." };
  const data = parsed.data;
  return {
    line,
    firm: data.firm_name,
    role: data.role_title,
    stage: data.stage,
    programme_type: data.programme_type,
    location: data.location,
    deadline: data.deadline,
    rolling: data.rolling,
    applied_date: appliedDate,
    link: data.url,
    notes: data.notes,
  };
}

/** Reads a tracker CSV: the rows to import, and every row that cannot be, with its line. */
export function readImportCsv(text: string, now = new Date()): { rows: ImportRow[]; errors: ImportError[] } {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    return {
      rows: [],
      errors: [{ line: 1, message: `The file is not valid CSV: ${(error as Error).message}.` }],
    };
  }
  const [header, ...data] = records;
  const index = new Map<Column, number>();
  header?.cells.forEach((name, i) => {
    const column = (Object.keys(COLUMNS) as Column[]).find((c) =>
      (COLUMNS[c] as readonly string[]).includes(key(name)),
    );
    if (column && !index.has(column)) index.set(column, i);
  });
  if (!index.has("firm") || !index.has("role")) {
    const message = "The first row must name the columns, including Firm and Role.";
    return { rows: [], errors: [{ line: header?.line ?? 1, message }] };
  }
  if (data.length === 0)
    return { rows: [], errors: [{ line: header?.line ?? 1, message: "The file has no applications." }] };
  if (data.length > IMPORT_MAX_ROWS) {
    return {
      rows: [],
      errors: [{ line: 1, message: `Import at most ${IMPORT_MAX_ROWS} applications at a time.` }],
    };
  }
  const today = ukDayOf(now);
  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  for (const record of data) {
    const cell = (column: Column) => {
      const i = index.get(column);
      return restoreFormula(i === undefined ? "" : (record.cells[i]?.trim() ?? ""));
    };
    const result = readRow(record.line, cell, today);
    if ("message" in result) errors.push(result);
    else rows.push(result);
  }
  return { rows, errors };
}
