import { Check, Loader2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../../components/ui/button";
import type { SaveState } from "./use-answer-saver";

/** Whether the answers on screen are on the server yet; a failed save says so and offers a retry. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  if (state.status === "error" && state.closed) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <p>
          <span className="font-medium">Not saved:</span> {state.message}{" "}
          <Link to="/app/assessment-prep/personality" className="font-medium underline">
            Open the Personality Assessment
          </Link>{" "}
          to see your results or start again.
        </p>
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <p>
          <span className="font-medium">Not saved:</span> {state.message} Your answers are still on this
          screen; try again to save them.
        </p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          Retry saving
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex h-6 items-center gap-1 text-sm text-slate-600">
      {state.status === "saving" && (
        <>
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          Saving…
        </>
      )}
      {state.status === "saved" && (
        <>
          <Check aria-hidden className="size-4 text-emerald-600" />
          Saved
        </>
      )}
    </p>
  );
}
