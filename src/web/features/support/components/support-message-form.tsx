import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { supportMessageSchema } from "../../../../shared/schemas/support";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { type SupportConversation, sendSupportMessage, supportConversationQuery } from "../api";
import { HELP_MESSAGE_ID, HELP_TEXTS } from "../texts";

type MessageInput = z.input<typeof supportMessageSchema>;
type MessageOutput = z.output<typeof supportMessageSchema>;

/** A message to support; the urgent tick sets is_critical, which marks the ticket critical. */
export function SupportMessageForm() {
  const queryClient = useQueryClient();
  const form = useForm<MessageInput, unknown, MessageOutput>({
    resolver: zodResolver(supportMessageSchema),
    defaultValues: { content: "", is_critical: false },
  });
  const send = useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: (saved) => {
      form.reset();
      // Shown at once; writing again also reopens a resolved conversation on the server.
      queryClient.setQueryData(supportConversationQuery.queryKey, (current?: SupportConversation) =>
        current ? { status: "open" as const, messages: [...current.messages, saved] } : current,
      );
      toast.success(HELP_TEXTS.sent);
      return queryClient.invalidateQueries({ queryKey: supportConversationQuery.queryKey });
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.fields.content : undefined;
      if (field) form.setError("content", { message: field });
    },
  });
  const contentError = form.formState.errors.content?.message;
  const blank = (form.watch("content") ?? "").trim() === "";
  const busy = send.isPending;
  return (
    <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={HELP_MESSAGE_ID}>{HELP_TEXTS.message}</Label>
        <textarea
          id={HELP_MESSAGE_ID}
          rows={4}
          maxLength={1000}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? "help-message-error" : undefined}
          disabled={busy}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100 aria-[invalid=true]:border-red-500"
          {...form.register("content")}
        />
        {contentError && (
          <p id="help-message-error" role="alert" className="text-sm text-red-600">
            {contentError}
          </p>
        )}
      </div>
      <div className="flex items-start gap-2">
        <input
          id="help-urgent"
          type="checkbox"
          aria-describedby="help-urgent-hint"
          disabled={busy}
          className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
          {...form.register("is_critical")}
        />
        <div>
          <Label htmlFor="help-urgent">{HELP_TEXTS.urgent}</Label>
          <p id="help-urgent-hint" className="text-xs text-slate-500">
            {HELP_TEXTS.urgentHint}
          </p>
        </div>
      </div>
      {send.isError && !(send.error instanceof ApiError && send.error.fields.content) && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {HELP_TEXTS.sendFailed} {send.error.message} Your message is still in the box: try again.
        </p>
      )}
      <Button type="submit" className="w-full" disabled={blank || busy}>
        {busy ? HELP_TEXTS.sending : HELP_TEXTS.send}
      </Button>
    </form>
  );
}
