import { describe, expect, test } from "vitest";
import { z } from "zod";
import { CsvFileError, type CsvImportFormat, columnIndex, readCsvFile, rowBySchema } from "./csv-import";

const COLUMNS = { name: ["name", "fullname"], email: ["email", "emailaddress"], notes: ["notes"] } as const;
type Column = keyof typeof COLUMNS;

const format = (overrides: Partial<CsvImportFormat<Column>> = {}): CsvImportFormat<Column> => ({
  columns: COLUMNS,
  isHeader: (index) => index.has("name"),
  headerWithin: 1,
  maxRows: 3,
  messages: {
    noHeader: "Name the columns.",
    noRows: "No people.",
    tooManyRows: (rows) => `${rows} rows is too many.`,
  },
  ...overrides,
});

const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvFileError) return { line: error.line, message: error.message };
    throw error;
  }
  throw new Error("expected a CsvFileError");
};

describe("columnIndex", () => {
  test("matches headers however they are written; the first of a repeated column wins", () => {
    const index = columnIndex(["Full Name", "E-mail Address", "Phone", "name", "NOTES"], COLUMNS);
    expect([...index]).toEqual([
      ["name", 0],
      ["email", 1],
      ["notes", 4],
    ]);
  });
});

describe("readCsvFile", () => {
  test("each data row's cells by column, trimmed, with exported formulas restored", () => {
    const file = readCsvFile('Notes,Name\r\n"\'=SUM(A1)",  Ada King \r\n\r\nplain,Tom\r\n', format());
    expect(file.records.map((r) => [r.line, r.cell("name"), r.cell("notes"), r.cell("email")])).toEqual([
      [2, "Ada King", "=SUM(A1)", ""],
      [4, "Tom", "plain", ""],
    ]);
  });

  test("finds a header below a few lines of notes when allowed to look", () => {
    const text = "Notes:\nExported today\nName,Email\nAda,ada@example.com";
    expect(problem(() => readCsvFile(text, format()))).toEqual({ line: 1, message: "Name the columns." });
    const file = readCsvFile(text, format({ headerWithin: 3 }));
    expect(file.records.map((r) => [r.line, r.cell("email")])).toEqual([[4, "ada@example.com"]]);
  });

  test("a file that cannot be imported says why and where", () => {
    expect(problem(() => readCsvFile('Name\n"Ada', format()))).toEqual({
      line: 1,
      message: "The file is not valid CSV: a quoted field starting on line 2 is never closed.",
    });
    expect(problem(() => readCsvFile("\n\nName", format()))).toEqual({ line: 3, message: "No people." });
    expect(problem(() => readCsvFile("Name\nA\nB\nC\nD", format()))).toEqual({
      line: 1,
      message: "4 rows is too many.",
    });
  });
});

describe("rowBySchema", () => {
  const schema = z.object({
    name: z.string().min(1, "Enter the name."),
    email: z.email("Enter an email address like name@example.com."),
  });

  test("the schema's output, or its first problem led by the column's name", () => {
    expect(rowBySchema(2, schema, { name: "Ada", email: "ada@example.com" })).toEqual({
      data: { name: "Ada", email: "ada@example.com" },
    });
    expect(rowBySchema(3, schema, { name: "Ada", email: "nope" }, { email: "Email" })).toEqual({
      problem: { line: 3, message: "Email: Enter an email address like name@example.com." },
    });
    // A message that already names its column is not led by it again; without labels it stands alone.
    expect(rowBySchema(4, schema, { name: "", email: "a@b.co" }, { name: "name" })).toEqual({
      problem: { line: 4, message: "Enter the name." },
    });
    expect(rowBySchema(5, schema, { name: "Ada", email: "nope" })).toEqual({
      problem: { line: 5, message: "Enter an email address like name@example.com." },
    });
  });
});
