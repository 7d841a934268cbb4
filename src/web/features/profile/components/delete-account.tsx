import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { deleteAccountSchema } from "../../../../shared/schemas/profile";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { errorMessage } from "../../../components/ui/load-error";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api";
import { useSignOut } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { deleteAccount } from "../api";

/** Deletes the account after the password is typed again; the form stays closed until asked for. */
export function DeleteAccount() {
  const navigate = useNavigate();
  const endSession = useSignOut();
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof deleteAccountSchema>>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      // Deleting ends the session like signing out: leave the guarded page first (see useSignOut).
      await endSession(
        () => navigate("/"),
        () => deleteAccount(password),
      );
      toast.success("Your account has been deleted", { description: "We are sorry to see you go." });
    } catch (error) {
      form.setError("password", {
        message: error instanceof ApiError ? (error.fields.password ?? error.message) : errorMessage(error),
      });
    }
  });
  return (
    <Card className="space-y-4 border-red-200">
      <div>
        <h2 className="text-lg font-semibold text-red-800">Delete account</h2>
        <p className="mt-1 text-sm text-slate-600">
          Deletes your account, answers, applications and documents for good, and cancels any subscription.
          This cannot be undone.
        </p>
      </div>
      {open ? (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <FormField
            id="delete-password"
            label="Enter your password to confirm"
            error={errors.password?.message}
          >
            <PasswordInput
              {...fieldProps("delete-password", errors.password?.message)}
              autoComplete="current-password"
              disabled={isSubmitting}
              {...form.register("password")}
            />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={isSubmitting}>
              {isSubmitting ? "Deleting..." : "Delete my account"}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={isSubmitting}>
              Keep my account
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete account...
        </Button>
      )}
    </Card>
  );
}
