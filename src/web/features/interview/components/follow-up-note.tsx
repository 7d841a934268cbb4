import type { FollowUpVerdict } from "../../../../shared/interview";
import { cn } from "../../../lib/utils";

// What a follow-up asked for and whether this answer gives it: the follow-up is judged on its own, so
// nothing from the answer it follows is counted or quoted here.

export function FollowUpNote({ verdict, words }: { verdict: FollowUpVerdict; words: number }) {
  return (
    <div
      className={cn(
        "space-y-1 rounded-md border p-3 text-sm",
        verdict.addressed ? "border-emerald-200 bg-emerald-50/50" : "border-amber-200 bg-amber-50/60",
      )}
      data-testid="follow-up-verdict"
    >
      <p className="font-medium text-slate-900">
        {verdict.addressed ? "Follow-up answered" : "Follow-up not answered yet"}
      </p>
      <p className="break-words text-slate-800">{verdict.why}</p>
      <p className="text-xs text-slate-600">
        This feedback is about your follow-up answer alone ({words} {words === 1 ? "word" : "words"}).
      </p>
    </div>
  );
}
