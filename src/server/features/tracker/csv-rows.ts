import type { CsvRowProblem } from "../../../shared/csv-import";
import { ROLE_TYPES } from "../../../shared/onboarding";
import {
  applicationCreateSchema,
  TRACKER_IMPORT_MAX_ROWS,
  TRACKER_MESSAGES,
  TRACKER_STAGES,
  type TrackerStage,
} from "../../../shared/schemas/tracker";
import { ukDayOf } from "../../../shared/uk-time";
import {
  CsvFileError,
  type CsvImportFormat,
  type CsvRecord,
  matchKey,
  readCsvFile,
  rowBySchema,
} from "../../platform/csv-import";
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

const STAGES = new Map<string, TrackerStage>(
  TRACKER_STAGES.flatMap((s) => [
    [matchKey(s.label), s.value],
    [matchKey(s.value), s.value],
  ]),
);
const PROGRAMMES = new Map<string, string>(
  ROLE_TYPES.flatMap((r) => [
    [matchKey(r.label), r.value],
    [matchKey(r.value), r.value],
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

function readRow(line: number, cell: (column: Column) => string, today: string): ImportRow | CsvRowProblem {
  const stageText = cell("stage");
  const stage = stageText ? STAGES.get(matchKey(stageText)) : "saved";
  if (!stage) {
    const names = TRACKER_STAGES.map((s) => s.label).join(", ");
    return { line, message: `Unknown stage "${stageText}": use one of ${names}.` };
  }
  const programmeText = cell("programmeType");
  const programme = programmeText ? PROGRAMMES.get(matchKey(programmeText)) : null;
  if (programme === undefined) return { line, message: `Unknown programme type "${programmeText}".` };
  const deadlineText = cell("deadline");
  const rolling = matchKey(deadlineText) === "rolling";
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
  const parsed = rowBySchema(line, applicationCreateSchema, {
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
  if ("problem" in parsed) return parsed.problem;
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

const FORMAT: CsvImportFormat<Column> = {
  columns: COLUMNS,
  isHeader: (index) => index.has("firm") && index.has("role"),
  headerWithin: 1,
  maxRows: IMPORT_MAX_ROWS,
  messages: {
    noHeader: "The first row must name the columns, including Firm and Role.",
    noRows: "The file has no applications.",
    tooManyRows: () => `Import at most ${IMPORT_MAX_ROWS} applications at a time.`,
  },
};

/** The file's data rows, or the one problem that stops it being read: the preview lists it like a bad row. */
function readFile(text: string): { records: CsvRecord<Column>[] } | { problem: CsvRowProblem } {
  try {
    return readCsvFile(text, FORMAT);
  } catch (error) {
    if (error instanceof CsvFileError) return { problem: { line: error.line, message: error.message } };
    throw error;
  }
}

/** Reads a tracker CSV: the rows to import, and every row that cannot be, with its line. */
export function readImportCsv(
  text: string,
  now = new Date(),
): { rows: ImportRow[]; errors: CsvRowProblem[] } {
  const file = readFile(text);
  if ("problem" in file) return { rows: [], errors: [file.problem] };
  const today = ukDayOf(now);
  const rows: ImportRow[] = [];
  const errors: CsvRowProblem[] = [];
  for (const record of file.records) {
    const result = readRow(record.line, record.cell, today);
    if ("message" in result) errors.push(result);
    else rows.push(result);
  }
  return { rows, errors };
}
