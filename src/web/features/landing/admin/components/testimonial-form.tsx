import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { TESTIMONIAL_QUOTE_MAX } from "../../../../../shared/schemas/landing";
import { testimonialCreateSchema } from "../../../../../shared/schemas/site-content";
import { Button } from "../../../../components/ui/button";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { NativeSelect } from "../../../../components/ui/native-select";
import { showFormError } from "../../../../components/ui/query-state";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { createTestimonial, siteContentKeys } from "../api";

type FormInput = z.input<typeof testimonialCreateSchema>;
type FormOutput = z.output<typeof testimonialCreateSchema>;
type TextField = "quote" | "name" | "school" | "company" | "role";

const FIELDS: readonly (keyof FormInput)[] = [
  "quote",
  "name",
  "school",
  "company",
  "role",
  "rating",
  "consent_at",
  "consent",
];

const blank = (): FormInput => ({
  quote: "",
  name: "",
  school: "",
  company: "",
  role: "",
  rating: 5,
  consent_at: format(new Date(), "yyyy-MM-dd"),
  consent: false,
  published: false,
});

/** A real person's words, stored only with their consent recorded (box ticked, and when). */
export function TestimonialForm() {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(testimonialCreateSchema),
    defaultValues: blank(),
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: (values: FormOutput) =>
      createTestimonial({ ...values, consent_at: values.consent_at.toISOString() }),
    onSuccess: (row) => {
      form.reset(blank());
      toast.success(`Testimonial from ${row.name} added.`, {
        description: row.published
          ? "It is published on the landing page."
          : "Publish it when it should show.",
      });
      return refreshAfterChange(queryClient, siteContentKeys.testimonials);
    },
    onError: (error) => showFormError(form, FIELDS, error, "Could not add the testimonial"),
  });
  const busy = create.isPending;
  const text = (name: TextField, label: string) => (
    <FormField id={`testimonial-${name}`} label={label} error={errors[name]?.message}>
      <Input
        {...fieldProps(`testimonial-${name}`, errors[name]?.message)}
        autoComplete="off"
        disabled={busy}
        {...form.register(name)}
      />
    </FormField>
  );
  return (
    <form
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormField id="testimonial-quote" label="Quote" error={errors.quote?.message}>
          <textarea
            {...fieldProps("testimonial-quote", errors.quote?.message)}
            rows={3}
            maxLength={TESTIMONIAL_QUOTE_MAX}
            disabled={busy}
            className="block w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500"
            {...form.register("quote")}
          />
        </FormField>
      </div>
      {text("name", "Name as they agreed to be shown")}
      {text("school", "School")}
      {text("company", "Company")}
      {text("role", "Role")}
      <FormField id="testimonial-rating" label="Rating" error={errors.rating?.message}>
        <NativeSelect
          {...fieldProps("testimonial-rating", errors.rating?.message)}
          disabled={busy}
          {...form.register("rating", { valueAsNumber: true })}
        >
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars} of 5
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="testimonial-consent-date" label="Consent given on" error={errors.consent_at?.message}>
        <Input
          {...fieldProps("testimonial-consent-date", errors.consent_at?.message)}
          type="date"
          disabled={busy}
          {...form.register("consent_at")}
        />
      </FormField>
      <div className="space-y-3 sm:col-span-2">
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? "testimonial-consent-error" : undefined}
              disabled={busy}
              {...form.register("consent")}
            />
            This person agreed to be quoted on the site with this name, school, company and role.
          </label>
          {errors.consent && (
            <p id="testimonial-consent-error" role="alert" className="mt-1 text-sm text-red-600">
              {errors.consent.message}
            </p>
          )}
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            disabled={busy}
            {...form.register("published")}
          />
          Publish now (the landing page shows up to 5 published testimonials)
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? "Adding..." : "Add testimonial"}
        </Button>
      </div>
    </form>
  );
}
