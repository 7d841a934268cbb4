import { CheckCircle2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../../lib/utils";
import type { AttemptEntry, ItemReview, ShownItem } from "../../aptitude-api";
import { optionText } from "./format";
import { MarkedOptions } from "./option-cards";
import { SjtKeyReview } from "./sjt-review";

// The answer to one question: right or wrong, the correct option, the member's own, the worked
// solution and, for a figure sequence, the rule. Practice shows it after each answer; every review
// shows it for every question.

const VERDICT_TONES = {
  good: "border-emerald-200 bg-emerald-50",
  part: "border-amber-200 bg-amber-50",
  bad: "border-red-200 bg-red-50",
} as const;

/** The verdict line, read out as it appears when `announce` is set (Practice feedback). */
function VerdictBox({
  announce,
  tone,
  children,
}: {
  announce: boolean;
  tone: keyof typeof VERDICT_TONES;
  children: ReactNode;
}) {
  return (
    <div
      role={announce ? "status" : undefined}
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border p-3", VERDICT_TONES[tone])}
    >
      {children}
    </div>
  );
}

/** A scenario's verdict: full, part or no marks, as a share of its marks. */
function SituationalReview({
  item,
  review,
  answer,
  announce,
}: {
  item: Extract<ShownItem, { kind: "situational" }>;
  review: ItemReview;
  answer: AttemptEntry["answer"];
  announce: boolean;
}) {
  const percent = Math.round(review.credit * 100);
  const verdict = !answer
    ? "Not answered"
    : percent === 100
      ? "Full marks"
      : percent === 0
        ? "No marks"
        : "Part marks";
  const good = percent >= 50;
  return (
    <div className="min-w-0 space-y-4">
      <VerdictBox announce={announce} tone={good ? "good" : "part"}>
        <p className={cn("font-semibold", good ? "text-emerald-800" : "text-amber-900")}>{verdict}</p>
        <p className="text-sm text-slate-800">
          You earned <strong>{percent}%</strong> of this scenario's marks.{" "}
          {item.format === "rate"
            ? "Each rating earns less the further it is from the key."
            : "Half for the most effective response, half for the least."}
        </p>
      </VerdictBox>
      {review.key && (
        <SjtKeyReview item={item} keyed={review.key} mostLeast={review.mostLeast} answer={answer} />
      )}
    </div>
  );
}

export function ReviewPanel({
  item,
  review,
  answer,
  announce = false,
  showOptions = item.kind === "logical",
}: {
  item: ShownItem;
  review: ItemReview;
  answer: AttemptEntry["answer"];
  /** Read the verdict out as it appears (Practice feedback), rather than in a page read later. */
  announce?: boolean;
  /** The options marked right and wrong; figures always need them, as words cannot name a figure. */
  showOptions?: boolean;
}) {
  if (item.kind === "situational") {
    return <SituationalReview item={item} review={review} answer={answer} announce={announce} />;
  }
  const choice = answer?.choice ?? null;
  const answerIndex = review.answerIndex ?? 0;
  const verdict = choice === null ? "Not answered" : review.correct ? "Correct" : "Incorrect";
  // The rule is the solution's last step too; it has its own heading here.
  const steps = review.solution.filter((step) => step !== review.rule);
  return (
    <div className="min-w-0 space-y-4">
      <VerdictBox announce={announce} tone={review.correct ? "good" : "bad"}>
        <p
          className={cn(
            "flex items-center gap-1.5 font-semibold",
            review.correct ? "text-emerald-800" : "text-red-800",
          )}
        >
          {review.correct ? (
            <CheckCircle2 aria-hidden className="size-5" />
          ) : (
            <XCircle aria-hidden className="size-5" />
          )}
          {verdict}
        </p>
        <p className="text-sm text-slate-800">
          Correct answer: <strong>{optionText(item, answerIndex)}</strong>
        </p>
        {choice !== null && !review.correct && (
          <p className="text-sm text-slate-800">
            Your answer: <strong>{optionText(item, choice)}</strong>
          </p>
        )}
      </VerdictBox>
      {showOptions && <MarkedOptions item={item} answerIndex={answerIndex} choice={choice} />}
      {review.rule && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">The rule</h4>
          <p className="text-sm text-slate-800">{review.rule}</p>
        </div>
      )}
      {steps.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">
            {item.kind === "verbal" || item.kind === "critical_thinking" ? "Reason" : "Worked solution"}
          </h4>
          {steps.length === 1 ? (
            <p className="text-sm break-words text-slate-800">{steps[0]}</p>
          ) : (
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm break-words text-slate-800">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
