import { useId } from "react";
import { Link } from "react-router";
import { TRACKER_STAGES } from "../../../../shared/tracker-labels";
import type { Card } from "../api";
import { deadlineShown } from "../deadline";
import { trackerSummary } from "../summary";
import { ApplicationsChart } from "./applications-chart";

/** Above the board: applications by stage, this week's, the interview rate, what closes next, and a chart. */
export function SummaryStrip({ cards }: { cards: Card[] }) {
  const summary = trackerSummary(cards);
  const chartId = useId();
  const total = summary.perWeek.reduce((sum, w) => sum + w.count, 0);
  return (
    // Every track may shrink below its content (minmax(0, …)): otherwise one long firm name in Next
    // deadlines widens its track past the screen on a phone, or squeezes the others on a laptop.
    <section
      aria-label="Summary"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)]"
    >
      {/* On a phone the board's stage picker carries these counts. The labels sit in two columns only
          when the card (a container) is wide enough for "Assessment" beside its count in each. */}
      <div className="@container hidden min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:block">
        <h2 className="text-sm font-semibold text-slate-900">By stage</h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-5 gap-y-1 text-sm @3xs:grid-cols-2">
          {TRACKER_STAGES.map((stage) => (
            <div key={stage.value} className="flex items-baseline justify-between gap-2">
              <dt className="leading-tight text-slate-600">{stage.label}</dt>
              <dd className="shrink-0 font-medium text-slate-900 tabular-nums">
                {summary.byStage[stage.value]}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid min-w-0 grid-cols-2 gap-3 sm:grid-cols-1">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-semibold text-slate-900">Applied this week</h2>
          <p className="mt-1 text-2xl font-semibold text-slate-900">{summary.appliedThisWeek}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-semibold text-slate-900">Interview rate</h2>
          <p className="mt-1 text-2xl font-semibold text-slate-900">
            {summary.interviewRate === null ? "–" : `${summary.interviewRate}%`}
          </p>
          <p className="text-xs text-slate-600">
            {summary.sent === 0
              ? "Share of applications sent that are now at Interviews, Assessment centre or Offer."
              : `${summary.interviewed} of ${summary.sent} sent are now at Interviews, Assessment centre or Offer.`}
          </p>
        </div>
      </div>
      <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold text-slate-900">Next deadlines</h2>
        {summary.nextDeadlines.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No upcoming deadlines.</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm">
            {summary.nextDeadlines.map((card) => (
              <li key={card.id} className="min-w-0">
                <Link
                  to={`/app/tracker/${card.id}`}
                  className="block truncate font-medium text-brand-700 hover:underline"
                >
                  {card.firm_name}: {card.role_title}
                </Link>
                <span className="text-xs text-slate-600">{deadlineShown(card)?.text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={chartId}>
        <figcaption id={chartId} className="text-sm font-semibold text-slate-900">
          Applications per week
          <span className="block text-xs font-normal text-slate-600">
            {total === 0
              ? "Nothing applied yet: weeks appear once you move an application to Applied."
              : `${total} sent over ${summary.perWeek.length} ${summary.perWeek.length === 1 ? "week" : "weeks"}.`}
          </span>
        </figcaption>
        {total > 0 && (
          <div aria-hidden className="mt-2 h-28 w-full">
            <ApplicationsChart perWeek={summary.perWeek} />
          </div>
        )}
      </figure>
    </section>
  );
}
