import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** The platform's own select: keyboard, screen readers and mobile pickers work without extra code. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500",
        className,
      )}
      {...props}
    />
  );
}
