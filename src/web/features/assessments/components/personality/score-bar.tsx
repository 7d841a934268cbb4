import { cn } from "../../../../lib/utils";

/**
 * Where a score sits between the lowest and highest possible (0 to 100), with an earlier result's
 * position under it when comparing. The numbers are written beside it, so the bar itself is hidden
 * from screen readers.
 */
export function ScoreBar({
  percent,
  earlierPercent,
  size = "md",
}: {
  percent: number;
  earlierPercent?: number;
  size?: "sm" | "md";
}) {
  const height = size === "sm" ? "h-1.5" : "h-2.5";
  return (
    <div aria-hidden className="space-y-1">
      <div className={cn("w-full overflow-hidden rounded-full bg-slate-200", height)}>
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${clamp(percent)}%` }} />
      </div>
      {earlierPercent !== undefined && (
        <div className={cn("w-full overflow-hidden rounded-full bg-slate-100", height)}>
          <div className="h-full rounded-full bg-slate-400" style={{ width: `${clamp(earlierPercent)}%` }} />
        </div>
      )}
    </div>
  );
}

const clamp = (percent: number) => Math.max(0, Math.min(100, percent));
