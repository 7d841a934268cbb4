import { Link } from "react-router";
import { APTITUDE_KIND_LABELS } from "../../../../../shared/assessments";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { Notice } from "../../../../components/ui/notice";
import type { AptitudeAttempt, AttemptEntry } from "../../aptitude-api";
import { duration, marks, percentOf, questionText } from "./format";
import { ItemPrompt } from "./item-prompt";
import { LevelBadge } from "./question-runner";
import { ReviewPanel } from "./review-panel";
import { SectionResults } from "./section-results";

// A finished test: the score, the time it took, the member's standing (or when it will appear), and
// every question again with what was shown, both answers, the time taken and the worked solution.

function Summary({ attempt, endedByClock }: { attempt: AptitudeAttempt; endedByClock: boolean }) {
  const result = attempt.result;
  if (!result) return null;
  const facts = [
    { term: "Score", value: `${marks(result.correct)} of ${result.total}`, big: true },
    { term: "Percentage", value: `${percentOf(result.correct, result.total)}%`, big: true },
    { term: "Total time", value: duration(result.totalSeconds) },
    {
      term: "Time per question",
      value: result.averageSeconds === null ? "—" : duration(result.averageSeconds),
    },
  ];
  return (
    <section
      aria-labelledby="aptitude-result"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="aptitude-result" className="text-xl font-semibold">
        Your result
      </h2>
      {endedByClock && (
        <Notice tone="info">
          Time ran out, so the test was finished for you. Unanswered questions count as wrong.
        </Notice>
      )}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.term} className="min-w-0">
            <dt className="text-sm text-slate-600">{fact.term}</dt>
            <dd
              className={
                fact.big ? "text-3xl font-bold text-brand-700" : "text-xl font-semibold text-slate-900"
              }
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {attempt.kind === "logical_adaptive" && (
        <p className="text-sm text-slate-700">
          Each right answer counts by its level: a whole mark at level 3, two thirds at level 2 and a third at
          level 1, so reaching the harder items raises the score.
        </p>
      )}
      {attempt.kind === "situational" && (
        <p className="text-sm text-slate-700">
          Each scenario is worth one mark, earned in part when your answers are close to the key.
        </p>
      )}
      {result.sections && <SectionResults kind={attempt.kind} sections={result.sections} />}
      <p className="rounded-lg bg-slate-50 p-3 text-slate-800" data-testid="aptitude-percentile">
        {result.percentile !== null ? (
          <>
            <strong>Better than {result.percentile}% of members</strong> who have taken the Timed{" "}
            {APTITUDE_KIND_LABELS[attempt.kind].toLowerCase()} test.
          </>
        ) : (
          (result.message ?? "No percentile for this test.")
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/app/assessment-prep/aptitude?kind=${attempt.kind}`}>Take another test</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/app/assessment-prep/aptitude#aptitude-history">See all your results</Link>
        </Button>
      </div>
    </section>
  );
}

function ReviewedQuestion({ entry, number, total }: { entry: AttemptEntry; number: number; total: number }) {
  const headingId = `review-${number}`;
  const review = entry.review;
  const answered = entry.answer !== null;
  const situational = entry.item.kind === "situational";
  return (
    <article
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Question {number} of {total}
        </h3>
        {!answered ? (
          <Badge tone="grey">Not answered</Badge>
        ) : situational ? (
          <Badge tone={(review?.credit ?? 0) >= 0.5 ? "green" : "amber"}>
            {Math.round((review?.credit ?? 0) * 100)}% of the marks
          </Badge>
        ) : review?.correct ? (
          <Badge tone="green">Correct</Badge>
        ) : (
          <Badge tone="red">Incorrect</Badge>
        )}
        <LevelBadge item={entry.item} />
        <span className="text-sm text-slate-600">
          Time taken: {entry.answer ? duration(entry.answer.seconds) : "—"}
        </span>
      </div>
      <ItemPrompt item={entry.item} />
      <p className="font-semibold break-words text-slate-900">
        {entry.item.kind === "verbal" || entry.item.kind === "critical_thinking"
          ? `Statement: “${questionText(entry.item)}”`
          : questionText(entry.item)}
      </p>
      {review && <ReviewPanel item={entry.item} review={review} answer={entry.answer} showOptions />}
    </article>
  );
}

export function AttemptResults({
  attempt,
  endedByClock,
}: {
  attempt: AptitudeAttempt;
  endedByClock: boolean;
}) {
  return (
    <div className="space-y-6">
      <Summary attempt={attempt} endedByClock={endedByClock} />
      <section aria-labelledby="aptitude-review" className="space-y-4">
        <h2 id="aptitude-review" className="text-xl font-semibold">
          Review of every question
        </h2>
        <ol className="space-y-4">
          {attempt.items.map((entry, i) => (
            <li key={entry.item.id}>
              <ReviewedQuestion entry={entry} number={i + 1} total={attempt.items.length} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
