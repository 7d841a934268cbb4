import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import type { PersonalityOverview } from "../../personality-api";
import { ResultGlance } from "./result-glance";
import { resultDateTime } from "./trait-words";

/** Every finished questionnaire, newest first, each opening its full result. */
export function PreviousResults({ query }: { query: UseQueryResult<PersonalityOverview> }) {
  const results = query.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="previous-results" className="space-y-3">
      <h2 id="previous-results" className="text-xl font-semibold">
        Your results
      </h2>
      <ul className="space-y-3">
        {results.map((entry) => {
          const when = resultDateTime(entry.completedAt);
          return (
            <li key={entry.id} className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{when}</h3>
                <Link
                  to={`/app/assessment-prep/personality/results/${entry.id}`}
                  className="text-sm font-medium text-brand-700 underline"
                >
                  See the full result<span className="sr-only"> of {when}</span>
                </Link>
              </div>
              <ResultGlance domains={entry.result.domains} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
