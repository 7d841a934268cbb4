import { useMutation, useQueries } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { PERSONALITY_PAGE_COUNT } from "../../../../shared/personality";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { Questionnaire } from "../components/personality/questionnaire";
import { personalityPageQuery, startPersonality } from "../personality-api";

export function meta() {
  return [{ title: "Personality Test · Finance Careers" }];
}

const PAGE_NUMBERS = Array.from({ length: PERSONALITY_PAGE_COUNT }, (_, i) => i + 1);

// /app/assessment-prep/personality/test: starting resumes the attempt in progress (from any device) or
// opens a new one, so arriving here directly works as well as arriving from the Start button. All
// twelve pages of statements load up front: they are small, and the questionnaire needs them to open
// on the first page with a statement left.
export default function PersonalityTestRoute() {
  const start = useMutation({ mutationFn: startPersonality });
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);
  const pages = useQueries({
    queries: PAGE_NUMBERS.map((page) => personalityPageQuery(page)),
    combine: (results) => ({
      data: results.every((r) => r.data) ? results.flatMap((r) => (r.data ? [r.data] : [])) : null,
      error: results.find((r) => r.error)?.error ?? null,
      retry: () => {
        for (const r of results) if (r.isError) r.refetch();
      },
    }),
  });

  const attempt = start.data;
  const failed = start.error ?? pages.error;
  return (
    <section className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8">
      <Link
        to="/app/assessment-prep/personality"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Personality Assessment
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">Personality Test</h1>
      {failed ? (
        <LoadError
          onRetry={() => {
            if (start.isError) mutate();
            pages.retry();
          }}
        >
          {errorMessage(failed, "Could not open the questionnaire.")}
        </LoadError>
      ) : attempt && pages.data ? (
        <Questionnaire key={attempt.id} attempt={attempt} pages={pages.data} />
      ) : (
        <Spinner label="Opening the questionnaire" />
      )}
    </section>
  );
}
