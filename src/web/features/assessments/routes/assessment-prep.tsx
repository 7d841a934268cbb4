import { useQuery } from "@tanstack/react-query";
import { Brain, Calculator, FileSearch, Scale, Shapes, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  APTITUDE_CARD_KINDS,
  APTITUDE_KIND_LABELS,
  APTITUDE_TESTS,
  type AptitudeKind,
} from "../../../../shared/assessments";
import type { PractiseTarget } from "../../../../shared/online-tests";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { Spinner } from "../../../components/ui/spinner";
import { marks } from "../components/aptitude/format";
import { Unfinished } from "../components/aptitude/kind-card";
import { type Overview, overviewQuery } from "../overview-api";

export function meta() {
  return [{ title: "Assessment Prep · Finance Careers" }];
}

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

const KIND_ICONS: Record<AptitudeKind, typeof Calculator> = {
  numerical: Calculator,
  verbal: FileSearch,
  logical: Shapes,
  situational: Users,
  critical_thinking: Scale,
  logical_adaptive: Shapes,
};

const KIND_BLURBS: Record<AptitudeKind, string> = {
  numerical: "Tables and charts of financial data: percentages, ratios, growth and currency.",
  verbal: "Short business passages; decide whether each statement is True, False or Cannot say.",
  logical:
    "Sequences of shapes that change in two or three ways at once, at three levels, or adapting to you.",
  situational: "Workplace scenarios in finance: rate or rank the responses, scored against a key.",
  critical_thinking:
    "Watson Glaser-style: inference, assumptions, deduction, interpretation and evaluation of arguments.",
  logical_adaptive: "Logical sequences that get harder after right answers and easier after wrong ones.",
};

const PRACTISE_LINKS: Record<PractiseTarget, { label: string; to: string }> = {
  numerical: { label: "Numerical reasoning", to: "/app/assessment-prep/aptitude?kind=numerical" },
  verbal: { label: "Verbal reasoning", to: "/app/assessment-prep/aptitude?kind=verbal" },
  logical: { label: "Logical reasoning", to: "/app/assessment-prep/aptitude?kind=logical" },
  situational: { label: "Situational judgement", to: "/app/assessment-prep/aptitude?kind=situational" },
  critical_thinking: {
    label: "Critical thinking",
    to: "/app/assessment-prep/aptitude?kind=critical_thinking",
  },
  logical_adaptive: {
    label: "Adaptive logical reasoning",
    to: "/app/assessment-prep/aptitude?kind=logical",
  },
  personality: { label: "Personality", to: "/app/assessment-prep/personality" },
  "video-interview": { label: "Video interview", to: "/app/interview" },
};

/** The adaptive logical test is taken from the logical card, so it has no card of its own. */
const isCardKind = (kind: AptitudeKind) => (APTITUDE_CARD_KINDS as readonly AptitudeKind[]).includes(kind);

const LEVEL_WORDS = { low: "low", neutral: "average", high: "high" } as const;

// /app/assessment-prep: one card per test with the member's last result and progress, and the online
// tests their tracked firms name, each linked to the practice that rehearses it. Free on every plan.
export default function AssessmentPrepRoute() {
  const query = useQuery(overviewQuery);
  return (
    <section className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Assessment Prep</h1>
        <p className="max-w-3xl text-slate-600">
          Most firms screen applicants with online tests before anyone reads a CV. Practise each kind here,
          free on every plan: timed tests like the real ones, worked solutions, and how you compare with other
          members.
        </p>
      </div>
      {query.isPending && <Spinner />}
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load your assessment results.")}
        </LoadError>
      )}
      {query.data && (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <PersonalityCard personality={query.data.personality} />
            {query.data.aptitude
              .filter((progress) => isCardKind(progress.kind))
              .map((progress) => (
                <AptitudeCard key={progress.kind} progress={progress} />
              ))}
          </div>
          <FirmTests firmTests={query.data.firmTests} />
        </>
      )}
    </section>
  );
}

function TestCard({
  title,
  icon,
  children,
  action,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <article
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">{icon}</span>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      </div>
      <div className="flex-1 space-y-2 text-sm text-slate-700">{children}</div>
      <div>{action}</div>
    </article>
  );
}

function PersonalityCard({ personality }: { personality: Overview["personality"] }) {
  const inProgress = personality.answered !== null;
  return (
    <TestCard
      title="Personality questionnaire"
      icon={<Brain aria-hidden className="size-5" />}
      action={
        <Button asChild>
          <Link to="/app/assessment-prep/personality">
            {inProgress ? "Continue the questionnaire" : personality.last ? "See or retake" : "Start"}
          </Link>
        </Button>
      }
    >
      <p>120 statements, about 15 minutes: the Big Five domains and their 30 facets.</p>
      {inProgress && (
        <div className="space-y-1">
          <p>
            In progress: {personality.answered} of {personality.total} answered
          </p>
          <ProgressBar
            value={personality.answered ?? 0}
            max={personality.total}
            label="Personality questionnaire progress"
          />
        </div>
      )}
      {personality.last ? (
        <div>
          <p className="font-medium">Last result, {DATE.format(new Date(personality.last.completedAt))}</p>
          <ul className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {personality.last.domains.map((domain) => (
              <li key={domain.id}>
                {domain.name}: {LEVEL_WORDS[domain.level]} ({domain.percent})
              </li>
            ))}
          </ul>
        </div>
      ) : (
        !inProgress && <p className="text-slate-600">Not taken yet.</p>
      )}
    </TestCard>
  );
}

function AptitudeCard({ progress }: { progress: Overview["aptitude"][number] }) {
  const Icon = KIND_ICONS[progress.kind];
  const label = APTITUDE_KIND_LABELS[progress.kind];
  const size = APTITUDE_TESTS[progress.kind];
  const last = progress.last;
  const lastPercent = last ? Math.round((last.correct * 100) / Math.max(1, last.total)) : null;
  return (
    <TestCard
      title={label}
      icon={<Icon aria-hidden className="size-5" />}
      action={
        <Button asChild variant={progress.taken ? "secondary" : "primary"}>
          <Link to={`/app/assessment-prep/aptitude?kind=${progress.kind}`}>
            Practise<span className="sr-only"> {label.toLowerCase()}</span>
          </Link>
        </Button>
      }
    >
      <p>{KIND_BLURBS[progress.kind]}</p>
      <p className="text-slate-600">
        Timed test: {size.questions} questions in {size.minutes} minutes.
      </p>
      {last && lastPercent !== null ? (
        <div className="space-y-1">
          <p>
            <span className="font-medium">Last:</span> {marks(last.correct)} of {last.total} ({lastPercent}%),{" "}
            {last.mode === "Timed" ? "timed" : "practice"}, {DATE.format(new Date(last.completedAt))}
            {last.percentile !== null && <> · better than {last.percentile}% of members</>}
          </p>
          <p>
            {progress.taken} {progress.taken === 1 ? "test" : "tests"} taken · best {progress.bestPercent}%
            {progress.taken > 1 && progress.firstPercent !== null && <> · first {progress.firstPercent}%</>}
          </p>
          <ProgressBar value={lastPercent} max={100} label={`${label}: last score`} />
        </div>
      ) : (
        !progress.open && <p className="text-slate-600">Not taken yet.</p>
      )}
      {progress.open && <Unfinished test={progress.open} label={label} />}
    </TestCard>
  );
}

function FirmTests({ firmTests }: { firmTests: Overview["firmTests"] }) {
  return (
    <section aria-labelledby="firm-tests" className="space-y-3">
      <h2 id="firm-tests" className="text-xl font-semibold">
        Tests your firms use
      </h2>
      {firmTests.tracked === 0 ? (
        <p className="text-slate-600">
          Track roles from the{" "}
          <Link to="/app/job-feed" className="text-brand-700 underline">
            job feed
          </Link>{" "}
          or add them in the{" "}
          <Link to="/app/tracker" className="text-brand-700 underline">
            tracker
          </Link>
          : we read their postings and list the online tests they name here, so you practise the right ones.
        </p>
      ) : firmTests.tests.length === 0 ? (
        <p className="text-slate-600">
          None of the {firmTests.tracked} {firmTests.tracked === 1 ? "posting" : "postings"} you track names
          its online tests. Most graduate programmes use numerical and verbal reasoning and a video interview,
          so those are the safest to practise.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {firmTests.tests.map((test) => (
            <li key={test.name} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold">{test.name}</h3>
              <p className="text-sm text-slate-700">{test.summary}</p>
              <p className="mt-1 text-sm break-words text-slate-600">Named by: {test.firms.join(", ")}</p>
              <p className="mt-2 flex flex-wrap gap-2 text-sm">
                <span className="text-slate-600">Practise:</span>
                {test.practise.map((target) => (
                  <Link
                    key={target}
                    to={PRACTISE_LINKS[target].to}
                    className="font-medium text-brand-700 underline"
                  >
                    {PRACTISE_LINKS[target].label}
                    <span className="sr-only"> for {test.name}</span>
                  </Link>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
