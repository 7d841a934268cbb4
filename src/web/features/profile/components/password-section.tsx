import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changePasswordSchema } from "../../../../shared/schemas/profile";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { errorMessage } from "../../../components/ui/load-error";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api";
import { sessionQuery } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { changePassword } from "../api";
import { ProfileSection } from "./profile-section";

/** Changes the password given the current one, and by default signs out every other device. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: "", new_password: "", sign_out_others: true },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await changePassword(values);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast.success("Password changed", { description: result.message });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as "current_password" | "new_password", { message });
        }
      } else {
        toast.error("Could not change your password", { description: errorMessage(error) });
      }
    }
  });
  return (
    <ProfileSection title="Password">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormField id="current-password" label="Current password" error={errors.current_password?.message}>
          <PasswordInput
            {...fieldProps("current-password", errors.current_password?.message)}
            autoComplete="current-password"
            disabled={isSubmitting}
            {...form.register("current_password")}
          />
        </FormField>
        <FormField id="new-password" label="New password" error={errors.new_password?.message}>
          <PasswordInput
            {...fieldProps("new-password", errors.new_password?.message)}
            autoComplete="new-password"
            disabled={isSubmitting}
            {...form.register("new_password")}
          />
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register("sign_out_others")} />
          Sign out of all other devices
        </label>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? "Changing..." : "Change password"}
        </Button>
      </form>
    </ProfileSection>
  );
}
