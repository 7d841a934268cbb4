import { Fragment, type ReactNode } from "react";
import { cn } from "../../lib/utils";

// The import preview's table: each row the file would add, by its line in the file. A row the screen
// has a note on (a duplicate, say) is marked, and the note gets the table's whole width beneath it, so
// it stays readable on a phone.

export type CsvPreviewColumn<Row> = {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** Classes for the heading and each cell, e.g. "hidden sm:table-cell" or "break-words". */
  className?: string;
};

export function CsvPreviewTable<Row extends { line: number }>({
  caption,
  rows,
  columns,
  note,
}: {
  /** Read by screen readers: what the rows are, e.g. "Contacts to import". */
  caption: string;
  rows: Row[];
  columns: CsvPreviewColumn<Row>[];
  note?: (row: Row) => ReactNode;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="max-h-72 overflow-auto rounded border border-slate-200"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            <th scope="col" className="px-2 py-1 whitespace-nowrap">
              Line
            </th>
            {columns.map((column) => (
              <th
                key={column.heading}
                scope="col"
                className={cn("px-2 py-1 whitespace-nowrap", column.className)}
              >
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const marked = note?.(row);
            return (
              <Fragment key={row.line}>
                <tr
                  className={marked ? "border-t border-amber-200 bg-amber-50" : "border-t border-slate-100"}
                >
                  <td className="px-2 py-1 align-top">{row.line}</td>
                  {columns.map((column) => (
                    <td key={column.heading} className={cn("px-2 py-1 align-top", column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {marked && (
                  <tr className="bg-amber-50 text-xs text-amber-950">
                    <td colSpan={columns.length + 1} className="px-2 pb-2">
                      {marked}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
