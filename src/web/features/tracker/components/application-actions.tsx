import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { stageLabel, TRACKER_STAGES, type TrackerStage } from "../../../../shared/tracker-labels";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { toast } from "../../../lib/toast";
import { type Detail, deleteApplication, moveApplication, TRACKER_KEY } from "../api";
import { useUpdateApplication } from "../use-update";

// The application page's controls: change the stage, archive (with undo) or delete after confirming.

export function StagePicker({ application }: { application: Detail }) {
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (stage: TrackerStage) => moveApplication(application.id, { stage, before_id: null }),
    onSuccess: (_, stage) => {
      toast.success(`Moved to ${stageLabel(stage)}`);
      return queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
    },
    onError: (e) => toast.error("Could not change the stage", { description: e.message }),
  });
  return (
    <div className="space-y-1">
      <Label htmlFor="application-stage">Stage</Label>
      <NativeSelect
        id="application-stage"
        value={application.stage}
        disabled={move.isPending}
        onChange={(e) => move.mutate(e.target.value as TrackerStage)}
      >
        {TRACKER_STAGES.map((stage) => (
          <option key={stage.value} value={stage.value}>
            {stage.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function ApplicationActions({ application }: { application: Detail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateApplication(application.id);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteApplication(application.id),
    onSuccess: async () => {
      toast.success("Application deleted", {
        description: `${application.firm_name}: ${application.role_title}`,
      });
      // Leave the page first, so nothing on it asks again for what no longer exists.
      await navigate("/app/tracker");
      queryClient.removeQueries({
        predicate: ({ queryKey }) => queryKey.includes(application.id),
      });
      return queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
    },
    onError: (e) => toast.error("Could not delete the application", { description: e.message }),
  });
  return (
    <div className="flex flex-wrap gap-2">
      {application.archived ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => update.mutate({ input: { archived: false }, done: "Back on the board" })}
        >
          <ArchiveRestore aria-hidden className="size-4" />
          Unarchive
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            update.mutate({
              input: { archived: true },
              done: "Archived: hidden from the board",
              undo: { input: { archived: false }, done: "Back on the board" },
            })
          }
        >
          <Archive aria-hidden className="size-4" />
          Archive
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="size-4" />
        Delete
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this application?"
        description="Its stage history, events, notes and reminders are deleted too. This cannot be undone; Archive hides it instead."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Delete application
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
