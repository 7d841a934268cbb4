import { CheckCircle2, XCircle } from "lucide-react";
import { cn } from "../../../../lib/utils";
import type { ItemReview, ShownItem } from "../../aptitude-api";
import { optionText } from "./format";
import { MarkedOptions } from "./option-cards";

// The answer to one question: right or wrong, the correct option, the member's own, the worked
// solution and, for a figure sequence, the rule. Practice shows it after each answer; every review
// shows it for every question.

export function ReviewPanel({
  item,
  review,
  choice,
  announce = false,
  showOptions = item.kind === "logical",
}: {
  item: ShownItem;
  review: ItemReview;
  choice: number | null;
  /** Read the verdict out as it appears (Practice feedback), rather than in a page read later. */
  announce?: boolean;
  /** The options marked right and wrong; figures always need them, as words cannot name a figure. */
  showOptions?: boolean;
}) {
  const verdict = choice === null ? "Not answered" : review.correct ? "Correct" : "Incorrect";
  // The rule is the solution's last step too; it has its own heading here.
  const steps = review.solution.filter((step) => step !== review.rule);
  return (
    <div className="min-w-0 space-y-4">
      <div
        role={announce ? "status" : undefined}
        className={cn(
          "flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border p-3",
          review.correct ? "border-emerald-200 bg-emerald-50" : "border-red-200 bg-red-50",
        )}
      >
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
          Correct answer: <strong>{optionText(item, review.answerIndex)}</strong>
        </p>
        {choice !== null && !review.correct && (
          <p className="text-sm text-slate-800">
            Your answer: <strong>{optionText(item, choice)}</strong>
          </p>
        )}
      </div>
      {showOptions && <MarkedOptions item={item} answerIndex={review.answerIndex} choice={choice} />}
      {review.rule && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">The rule</h4>
          <p className="text-sm text-slate-800">{review.rule}</p>
        </div>
      )}
      {steps.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">
            {item.kind === "verbal" ? "Reason" : "Worked solution"}
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
