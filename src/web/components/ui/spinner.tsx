import { Loader2 } from "lucide-react";
import { cn } from "../../lib/utils";

/** spec 000 §2.10: a centred spinner while a screen loads. */
export function Spinner({ fullScreen = false, label = "Loading" }: { fullScreen?: boolean; label?: string }) {
  return (
    <div
      role="status"
      className={cn("flex items-center justify-center p-8", fullScreen ? "min-h-screen" : "min-h-[40vh]")}
    >
      <Loader2 aria-hidden className="size-8 animate-spin text-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
