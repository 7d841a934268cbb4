import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { APTITUDE_CARD_KINDS, type AptitudeKind } from "../../../../shared/assessments";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { EmptyState } from "../../../components/ui/notice";
import { aptitudeHistoryQuery } from "../aptitude-api";
import { HistoryTable } from "../components/aptitude/history-table";
import { KindCard } from "../components/aptitude/kind-card";
import { ScoreChart } from "../components/aptitude/score-chart";
import { overviewQuery } from "../overview-api";

export function meta() {
  return [{ title: "Aptitude Tests · Finance Careers" }];
}

const isKind = (value: string | null): value is AptitudeKind =>
  (APTITUDE_CARD_KINDS as readonly string[]).includes(value ?? "");

// /app/assessment-prep/aptitude: a card per kind of test with Timed and Practice, then every finished
// test and the scores over time. ?kind=numerical (the hub's links) picks out that kind's card.
export default function AptitudeRoute() {
  const [params] = useSearchParams();
  const picked = params.get("kind");
  const history = useQuery(aptitudeHistoryQuery);
  const overview = useQuery(overviewQuery);
  const resultsOf = (kind: AptitudeKind) => history.data?.filter((entry) => entry.kind === kind);
  const openOf = (kind: AptitudeKind) =>
    overview.data?.aptitude.find((progress) => progress.kind === kind)?.open ?? null;
  return (
    <section className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8">
      <div className="space-y-2">
        <Link
          to="/app/assessment-prep"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Assessment Prep
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">Aptitude Tests</h1>
        <p className="max-w-3xl text-slate-600">
          The online tests graduate employers set before interviews: reasoning, situational judgement and
          critical thinking. Take a Timed test under real conditions, or Practice without a clock and see the
          worked solution after every answer. Timed results show how you compare with other members.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {APTITUDE_CARD_KINDS.map((kind) => (
          <KindCard
            key={kind}
            kind={kind}
            results={resultsOf(kind)}
            highlighted={isKind(picked) && picked === kind}
            open={openOf(kind)}
            adaptive={
              kind === "logical"
                ? { results: resultsOf("logical_adaptive"), open: openOf("logical_adaptive") }
                : null
            }
          />
        ))}
      </div>
      <section aria-labelledby="aptitude-history" className="space-y-4">
        <h2 id="aptitude-history" className="text-xl font-semibold">
          Your results over time
        </h2>
        {history.isError && (
          <LoadError onRetry={() => history.refetch()}>
            {errorMessage(history.error, "Could not load your results.")}
          </LoadError>
        )}
        {history.isPending && <p className="text-sm text-slate-600">Loading your results…</p>}
        {history.data?.length === 0 && (
          <EmptyState
            title="No finished tests yet"
            hint="Each test you finish appears here with its score, so you can see your progress."
          />
        )}
        {history.data && history.data.length > 0 && (
          <>
            <ScoreChart history={history.data} />
            <HistoryTable history={history.data} />
          </>
        )}
      </section>
    </section>
  );
}
