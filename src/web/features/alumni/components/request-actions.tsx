import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../components/ui/load-error";
import { toast } from "../../../lib/toast";
import { ALUMNI_KEY, acceptRequest, blockSender, declineRequest } from "../api";
import { ReportDialog } from "./report-dialog";

type Action = "accept" | "decline" | "block";
const CALLS = { accept: acceptRequest, decline: declineRequest, block: blockSender };
const DONE: Record<Action, (name: string) => [string, string]> = {
  accept: (name) => ["Request accepted", `You and ${name} can now see each other's email address.`],
  decline: (name) => ["Request declined", `${name} sees that you declined; nothing is shared.`],
  block: (name) => ["Member blocked", `${name} no longer sees you and cannot send you requests.`],
};
const FAILED: Record<Action, string> = {
  accept: "Could not accept the request",
  decline: "Could not decline the request",
  block: "Could not block this member",
};

/** Accept, decline, block and report, as far as each applies to this request and this member. */
export function RequestActions({
  requestId,
  name,
  answerable,
  blockable,
  reported,
}: {
  requestId: string;
  name: string;
  /** The alum's own pending request. */
  answerable: boolean;
  /** The alum's request whose sender is not blocked yet. */
  blockable: boolean;
  reported: boolean;
}) {
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const act = useMutation({
    mutationFn: async (action: Action): Promise<void> => {
      await CALLS[action](requestId);
    },
    onSuccess: (_result, action) => {
      const [title, description] = DONE[action](name);
      toast.success(title, { description });
      return queryClient.invalidateQueries({ queryKey: ALUMNI_KEY });
    },
    onError: (error, action) => toast.error(FAILED[action], { description: errorMessage(error) }),
  });
  const busy = act.isPending;
  const who = <span className="sr-only"> the request from {name}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {answerable && (
        <>
          <Button size="sm" onClick={() => act.mutate("accept")} disabled={busy}>
            Accept{who}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => act.mutate("decline")} disabled={busy}>
            Decline{who}
          </Button>
        </>
      )}
      {blockable && (
        <Button size="sm" variant="ghost" onClick={() => act.mutate("block")} disabled={busy}>
          Block<span className="sr-only"> {name}</span>
        </Button>
      )}
      {reported ? (
        <span className="self-center text-xs text-slate-500">Reported to our team</span>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setReporting(true)} disabled={busy}>
          Report<span className="sr-only"> the request with {name}</span>
        </Button>
      )}
      <ReportDialog requestId={requestId} name={name} open={reporting} onOpenChange={setReporting} />
    </div>
  );
}
