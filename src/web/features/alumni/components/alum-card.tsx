import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ALUMNI_MESSAGE_MAX } from "../../../../shared/alumni";
import { chatRequestSchema } from "../../../../shared/schemas/alumni";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { showFormError } from "../../../components/ui/query-state";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../lib/toast";
import { ALUMNI_KEY, type Alum, askToChat } from "../api";

const STATUS: Record<
  NonNullable<Alum["request"]>["status"],
  { label: string; tone: "amber" | "green" | "grey"; hint: string }
> = {
  pending: {
    label: "Request sent",
    tone: "amber",
    hint: "Waiting for their answer. You will hear in the bell.",
  },
  accepted: { label: "Accepted", tone: "green", hint: "Their email is under Your chat requests." },
  declined: { label: "Declined", tone: "grey", hint: "They declined your last request." },
};

/** One alum: who they are, where they work, and a short message asking for a chat. */
export function AlumCard({ alum }: { alum: Alum }) {
  const [open, setOpen] = useState(false);
  const status = alum.request ? STATUS[alum.request.status] : null;
  const formId = `ask-${alum.id}`;
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{alum.name}</h3>
          <p className="text-sm break-words text-slate-700">
            {alum.role} at {alum.firm}
          </p>
        </div>
        {status && <Badge tone={status.tone}>{status.label}</Badge>}
      </div>
      {alum.note && <p className="text-sm break-words whitespace-pre-line text-slate-600">{alum.note}</p>}
      <div className="mt-auto">
        {status && alum.request?.status !== "declined" ? (
          <p className="text-xs text-slate-500">{status.hint}</p>
        ) : open ? (
          <AskForm alum={alum} formId={formId} onDone={() => setOpen(false)} />
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Ask to chat<span className="sr-only"> with {alum.name}</span>
          </Button>
        )}
      </div>
    </Card>
  );
}

type FormInput = z.input<typeof chatRequestSchema>;
type FormOutput = z.output<typeof chatRequestSchema>;

function AskForm({ alum, formId, onDone }: { alum: Alum; formId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(chatRequestSchema),
    defaultValues: { message: "" },
  });
  const send = useMutation({
    mutationFn: (input: FormOutput) => askToChat(alum.id, input),
    onSuccess: () => {
      toast.success("Request sent", {
        description: `${alum.name} will see it in their notifications and by email.`,
      });
      onDone();
      return queryClient.invalidateQueries({ queryKey: ALUMNI_KEY });
    },
    onError: (error) => showFormError(form, ["message"], error, "Could not send your request"),
  });
  const error = form.formState.errors.message?.message;
  const length = (form.watch("message") ?? "").length;
  const fieldId = `${formId}-message`;
  return (
    <form onSubmit={form.handleSubmit((input) => send.mutate(input))} noValidate className="space-y-3">
      <FormField
        id={fieldId}
        label={`Your message to ${alum.name}`}
        error={error}
        hint={`Say who you are and what you would like to ask. ${length} of ${ALUMNI_MESSAGE_MAX} characters.`}
      >
        <Textarea
          {...fieldProps(fieldId, error)}
          rows={4}
          maxLength={ALUMNI_MESSAGE_MAX}
          disabled={send.isPending}
          // The member just asked for this form: the cursor goes where they will type.
          autoFocus
          {...form.register("message")}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send request"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
