import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { ADMIN_TOTP_DIGITS } from "../../../../shared/constants";
import { type AdminTotpInput, adminTotpSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useAdminVerifyTotp } from "../api/account";

/**
 * The admin login's second step, the code from the admin's authenticator app. The session
 * opens only when the server accepts it.
 */
export function AdminCodeStep({
  email,
  onFailed,
  onStartOver,
}: {
  email: string;
  onFailed: (error: Error) => void;
  onStartOver: () => void;
}) {
  const verify = useAdminVerifyTotp();
  const form = useForm<AdminTotpInput>({
    resolver: zodResolver(adminTotpSchema),
    defaultValues: { code: "" },
  });
  const { errors } = form.formState;
  const busy = verify.isPending;

  // The step replaces the password form; focus moves to its only field, so typing can go on.
  useEffect(() => form.setFocus("code"), [form]);

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onError: (error) => {
        form.reset({ code: "" });
        onFailed(error);
        form.setFocus("code");
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="code"
        label="Authentication code"
        error={errors.code?.message}
        hint={`The ${ADMIN_TOTP_DIGITS}-digit code your authenticator app shows for ${email}.`}
      >
        <Input
          {...fieldProps("code", errors.code?.message)}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          className="tracking-widest"
          disabled={busy}
          {...form.register("code")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Logging in..." : "Login"}
      </Button>
      <Button type="button" variant="link" className="w-full" disabled={busy} onClick={onStartOver}>
        Use a different account
      </Button>
    </form>
  );
}
