import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

const TONES = {
  error: "border-red-200 bg-red-50 text-red-800",
  info: "border-slate-200 bg-slate-50 text-slate-700",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
} as const;

/** A boxed message. Errors are announced (role="alert"); the others are polite status updates. */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-md border p-3 text-sm", TONES[tone], className)}
    >
      {children}
    </div>
  );
}

/** What an empty list says, and what to do about it. */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="font-medium text-slate-900">{title}</p>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
    </div>
  );
}
