import { zodResolver } from "@hookform/resolvers/zod";
import { useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { TOASTS } from "../../../../shared/messages";
import { type SignInInput, signInSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api";
import { safeRedirect } from "../../../lib/safe-redirect";
import { toast } from "../../../lib/toast";
import { useSignIn } from "../api/account";
import { AuthCard } from "../components/auth-card";
import { ResendVerification } from "../components/resend-verification";
import { SignInLinkOffer } from "../components/sign-in-link-offer";
import { SignInWithLink } from "../components/sign-in-with-link";
import { useSignedInRedirect } from "../use-signed-in-redirect";
import { toastFirstError } from "../validation-toast";

export function meta() {
  return [{ title: "Log in · Finance Careers" }];
}

const noSubscription = () => () => undefined;
/**
 * False while the page hydrates, then true. /login is prerendered without its query, so what the query
 * changes may show only after hydration, or the first render would not match the HTML.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

// spec 000 §2.3 and §4.3. With ?link=<token> (an emailed sign-in link) it finishes that sign-in instead.
export default function Login() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || signIn.isPending;
  const destination = safeRedirect(params.get("redirect"), "/app/job-feed");
  const linkToken = params.get("link");
  const { markSent } = useSignedInRedirect(destination, !linkToken);
  const welcome = () => {
    toast.success(TOASTS.loginSuccess.title, { description: TOASTS.loginSuccess.text });
    navigate(destination, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    markSent();
    try {
      const result = await signIn.mutateAsync(values);
      if (!result.user) {
        toast.error(TOASTS.loginIssue.title, { description: TOASTS.loginIssue.text });
        return;
      }
      welcome();
    } catch (error) {
      if (error instanceof ApiError) {
        toast.error(TOASTS.loginFailed, { description: error.message || TOASTS.loginFailedFallback });
      } else {
        toast.error(TOASTS.unexpected.title, { description: TOASTS.unexpected.text });
      }
    }
  }, toastFirstError);

  const needsVerification = signIn.error instanceof ApiError && signIn.error.code === "email_not_verified";
  // Too many wrong passwords for this account from this network (perhaps not the member's own).
  const paused = signIn.error instanceof ApiError && signIn.error.status === 429;

  const hydrated = useHydrated();

  if (linkToken && hydrated) return <SignInWithLink token={linkToken} onSignedIn={welcome} />;

  return (
    <AuthCard title="Welcome back" subtitle="Log in to your finance career dashboard.">
      {params.get("message") === "check_email" && (
        <p
          role="status"
          className="mb-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900"
        >
          Please check your email and click the confirmation link to activate your account, then log in here.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldProps("email", errors.email?.message)}
            type="email"
            autoComplete="email"
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
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm text-brand-600 hover:underline">
            Forgot password
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Signing You In..." : "Access Your Dashboard"}
        </Button>
      </form>
      {needsVerification && <ResendVerification email={form.getValues("email")} />}
      {paused && signIn.variables && (
        <SignInLinkOffer
          key={signIn.variables.email}
          email={signIn.variables.email}
          reason={signIn.error?.message ?? ""}
        />
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        New here?{" "}
        <Link to="/signup" className="font-medium text-brand-600 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
