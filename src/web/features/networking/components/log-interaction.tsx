import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import {
  INTERACTION_KINDS,
  type InteractionKind,
  interactionCreateSchema,
  stageLabel,
} from "../../../../shared/schemas/networking";
import { ukDayOf } from "../../../../shared/uk-time";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { logInteraction, NETWORKING_KEY } from "../api";

// Log interaction: a coffee chat, call, email or event, the UK day it happened and notes. An email can
// be the thank-you note (ticked already while one is owed). The stage moves on by itself; a chat or call
// sets up the thank-you and follow-up reminders.

type Errors = { kind?: string; occurred_on?: string; notes?: string };

export function LogInteraction({
  contactId,
  thankYouOwed,
  onDone,
}: {
  contactId: string;
  thankYouOwed: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<InteractionKind>("coffee_chat");
  const [day, setDay] = useState(() => ukDayOf(new Date()));
  const [notes, setNotes] = useState("");
  const [thankYou, setThankYou] = useState(thankYouOwed);
  const [errors, setErrors] = useState<Errors>({});
  const log = useMutation({
    mutationFn: () =>
      logInteraction(contactId, { kind, occurred_on: day, notes, thank_you: kind === "email" && thankYou }),
    onSuccess: ({ contact, reminders }) => {
      const next = reminders.length > 0 ? " Thank-you and follow-up reminders are set." : "";
      toast.success("Interaction logged", { description: `Stage: ${stageLabel(contact.stage)}.${next}` });
      onDone();
      return queryClient.invalidateQueries({ queryKey: NETWORKING_KEY });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.occurred_on || fields.notes || fields.kind) setErrors(fields);
      else toast.error("Could not log the interaction", { description: error.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = interactionCreateSchema.safeParse({ kind, occurred_on: day, notes });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    log.mutate();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-kind`} label="Type of interaction" error={errors.kind}>
          <NativeSelect
            {...fieldProps(`${id}-kind`, errors.kind)}
            value={kind}
            onChange={(event) => setKind(event.target.value as InteractionKind)}
          >
            {INTERACTION_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-day`} label="Date" error={errors.occurred_on}>
          <Input
            {...fieldProps(`${id}-day`, errors.occurred_on)}
            type="date"
            max={ukDayOf(new Date())}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </FormField>
      </div>
      {kind === "email" && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={thankYou}
            onChange={(e) => setThankYou(e.target.checked)}
          />
          This was my thank-you note after a chat
        </label>
      )}
      <FormField
        id={`${id}-notes`}
        label="Notes"
        error={errors.notes}
        hint="What you talked about, advice, next steps."
      >
        <Textarea
          {...fieldProps(`${id}-notes`, errors.notes)}
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={log.isPending}>
          {log.isPending ? "Logging..." : "Log interaction"}
        </Button>
      </div>
    </form>
  );
}
