import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage } from "../../../components/ui/load-error";
import { toast } from "../../../lib/toast";
import { deleteHistory, messagesQuery } from "../api";

// Deleting the chat history, after confirming: every question and answer goes; the plan stays.

export function DeleteHistory({ disabled }: { disabled: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: deleteHistory,
    onSuccess: ({ deleted }) => {
      setConfirming(false);
      toast.success("Chat history deleted", {
        description: `${deleted} message${deleted === 1 ? "" : "s"} deleted.`,
      });
      return queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey });
    },
    onError: (error) => toast.error("Could not delete your history", { description: errorMessage(error) }),
  });
  return (
    <>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="size-4" />
        Delete history
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your chat history?"
        description="Every question you asked and every answer is deleted. This cannot be undone. Your plan and its ticks stay."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Delete history
          </Button>
        </div>
      </Dialog>
    </>
  );
}
