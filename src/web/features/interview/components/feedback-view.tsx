import type { AnswerFeedback } from "../../../../shared/interview";
import { cn } from "../../../lib/utils";

// The rubric for one answer: each criterion 1-5 with why and how to make it stronger, then the outline
// of a strong answer.

const tone = (score: number) =>
  score >= 4 ? "text-emerald-700" : score >= 3 ? "text-amber-700" : "text-red-700";

export function FeedbackView({ feedback }: { feedback: AnswerFeedback }) {
  const fillers = feedback.fillerWords.filter((f) => f.count > 0);
  return (
    <div className="min-w-0 space-y-4" data-testid="answer-feedback">
      <p className="text-sm text-slate-700">
        Overall{" "}
        <span className={cn("text-2xl font-bold", tone(feedback.overall))}>
          {feedback.overall.toFixed(1)}
        </span>{" "}
        / 5{" · "}
        {feedback.wordCount} words
        {feedback.wordsPerMinute ? ` · ${feedback.wordsPerMinute} words a minute` : ""}
      </p>
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Scores for this answer</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="w-2/5 py-1 pr-2 font-medium sm:w-1/4">
              Criterion
            </th>
            <th scope="col" className="w-16 py-1 pr-2 font-medium">
              Score
            </th>
            <th scope="col" className="py-1 font-medium">
              Why
            </th>
          </tr>
        </thead>
        <tbody>
          {feedback.criteria.map((c) => (
            <tr key={c.id} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-2 font-medium break-words text-slate-900">
                {c.label}
              </th>
              <td className="py-2 pr-2 whitespace-nowrap">{c.score === null ? "n/a" : `${c.score} of 5`}</td>
              <td className="py-2 break-words text-slate-700">{c.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
      {feedback.keyPointsMissing.length > 0 && (
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
