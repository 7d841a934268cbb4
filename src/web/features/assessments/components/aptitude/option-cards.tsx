import { Check, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../../../lib/utils";
import type { ShownItem } from "../../aptitude-api";
import { describeFigure } from "./figure-description";
import { FigureTile } from "./figure-tile";
import { OPTION_LETTERS } from "./format";

// A question's options: as a radio group while the member answers, and as a marked list in a review
// (the correct option, and the member's own when it was wrong).

const GRIDS: Record<ShownItem["kind"], string> = {
  numerical: "grid-cols-1 sm:grid-cols-5",
  verbal: "grid-cols-1 sm:grid-cols-3",
  // Two across on a phone, so a figure with several shapes stays large enough to compare.
  logical: "grid-cols-2 sm:grid-cols-5",
  critical_thinking: "grid-cols-1 sm:grid-cols-2",
  situational: "grid-cols-1",
};

/** Critical thinking's inference section has five answers, the others two. */
const gridOf = (item: ShownItem) =>
  item.kind === "critical_thinking" && item.options.length > 2
    ? "grid-cols-1 sm:grid-cols-5"
    : GRIDS[item.kind];

function OptionBody({ item, index, figureId }: { item: ShownItem; index: number; figureId?: string }) {
  const letter = OPTION_LETTERS[index] ?? String(index + 1);
  switch (item.kind) {
    case "numerical":
    case "situational":
      return (
        <span className="flex items-baseline gap-2">
          <span aria-hidden className="font-semibold text-slate-500">
            {letter}
          </span>
          <span className="font-medium text-slate-900 tabular-nums">{item.options[index]}</span>
        </span>
      );
    case "verbal":
    case "critical_thinking":
      return <span className="font-medium text-slate-900">{item.options[index]}</span>;
    case "logical": {
      const figure = item.options[index];
      return (
        <span className="flex min-w-0 flex-1 flex-col items-center gap-1">
          <span aria-hidden className="font-semibold text-slate-700">
            {letter}
          </span>
          {figure && (
            <FigureTile
              id={figureId}
              figure={figure}
              label={`Option ${letter}: ${describeFigure(figure)}`}
              className="max-w-24"
            />
          )}
        </span>
      );
    }
  }
}

export function OptionRadios({
  item,
  legend,
  value,
  onChange,
  disabled,
}: {
  item: ShownItem;
  legend: ReactNode;
  value: number | null;
  onChange: (index: number) => void;
  disabled: boolean;
}) {
  const groupId = useId();
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-3 text-lg font-semibold break-words text-slate-900">{legend}</legend>
      <div className={cn("grid gap-2", gridOf(item))}>
        {item.options.map((_, index) => {
          // A figure option is named by its letter and described by its drawing, so "Option A" finds it.
          const figureId = item.kind === "logical" ? `${groupId}-${index}` : undefined;
          return (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed and answered by position
              key={index}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-lg border-2 p-3 text-sm",
                item.kind === "logical" && "items-start p-2",
                value === index
                  ? "border-brand-600 bg-brand-50"
                  : "border-slate-200 bg-white hover:border-slate-300",
                disabled && "cursor-not-allowed opacity-70",
              )}
            >
              <input
                type="radio"
                name={`answer-${item.id}`}
                value={index}
                checked={value === index}
                onChange={() => onChange(index)}
                disabled={disabled}
                aria-label={figureId ? `Option ${OPTION_LETTERS[index]}` : undefined}
                aria-describedby={figureId}
                className="size-4 shrink-0"
              />
              <OptionBody item={item} index={index} figureId={figureId} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function MarkedOptions({
  item,
  answerIndex,
  choice,
}: {
  item: ShownItem;
  answerIndex: number;
  choice: number | null;
}) {
  return (
    <ul aria-label="Options" className={cn("grid gap-2", gridOf(item))}>
      {item.options.map((_, index) => {
        const correct = index === answerIndex;
        const chosen = index === choice;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed and answered by position
            key={index}
            className={cn(
              "flex flex-col gap-1 rounded-lg border-2 p-2 text-sm",
              correct
                ? "border-emerald-600 bg-emerald-50"
                : chosen
                  ? "border-red-500 bg-red-50"
                  : "border-slate-200",
            )}
          >
            <OptionBody item={item} index={index} />
            {(correct || chosen) && (
              <span
                className={cn(
                  "flex items-center gap-1 text-xs font-semibold",
                  correct ? "text-emerald-800" : "text-red-800",
                )}
              >
                {correct ? (
                  <Check aria-hidden className="size-3.5" />
                ) : (
                  <X aria-hidden className="size-3.5" />
                )}
                {correct && chosen
                  ? "Correct answer, your answer"
                  : correct
                    ? "Correct answer"
                    : "Your answer"}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
