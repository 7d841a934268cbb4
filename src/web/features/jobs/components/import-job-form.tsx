import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type ImportJobInput, importJobSchema } from "../../../../shared/schemas/job-tools";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { importJob } from "../api";
import { ImportJobButton } from "./import-job-button";

// Premium: add a role from a Greenhouse or Lever posting, or any page with JobPosting data.
/** The form itself, with zod; it arrives open, on the member's first click (import-job.tsx). */
export function ImportJobForm() {
  const [open, setOpen] = useState(true);
  const [premiumPrompt, setPremiumPrompt] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const form = useForm<ImportJobInput>({
    resolver: zodResolver(importJobSchema),
    defaultValues: { url: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ url }) => {
    try {
      const result = await importJob(url);
      await queryClient.invalidateQueries({ queryKey: ["jobs"] });
      form.reset();
      toast.success(result.created ? "Role imported" : "You already imported this role", {
        description: `${result.job.title} at ${result.job.firm.name} is in your Saved roles.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "premium_required") setPremiumPrompt(error.message);
      else
        form.setError("url", {
          message: error instanceof ApiError ? error.message : "Could not import this role.",
        });
    }
  });
  if (!open) {
    return <ImportJobButton onClick={() => setOpen(true)} />;
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="w-full space-y-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <FormField
        id="import-url"
        label="Link to a job posting"
        hint="Greenhouse and Lever postings, or any careers page that publishes its roles as structured data."
        error={errors.url?.message}
      >
        <Input
          {...fieldProps("import-url", errors.url?.message)}
          type="url"
          inputMode="url"
          placeholder="https://boards.greenhouse.io/firm/jobs/123456"
          disabled={isSubmitting}
          {...form.register("url")}
        />
      </FormField>
      {premiumPrompt && (
        <p className="text-sm text-slate-700">
          {premiumPrompt}{" "}
          <Link to="/app/billing" className="font-medium text-brand-700 underline">
            See Premium
          </Link>
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? "Importing..." : "Import role"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => setOpen(false)}
          disabled={isSubmitting}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
