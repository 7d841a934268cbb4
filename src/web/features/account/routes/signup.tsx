import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PREMIUM_PRODUCT_ID } from "../../../../shared/constants";
import { TOASTS } from "../../../../shared/messages";
import { type SignUpInput, signUpSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api";
import { rememberPlan } from "../../../lib/pending-plan";
import { toast } from "../../../lib/toast";
import { useSignUp } from "../api/account";
import { AuthCard } from "../components/auth-card";
import { useSignedInRedirect } from "../use-signed-in-redirect";
import { applyServerFieldErrors, toastFirstError } from "../validation-toast";

export function meta() {
  return [{ title: "Sign up · Finance Careers" }];
}

const REFERRAL_TOAST_MS = 8_000;

const EMPTY: SignUpInput = { first_name: "", last_name: "", email: "", password: "", referral_code: "" };

/** The code in a shared link, as the field would hold it (letters and digits, upper case). */
const referralFromLink = (ref: string | null) =>
  (ref ?? "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 20);

// spec 000 §2.4 and §4.4; the referral code is applied by the server inside the same request.
export default function Signup() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  // A shared link /signup?ref=CODE fills in the referral code; the member can still change or clear it.
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { ...EMPTY, referral_code: referralFromLink(params.get("ref")) },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || signUp.isPending;
  const { markSent } = useSignedInRedirect("/app/job-feed");

  const onSubmit = form.handleSubmit(async (values) => {
    markSent();
    try {
      const result = await signUp.mutateAsync({
        ...values,
        referral_code: values.referral_code || undefined,
      });
      // spec 000 §8: a referral problem is shown after the welcome, so it is the toast in front (the
      // public site shows one at a time) and stays a little longer.
      const referral = result.referral;
      const referralProblem = () => {
        const shown = { duration: REFERRAL_TOAST_MS };
        if (referral?.status === "not_found") {
          toast.error(TOASTS.referralNotFound.title, { ...shown, description: TOASTS.referralNotFound.text });
        } else if (referral?.status === "failed") {
          toast.error(TOASTS.referralError.title, {
            ...shown,
            description: TOASTS.referralError.text(referral.reason),
          });
        }
      };
      form.reset(EMPTY);
      // spec 000 §2.6: Premium chosen on the pricing page continues to checkout once onboarding is done.
      if (params.get("plan") === PREMIUM_PRODUCT_ID) rememberPlan(PREMIUM_PRODUCT_ID);
      if (result.requires_verification) {
        toast.success(TOASTS.confirmationSent.title, { description: TOASTS.confirmationSent.text });
        referralProblem();
        navigate("/login?message=check_email");
        return;
      }
      toast.success(TOASTS.signupSuccess.title, { description: TOASTS.signupSuccess.text });
      referralProblem();
      navigate("/onboard/welcome");
    } catch (error) {
      if (error instanceof ApiError) applyServerFieldErrors(error.fields, form.setError);
      const message = error instanceof ApiError ? error.message : TOASTS.signupFailed.text;
      toast.error(TOASTS.signupFailed.title, { description: message || TOASTS.signupFailed.text });
    }
  }, toastFirstError);

  const input = (name: keyof SignUpInput) => ({
    ...fieldProps(name, errors[name]?.message),
    disabled: busy,
    ...form.register(name),
  });

  return (
    <AuthCard title="Create your account" subtitle="Start free. Upgrade when you are ready.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="first_name" label="First name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" {...input("first_name")} />
          </FormField>
          <FormField id="last_name" label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="family-name" {...input("last_name")} />
          </FormField>
        </div>
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...input("email")} />
        </FormField>
        <FormField
          id="password"
          label="Password"
          error={errors.password?.message}
          hint="At least 6 characters."
        >
          <PasswordInput autoComplete="new-password" {...input("password")} />
        </FormField>
        <FormField
          id="referral_code"
          label="Referral code"
          error={errors.referral_code?.message}
          hint="Optional."
        >
          <Input autoComplete="off" className="uppercase" {...input("referral_code")} />
        </FormField>
        <p className="text-xs text-slate-600">
          By creating an account you agree to our{" "}
          <Link to="/terms" className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Creating Your Account..." : "Create Your Account"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-brand-600 hover:underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
