import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { ADMIN_LOGIN_FAILED } from "../../../../shared/messages";
import { type AdminSignInInput, adminSignInSchema } from "../../../../shared/schemas/auth";
import { safeRedirect } from "../../../app/guards";
import { Footer } from "../../../components/layout/footer";
import { Navbar } from "../../../components/layout/navbar";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useAuth } from "../../../lib/session";
import { useAdminSignIn } from "../api/account";
import { AuthCard } from "../components/auth-card";
import { FormField, fieldProps } from "../components/form-field";
import { PasswordInput } from "../components/password-input";

export function meta() {
  return [{ title: "Admin login · Finance Careers" }];
}

// 001 §2 and §5: only users whose role is admin get in; everyone else reads the same message.
export default function AdminLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const signIn = useAdminSignIn();
  const form = useForm<AdminSignInInput>({
    resolver: zodResolver(adminSignInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const busy = signIn.isPending;
  const destination = safeRedirect(params.get("redirect"), "/admin/dashboard");

  useEffect(() => {
    if (auth.status === "signed-in" && auth.isAdmin) navigate(destination, { replace: true });
  }, [auth, destination, navigate]);

  const onSubmit = form.handleSubmit((values) => signIn.mutate(values));

  return (
    <div className="flex min-h-screen flex-col">
      <Navbar area="admin" />
      <main className="flex-1">
        <AuthCard title="Admin Login" subtitle="For platform staff only.">
          {signIn.isError && (
            <p
              role="alert"
              className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {signIn.error.message || ADMIN_LOGIN_FAILED}
            </p>
          )}
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
        </AuthCard>
      </main>
      <Footer />
    </div>
  );
}
