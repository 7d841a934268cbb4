import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/session";
import { summaryQuery } from "../api";

// Premium (spec 000 §2.6): a role's AI summary, made from the role's own text.
export function JobSummary({ jobId }: { jobId: string }) {
  const auth = useAuth();
  const premium = auth.status === "signed-in" && auth.premium;
  // Free members are told what Premium adds without a call the server would refuse.
  const summary = useQuery({ ...summaryQuery(jobId), enabled: premium });
  const refusal =
    summary.error instanceof ApiError && summary.error.code === "premium_required" ? summary.error : null;
  const refused = refusal !== null;
  return (
    <section
      aria-labelledby="summary-heading"
      className="mt-8 rounded-xl border border-brand-200 bg-brand-50/50 p-5"
    >
      <h2 id="summary-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Sparkles aria-hidden className="size-5 text-brand-600" /> AI summary
      </h2>
      {!premium && (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">
            AI summaries of every role are part of Premium: the duties, what the firm looks for, the deadline
            and the tests, in a minute's read.
          </p>
          <Button asChild size="sm">
            <Link to="/app/billing">See Premium</Link>
          </Button>
        </div>
      )}
      {premium && summary.isPending && <p className="mt-2 text-sm text-slate-600">Reading the role...</p>}
      {refused && (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">{refusal?.message}</p>
          <Button asChild size="sm">
            <Link to="/app/billing">See Premium</Link>
          </Button>
        </div>
      )}
      {summary.isError && !refused && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Could not summarise this role:{" "}
          {summary.error instanceof ApiError ? summary.error.message : "please try again."}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => summary.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {summary.isSuccess && <SummaryBody summary={summary.data.summary} />}
    </section>
  );
}

function SummaryBody({
  summary,
}: {
  summary: {
    overview: string;
    responsibilities: string[];
    requirements: string[];
    deadline: string | null;
    tests: string[];
  };
}) {
  const empty = !summary.overview && !summary.responsibilities.length && !summary.requirements.length;
  if (empty)
    return <p className="mt-2 text-sm text-slate-600">The role's description is too short to summarise.</p>;
  return (
    <div className="mt-3 space-y-4 text-sm text-slate-800">
      {summary.overview && <p>{summary.overview}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {summary.responsibilities.length > 0 && (
          <div>
            <h3 className="font-semibold">What you will do</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {summary.responsibilities.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {summary.requirements.length > 0 && (
          <div>
            <h3 className="font-semibold">What they look for</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {summary.requirements.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {(summary.deadline || summary.tests.length > 0) && (
        <dl className="grid gap-2 sm:grid-cols-2">
          {summary.deadline && (
            <div>
              <dt className="font-semibold">Deadline</dt>
              <dd>{summary.deadline}</dd>
            </div>
          )}
          {summary.tests.length > 0 && (
            <div>
              <dt className="font-semibold">Tests mentioned</dt>
              <dd>{summary.tests.join(", ")}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
