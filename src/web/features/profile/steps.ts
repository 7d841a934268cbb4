import {
  ONBOARDING_STEPS,
  type OnboardingDraft,
  type OnboardingStep,
  onboardingSchema,
} from "../../../shared/onboarding";

// What each step asks for (spec 000 §4.5 groups). The welcome and done steps ask nothing.
export const STEP_FIELDS: Record<OnboardingStep, (keyof OnboardingDraft)[]> = {
  welcome: [],
  "personal-details": ["firstName", "lastName", "university"],
  "education-background": [
    "education_status",
    "education_status_other",
    "course_studied",
    "course_studied_other",
    "university_name",
  ],
  "career-goals": [
    "targeted_role_types",
    "targeted_role_types_other",
    "targeted_finance_areas",
    "targeted_finance_areas_other",
    "targeted_locations",
    "targeted_locations_other",
    "open_to_remote",
    "needs_visa_sponsorship",
  ],
  "experience-skills": [
    "relevant_experience",
    "relevant_experience_other",
    "strongest_skills",
    "strongest_skills_other",
  ],
  "notification-preferences": ["job_update_frequency", "helpful_content_prefs"],
  "career-vision": ["career_vision", "career_vision_other"],
  done: [],
};

export const STEP_TITLES: Record<OnboardingStep, string> = {
  welcome: "Welcome",
  "personal-details": "Personal details",
  "education-background": "Education",
  "career-goals": "Career goals",
  "experience-skills": "Experience and skills",
  "notification-preferences": "Notifications",
  "career-vision": "Career vision",
  done: "Done",
};

export function isStep(value: string | undefined): value is OnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(value ?? "");
}

export function neighbours(step: OnboardingStep): { previous?: OnboardingStep; next?: OnboardingStep } {
  const index = ONBOARDING_STEPS.indexOf(step);
  return { previous: ONBOARDING_STEPS[index - 1], next: ONBOARDING_STEPS[index + 1] };
}

/** Field → message for everything wrong in the draft, using the one shared schema. */
export function draftErrors(draft: OnboardingDraft): Partial<Record<keyof OnboardingDraft, string>> {
  const result = onboardingSchema.safeParse(draft);
  if (result.success) return {};
  const errors: Partial<Record<keyof OnboardingDraft, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OnboardingDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The errors of one step only, so Next can say what this step still needs. */
export function stepErrors(draft: OnboardingDraft, step: OnboardingStep) {
  const all = draftErrors(draft);
  return Object.fromEntries(
    STEP_FIELDS[step].filter((field) => all[field]).map((field) => [field, all[field] as string]),
  ) as Partial<Record<keyof OnboardingDraft, string>>;
}

/** The first step holding an error, so the done step can send the member back to it. */
export function firstStepWithErrors(draft: OnboardingDraft): OnboardingStep | undefined {
  const all = draftErrors(draft);
  return ONBOARDING_STEPS.find((step) => STEP_FIELDS[step].some((field) => all[field]));
}
