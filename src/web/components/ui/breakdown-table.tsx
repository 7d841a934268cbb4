import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

// A score taken apart: one row per part with what it earned and why, as the CV match and interview
// feedback show them. Fixed layout so long reasons wrap instead of widening a phone screen.

export type BreakdownRow = { key: string; label: ReactNode; value: ReactNode; why: ReactNode };

export function BreakdownTable({
  caption,
  headings,
  rows,
  labelClassName = "w-2/5",
  valueClassName = "w-1/5",
}: {
  caption: string;
  /** The three column headings: the part, what it earned, why. */
  headings: readonly [string, string, string];
  rows: readonly BreakdownRow[];
  labelClassName?: string;
  valueClassName?: string;
}) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className={cn("py-1 pr-2 font-medium", labelClassName)}>
            {headings[0]}
          </th>
          <th scope="col" className={cn("py-1 pr-2 font-medium", valueClassName)}>
            {headings[1]}
          </th>
          <th scope="col" className="py-1 font-medium">
            {headings[2]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2 pr-2 font-medium break-words text-slate-900">
              {row.label}
            </th>
            <td className="py-2 pr-2 whitespace-nowrap text-slate-900">{row.value}</td>
            <td className="py-2 break-words text-slate-700">{row.why}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
