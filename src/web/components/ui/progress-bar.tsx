import { cn } from "../../lib/utils";

// How far along something is, as a bar a screen reader reads as a progress bar.

export function ProgressBar({
  value,
  max,
  min = 0,
  label,
  valueText,
  className,
}: {
  value: number;
  max: number;
  min?: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const percent = max > min ? Math.min(100, Math.max(0, ((value - min) * 100) / (max - min))) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
