import { NOTIFICATION_KINDS } from "../../../../shared/schemas/notifications";
import { cn } from "../../../lib/utils";
import type { HistoryFilters } from "../api";

type Option = { label: string; active: boolean; select: () => void };

function Segment({ label, options }: { label: string; options: Option[] }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={option.active}
          onClick={option.select}
          className={cn(
            "rounded-full border px-3 py-1.5 text-sm font-medium transition-colors",
            option.active
              ? "border-brand-600 bg-brand-600 text-white"
              : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

/** All or Unread, and one kind (or every kind). */
export function NotificationFilters({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
      <Segment
        label="Show"
        options={[
          { label: "All", active: !filters.unread, select: () => onChange({ ...filters, unread: false }) },
          { label: "Unread", active: filters.unread, select: () => onChange({ ...filters, unread: true }) },
        ]}
      />
      <Segment
        label="Type"
        options={[
          { label: "All types", active: !filters.kind, select: () => onChange({ ...filters, kind: null }) },
          ...NOTIFICATION_KINDS.map((kind) => ({
            label: kind.label,
            active: filters.kind === kind.value,
            select: () => onChange({ ...filters, kind: kind.value }),
          })),
        ]}
      />
    </div>
  );
}
