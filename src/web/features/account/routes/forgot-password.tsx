import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type ForgotPasswordInput, forgotPasswordSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../lib/toast";
import { useForgotPassword } from "../api/account";
import { AuthCard } from "../components/auth-card";
import { toastFirstError } from "../validation-toast";

export function meta() {
  return [{ title: "Forgot password · Finance Careers" }];
}

// The answer is the same whether or not the address has an account, so the page reveals nothing.
export default function ForgotPassword() {
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;
  const onSubmit = form.handleSubmit(
    (values) =>
      request.mutate(values, {
        onError: (e) => toast.error("Could not send the link", { description: e.message }),
      }),
    toastFirstError,
  );

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email">
        <p role="status" className="text-slate-700">
          {request.data.message} The link works once and expires in 30 minutes.
        </p>
        <p className="mt-6 text-sm">
          <Link to="/login" className="font-medium text-brand-600 hover:underline">
            Back to log in
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id="email" label="Email" error={error}>
          <Input
            {...fieldProps("email", error)}
            type="email"
            autoComplete="email"
            disabled={request.isPending}
            {...form.register("email")}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? "Sending Reset Link..." : "Send Reset Link"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-600 hover:underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
