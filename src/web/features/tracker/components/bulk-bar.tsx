import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { ApplicationBulkInput } from "../../../../shared/schemas/tracker";
import { stageLabel, TRACKER_STAGES, type TrackerStage } from "../../../../shared/tracker-labels";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { bulkUpdate, TRACKER_KEY } from "../api";

// What to do with the applications selected in the list: move them to a stage, add or remove a tag, or
// archive them. It appears once something is selected and announces how many; every control is a plain
// form control, so the keyboard reaches them in order.

type Action = ApplicationBulkInput["action"];

function doneMessage(action: Action, count: number) {
  const n = `${count} ${count === 1 ? "application" : "applications"}`;
  if (action.kind === "move") return `${n} moved to ${stageLabel(action.stage)}`;
  if (action.kind === "archive") return `${n} archived`;
  return action.remove ? `Tag “${action.tag}” removed from ${n}` : `Tag “${action.tag}” added to ${n}`;
}

export function BulkBar({ ids, onDone }: { ids: string[]; onDone: (clear: boolean) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<TrackerStage>("applied");
  const [tag, setTag] = useState("");
  const run = useMutation({
    mutationFn: (action: Action) => bulkUpdate({ ids, action }),
    onSuccess: (_result, action) => {
      toast.success(doneMessage(action, ids.length));
      if (action.kind === "tag") setTag("");
      // Archived ones leave the list, so the selection goes with them; moved or tagged ones stay selected.
      onDone(action.kind === "archive");
      return queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
    },
    onError: (error) =>
      toast.error("Nothing was changed", {
        description: error instanceof ApiError ? error.message : "Please try again.",
      }),
  });
  const tagValue = tag.trim();
  return (
    <section
      aria-label="Bulk actions"
      className="sticky bottom-2 z-10 space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-3 shadow-md"
    >
      <p className="text-sm font-medium text-slate-900" role="status">
        {ids.length} selected
      </p>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            run.mutate({ kind: "move", stage });
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-stage`}>Move to</Label>
            <NativeSelect
              id={`${id}-stage`}
              value={stage}
              onChange={(e) => setStage(e.target.value as TrackerStage)}
            >
              {TRACKER_STAGES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="secondary" disabled={run.isPending}>
            Move
          </Button>
        </form>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (tagValue) run.mutate({ kind: "tag", tag: tagValue, remove: false });
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-tag`}>Tag</Label>
            <Input
              id={`${id}-tag`}
              value={tag}
              maxLength={40}
              onChange={(e) => setTag(e.target.value)}
              className="w-40"
            />
          </div>
          <Button type="submit" variant="secondary" disabled={run.isPending || !tagValue}>
            Add tag
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={run.isPending || !tagValue}
            onClick={() => run.mutate({ kind: "tag", tag: tagValue, remove: true })}
          >
            Remove tag
          </Button>
        </form>
        <Button
          type="button"
          variant="secondary"
          disabled={run.isPending}
          onClick={() => run.mutate({ kind: "archive" })}
        >
          Archive selected
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(true)}>
          Clear selection
        </Button>
      </div>
    </section>
  );
}
