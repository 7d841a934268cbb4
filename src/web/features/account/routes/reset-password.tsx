import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type ResetPasswordInput, resetPasswordSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useResetPassword } from "../api/account";
import { AuthCard } from "../components/auth-card";

export function meta() {
  return [{ title: "Choose a new password · Finance Careers" }];
}

// The last step of the reset: the link from the email carries a single-use token valid 30 minutes.
export default function ResetPassword() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = params.get("token") ?? "";
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    values: { token, password: "", confirm_password: "" },
  });
  const { errors } = form.formState;
  const busy = reset.isPending;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (result) => {
        toast.success("Password changed", { description: result.message });
        navigate("/login", { replace: true });
      },
      onError: (error) => toast.error("Password not changed", { description: error.message }),
    }),
  );

  const linkBroken = !token || (reset.error instanceof ApiError && reset.error.code === "invalid_token");

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Signing in elsewhere will end once the password changes."
    >
      {linkBroken && (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {token ? reset.error?.message : "This reset link is incomplete."}{" "}
          <Link to="/forgot-password" className="font-medium underline">
            Request a new link
          </Link>
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          id="password"
          label="New password"
          error={errors.password?.message}
          hint="At least 6 characters."
        >
          <PasswordInput
            {...fieldProps("password", errors.password?.message)}
            autoComplete="new-password"
            disabled={busy}
            {...form.register("password")}
          />
        </FormField>
        <FormField
          id="confirm_password"
          label="Confirm new password"
          error={errors.confirm_password?.message}
        >
          <PasswordInput
            {...fieldProps("confirm_password", errors.confirm_password?.message)}
            autoComplete="new-password"
            disabled={busy}
            {...form.register("confirm_password")}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy || !token}>
          {busy ? "Saving..." : "Save New Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
