import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type AdminSignInInput, adminSignInSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { useAdminSignIn } from "../api/account";

/** 001 §2 and §5: the admin login's first step. A right password leads to the code step. */
export function AdminPasswordStep({
  defaultEmail,
  onAccepted,
  onFailed,
}: {
  defaultEmail: string;
  onAccepted: (email: string) => void;
  onFailed: (error: Error) => void;
}) {
  const signIn = useAdminSignIn();
  const form = useForm<AdminSignInInput>({
    resolver: zodResolver(adminSignInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;
  const busy = signIn.isPending;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => onAccepted(values.email),
      onError: (error) => {
        form.resetField("password");
        onFailed(error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldProps("email", errors.email?.message)}
          type="email"
          autoComplete="username"
          disabled={busy}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <PasswordInput
          {...fieldProps("password", errors.password?.message)}
          autoComplete="current-password"
          disabled={busy}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Logging in..." : "Login"}
      </Button>
    </form>
  );
}
