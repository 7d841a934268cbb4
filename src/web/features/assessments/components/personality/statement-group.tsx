import { ANSWER_SCALE, type AnswerValue } from "../../../../../shared/personality";
import { cn } from "../../../../lib/utils";

/**
 * One statement and its five-point scale as native radios, so arrow keys move along the scale and a
 * screen reader reads the statement as the group's name.
 */
export function StatementGroup({
  number,
  itemId,
  text,
  value,
  missing,
  onChange,
}: {
  number: number;
  itemId: string;
  text: string;
  value: AnswerValue | undefined;
  /** Marked when the member tried to move on without answering it. */
  missing: boolean;
  onChange: (value: AnswerValue) => void;
}) {
  const hintId = `statement-${itemId}-missing`;
  return (
    <fieldset
      id={`statement-${itemId}`}
      tabIndex={-1}
      aria-describedby={missing ? hintId : undefined}
      className={cn(
        "min-w-0 rounded-xl border bg-white p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
        missing ? "border-red-400" : "border-slate-200",
      )}
    >
      <legend className="sr-only">
        {number}. {text}
      </legend>
      <p aria-hidden className="flex gap-2 font-medium text-slate-900">
        <span className="text-slate-500 tabular-nums">{number}.</span>
        <span className="min-w-0">{text}</span>
      </p>
      {missing && (
        <p id={hintId} className="mt-1 text-sm text-red-700">
          Not answered yet.
        </p>
      )}
      <div className="mt-3 grid gap-2 sm:grid-cols-5">
        {ANSWER_SCALE.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm sm:flex-col sm:items-center sm:gap-1 sm:px-2 sm:text-center",
              value === choice.value
                ? "border-brand-600 bg-brand-50 text-brand-900"
                : "border-slate-200 text-slate-700 hover:border-slate-300",
            )}
          >
            <input
              type="radio"
              name={`statement-${itemId}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 shrink-0 accent-brand-600"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
