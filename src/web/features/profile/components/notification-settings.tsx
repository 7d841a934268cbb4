import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../components/ui/load-error";
import { ProfilePrivacySlot } from "../../../lib/page-slots";
import { toast } from "../../../lib/toast";
import { type Profile, profileQuery, saveSettings } from "../api";
import { ProfileSection } from "./profile-section";

type SettingKey =
  | "show_in_join_alerts"
  | "email_broadcasts"
  | "email_support_replies"
  | "email_tracker_reminders"
  | "email_networking_reminders";

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
    key: "email_networking_reminders",
    label: "Networking reminders by email",
    hint: "When to thank a contact after a chat and when to follow up. You always see them in the app.",
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

/** The email and privacy switches, each saved as soon as it is flipped. */
export function NotificationSettings({ profile }: { profile: Profile }) {
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
    <ProfileSection
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
    </ProfileSection>
  );
}
