import { normaliseText } from "../../../ai/text/text-blocks";
import { dateRanges, entryDates } from "./dates";
import { headingOf } from "./headings";

// A CV's text arrives laid out as its template drew it. Word and PDF exports keep the gaps a template
// puts between cells as tabs or runs of spaces: a right-hand date column ("BSc Economics    2024 – 2027"),
// or a whole second column beside the first, so that one line of text holds a line of each. Before
// anything is read, the gaps become cell breaks (" | "), and a page of two columns is read as one
// column after the other, so every section stays in one piece whatever the template.

export const CELL_BREAK = " | ";

type Cell = { text: string; at: number };

// A right-hand column starts at least this far in: a gap further left is spacing inside a line.
const MIN_COLUMN_AT = 20;
// Cells of one column start within this many characters of each other.
const COLUMN_SLACK = 4;
// A cell starting this close to the left edge is the left column's, whatever its offset says.
const LEFT_EDGE = 2;
const TAB_STOP = 8;
const DATE_COLUMN_SHARE = 0.5;

function cellsOf(line: string): Cell[] {
  // Tabs move to the next tab stop, as the editor that aligned the columns drew them.
  let expanded = "";
  for (const char of line)
    expanded += char === "\t" ? " ".repeat(TAB_STOP - (expanded.length % TAB_STOP)) : char;
  const cells: Cell[] = [];
  let at = 0;
  for (const part of expanded.split(/( {3,})/)) {
    const text = part.trim();
    if (text && !/^ +$/.test(part)) cells.push({ text, at: at + part.length - part.trimStart().length });
    at += part.length;
  }
  return cells;
}

/** A cell that only dates an entry or places it ("Sep 2024 – Jun 2027", "London, UK"). */
function isDateCell(text: string): boolean {
  if (!entryDates(text).length && !dateRanges(text).length) return false;
  return text.replace(/[^A-Za-z]/g, "").length <= 30;
}

/**
 * Where a second column starts, when the page has one: a second column has headings of its own, beside
 * the first column's text on the same line or indented on a line of their own. A table of employer,
 * role and dates has none, and a left-hand column of dates ("Sep 2024 – Jun 2027   London School of
 * Economics") dates each line beside it rather than being a column of its own.
 */
function columnStart(rows: Cell[][]): number | undefined {
  const edges = rows.flatMap((cells) =>
    cells
      .filter((cell, index) => (index > 0 ? !isDateCell(cells[0]?.text ?? "") : cell.at >= MIN_COLUMN_AT))
      .filter((cell) => headingOf(cell.text))
      .map((cell) => cell.at),
  );
  if (!edges.length) return undefined;
  const at = Math.min(...edges) - COLUMN_SLACK;
  const lefts = rows.flatMap((cells) =>
    cells.length > 1 && cells.some((cell) => cell.at >= at) ? cells.filter((cell) => cell.at < at) : [],
  );
  const dateLefts = lefts.filter((cell) => isDateCell(cell.text)).length;
  if (lefts.length && dateLefts / lefts.length >= DATE_COLUMN_SHARE) return undefined;
  // A left margin that holds only the sections' names (below the name and contact lines) is not a
  // column of its own either.
  const firstHeading = rows.findIndex((cells) => cells.some((cell) => headingOf(cell.text)));
  const leftText = rows
    .slice(Math.max(0, firstHeading))
    .flatMap((cells) => cells.filter((cell) => cell.at < at));
  return leftText.every((cell) => headingOf(cell.text)) ? undefined : at;
}

const joinCells = (cells: Cell[]) => cells.map((cell) => cell.text).join(CELL_BREAK);

/**
 * The CV's text as single-column lines: cells joined by " | ", and a page of two columns as its left
 * column followed by its right one.
 */
export function singleColumn(text: string): string {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, " ")
    .split("\n");
  const rows = lines.map(cellsOf);
  const split = columnStart(rows);
  if (split === undefined) return normaliseText(rows.map(joinCells).join("\n"));
  const left: string[] = [];
  const right: string[] = [];
  for (const cells of rows) {
    const isLeft = (cell: Cell, index: number) => (index === 0 && cell.at < LEFT_EDGE) || cell.at < split;
    const leftCells = cells.filter(isLeft);
    const rightCells = cells.filter((cell, index) => !isLeft(cell, index));
    if (leftCells.length) left.push(joinCells(leftCells));
    if (rightCells.length) right.push(joinCells(rightCells));
    if (!cells.length) {
      left.push("");
      right.push("");
    }
  }
  return normaliseText([...left, "", ...right].join("\n"));
}
