import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { EmptyState } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { historyQuery } from "../api";
import { CriteriaChart } from "../components/criteria-chart";

export function meta() {
  return [{ title: "Interview History · Finance Careers" }];
}

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

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
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Your mock interviews, newest first</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {["Date", "Type", "Interviewer", "Firm", "Score", ""].map((h) => (
                    <th key={h || "open"} scope="col" className="px-3 py-2 font-medium">
                      {h || <span className="sr-only">Open</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {query.data.sessions.map((s) => (
                  <tr key={s.id} className="border-b border-slate-100">
                    <td className="px-3 py-2 whitespace-nowrap">{DATE.format(new Date(s.createdAt))}</td>
                    <td className="px-3 py-2">{s.questionType}</td>
                    <td className="px-3 py-2">{s.persona.name}</td>
                    <td className="px-3 py-2">{s.firm?.name ?? "None"}</td>
                    <td className="px-3 py-2 font-medium">
                      {s.status === "completed"
                        ? s.overall === null
                          ? "n/a"
                          : `${s.overall.toFixed(1)} / 5`
                        : "In progress"}
                    </td>
                    <td className="px-3 py-2">
                      <Link to={`/app/interview/${s.id}`} className="font-medium text-brand-700 underline">
                        {s.status === "completed" ? "Open" : "Continue"}
                        <span className="sr-only">
                          {" "}
                          the interview of {DATE.format(new Date(s.createdAt))}
                        </span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
