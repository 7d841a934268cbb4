import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500",
        className,
      )}
      {...props}
    />
  );
}
