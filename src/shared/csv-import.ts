import { z } from "zod";

// A CSV import is checked before anything is saved: the server reads the file into the rows it would
// add and each row it cannot, with the row's line in the file; the screen shows that preview and the
// member confirms. These are the parts both sides read, whatever the feature imports.

/** A row the import cannot save, and why, by its line in the file (the header is line 1). */
export type CsvRowProblem = { line: number; message: string };

/** What every import preview holds; a feature adds its own lists (duplicates, skipped rows, its limit). */
export type CsvImportPreview<Row extends { line: number }> = { rows: Row[]; errors: CsvRowProblem[] };

/** What an import did: every row saved, apart from those skipped as already there. */
export type CsvImportOutcome = { imported: number; skipped: number };

/** The file's text as an import route receives it. */
export function csvTextSchema({ maxChars, tooLarge }: { maxChars: number; tooLarge: string }) {
  return z
    .string({ error: "Choose a CSV file to import." })
    .min(1, "The file is empty.")
    .max(maxChars, tooLarge);
}

// Lives in csv-rows.ts, which has no zod, so the screens can show it without downloading zod.
export { rowProblemsText } from "./csv-rows";
