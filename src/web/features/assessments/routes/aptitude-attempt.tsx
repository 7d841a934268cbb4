import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { APTITUDE_KIND_LABELS, APTITUDE_TESTS } from "../../../../shared/assessments";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { type AptitudeAttempt, attemptQuery } from "../aptitude-api";
import { AttemptResults } from "../components/aptitude/attempt-results";
import { LiveTest } from "../components/aptitude/live-test";

export function meta() {
  return [{ title: "Aptitude Test · Finance Careers" }];
}

function modeLine(attempt: AptitudeAttempt): string {
  const size = APTITUDE_TESTS[attempt.kind];
  const count = attempt.questionCount;
  const adaptive =
    attempt.kind === "logical_adaptive" ? ", harder after right answers, easier after wrong ones" : "";
  if (attempt.mode === "Timed")
    return `Timed test · ${count} questions in ${size.minutes} minutes${adaptive}`;
  return `Practice · ${count} questions${adaptive}, no clock, the worked solution after each answer`;
}

function NotFound() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Test not found</h1>
      <p className="mt-1 text-sm text-slate-600">
        This aptitude test does not exist or is not yours. Start a new one from Aptitude Tests.
      </p>
      <Button asChild variant="secondary" className="mt-4">
        <Link to="/app/assessment-prep/aptitude">Back to Aptitude Tests</Link>
      </Button>
    </div>
  );
}

// /app/assessment-prep/aptitude/:attemptId: a test while it runs, then its results and review.
export default function AptitudeAttemptRoute() {
  const { attemptId = "" } = useParams();
  const query = useQuery(attemptQuery(attemptId));
  const [endedByClock, setEndedByClock] = useState(false);
  const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
  const attempt = query.data;
  return (
    <section className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8">
      <Link
        to="/app/assessment-prep/aptitude"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Aptitude Tests
      </Link>
      {query.isPending && <Spinner />}
      {missing && <NotFound />}
      {query.isError && !missing && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load this aptitude test.")}
        </LoadError>
      )}
      {attempt && (
        <>
          <div className="space-y-1">
            <h1 className="text-3xl font-bold tracking-tight">
              <span className="block text-sm font-semibold tracking-normal text-brand-700">
                Aptitude Test
              </span>{" "}
              {APTITUDE_KIND_LABELS[attempt.kind]}
            </h1>
            <p className="text-slate-600">{modeLine(attempt)}</p>
          </div>
          {attempt.status === "completed" ? (
            <AttemptResults attempt={attempt} endedByClock={endedByClock} />
          ) : (
            <LiveTest attempt={attempt} onTimeUp={() => setEndedByClock(true)} />
          )}
        </>
      )}
    </section>
  );
}
