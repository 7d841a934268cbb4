import type { ReactNode } from "react";
import { Label } from "./label";

/** A labelled control with its error message wired to aria-describedby, so screen readers read both. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  // min-w-0 and wrapping anywhere: a long example address in a hint must not widen a grid column
  // past a phone's screen.
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs [overflow-wrap:anywhere] text-slate-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm [overflow-wrap:anywhere] text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props that connect an input to its FormField's label and error. */
export function fieldProps(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}
