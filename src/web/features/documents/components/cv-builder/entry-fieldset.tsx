import type { ReactNode } from "react";
import { EntryControls } from "./entry-controls";

/** One entry of a section (a school, a role), named for screen readers, with its move and remove buttons. */
export function EntryFieldset({
  name,
  index,
  count,
  onMove,
  onRemove,
  children,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      {/* A legend has to be the fieldset's first child, so the visible title beside the buttons is a copy. */}
      <legend className="sr-only">{name}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden className="text-sm font-semibold capitalize text-slate-800">
          {name}
        </p>
        <EntryControls name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
      {children}
    </fieldset>
  );
}
