import { Link } from "react-router";
import { APTITUDE_KIND_LABELS } from "../../../../../shared/assessments";
import type { AptitudeHistory } from "../../aptitude-api";
import { marks, percentOf } from "./format";
import { sectionRows } from "./section-results";

// Every finished test, newest first, each linking to its review.

const WHEN = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export function HistoryTable({ history }: { history: AptitudeHistory }) {
  return (
    // Relative, so the links' screen-reader text is clipped with the table rather than widening the page.
    <section
      aria-label="Your finished tests"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Your finished aptitude tests, newest first</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {["Date", "Test", "Mode", "Score", "Percentile"].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-medium">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Review</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => {
            const when = entry.completedAt ? WHEN.format(new Date(entry.completedAt)) : "—";
            const label = APTITUDE_KIND_LABELS[entry.kind];
            return (
              <tr key={entry.id} className="border-b border-slate-100 last:border-0">
                <td className="px-3 py-2 whitespace-nowrap">{when}</td>
                <td className="px-3 py-2">{label}</td>
                <td className="px-3 py-2">{entry.mode}</td>
                <td className="px-3 py-2">
                  <span className="font-medium whitespace-nowrap">
                    {marks(entry.correct)} of {entry.total} ({percentOf(entry.correct, entry.total)}%)
                  </span>
                  {entry.sections && (
                    <span className="block text-xs text-slate-600">
                      {sectionRows(entry.kind, entry.sections)
                        .map((row) => `${row.label} ${marks(row.score)}/${row.total}`)
                        .join(" · ")}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">
                  {entry.percentile === null ? "—" : `Better than ${entry.percentile}%`}
                </td>
                <td className="px-3 py-2">
                  <Link
                    to={`/app/assessment-prep/aptitude/${entry.id}`}
                    className="font-medium whitespace-nowrap text-brand-700 underline"
                  >
                    Review
                    <span className="sr-only">
                      {" "}
                      the {label.toLowerCase()} test of {when}
                    </span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
