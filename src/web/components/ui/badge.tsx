import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

const TONES = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
  yellow: "bg-yellow-50 text-yellow-800 ring-yellow-300",
  blue: "bg-brand-50 text-brand-700 ring-brand-100",
  grey: "bg-slate-100 text-slate-700 ring-slate-200",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
