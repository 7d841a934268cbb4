import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { stageLabel } from "../../../../shared/tracker-labels";
import { ukDayOf } from "../../../../shared/uk-time";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api";
import { localDate } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { applicationQuery, correctStageDate, type Detail, TRACKER_KEY } from "../api";

// The stage history as a timeline; each date can be corrected, for applications made before tracking.

function EditDate({ applicationId, entry }: { applicationId: string; entry: Detail["history"][number] }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [day, setDay] = useState(ukDayOf(new Date(entry.entered_at)));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => correctStageDate(applicationId, entry.id, day),
    onSuccess: ({ application }) => {
      queryClient.setQueryData(applicationQuery(applicationId).queryKey, { application });
      setEditing(false);
      toast.success(`${stageLabel(entry.stage)} date corrected`);
      return queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
    },
    onError: (e) =>
      setError(e instanceof ApiError ? e.message : "Could not save the date. Please try again."),
  });
  if (!editing) {
    return (
      <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setEditing(true)}>
        Edit date<span className="sr-only"> of {stageLabel(entry.stage)}</span>
      </Button>
    );
  }
  const id = `history-${entry.id}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate();
  };
  return (
    <form onSubmit={onSubmit} className="mt-1 flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <Label htmlFor={id}>Date entered {stageLabel(entry.stage)}</Label>
        <Input
          id={id}
          type="date"
          value={day}
          max={ukDayOf(new Date())}
          onChange={(e) => setDay(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save date
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
        Cancel
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}

export function StageHistory({ application }: { application: Detail }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
      {application.history.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-brand-600 ring-4 ring-white"
          />
          <p className="text-sm font-medium text-slate-900">{stageLabel(entry.stage)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.entered_at}>{localDate(entry.entered_at)}</time>
          </p>
          <EditDate applicationId={application.id} entry={entry} />
        </li>
      ))}
    </ol>
  );
}
