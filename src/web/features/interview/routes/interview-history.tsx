import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { EmptyState } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { historyQuery } from "../api";
import { CriteriaChart } from "../components/criteria-chart";
import { SessionHistory } from "../components/session-history";

export function meta() {
  return [{ title: "Interview History · Finance Careers" }];
}

// /app/interview-history: every mock interview, its score, and each criterion over time.
export default function InterviewHistoryRoute() {
  const query = useQuery(historyQuery);
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Interview History</h1>
        <Button asChild>
          <Link to="/app/interview">New interview</Link>
        </Button>
      </div>
      {query.isPending && <Spinner />}
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load your interviews.")}
        </LoadError>
      )}
      {query.data && query.data.sessions.length === 0 && (
        <EmptyState
          title="No interviews yet"
          hint="Start one from Interview Practice; each one you finish appears here with its scores."
        />
      )}
      {query.data && query.data.sessions.length > 0 && (
        <>
          <CriteriaChart history={query.data} />
          <SessionHistory sessions={query.data.sessions} />
        </>
      )}
    </section>
  );
}
