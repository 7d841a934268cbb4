import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import {
  ADMIN_MESSAGES,
  BROADCAST_LIMITS,
  broadcastSchema,
  DELIVERY_METHODS,
} from "../../../../../shared/schemas/admin";
import { Button } from "../../../../components/ui/button";
import { FormField } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { Notice } from "../../../../components/ui/notice";
import { Switch } from "../../../../components/ui/switch";
import { Textarea } from "../../../../components/ui/textarea";
import { adminKeys, refreshAfterChange } from "../../../../lib/admin-keys";
import { ApiError } from "../../../../lib/api";
import { toast } from "../../../../lib/toast";
import { BROADCAST_MESSAGES, sendBroadcast } from "../api";
import { AudienceFilters } from "./audience-filters";
import { MemberPicker, type PickedMember } from "./member-picker";

/** With "Send to all users" off: hand-picked members, or everyone matching filters. */
const AUDIENCES = [
  { value: "selected", label: "Members I choose" },
  { value: "segment", label: "Members matching filters (plan, status, licence, university)" },
] as const;

type BroadcastInput = z.input<typeof broadcastSchema>;
type BroadcastOutput = z.output<typeof broadcastSchema>;
const FIELDS = [
  "title",
  "message",
  "delivery_method",
  "target_audience",
  "recipient_ids",
  "audience_filter",
] as const;

// 001 §4 and §9: after a send the form starts again with delivery method both and send to all.
const defaults = (): BroadcastInput => ({
  title: "",
  message: "",
  delivery_method: "both",
  target_audience: "all",
  recipient_ids: [],
  audience_filter: {},
});

const blank = (text: string | undefined) => !text?.trim();

/** 001 §2 "Compose New Broadcast". */
export function BroadcastForm() {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  // The chips need names; the form itself carries only the ids the server wants.
  const [members, setMembers] = useState<PickedMember[]>([]);
  const form = useForm<BroadcastInput, unknown, BroadcastOutput>({
    resolver: zodResolver(broadcastSchema),
    defaultValues: defaults(),
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const [title, message, audience, audienceFilter] = useWatch({
    control: form.control,
    name: ["title", "message", "target_audience", "audience_filter"],
  });

  const send = useMutation({
    mutationFn: sendBroadcast,
    onSuccess: () => {
      form.reset(defaults());
      setMembers([]);
      toast.success(BROADCAST_MESSAGES.sent);
    },
    onError: (error) => {
      // 001 §8: the server's error is preferred, else 'Failed to send broadcast.'; inline and as a toast.
      const fromServer = error instanceof ApiError && error.code !== "http_error" && error.code !== "network";
      const text = (fromServer && error.message) || BROADCAST_MESSAGES.sendFailed;
      if (error instanceof ApiError) {
        for (const key of FIELDS) {
          const fieldError = error.fields[key];
          if (fieldError) form.setError(key, { message: fieldError });
        }
      }
      setProblem(text);
      toast.error(text);
    },
    onSettled: () => refreshAfterChange(queryClient, adminKeys.broadcasts),
  });

  const choose = (picked: PickedMember[]) => {
    setMembers(picked);
    form.setValue(
      "recipient_ids",
      picked.map((m) => m.id),
      { shouldValidate: isSubmitted },
    );
  };

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    send.mutate({
      ...values,
      recipient_ids: values.target_audience === "selected" ? values.recipient_ids : [],
      audience_filter: values.target_audience === "segment" ? values.audience_filter : undefined,
    });
  });
  const busy = send.isPending;
  // 001 §5: both must be non-empty after trimming; the button waits for them and for a send in flight.
  const empty = blank(title) || blank(message);
  // The rule is said once a field has been left blank, not before the admin starts; otherwise the
  // server's word on either field.
  const leftBlank = {
    title: Boolean(touchedFields.title && blank(title)),
    message: Boolean(touchedFields.message && blank(message)),
  };
  const titleInvalid = leftBlank.title || Boolean(errors.title);
  const messageInvalid = leftBlank.message || Boolean(errors.message);
  const textError =
    leftBlank.title || leftBlank.message
      ? ADMIN_MESSAGES.broadcastEmpty
      : (errors.title?.message ?? errors.message?.message);
  const textErrorId = "broadcast-text-error";

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {problem && <Notice tone="error">{problem}</Notice>}
      <FormField id="broadcast-title" label="Title">
        <Input
          id="broadcast-title"
          aria-invalid={titleInvalid || undefined}
          aria-describedby={textError ? textErrorId : undefined}
          placeholder="e.g. Spring week applications are open"
          maxLength={BROADCAST_LIMITS.title}
          disabled={busy}
          {...form.register("title")}
        />
      </FormField>
      <FormField id="broadcast-message" label="Message">
        <Textarea
          id="broadcast-message"
          aria-invalid={messageInvalid || undefined}
          aria-describedby={textError ? textErrorId : undefined}
          rows={6}
          placeholder="Write the announcement members will read by email or in the app."
          maxLength={BROADCAST_LIMITS.message}
          disabled={busy}
          {...form.register("message")}
        />
      </FormField>
      {textError && (
        <p id={textErrorId} role="alert" className="text-sm text-red-600">
          {textError}
        </p>
      )}

      <Controller
        control={form.control}
        name="delivery_method"
        render={({ field }) => (
          <fieldset className="space-y-2" disabled={busy}>
            <legend className="text-sm font-medium text-slate-800">Delivery Method</legend>
            <div className="space-y-2">
              {DELIVERY_METHODS.map((method) => (
                <label key={method.value} className="flex w-fit cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={field.name}
                    value={method.value}
                    className="size-4 accent-brand-600"
                    checked={field.value === method.value}
                    onChange={() => field.onChange(method.value)}
                  />
                  {method.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />

      <Controller
        control={form.control}
        name="target_audience"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id="broadcast-send-to-all"
              // On only for everyone: a broadcast to members matching filters is not to all users.
              checked={field.value === "all"}
              disabled={busy}
              onCheckedChange={(all) => field.onChange(all ? "all" : "selected")}
            />
            <Label htmlFor="broadcast-send-to-all">Send to all users</Label>
          </div>
        )}
      />
      {audience !== "all" && (
        <fieldset className="space-y-2" disabled={busy}>
          <legend className="text-sm font-medium text-slate-800">Audience</legend>
          {AUDIENCES.map((choice) => (
            <label key={choice.value} className="flex w-fit cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="broadcast-audience"
                value={choice.value}
                className="size-4 accent-brand-600"
                checked={audience === choice.value}
                onChange={() => form.setValue("target_audience", choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      {audience === "segment" && (
        <AudienceFilters
          value={audienceFilter ?? {}}
          onChange={(filter) => form.setValue("audience_filter", filter, { shouldValidate: isSubmitted })}
          error={errors.audience_filter?.message}
          disabled={busy}
        />
      )}
      {audience === "selected" && (
        <MemberPicker
          value={members}
          onChange={choose}
          error={errors.recipient_ids?.message}
          disabled={busy}
        />
      )}

      <Button type="submit" className="w-full" disabled={empty || busy}>
        {busy ? "Sending..." : "Send Broadcast"}
      </Button>
    </form>
  );
}
