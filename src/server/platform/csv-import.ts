import type { z } from "zod";
import { type CsvRowProblem, rowProblemsText } from "../../shared/csv-import";
import { parseCsv, restoreFormula } from "./csv";

// Reading a member's CSV for an import, whatever it imports: parse the file, find the header row and
// which column is which, refuse a file that cannot be imported at all, and hand each data row's cells
// to the feature, which checks the row with its own zod schema here. The feature decides what a row
// becomes and what counts as already there; the preview shape is src/shared/csv-import.ts.

/** For each column a feature reads, the header names that mean it, written as `matchKey` gives them. */
export type ColumnNames<Column extends string> = Readonly<Record<Column, readonly string[]>>;

/** A header or a value as compared: lower case, letters only ("Date Applied" is "dateapplied"). */
export const matchKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

/** Where each known column is in a header row; the first of a repeated column wins, others are ignored. */
export function columnIndex<Column extends string>(
  cells: readonly string[],
  columns: ColumnNames<Column>,
): Map<Column, number> {
  const index = new Map<Column, number>();
  const known = Object.entries(columns) as [Column, readonly string[]][];
  cells.forEach((name, at) => {
    const column = known.find(([, names]) => names.includes(matchKey(name)))?.[0];
    if (column !== undefined && !index.has(column)) index.set(column, at);
  });
  return index;
}

/** The file as a whole cannot be imported (not CSV, no header, no rows, too many): this message, at `line`. */
export class CsvFileError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export type CsvImportFormat<Column extends string> = {
  columns: ColumnNames<Column>;
  /** Whether a row's columns make it the header, e.g. it names the firm and the role. */
  isHeader: (index: ReadonlyMap<Column, number>) => boolean;
  /** How many rows from the top the header may be: 1 when it must be the first. */
  headerWithin: number;
  maxRows: number;
  messages: { noHeader: string; noRows: string; tooManyRows: (rows: number) => string };
};

/** One data row: its line in the file, and a column's cell trimmed, as the member typed it. */
export type CsvRecord<Column extends string> = { line: number; cell: (column: Column) => string };

/** The file's data rows below its header, and which columns the header names. */
export function readCsvFile<Column extends string>(
  text: string,
  format: CsvImportFormat<Column>,
): { index: ReadonlyMap<Column, number>; records: CsvRecord<Column>[] } {
  let rows: ReturnType<typeof parseCsv>;
  try {
    rows = parseCsv(text);
  } catch (error) {
    throw new CsvFileError(1, `The file is not valid CSV: ${(error as Error).message}.`);
  }
  const at = rows
    .slice(0, format.headerWithin)
    .findIndex((row) => format.isHeader(columnIndex(row.cells, format.columns)));
  const header = rows[at];
  if (!header) throw new CsvFileError(rows[0]?.line ?? 1, format.messages.noHeader);
  const data = rows.slice(at + 1);
  if (data.length === 0) throw new CsvFileError(header.line, format.messages.noRows);
  if (data.length > format.maxRows) throw new CsvFileError(1, format.messages.tooManyRows(data.length));
  const index = columnIndex(header.cells, format.columns);
  return {
    index,
    records: data.map((row) => ({
      line: row.line,
      // An exported file's defused formulas read back as they were written.
      cell: (column) => {
        const at = index.get(column);
        return restoreFormula(at === undefined ? "" : (row.cells[at]?.trim() ?? ""));
      },
    })),
  };
}

/**
 * A row through the feature's schema (the same one adding a record by hand uses): its output, or the
 * first problem, led by the column's name from `fieldLabels` when the message does not name it.
 */
export function rowBySchema<Schema extends z.ZodType>(
  line: number,
  schema: Schema,
  input: unknown,
  fieldLabels: Readonly<Record<string, string>> = {},
): { data: z.output<Schema> } | { problem: CsvRowProblem } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = fieldLabels[String(issue?.path[0])];
  const message = issue?.message ?? "This row cannot be read.";
  return { problem: { line, message: field && !message.includes(field) ? `${field}: ${message}` : message } };
}

/** The import route's 400 when rows have problems: every row's problem, so the form can list them. */
export function importInvalidBody(errors: CsvRowProblem[]) {
  return {
    error: { code: "import_invalid", message: `${rowProblemsText(errors.length)}; nothing was imported.` },
    errors,
  };
}
