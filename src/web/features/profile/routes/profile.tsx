import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { mergeDraft, ONBOARDING_DEFAULTS, type OnboardingDraft } from "../../../../shared/onboarding";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
} from "../../../../shared/schemas/profile";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { PasswordInput } from "../../../components/ui/password-input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { ProfilePrivacySlot } from "../../../lib/page-slots";
import { sessionQuery, useSignOut } from "../../../lib/session";
import {
  changeEmail,
  changePassword,
  deleteAccount,
  type Profile,
  profileQuery,
  saveSettings,
  signOutOthers,
} from "../api";
import {
  type AnswerErrors,
  CareerGoals,
  CareerVision,
  EducationBackground,
  ExperienceSkills,
  NotificationPreferences,
  PersonalDetails,
} from "../components/answer-sections";
import { savedOnboardingQuery, saveOnboarding } from "../onboarding-api";
import { draftErrors } from "../steps";

export function meta() {
  return [{ title: "Profile · Finance Careers" }];
}

// /app/profile: everything onboarding collected, email and password, notification and privacy
// settings, other devices, the data export and account deletion.
export default function ProfileRoute() {
  const profile = useQuery(profileQuery);
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    if (params.get("email") === "changed") {
      toast.success("Email address changed", {
        description: "Use your new address the next time you sign in.",
      });
      setParams({}, { replace: true });
    }
  }, [params, setParams]);

  if (profile.isPending) return <Spinner />;
  if (profile.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        <LoadError className="mt-6" onRetry={() => profile.refetch()}>
          Could not load your profile: {errorMessage(profile.error)}
        </LoadError>
      </section>
    );
  }
  const data = profile.data;
  return (
    <section className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        <p className="mt-2 text-slate-600">
          {data.first_name} {data.last_name} · {data.email}
        </p>
      </div>
      <Answers profile={data} />
      <Settings profile={data} />
      <div className="grid gap-6 md:grid-cols-2">
        <EmailSection profile={data} />
        <PasswordSection />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <OtherDevices />
        <YourData />
      </div>
      <DeleteAccount />
    </section>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </Card>
  );
}

function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: savedOnboardingQuery.queryKey }),
    ]);
}

function initialDraft(profile: Profile): OnboardingDraft {
  if (profile.onboarding) return mergeDraft(profile.onboarding);
  return {
    ...structuredClone(ONBOARDING_DEFAULTS),
    firstName: profile.first_name,
    lastName: profile.last_name,
  };
}

/** Everything onboarding asked, editable in one form and saved with the same schema. */
function Answers({ profile }: { profile: Profile }) {
  const [draft, setDraft] = useState(() => initialDraft(profile));
  const [errors, setErrors] = useState<AnswerErrors>({});
  const refresh = useRefreshAccount();
  const save = useMutation({
    mutationFn: () => saveOnboarding(draft),
    onSuccess: async () => {
      await refresh();
      toast.success("Your answers are saved", {
        description: "Your job feed and alerts follow them from now on.",
      });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields as AnswerErrors);
      toast.error("Could not save your answers", { description: errorMessage(error) });
    },
  });
  const update = (changes: Partial<OnboardingDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(changes)) delete rest[key as keyof OnboardingDraft];
      return rest;
    });
  };
  const submit = () => {
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error("Some answers need attention", { description: Object.values(found)[0] });
      return;
    }
    save.mutate();
  };
  const props = { draft, update, errors };
  return (
    <Section
      title="Your answers"
      description={
        profile.onboarding
          ? "What you told us during onboarding. Your job feed is ranked by these."
          : "You have not finished onboarding yet. Answer here and your job feed will be ranked by it."
      }
    >
      <div className="space-y-8">
        <PersonalDetails {...props} />
        <EducationBackground {...props} />
        <CareerGoals {...props} />
        <ExperienceSkills {...props} />
        <NotificationPreferences {...props} />
        <CareerVision {...props} />
      </div>
      <div className="border-t border-slate-100 pt-4">
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save answers"}
        </Button>
      </div>
    </Section>
  );
}

type SettingKey =
  | "show_in_join_alerts"
  | "email_broadcasts"
  | "email_support_replies"
  | "email_tracker_reminders";

const SETTINGS: { key: SettingKey; label: string; hint: string }[] = [
  {
    key: "email_broadcasts",
    label: "Announcements by email",
    hint: "News from the Finance Careers team. You always see them in the app.",
  },
  {
    key: "email_tracker_reminders",
    label: "Application reminders by email",
    hint: "Deadlines, interviews and the reminders you set in the tracker. You always see them in the app.",
  },
  {
    key: "email_support_replies",
    label: "Support replies by email",
    hint: "An email when our team answers your message.",
  },
  {
    key: "show_in_join_alerts",
    label: "Name me in sign-up announcements",
    hint: "When you join Premium, the public site may show your first name and university. Off unless you turn it on.",
  },
];

function Settings({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  // The switch moves at once; a failed save puts it back and says why.
  // What the switch shows from the click until the cached settings change (saved, or put back after a
  // failure): the cache notifies its readers a moment later, and the switch must not flick back meanwhile.
  const [shown, setShown] = useState<Partial<Profile["settings"]>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: any new settings object replaces what was shown
  useEffect(() => setShown({}), [profile.settings]);
  const save = useMutation({
    mutationFn: saveSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: profileQuery.queryKey });
      const before = queryClient.getQueryData(profileQuery.queryKey);
      queryClient.setQueryData(profileQuery.queryKey, (current) =>
        current ? { ...current, settings: { ...current.settings, ...change } } : current,
      );
      return { before };
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(profileQuery.queryKey, (current) =>
        current ? { ...current, settings } : current,
      );
      toast.success("Settings saved");
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(profileQuery.queryKey, context.before);
      toast.error("Could not save your settings", { description: errorMessage(error) });
    },
  });
  return (
    <Section
      title="Notifications and privacy"
      description="How often we email you about new roles is in your answers above."
    >
      <ul className="divide-y divide-slate-100">
        {SETTINGS.map(({ key, label, hint }) => {
          const id = `setting-${key}`;
          return (
            <li key={key} className="flex items-start justify-between gap-4 py-3">
              <div>
                <label htmlFor={id} className="text-sm font-medium text-slate-900">
                  {label}
                </label>
                <p id={`${id}-hint`} className="text-xs text-slate-500">
                  {hint}
                </p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                aria-checked={profile.settings[key]}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-5 accent-brand-600"
                checked={shown[key] ?? profile.settings[key]}
                onChange={(event) => {
                  setShown((current) => ({ ...current, [key]: event.target.checked }));
                  save.mutate({ [key]: event.target.checked });
                }}
              />
            </li>
          );
        })}
      </ul>
      <ProfilePrivacySlot />
    </Section>
  );
}

function EmailSection({ profile }: { profile: Profile }) {
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
    <Section
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
    </Section>
  );
}

function PasswordSection() {
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
    <Section title="Password">
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
    </Section>
  );
}

function OtherDevices() {
  const signOut = useMutation({
    mutationFn: signOutOthers,
    onSuccess: (result) => toast.success("Signed out elsewhere", { description: result.message }),
    onError: (error) => toast.error("Could not sign out other devices", { description: errorMessage(error) }),
  });
  return (
    <Section
      title="Other devices"
      description="Signed in on a shared or lost device? End every session but this one."
    >
      <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {signOut.isPending ? "Signing out..." : "Sign out of all other devices"}
      </Button>
    </Section>
  );
}

function YourData() {
  return (
    <Section title="Your data" description="Everything we keep about you, as one JSON file.">
      <Button variant="secondary" asChild>
        <a href="/api/profile/export" download>
          Download my data
        </a>
      </Button>
    </Section>
  );
}

function DeleteAccount() {
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
