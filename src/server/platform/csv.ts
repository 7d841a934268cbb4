// RFC 4180 CSV as spreadsheets export it: quoted fields may hold commas, doubled quotes and line
// breaks; CRLF or LF line ends; a leading byte-order mark is ignored. Blank lines are dropped.
// Writing quotes what needs quoting and defuses formulas, so an exported file is safe to open.

export type CsvRow = { line: number; cells: string[] };

export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const input = text.replace(/^\uFEFF/, "");

  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== "")) rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };

  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === "") {
      cell = "";
      quoted = true;
    } else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new Error(`a quoted field starting on line ${rowLine} is never closed`);
  endRow();
  return rows;
}

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell safe to open in a spreadsheet: a formula-like value gets a leading apostrophe. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes `neutraliseFormula`, so a file this app wrote reads back as it was. */
export function restoreFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quote(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text with CRLF line ends (what spreadsheets expect); every cell is neutralised. */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((cells) => cells.map(quote).join(","))
    .join("\r\n")
    .concat("\r\n");
}
