import { useId } from "react";
import type { Exhibit } from "../../../../../shared/assessments";
import { BarLegend, ExhibitBarChart } from "./exhibit-bar-chart";

// A numerical question's data, as a real test shows it: a table, or a bar chart with every value on
// its bar. Either way the numbers are in a real table for screen readers (hidden under the chart).

/** Every value with as many decimals as the most precise one, so columns line up. */
export function exhibitFormatter(exhibit: Exhibit): (value: number) => string {
  const decimals = Math.min(
    2,
    Math.max(
      0,
      ...exhibit.rows.flatMap((row) => row.values.map((v) => (String(v).split(".")[1] ?? "").length)),
    ),
  );
  const format = new Intl.NumberFormat("en-GB", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (value) => format.format(value);
}

function ExhibitTable({ exhibit }: { exhibit: Exhibit }) {
  const format = exhibitFormatter(exhibit);
  return (
    <table className="w-full min-w-[28rem] text-right text-sm tabular-nums">
      <caption className="sr-only">
        {exhibit.title}, in {exhibit.unit}
      </caption>
      <thead>
        <tr className="border-b border-slate-300 bg-slate-50">
          <th scope="col" className="px-3 py-2 text-left font-semibold">
            <span className="sr-only">Line</span>
            <span aria-hidden>{exhibit.unit}</span>
          </th>
          {exhibit.columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {exhibit.rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
              {row.label}
            </th>
            {row.values.map((value, i) => (
              <td key={exhibit.columns[i] ?? i} className="px-3 py-2">
                {format(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ExhibitView({ exhibit }: { exhibit: Exhibit }) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="min-w-0 space-y-2">
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {exhibit.title} <span className="font-normal text-slate-600">({exhibit.unit})</span>
      </figcaption>
      {/* Wide data scrolls inside its own box on a phone, never the page. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a group, not a region, as a review shows several exhibits often titled alike; a fieldset is for form controls. */}
      <div
        role="group"
        aria-labelledby={titleId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
      >
        {exhibit.type === "table" ? (
          <ExhibitTable exhibit={exhibit} />
        ) : (
          <>
            <ExhibitBarChart exhibit={exhibit} format={exhibitFormatter(exhibit)} />
            {/* Hidden by its wrapper: a table is never narrower than its cells, whatever its width says. */}
            <div className="sr-only">
              <ExhibitTable exhibit={exhibit} />
            </div>
          </>
        )}
      </div>
      {exhibit.type === "bar" && <BarLegend exhibit={exhibit} />}
      <p className="text-xs text-slate-600 sm:hidden">
        Swipe the {exhibit.type === "table" ? "table" : "chart"} sideways to see every year.
      </p>
      {exhibit.note && <p className="text-sm text-slate-600">Note: {exhibit.note}</p>}
    </figure>
  );
}
