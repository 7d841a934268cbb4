import { useQuery } from "@tanstack/react-query";
import { Columns3, List } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { limitMessage } from "../../../../shared/plans";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { loadOnUse } from "../../../lib/load-on-use";
import { prefetchForMember } from "../../../lib/prefetch";
import { useUrlParams } from "../../../lib/use-url-params";
import { cn } from "../../../lib/utils";
import { boardQuery } from "../api";
import { ArchivedApplications } from "../components/archived-applications";
import { Board } from "../components/board";
import { ClipBookmarklet } from "../components/clip-bookmarklet";
import { CsvTransfer } from "../components/csv-transfer";
import { GuaranteeProgress } from "../components/guarantee-progress";
import { AddApplicationButton, CalendarFeedButton } from "../components/header-dialogs";
import { SummaryStrip } from "../components/summary-strip";

export function meta() {
  return [{ title: "Application Tracker · Finance Careers" }];
}

// The board is the view most visits show; the list's code (its table, filters and bulk actions) loads
// when the list is chosen, or with the screen when the address asks for it.
const { Component: ListView, warm: warmListView } = loadOnUse(
  () => import("../components/list-view"),
  (module) => module.ListView,
);

// The board's request starts while this screen's code downloads (lib/prefetch.ts), and so does the
// list's code when the address shows the list.
export const clientLoader = ({ request }: { request: Request }) => {
  if (new URL(request.url).searchParams.get("view") === "list") warmListView();
  return prefetchForMember((client) => [client.prefetchQuery(boardQuery(false))]);
};

// spec 000 §2.10 /app/tracker: every application on a board of eight stages or in a list, with a
// summary above and the calendar feed, CSV import and export beside it.
export default function TrackerRoute() {
  const [params, setParams] = useUrlParams();
  const view = params.get("view") === "list" ? "list" : "board";
  const board = useQuery(boardQuery(false));
  const setView = (next: "board" | "list") => setParams({ view: next === "list" ? "list" : null });
  const cards = board.data?.applications ?? [];
  const limit = board.data?.limit;

  return (
    <section className="mx-auto w-full max-w-[90rem] space-y-5 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Application Tracker</h1>
          <p className="mt-1 text-slate-600">Every application from saved to offer, with its deadlines.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CsvTransfer />
          <CalendarFeedButton />
          <AddApplicationButton />
        </div>
      </div>

      {limit?.max != null && (
        <p className="text-sm text-slate-600">
          {limit.used} of {limit.max} tracked applications on the Free plan.{" "}
          {limit.used >= limit.max && (
            <>
              {limitMessage("trackedApplications")}{" "}
              <Link to="/app/billing" className="font-medium text-brand-700 underline">
                See Premium
              </Link>
            </>
          )}
        </p>
      )}

      {board.isPending && <Spinner />}
      {board.isError && (
        <LoadError onRetry={() => board.refetch()}>
          {errorMessage(board.error, "Could not load your applications.")}
        </LoadError>
      )}
      {board.isSuccess && (
        <>
          <GuaranteeProgress />
          <SummaryStrip cards={cards} />
          <ClipBookmarklet />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <fieldset className="inline-flex rounded-lg border border-slate-300 p-0.5">
              <legend className="sr-only">View</legend>
              {(["board", "list"] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  onPointerEnter={option === "list" ? warmListView : undefined}
                  className={cn(
                    "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none",
                    view === option ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
                  )}
                >
                  {option === "board" ? (
                    <Columns3 aria-hidden className="size-4" />
                  ) : (
                    <List aria-hidden className="size-4" />
                  )}
                  {option === "board" ? "Board" : "List"}
                </button>
              ))}
            </fieldset>
          </div>
          {cards.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <p className="font-medium text-slate-900">No applications yet.</p>
              <p className="mt-1 text-sm text-slate-600">
                Add one by hand with Add application, or use Track on any role in the job feed and it appears
                here in Saved.
              </p>
              <Button asChild variant="secondary" className="mt-4">
                <Link to="/app/job-feed">Open the job feed</Link>
              </Button>
            </div>
          ) : view === "list" ? (
            <Suspense fallback={<Spinner />}>
              <ListView cards={cards} />
            </Suspense>
          ) : (
            <Board cards={cards} />
          )}
          <ArchivedApplications />
        </>
      )}
    </section>
  );
}
