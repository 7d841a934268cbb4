import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Flame } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { CHAT_GOAL, NETWORKING_MESSAGES } from "../../../../shared/networking-labels";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../lib/toast";
import { cn } from "../../../lib/utils";
import { NETWORKING_KEY, type Overview, saveSettings } from "../api";

// The monthly chat goal: chats and calls logged this month (UK) against the member's number, the streak
// of months that met it, and the last six months at a glance.

const monthName = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });
const monthOf = (month: string) => monthName.format(new Date(`${month}-15T12:00:00Z`));

export function ChatGoal({ overview }: { overview: Overview }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { goal } = overview;
  const [value, setValue] = useState(goal.goal ? String(goal.goal) : "");
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (monthly_chat_goal: number | null) => saveSettings({ monthly_chat_goal }),
    onSuccess: (next) => {
      toast.success(next.goal.goal ? "Goal saved" : "Goal cleared");
      queryClient.setQueryData([...NETWORKING_KEY, "overview"], next);
    },
    onError: (failure) => toast.error("Could not save the goal", { description: failure.message }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value);
    if (!Number.isInteger(number) || number < CHAT_GOAL.min || number > CHAT_GOAL.max) {
      setError(NETWORKING_MESSAGES.goal);
      return;
    }
    setError(null);
    save.mutate(number);
  };
  const most = Math.max(goal.goal ?? 1, ...goal.recent_months.map((m) => m.chats), 1);
  const percent = goal.goal ? Math.min(100, Math.round((goal.chats_this_month / goal.goal) * 100)) : 0;

  return (
    // Not a labelled region: the goal's input takes the heading as its label, and is the one thing
    // "Monthly chat goal" names.
    <div data-tour="chat-goals" className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Monthly chat goal
      </h2>
      {goal.goal ? (
        <>
          <p className="mt-2 text-2xl font-bold text-slate-900">
            {goal.chats_this_month} of {goal.goal} chats this month
          </p>
          <div
            role="progressbar"
            aria-label="Progress towards this month's goal"
            aria-valuemin={0}
            aria-valuemax={goal.goal}
            aria-valuenow={Math.min(goal.chats_this_month, goal.goal)}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className={cn("h-full rounded-full", goal.met ? "bg-emerald-500" : "bg-brand-600")}
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
            <Flame
              aria-hidden
              className={cn("size-4", goal.streak > 0 ? "text-amber-500" : "text-slate-400")}
            />
            {goal.streak > 0
              ? `Streak: ${goal.streak} ${goal.streak === 1 ? "month" : "months"} meeting your goal`
              : "No streak yet: meet your goal this month to start one."}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {goal.chats_this_month} {goal.chats_this_month === 1 ? "chat" : "chats"} this month. Set how many
          coffee chats and calls you aim for each month, and keep a streak going.
        </p>
      )}
      <ol className="mt-4 grid grid-cols-6 items-end gap-1.5" aria-label="Chats and calls, last six months">
        {goal.recent_months.map((m) => (
          <li key={m.month} className="flex flex-col items-center gap-1 text-xs text-slate-600">
            <span aria-hidden className="font-medium text-slate-800">
              {m.chats}
            </span>
            <span aria-hidden className="flex h-12 w-full items-end rounded bg-slate-100">
              <span
                className={cn(
                  "block w-full rounded",
                  goal.goal && m.chats >= goal.goal ? "bg-emerald-500" : "bg-brand-500",
                )}
                style={{ height: `${Math.round((m.chats / most) * 100)}%` }}
              />
            </span>
            <span>
              {monthOf(m.month)}
              <span className="sr-only">: {m.chats === 1 ? "1 chat" : `${m.chats} chats`}</span>
            </span>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <Input
              id={`${id}-goal`}
              aria-labelledby={`${id}-title`}
              aria-describedby={error ? `${id}-error` : `${id}-unit`}
              aria-invalid={error ? true : undefined}
              type="number"
              inputMode="numeric"
              min={CHAT_GOAL.min}
              max={CHAT_GOAL.max}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="w-20"
            />
            <span id={`${id}-unit`} className="text-sm text-slate-600">
              chats a month
            </span>
          </div>
        </div>
        <Button type="submit" variant="secondary" size="sm" disabled={save.isPending} className="mb-1">
          {save.isPending ? "Saving..." : "Save goal"}
        </Button>
        {goal.goal && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mb-1"
            disabled={save.isPending}
            onClick={() => {
              setValue("");
              save.mutate(null);
            }}
          >
            Clear goal
          </Button>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-600">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
