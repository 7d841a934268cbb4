import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changeEmailSchema } from "../../../../shared/schemas/profile";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../components/ui/load-error";
import { ApiError } from "../../../lib/api";
import { changeEmail, type Profile } from "../api";
import { ProfileSection } from "./profile-section";

/** Asks for a new address; it changes only when the link mailed to it is opened. */
export function EmailSection({ profile }: { profile: Profile }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<z.input<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const result = await changeEmail(email);
      setSent(result.message);
      form.reset({ email: "" });
    } catch (error) {
      form.setError("email", {
        message: error instanceof ApiError ? (error.fields.email ?? error.message) : errorMessage(error),
      });
    }
  });
  return (
    <ProfileSection
      title="Email address"
      description={`${profile.email}${profile.email_verified ? " (confirmed)" : " (not confirmed yet)"}`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormField id="new-email" label="New email address" error={errors.email?.message}>
          <Input
            {...fieldProps("new-email", errors.email?.message)}
            type="email"
            autoComplete="email"
            disabled={isSubmitting}
            {...form.register("email")}
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? "Sending link..." : "Change email"}
        </Button>
        {sent && (
          <p role="status" className="text-sm text-emerald-700">
            {sent}
          </p>
        )}
      </form>
    </ProfileSection>
  );
}
