import type { ReactNode } from "react";

type DataTableProps = { caption: string; headings: string[]; rows: ReactNode[][] };

// A captioned table on wider screens; on phones each row becomes a card of label/value pairs, so a
// five-column table never has to scroll sideways. Only one version is displayed (and announced).
export function DataTable({ caption, headings, rows }: DataTableProps) {
  return (
    <div className="mt-4">
      <div className="space-y-3 sm:hidden">
        {rows.map((cells, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static rows that never reorder
          <dl key={rowIndex} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            {cells.map((cell, cellIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static cells that never reorder
              <div key={cellIndex} className="mt-2 first:mt-0">
                <dt className="font-semibold text-slate-900">{headings[cellIndex]}</dt>
                <dd className="text-slate-700">{cell}</dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
      <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {rows.map((cells, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static rows that never reorder
              <tr key={rowIndex}>
                {cells.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static cells that never reorder
                  <td key={cellIndex} className="px-4 py-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
