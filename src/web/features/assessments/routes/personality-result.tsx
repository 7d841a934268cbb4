import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { DomainResult } from "../components/personality/domain-result";
import { ResultGlance } from "../components/personality/result-glance";
import { resultDate, resultDateTime } from "../components/personality/trait-words";
import { type PersonalityResultEntry, personalityOverviewQuery } from "../personality-api";

export function meta() {
  return [{ title: "Personality Results · Finance Careers" }];
}

const NO_COMPARISON = "none";

// /app/assessment-prep/personality/results/:attemptId: one result's five domains and thirty facets
// with what they mean, and, once there are several, any earlier result's scores beside them. The
// comparison is in the address (?compare=<id>), so the view survives a reload and can be bookmarked.
export default function PersonalityResultRoute() {
  const { attemptId = "" } = useParams();
  const query = useQuery(personalityOverviewQuery);
  const results = query.data?.results ?? [];
  const index = results.findIndex((r) => r.id === attemptId);
  const entry = results[index];
  // A result just completed elsewhere may not be in a list loaded before it: wait for the reload.
  const missing = query.data && !entry && !query.isFetching;

  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <Link
        to="/app/assessment-prep/personality"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Personality Assessment
      </Link>
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load your personality results.")}
        </LoadError>
      )}
      {missing && (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <h1 className="text-xl font-semibold text-slate-900">Result not found</h1>
          <p className="mt-1 text-sm text-slate-600">
            This personality result does not exist, is not finished yet or is not yours.
          </p>
          <Button asChild variant="secondary" className="mt-4">
            <Link to="/app/assessment-prep/personality">Back to the Personality Assessment</Link>
          </Button>
        </div>
      )}
      {entry ? (
        <ResultView entry={entry} earlierResults={results.slice(index + 1)} />
      ) : (
        !query.isError && !missing && <Spinner label="Loading your result" />
      )}
    </section>
  );
}

function ResultView({
  entry,
  earlierResults,
}: {
  entry: PersonalityResultEntry;
  earlierResults: PersonalityResultEntry[];
}) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get("compare");
  // Unless the member chose otherwise, the result is compared with the one before it.
  const earlier =
    chosen === NO_COMPARISON
      ? undefined
      : (earlierResults.find((r) => r.id === chosen) ?? earlierResults[0] ?? undefined);
  const earlierLabel = earlier ? resultDateTime(earlier.completedAt) : undefined;

  return (
    <>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Personality Results</h1>
        <p className="text-slate-600">
          Completed {resultDate(entry.completedAt)}. Each domain and facet is scored from your answers to its
          statements; a bar shows where your score sits between the lowest and the highest possible. Neither
          end of a scale is better: each brings its own strengths.
        </p>
      </div>

      {earlierResults.length > 0 && (
        <div className="max-w-sm space-y-1">
          <Label htmlFor="compare-with">Compare with</Label>
          <NativeSelect
            id="compare-with"
            value={earlier?.id ?? NO_COMPARISON}
            onChange={(event) => setParams({ compare: event.target.value }, { replace: true })}
          >
            {earlierResults.map((r) => (
              <option key={r.id} value={r.id}>
                Your result of {resultDateTime(r.completedAt)}
              </option>
            ))}
            <option value={NO_COMPARISON}>No comparison</option>
          </NativeSelect>
          {earlier && (
            <p className="text-sm text-slate-600">
              Each score is followed by the one from {earlierLabel}, which the grey bar shows too.
            </p>
          )}
        </div>
      )}

      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="mb-3 font-semibold">At a glance</h2>
        <ResultGlance domains={entry.result.domains} linked />
      </div>

      {entry.result.domains.map((domain) => (
        <DomainResult
          key={domain.id}
          domain={domain}
          earlier={earlier?.result.domains.find((d) => d.id === domain.id)}
        />
      ))}

      <p className="text-sm text-slate-600">
        Take the questionnaire again in a few months to see how your profile moves;{" "}
        <Link to="/app/assessment-prep/personality" className="font-medium text-brand-700 underline">
          start again from the Personality Assessment page
        </Link>
        .
      </p>
    </>
  );
}
