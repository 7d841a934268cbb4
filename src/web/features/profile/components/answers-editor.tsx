import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { mergeDraft, ONBOARDING_DEFAULTS, type OnboardingDraft } from "../../../../shared/onboarding-choices";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../components/ui/load-error";
import { ApiError } from "../../../lib/api";
import { sessionQuery } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { type Profile, profileQuery } from "../api";
import { savedOnboardingQuery, saveOnboarding } from "../onboarding-api";
import { draftErrors } from "../steps";
import {
  type AnswerErrors,
  CareerGoals,
  CareerVision,
  EducationBackground,
  ExperienceSkills,
  NotificationPreferences,
  PersonalDetails,
} from "./answer-sections";
import { ProfileSection } from "./profile-section";

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
export function AnswersEditor({ profile }: { profile: Profile }) {
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
    <ProfileSection
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
    </ProfileSection>
  );
}
