import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ALUMNI_FIELD_MAX, ALUMNI_NOTE_MAX } from "../../../../shared/alumni";
import { alumniListingSchema } from "../../../../shared/schemas/alumni";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { showFormError } from "../../../components/ui/query-state";
import { Textarea } from "../../../components/ui/textarea";
import type { Listing } from "../api";

type FormInput = z.input<typeof alumniListingSchema>;
type Output = z.output<typeof alumniListingSchema>;

/** The firm, role and note a listing shows, saved with the same schema the server checks. */
export function ListingForm({
  listing,
  save,
  failedTitle,
}: {
  listing: Listing;
  save: UseMutationResult<Listing, Error, Output>;
  failedTitle: string;
}) {
  const values = { listed: true, firm: listing.firm, role: listing.role, note: listing.note };
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(alumniListingSchema),
    defaultValues: values,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved listing becomes the form's values
  useEffect(() => form.reset(values), [listing]);
  const { errors } = form.formState;
  const note = form.watch("note") ?? "";
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onError: (error) => showFormError(form, ["firm", "role", "note"], error, failedTitle),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-slate-50 p-4">
      {!listing.listed && (
        <p className="text-sm text-slate-700">
          Add the firm and role students will see, then save to be listed.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="alumni-firm" label="Firm" error={errors.firm?.message}>
          <Input
            {...fieldProps("alumni-firm", errors.firm?.message)}
            autoComplete="organization"
            maxLength={ALUMNI_FIELD_MAX}
            disabled={save.isPending}
            {...form.register("firm")}
          />
        </FormField>
        <FormField id="alumni-role" label="Role" error={errors.role?.message}>
          <Input
            {...fieldProps("alumni-role", errors.role?.message)}
            autoComplete="organization-title"
            maxLength={ALUMNI_FIELD_MAX}
            disabled={save.isPending}
            {...form.register("role")}
          />
        </FormField>
      </div>
      <FormField
        id="alumni-note"
        label="Short note"
        error={errors.note?.message}
        hint={`What you are happy to talk about. ${note.length} of ${ALUMNI_NOTE_MAX} characters.`}
      >
        <Textarea
          {...fieldProps("alumni-note", errors.note?.message)}
          rows={3}
          maxLength={ALUMNI_NOTE_MAX}
          disabled={save.isPending}
          {...form.register("note")}
        />
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}
