import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addDays, format, isValid, startOfHour } from "date-fns";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { campaignSchema } from "../../../../../shared/schemas/landing";
import { Button } from "../../../../components/ui/button";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { showFormError } from "../../../../components/ui/query-state";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { createCampaign, siteContentKeys } from "../api";

type CampaignFormInput = z.input<typeof campaignSchema>;
type CampaignFormOutput = z.output<typeof campaignSchema>;

const LOCAL_MINUTE = "yyyy-MM-dd'T'HH:mm";
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toField = (value: Date | string) => (isValid(asDate(value)) ? format(asDate(value), LOCAL_MINUTE) : "");
// An emptied field becomes an invalid date, which the schema refuses with its own message.
const fromField = (text: string) => (text ? new Date(text) : new Date(Number.NaN));

/**
 * A campaign behind the urgency banner. Times are the admin's local time; the server
 * stores the instant. Starting now while another campaign runs ends that one (one at a time).
 */
export function CampaignForm() {
  const queryClient = useQueryClient();
  const now = new Date();
  const form = useForm<CampaignFormInput, unknown, CampaignFormOutput>({
    resolver: zodResolver(campaignSchema),
    defaultValues: {
      name: "",
      starts_at: now,
      ends_at: startOfHour(addDays(now, 7)),
      seat_cap: 50,
    },
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: createCampaign,
    onSuccess: (result) => {
      form.reset({ ...form.getValues(), name: "" });
      const replaced = [...result.shortened, ...result.removed];
      toast.success(`Campaign "${result.created.name}" saved.`, {
        description: replaced.length
          ? `Only one campaign runs at a time, so ${replaced.join(", ")} now ends when it starts.`
          : undefined,
      });
      return refreshAfterChange(queryClient, siteContentKeys.campaigns);
    },
    onError: (error) =>
      showFormError(form, ["name", "starts_at", "ends_at", "seat_cap"], error, "Could not save the campaign"),
  });
  const busy = create.isPending;
  const dateField = (name: "starts_at" | "ends_at", id: string, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} error={errors[name]?.message}>
          <Input
            {...fieldProps(id, errors[name]?.message)}
            type="datetime-local"
            disabled={busy}
            value={toField(field.value)}
            onChange={(event) => field.onChange(fromField(event.target.value))}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
  return (
    <form
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormField
          id="campaign-name"
          label="Campaign name"
          error={errors.name?.message}
          hint="The banner shows it, e.g. Spring intake."
        >
          <Input
            {...fieldProps("campaign-name", errors.name?.message)}
            autoComplete="off"
            disabled={busy}
            {...form.register("name")}
          />
        </FormField>
      </div>
      {dateField("starts_at", "campaign-start", "Start")}
      {dateField("ends_at", "campaign-deadline", "Deadline")}
      <FormField
        id="campaign-seats"
        label="Seat cap"
        error={errors.seat_cap?.message}
        hint="Seats left = this minus real Premium sign-ups since the start."
      >
        <Input
          {...fieldProps("campaign-seats", errors.seat_cap?.message)}
          type="number"
          inputMode="numeric"
          min={1}
          disabled={busy}
          {...form.register("seat_cap", { valueAsNumber: true })}
        />
      </FormField>
      <div className="flex items-end">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save campaign"}
        </Button>
      </div>
    </form>
  );
}
