import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

export type Column<Row> = {
  /** The column's heading; a node for one that is read aloud only (`<span className="sr-only">`). */
  header: ReactNode;
  /** The label of this cell in a phone's card, when the heading is not plain text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the cells (`whitespace-nowrap`, `break-all`, …). */
  className?: string;
};

type DataTableProps<Row> = {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Read by screen readers before the table. */
  caption?: string;
  /** How one row reads on a narrow screen; by default its cells as label and value pairs. */
  card?: (row: Row) => ReactNode;
  /** Below this width the rows are cards, so a wide table never scrolls the page sideways. */
  stackBelow?: "sm" | "md" | "lg";
  /** "boxed" for tables in running text (legal pages); "plain" rows inside a card (admin screens). */
  variant?: "plain" | "boxed";
  /** The narrowest the table may get before it scrolls inside its own box, e.g. "min-w-[40rem]". */
  minWidth?: string;
};

// Tailwind sees only whole class names, so each breakpoint's pair is written out.
const STACK = {
  sm: { table: "hidden sm:block", cards: "sm:hidden" },
  md: { table: "hidden md:block", cards: "md:hidden" },
  lg: { table: "hidden lg:block", cards: "lg:hidden" },
} as const;

const headingText = <Row,>(column: Column<Row>) =>
  column.label ?? (typeof column.header === "string" ? column.header : "");

/**
 * The one data table: a table on wide screens and a list of cards on narrow ones. Only one of the two is
 * displayed (and so announced) at a time.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  card,
  stackBelow = "md",
  variant = "plain",
  minWidth,
}: DataTableProps<Row>) {
  const boxed = variant === "boxed";
  return (
    <>
      <div
        className={cn(
          STACK[stackBelow].table,
          boxed
            ? "overflow-x-auto rounded-lg border border-slate-200 bg-white"
            : "relative -mx-6 overflow-x-auto px-6",
        )}
      >
        <table className={cn("w-full text-left text-sm", minWidth)}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className={boxed ? "bg-slate-50 text-slate-900" : undefined}>
            <tr className={boxed ? undefined : "border-b border-slate-200 text-slate-600"}>
              {columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table
                  key={index}
                  scope="col"
                  className={cn(
                    "font-medium whitespace-nowrap",
                    boxed ? "px-4 py-3 font-semibold" : "py-2 pr-4 last:pr-0",
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={boxed ? "divide-y divide-slate-200" : undefined}>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={cn("align-top", !boxed && "border-b border-slate-100")}>
                {columns.map((column, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table
                    key={index}
                    className={cn(boxed ? "px-4 py-3" : "py-2 pr-4 last:pr-0", column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul
        className={cn(STACK[stackBelow].cards, boxed ? "space-y-3" : "divide-y divide-slate-100")}
        aria-label={caption}
      >
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className={cn(
              "text-sm",
              boxed ? "rounded-lg border border-slate-200 bg-white p-4" : "space-y-2 py-3",
            )}
          >
            {card ? (
              card(row)
            ) : (
              <dl className="space-y-2">
                {columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table
                  <div key={index}>
                    <dt className="font-semibold text-slate-900">{headingText(column)}</dt>
                    <dd className="text-slate-700 [overflow-wrap:anywhere]">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
