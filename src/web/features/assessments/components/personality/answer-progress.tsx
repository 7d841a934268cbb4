import { PERSONALITY_ITEM_COUNT } from "../../../../../shared/personality";
import { ProgressBar } from "../../../../components/ui/progress-bar";

/** How far through the 120 statements the member is, as text and as a bar. */
export function AnswerProgress({ answered }: { answered: number }) {
  const text = `${answered} of ${PERSONALITY_ITEM_COUNT} answered`;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-700">{text}</p>
      <ProgressBar
        label="Questionnaire progress"
        value={answered}
        max={PERSONALITY_ITEM_COUNT}
        valueText={text}
      />
    </div>
  );
}
