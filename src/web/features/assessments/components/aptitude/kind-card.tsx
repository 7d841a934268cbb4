import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Calculator, FileSearch, Scale, Shapes, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { APTITUDE_KIND_LABELS, APTITUDE_TESTS, type AptitudeKind } from "../../../../../shared/assessments";
import type { AptitudeMode } from "../../../../../shared/schemas/assessments";
import { Button } from "../../../../components/ui/button";
import { errorMessage } from "../../../../components/ui/load-error";
import { Notice } from "../../../../components/ui/notice";
import { cn } from "../../../../lib/utils";
import { type AptitudeHistoryEntry, attemptQuery, startAptitude } from "../../aptitude-api";
import { marks, percentOf } from "./format";

// One kind of aptitude test: what it is, which real tests it is like, the Timed test's size, the
// member's last and best results, and the two ways to start it.

const ABOUT: Record<AptitudeKind, { what: string; like: string; Icon: typeof Calculator }> = {
  numerical: {
    what: "Tables and charts of company figures: percentage change, ratios, averages, growth and shares of a total.",
    like: "Like the numerical tests banks set through SHL (Verify) and Cappfinity.",
    Icon: Calculator,
  },
  verbal: {
    what: "Short business passages: decide whether each statement is True, False or Cannot say from the passage alone.",
    like: "Like SHL verbal reasoning and Watson Glaser-style verbal critical reasoning.",
    Icon: FileSearch,
  },
  logical: {
    what: "Sequences of shapes where two or three things change at once (position, turn, number, shading): find every rule and choose the figure that comes next. The test climbs through three levels.",
    like: "Like the inductive (abstract) reasoning tests from Kenexa and SHL.",
    Icon: Shapes,
  },
  situational: {
    what: "Finance workplace scenarios: a deadline clash, a client error found late, an instruction that breaks a rule. Rate each response, or pick the most and least effective.",
    like: "Like the situational judgement tests banks set through Cappfinity, SHL and Amberjack.",
    Icon: Users,
  },
  critical_thinking: {
    what: "Five sections: inference, recognition of assumptions, deduction, interpretation and evaluation of arguments, each with its standard instructions.",
    like: "Like the Watson Glaser critical thinking test from Pearson TalentLens.",
    Icon: Scale,
  },
  logical_adaptive: {
    what: "Logical sequences that get harder after each right answer and easier after each wrong one.",
    like: "Like the adaptive tests from Talent Q and SHL Verify.",
    Icon: Shapes,
  },
};

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

function Results({ results }: { results: AptitudeHistoryEntry[] | undefined }) {
  if (!results) return <p className="text-slate-600">Loading your results…</p>;
  const [last] = results;
  if (!last) return <p className="text-slate-600">Not taken yet.</p>;
  const best = results.reduce((top, r) => Math.max(top, percentOf(r.correct, r.total)), 0);
  return (
    <div className="space-y-0.5">
      <p>
        <span className="font-medium">Last result:</span> {marks(last.correct)} of {last.total} (
        {percentOf(last.correct, last.total)}%), {last.mode === "Timed" ? "timed" : "practice"},{" "}
        {last.completedAt ? DATE.format(new Date(last.completedAt)) : ""}
        {last.percentile !== null && <> · better than {last.percentile}% of members</>}
      </p>
      <p>
        <span className="font-medium">Best:</span> {best}% · {results.length}{" "}
        {results.length === 1 ? "test" : "tests"} taken
      </p>
    </div>
  );
}

export type UnfinishedTest = { id: string; mode: string; answered: number; total: number };

/** A test left half-way, to carry on where the member stopped (a Timed one may have run out of time). */
export function Unfinished({ test, label }: { test: UnfinishedTest; label: string }) {
  return (
    <p className="rounded-md bg-amber-50 p-2 text-amber-900">
      Unfinished {test.mode === "Timed" ? "timed test" : "practice test"}: {test.answered} of {test.total}{" "}
      answered.{" "}
      <Link to={`/app/assessment-prep/aptitude/${test.id}`} className="font-medium underline">
        Continue<span className="sr-only"> the unfinished {label.toLowerCase()} test</span>
      </Link>
    </p>
  );
}

export function KindCard({
  kind,
  results,
  highlighted,
  open = null,
  adaptive = null,
}: {
  kind: AptitudeKind;
  /** This kind's finished tests, newest first; undefined while loading. */
  results: AptitudeHistoryEntry[] | undefined;
  highlighted: boolean;
  /** A test of this kind left unfinished. */
  open?: UnfinishedTest | null;
  /** On the logical card: the adaptive test's results and unfinished test, and the buttons to start it. */
  adaptive?: { results: AptitudeHistoryEntry[] | undefined; open: UnfinishedTest | null } | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const card = useRef<HTMLElement>(null);
  const { what, like, Icon } = ABOUT[kind];
  const label = APTITUDE_KIND_LABELS[kind];
  const size = APTITUDE_TESTS[kind];
  const adaptiveSize = APTITUDE_TESTS.logical_adaptive;
  const headingId = `aptitude-kind-${kind}`;

  const start = useMutation({
    mutationFn: ({ mode, adaptive = false }: { mode: AptitudeMode; adaptive?: boolean }) =>
      startAptitude({ kind: adaptive ? "logical_adaptive" : kind, mode }),
    onSuccess: (attempt) => {
      queryClient.setQueryData(attemptQuery(attempt.id).queryKey, attempt);
      navigate(`/app/assessment-prep/aptitude/${attempt.id}`);
    },
  });

  // Arriving from the hub's link for this kind: bring its card into view.
  useEffect(() => {
    if (highlighted) card.current?.scrollIntoView({ block: "center" });
  }, [highlighted]);

  return (
    <article
      ref={card}
      aria-labelledby={headingId}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm",
        highlighted ? "border-brand-600 ring-2 ring-brand-500" : "border-slate-200",
      )}
    >
      <div className="flex items-center gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <h2 id={headingId} className="text-lg font-semibold">
          {label}
        </h2>
      </div>
      <div className="flex-1 space-y-2 text-sm text-slate-700">
        <p>{what}</p>
        <p className="text-slate-600">{like}</p>
        <p>
          <span className="font-medium">Timed test:</span> {size.questions} questions in {size.minutes}{" "}
          minutes. <span className="font-medium">Practice:</span> no clock, the worked solution after each
          answer.
        </p>
        <Results results={results} />
        {open && <Unfinished test={open} label={label} />}
        {adaptive && (
          <div className="space-y-1 border-t border-slate-200 pt-2">
            <p>
              <span className="font-medium">Adaptive test:</span> {adaptiveSize.questions} questions that get
              harder after right answers and easier after wrong ones, with the level shown as you go. Untimed,
              it shows the worked solution after each answer.
            </p>
            {adaptive.results && adaptive.results.length > 0 && <Results results={adaptive.results} />}
            {adaptive.open && (
              <Unfinished test={adaptive.open} label={APTITUDE_KIND_LABELS.logical_adaptive} />
            )}
          </div>
        )}
      </div>
      {start.error && (
        <Notice tone="error">{errorMessage(start.error, "The test could not be started.")}</Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => start.mutate({ mode: "Timed" })} disabled={start.isPending}>
          Timed test
        </Button>
        <Button
          variant="secondary"
          onClick={() => start.mutate({ mode: "Practice" })}
          disabled={start.isPending}
        >
          Practice
        </Button>
      </div>
      {adaptive && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => start.mutate({ mode: "Timed", adaptive: true })}
            disabled={start.isPending}
          >
            Adaptive test
          </Button>
          <Button
            variant="secondary"
            onClick={() => start.mutate({ mode: "Practice", adaptive: true })}
            disabled={start.isPending}
          >
            Adaptive, no clock
          </Button>
        </div>
      )}
    </article>
  );
}
