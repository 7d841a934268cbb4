import type { AnswerFeedback } from "../../../../shared/interview";
import { BreakdownTable } from "../../../components/ui/breakdown-table";
import { cn } from "../../../lib/utils";
import { ClaimList } from "./claim-list";
import { FollowUpNote } from "./follow-up-note";
import { SecondReader } from "./second-reader";

// The rubric for one answer: each criterion 1-5 with why and how to make it stronger, each key point
// covered, wrong or missing (a story's covered or missing, each covered one with the member's sentence),
// then the outline of a strong answer. A follow-up's
// feedback is about the follow-up alone.

const tone = (score: number) =>
  score >= 4 ? "text-emerald-700" : score >= 3 ? "text-amber-700" : "text-red-700";

export function FeedbackView({ feedback }: { feedback: AnswerFeedback }) {
  const fillers = feedback.fillerWords.filter((f) => f.count > 0);
  // A follow-up is judged alone, so the points it leaves out are listed as missing, as the technical
  // accuracy row says: a shorter list would count "0 missing" beside a "Missing:" line.
  const claims = feedback.claims;
  return (
    <div className="min-w-0 space-y-4" data-testid="answer-feedback">
      <p className="text-sm text-slate-700">
        Overall{" "}
        <span className={cn("text-2xl font-bold", tone(feedback.overall))}>
          {feedback.overall.toFixed(1)}
        </span>{" "}
        / 5{" · "}
        {feedback.wordCount} {feedback.wordCount === 1 ? "word" : "words"}
        {feedback.input ? ` · ${feedback.input === "typed" ? "typed" : "spoken"}` : ""}
        {feedback.wordsPerMinute ? ` · ${feedback.wordsPerMinute} words a minute` : ""}
      </p>
      {feedback.followUp && <FollowUpNote verdict={feedback.followUp} words={feedback.wordCount} />}
      {claims && claims.length > 0 && <ClaimList claims={claims} canBeWrong={!feedback.star} />}
      {feedback.secondReader && <SecondReader reading={feedback.secondReader} />}
      <BreakdownTable
        caption="Scores for this answer"
        headings={["Criterion", "Score", "Why"]}
        labelClassName="w-2/5 sm:w-1/4"
        valueClassName="w-16"
        rows={feedback.criteria.map((c) => ({
          key: c.id,
          label: c.label,
          value: c.score === null ? "n/a" : `${c.score} of 5`,
          why: c.why,
        }))}
      />
      {feedback.coach && (
        <p className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
          <span className="font-medium">Interviewer's note:</span> {feedback.coach.comment}
        </p>
      )}
      {feedback.star && (
        <p className="text-sm text-slate-700">
          STAR:{" "}
          {(["situation", "task", "action", "result"] as const)
            .map(
              (part) =>
                `${part[0]?.toUpperCase()}${part.slice(1)} ${feedback.star?.[part] ? "found" : "missing"}`,
            )
            .join(", ")}
          .
        </p>
      )}
      {!feedback.claims && feedback.keyPointsMissing.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">Key points to add:</span> {feedback.keyPointsMissing.join("; ")}.
        </p>
      )}
      {fillers.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">Filler words:</span>{" "}
          {fillers.map((f) => `“${f.word}” ×${f.count}`).join(", ")}.
        </p>
      )}
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Outline of a strong answer</h4>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {feedback.outline.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
