import { type UseQueryResult, useMutation, useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { DOMAINS, FACET_NAMES } from "../../../../shared/personality";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { AnswerProgress } from "../components/personality/answer-progress";
import { PreviousResults } from "../components/personality/previous-results";
import { type PersonalityOverview, personalityOverviewQuery, startPersonality } from "../personality-api";

export function meta() {
  return [{ title: "Personality Assessment · Finance Careers" }];
}

// /app/assessment-prep/personality: what the questionnaire measures and how employers use such tests,
// the way in (or back in, at the member's progress), and every earlier result.
export default function PersonalityIntroRoute() {
  const query = useQuery(personalityOverviewQuery);
  return (
    <section className="mx-auto w-full max-w-4xl space-y-8 px-4 py-8">
      <div className="space-y-3">
        <Link
          to="/app/assessment-prep"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Assessment Prep
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">Personality Assessment</h1>
        <p className="max-w-3xl text-slate-600">
          A full Big Five personality questionnaire, like the ones many banks, asset managers and
          consultancies ask applicants to complete. You get your scores on five broad domains and thirty
          facets, with what each can mean in finance work.
        </p>
      </div>

      <StartPanel query={query} />

      <div className="grid gap-6 md:grid-cols-2">
        <article className="min-w-0 space-y-2">
          <h2 className="text-xl font-semibold">How it works</h2>
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            <li>120 statements, about 15 minutes.</li>
            <li>
              Ten statements a page. For each, choose how accurately it describes you, from Very inaccurate to
              Very accurate.
            </li>
            <li>
              Describe yourself as you are now, not as you would like to be: there are no right answers.
            </li>
            <li>
              Your answers are saved as you give them, so you can stop at any point and carry on later, on
              this or any other device.
            </li>
          </ul>
        </article>
        <article className="min-w-0 space-y-2">
          <h2 className="text-xl font-semibold">How finance employers use these tests</h2>
          <p className="text-slate-700">
            A personality questionnaire is one screen among several, next to aptitude tests, your application
            and interviews. No profile passes or fails on its own: employers look for fit with the role, such
            as staying effective under pressure, attention to detail, and working well in a team.
          </p>
          <p className="text-slate-700">
            Answer honestly and consistently. The same trait is asked about in several differently worded
            statements, and consistency checks spot answers shaped to look good, which harms a candidate more
            than any honest profile.
          </p>
        </article>
      </div>

      <article className="space-y-3">
        <h2 className="text-xl font-semibold">What it measures</h2>
        <p className="max-w-3xl text-slate-700">
          The questionnaire is the 120-statement IPIP-NEO, built by John A. Johnson from the International
          Personality Item Pool, whose statements are in the public domain. It measures the Big Five domains
          of personality, each split into six facets:
        </p>
        <dl className="grid gap-3 sm:grid-cols-2">
          {DOMAINS.map((domain) => (
            <div key={domain.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
              <dt className="font-medium text-slate-900">{domain.name}</dt>
              <dd className="text-sm text-slate-600">{FACET_NAMES[domain.id].join(", ")}</dd>
            </div>
          ))}
        </dl>
      </article>

      <PreviousResults query={query} />
    </section>
  );
}

function StartPanel({ query }: { query: UseQueryResult<PersonalityOverview> }) {
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: startPersonality,
    onSuccess: () => navigate("/app/assessment-prep/personality/test"),
  });
  if (query.isPending) return <Spinner label="Loading your progress" />;
  const current = query.data?.current;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {current ? (
        <>
          <h2 className="text-lg font-semibold">Your questionnaire in progress</h2>
          <AnswerProgress answered={current.answered} />
          <p className="text-sm text-slate-600">You will carry on at the first statement left to answer.</p>
        </>
      ) : (
        <h2 className="text-lg font-semibold">Ready when you are</h2>
      )}
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load your progress.")} You can still start or carry on.
        </LoadError>
      )}
      {start.error && (
        <Notice tone="error">{errorMessage(start.error, "Could not open the questionnaire.")}</Notice>
      )}
      <Button size="lg" onClick={() => start.mutate()} disabled={start.isPending}>
        {start.isPending ? "Opening…" : current ? "Continue the test" : "Start the test"}
      </Button>
    </div>
  );
}
