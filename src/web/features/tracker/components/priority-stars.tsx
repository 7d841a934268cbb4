import { Star } from "lucide-react";
import { PRIORITY_VALUES, priorityLabel } from "../../../../shared/tracker-labels";
import { cn } from "../../../lib/utils";

// An application's priority as one to three stars. With `onChange` each star is a button (choosing the
// current one again clears it); without it the stars are only shown, with the count for screen readers.

export function PriorityStars({
  value,
  onChange,
  label,
  disabled,
}: {
  value: number | null;
  onChange?: (next: number | null) => void;
  /** What the stars rank, for screen readers ("Goldman Sachs: Summer Analyst"). */
  label: string;
  disabled?: boolean;
}) {
  const star = (n: number) => (
    <Star
      aria-hidden
      className={cn(
        "size-4",
        value !== null && n <= value ? "fill-amber-400 text-amber-500" : "text-slate-400",
      )}
    />
  );
  if (!onChange) {
    return (
      <span className="inline-flex items-center" title={priorityLabel(value)}>
        <span className="sr-only">Priority: {priorityLabel(value)}</span>
        {PRIORITY_VALUES.map((n) => (
          <span key={n}>{star(n)}</span>
        ))}
      </span>
    );
  }
  return (
    <fieldset className="inline-flex items-center" aria-label={`Priority of ${label}`}>
      {PRIORITY_VALUES.map((n) => (
        <button
          key={n}
          type="button"
          disabled={disabled}
          aria-pressed={value === n}
          aria-label={value === n ? `${priorityLabel(n)} (choose again to clear)` : `Set ${priorityLabel(n)}`}
          onClick={() => onChange(value === n ? null : n)}
          className="rounded p-1 hover:bg-amber-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-50"
        >
          {star(n)}
        </button>
      ))}
    </fieldset>
  );
}

/** The tags as small chips. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium break-all text-slate-700 ring-1 ring-slate-200 ring-inset"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
