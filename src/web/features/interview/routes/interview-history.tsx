import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { LoadMore, PlaceholderRow } from "../../../components/ui/load-more";
import { EmptyState } from "../../../components/ui/notice";
import { historyQuery } from "../api";
import { CHART_HEIGHT, CriteriaChart } from "../components/criteria-chart";
import { SESSION_ROW_HEIGHT, SessionHistory } from "../components/session-history";

export function meta() {
  return [{ title: "Interview History · Finance Careers" }];
}

const FIRST_PAGE_PLACEHOLDERS = 5;

// /app/interview-history: every mock interview, its score, and each criterion over time. The list comes
// a page at a time (more load as the member scrolls, or with the button); while the first page loads,
// blocks of the chart's and the rows' own size hold their place.
export default function InterviewHistoryRoute() {
  const query = useInfiniteQuery(historyQuery);
  const first = query.data?.pages[0];
  const sessions = query.data?.pages.flatMap((page) => page.sessions) ?? [];
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Interview History</h1>
        <Button asChild>
          <Link to="/app/interview">New interview</Link>
        </Button>
      </div>
      {query.isPending && (
        <div aria-busy="true" className="space-y-6">
          <p role="status" className="sr-only">
            Loading your interviews…
          </p>
          <PlaceholderRow className={CHART_HEIGHT} />
          <div className="space-y-3">
            {Array.from({ length: FIRST_PAGE_PLACEHOLDERS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              <PlaceholderRow key={i} className={SESSION_ROW_HEIGHT} />
            ))}
          </div>
        </div>
      )}
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load your interviews.")}
        </LoadError>
      )}
      {first && sessions.length === 0 && (
        <EmptyState
          title="No interviews yet"
          hint="Start one from Interview Practice; each one you finish appears here with its scores."
        />
      )}
      {first && sessions.length > 0 && (
        <>
          <CriteriaChart history={first} />
          <div>
            <SessionHistory sessions={sessions} />
            {query.isFetchNextPageError && (
              <LoadError className="mt-3" onRetry={() => query.fetchNextPage()}>
                {errorMessage(query.error, "Could not load more interviews.")}
              </LoadError>
            )}
            <LoadMore
              hasMore={query.hasNextPage && !query.isFetchNextPageError}
              loading={query.isFetchingNextPage}
              onLoad={() => query.fetchNextPage()}
              label="Load more interviews"
              placeholder={<PlaceholderRow className={SESSION_ROW_HEIGHT} />}
            />
          </div>
        </>
      )}
    </section>
  );
}
