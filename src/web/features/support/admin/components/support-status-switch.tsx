import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SupportStatus } from "../../../../../shared/schemas/support";
import { Badge } from "../../../../components/ui/badge";
import { Switch } from "../../../../components/ui/switch";
import { adminKeys } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { type AdminConversation, setSupportStatus, supportConversationQuery } from "../api";

/** Resolve or reopen a conversation (audited on the server). */
export function SupportStatusSwitch({ userId, status }: { userId: string; status: SupportStatus }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: SupportStatus) => setSupportStatus(userId, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        supportConversationQuery(userId).queryKey,
        (current?: AdminConversation) => current && { ...current, ...saved },
      );
      toast.success(saved.status === "resolved" ? "Conversation marked resolved." : "Conversation reopened.");
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminKeys.supportTickets, "list"] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]);
    },
    onError: (error) =>
      toast.error("Could not change the conversation's state", {
        description: `${error.message} Please try again.`,
      }),
  });
  return (
    <div className="flex items-center gap-3">
      {status === "resolved" ? <Badge tone="green">Resolved</Badge> : <Badge tone="amber">Open</Badge>}
      <label htmlFor="ticket-resolved" className="text-sm font-medium text-slate-800">
        Resolved
      </label>
      <Switch
        id="ticket-resolved"
        checked={status === "resolved"}
        disabled={change.isPending}
        onCheckedChange={(checked) => change.mutate(checked ? "resolved" : "open")}
      />
    </div>
  );
}
