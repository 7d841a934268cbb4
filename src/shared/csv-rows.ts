// The import preview's wording, apart from csv-import.ts's zod schema for the file's text.

/** "1 row has a problem", "3 rows have problems". */
export function rowProblemsText(count: number): string {
  return `${count} ${count === 1 ? "row has a problem" : "rows have problems"}`;
}
