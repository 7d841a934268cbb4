import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { EmptyState } from "../../../components/ui/notice";
import { toast } from "../../../lib/toast";
import { type WeekPlan as Plan, planQuery, tickItem } from "../api";
import { PlanItemRow } from "./plan-item-row";

// "This week": the plan the server builds from the member's data, with tick boxes. A tick shows at
// once; the plan is then read again (a tick moves the item below what is still to do), and a failed
// save puts the box back and says why.

const weekFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });

function PlanList({ plan }: { plan: Plan }) {
  const queryClient = useQueryClient();
  // What each box shows from the click until the plan is read again.
  const [shown, setShown] = useState<Record<string, boolean>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a plan read afresh replaces what was shown
  useEffect(() => setShown({}), [plan]);
  const tick = useMutation({
    mutationFn: tickItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planQuery.queryKey }),
    onError: (error, input) => {
      setShown((current) => {
        const { [input.key]: _, ...rest } = current;
        return rest;
      });
      toast.error("Could not update your plan", { description: errorMessage(error) });
      return queryClient.invalidateQueries({ queryKey: planQuery.queryKey });
    },
  });

  if (plan.items.length === 0) {
    return (
      <EmptyState
        title="Nothing needs you this week"
        hint="Your plan fills up as deadlines come closer and as you practise. Add deadlines to the roles in your tracker so the coach can watch them."
      />
    );
  }
  const left = plan.items.filter((item) => !(shown[item.key] ?? item.done)).length;
  return (
    <div className="space-y-3">
      {plan.starter && (
        <p className="text-sm text-slate-700">
          You are just getting started, so here are the first steps. As you track roles and practise, this
          plan fills with what your own data asks for.
        </p>
      )}
      <p className="text-sm text-slate-600" aria-live="polite">
        {left === 0 ? "All done for this week." : `${left} to do`}
      </p>
      <ul className="space-y-3">
        {plan.items.map((item) => (
          <PlanItemRow
            key={item.key}
            item={item}
            done={shown[item.key] ?? item.done}
            onToggle={(done) => {
              setShown((current) => ({ ...current, [item.key]: done }));
              tick.mutate({ key: item.key, done });
            }}
          />
        ))}
      </ul>
      {plan.more > 0 && (
        <p className="text-sm text-slate-600">
          And {plan.more} more for later: see{" "}
          <Link to="/app/tracker" className="font-medium text-brand-700 underline">
            your tracker
          </Link>
          .
        </p>
      )}
    </div>
  );
}

export function WeekPlan() {
  const query = useQuery(planQuery);
  return (
    <section aria-labelledby="this-week" className="space-y-3">
      <div>
        <h2 id="this-week" className="text-xl font-semibold tracking-tight">
          This week
        </h2>
        <p className="text-sm text-slate-600">
          {query.data ? `Week of ${weekFormat.format(new Date(query.data.weekStarts))}. ` : ""}
          Built from your tracker, practice results and profile; it changes as they do.
        </p>
      </div>
      {/* On a phone the chat sits below the plan: while the plan loads its place is held for most of
          a screen, so the chat starts out of sight instead of being pushed down when the plan lands. */}
      {query.isPending && (
        <p role="status" className="flex min-h-[75svh] items-start gap-2 text-sm text-slate-600 lg:min-h-0">
          <Loader2 aria-hidden className="size-4 animate-spin" /> Building this week's plan…
        </p>
      )}
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load this week's plan.")}
        </LoadError>
      )}
      {query.data && <PlanList plan={query.data} />}
    </section>
  );
}
