import { PERSONALITY_ITEM_COUNT } from "../../../../../shared/personality";

/** How far through the 120 statements the member is, as text and as a bar. */
export function AnswerProgress({ answered }: { answered: number }) {
  const text = `${answered} of ${PERSONALITY_ITEM_COUNT} answered`;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-700">{text}</p>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={0}
        aria-valuemax={PERSONALITY_ITEM_COUNT}
        aria-valuenow={answered}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${(answered * 100) / PERSONALITY_ITEM_COUNT}%` }}
        />
      </div>
    </div>
  );
}
