import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { supportReplySchema } from "../../../../../shared/schemas/support";
import { Button } from "../../../../components/ui/button";
import { Label } from "../../../../components/ui/label";
import { Notice } from "../../../../components/ui/notice";
import { adminKeys } from "../../../../lib/admin-keys";
import { useAuth } from "../../../../lib/session";
import { toast } from "../../../../lib/toast";
import { type AdminConversation, sendSupportReply, supportConversationQuery } from "../api";

type ReplyInput = z.input<typeof supportReplySchema>;
type ReplyOutput = z.output<typeof supportReplySchema>;

/**
 * 001 §4-5 and §8: a reply box of 3 rows; Send is disabled while the text is blank or no admin is
 * signed in; a saved reply is appended and the box cleared. The spec's empty failure handler is not
 * copied: 'Could not send reply:' shows with the reason.
 */
export function SupportReplyForm({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const signedIn = useAuth().status === "signed-in";
  const form = useForm<ReplyInput, unknown, ReplyOutput>({
    resolver: zodResolver(supportReplySchema),
    defaultValues: { content: "" },
  });
  const send = useMutation({
    mutationFn: (values: ReplyOutput) => sendSupportReply(userId, values.content),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        supportConversationQuery(userId).queryKey,
        (current?: AdminConversation) =>
          current && {
            ...current,
            messages: [...current.messages, { ...saved, message_is_critical: false }],
          },
      );
      form.reset();
      toast.success("Reply sent.", {
        description: saved.emailed
          ? "They were notified and emailed a copy."
          : "They were notified in the app (their settings turn support emails off).",
      });
      return queryClient.invalidateQueries({ queryKey: [...adminKeys.supportTickets, "list"] });
    },
  });
  const blank = (form.watch("content") ?? "").trim() === "";
  const busy = send.isPending;
  const error = form.formState.errors.content?.message;
  return (
    <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="support-reply">Reply</Label>
        <textarea
          id="support-reply"
          rows={3}
          maxLength={1000}
          placeholder="Type your reply..."
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "support-reply-error" : undefined}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100 aria-[invalid=true]:border-red-500"
          {...form.register("content")}
        />
        {error && (
          <p id="support-reply-error" role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      {send.isError && (
        <Notice tone="error">
          Could not send reply: {send.error.message} Your reply is still in the box: try again.
        </Notice>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || busy || !signedIn}>
          {busy ? "Sending..." : "Send Reply"}
        </Button>
      </div>
    </form>
  );
}
