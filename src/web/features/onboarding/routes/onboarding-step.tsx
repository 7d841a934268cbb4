import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import {
  CAREER_VISIONS,
  CONTENT_PREFERENCES,
  COURSES,
  EDUCATION_STATUSES,
  EXPERIENCE_LEVELS,
  FINANCE_AREAS,
  JOB_UPDATE_FREQUENCIES,
  LOCATIONS,
  type OnboardingDraft,
  type OnboardingStep,
  ROLE_TYPES,
  SKILLS,
} from "../../../../shared/onboarding";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { sessionQuery } from "../../../lib/session";
import { FormField, fieldProps } from "../../account/components/form-field";
import { takePendingPlan } from "../../billing/api";
import { savedOnboardingQuery, saveOnboarding } from "../api";
import { MultiChoice, SingleChoice, YesNoChoice } from "../components/choice-group";
import { OnboardingProgress } from "../components/onboarding-progress";
import { useOnboarding } from "../onboarding-context";
import { firstStepWithErrors, isStep, neighbours, STEP_TITLES, stepErrors } from "../steps";

type Errors = Partial<Record<keyof OnboardingDraft, string>>;
type StepProps = {
  draft: OnboardingDraft;
  update: (changes: Partial<OnboardingDraft>) => void;
  errors: Errors;
};

export function meta() {
  return [{ title: "Set up your profile · Finance Careers" }, { name: "robots", content: "noindex" }];
}

// spec 000 §2.9 and issue 5: one screen per step, Back/Next, a progress indicator, every step reachable.
export default function OnboardingStepRoute() {
  const { pathname } = useLocation();
  const step = pathname.split("/").filter(Boolean).at(1);
  const { draft, update } = useOnboarding();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step starts clean, with focus on its heading so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the step changes
  useEffect(() => {
    setErrors({});
    heading.current?.focus();
  }, [step]);

  if (!isStep(step)) return null;
  const { previous, next } = neighbours(step);

  function goNext() {
    if (!step || !isStep(step) || !next) return;
    const found = stepErrors(draft, step);
    setErrors(found);
    if (Object.keys(found).length === 0) navigate(`/onboard/${next}`);
  }

  const props: StepProps = {
    draft,
    update: (changes) => {
      update(changes);
      // An answer clears its own error as soon as it is given.
      setErrors((current) => {
        const rest = { ...current };
        for (const key of Object.keys(changes)) delete rest[key as keyof OnboardingDraft];
        return rest;
      });
    },
    errors,
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16">
      <OnboardingProgress current={step} />
      <Card className="space-y-6">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {STEP_HEADINGS[step]}
        </h1>
        {step === "welcome" && <Welcome />}
        {step === "personal-details" && <PersonalDetails {...props} />}
        {step === "education-background" && <EducationBackground {...props} />}
        {step === "career-goals" && <CareerGoals {...props} />}
        {step === "experience-skills" && <ExperienceSkills {...props} />}
        {step === "notification-preferences" && <NotificationPreferences {...props} />}
        {step === "career-vision" && <CareerVision {...props} />}
        {step === "done" && <Done />}
        {step !== "done" && (
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
            {previous ? (
              <Button variant="secondary" onClick={() => navigate(`/onboard/${previous}`)}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={goNext}>{step === "welcome" ? "Get started" : "Next"}</Button>
          </div>
        )}
      </Card>
    </div>
  );
}

const STEP_HEADINGS: Record<OnboardingStep, string> = {
  welcome: "Welcome to Finance Careers",
  "personal-details": "About you",
  "education-background": "Your education",
  "career-goals": "What you are aiming for",
  "experience-skills": "Your experience and skills",
  "notification-preferences": "How we keep you posted",
  "career-vision": "Where you want to be",
  done: "You're all set",
};

function Lead({ children }: { children: ReactNode }) {
  return <p className="text-slate-600">{children}</p>;
}

function Welcome() {
  return (
    <div className="space-y-3">
      <Lead>
        Seven short steps, about three minutes. Your answers decide which roles lead your job feed, which
        deadlines we warn you about and how often we email you. You can change any of them later in your
        profile.
      </Lead>
      <p className="text-sm text-slate-500">
        Your progress is saved in this browser as you go, so you can leave and pick up where you were.
      </p>
    </div>
  );
}

function OtherText({
  show,
  label,
  field,
  draft,
  update,
  errors,
}: StepProps & { show: boolean; label: string; field: keyof OnboardingDraft }) {
  if (!show) return null;
  const id = `onboarding-${field}`;
  return (
    <FormField id={id} label={label} error={errors[field]}>
      <Input
        {...fieldProps(id, errors[field])}
        value={String(draft[field] ?? "")}
        maxLength={200}
        onChange={(event) => update({ [field]: event.target.value })}
      />
    </FormField>
  );
}

function PersonalDetails({ draft, update, errors }: StepProps) {
  const text = (field: "firstName" | "lastName" | "university", label: string, autoComplete: string) => {
    const id = `onboarding-${field}`;
    return (
      <FormField id={id} label={label} error={errors[field]}>
        <Input
          {...fieldProps(id, errors[field])}
          autoComplete={autoComplete}
          value={draft[field]}
          onChange={(event) => update({ [field]: event.target.value })}
        />
      </FormField>
    );
  };
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "First name", "given-name")}
        {text("lastName", "Last name", "family-name")}
      </div>
      {text("university", "University or school", "organization")}
    </div>
  );
}

function EducationBackground(props: StepProps) {
  const { draft, update, errors } = props;
  const id = "onboarding-university_name";
  return (
    <div className="space-y-6">
      <SingleChoice
        legend="Where are you in your studies?"
        options={EDUCATION_STATUSES}
        value={draft.education_status}
        onChange={(value) => update({ education_status: value })}
        error={errors.education_status}
      />
      <OtherText
        {...props}
        show={draft.education_status === "other"}
        label="Your stage"
        field="education_status_other"
      />
      <SingleChoice
        legend="What do you study (or did you study)?"
        options={COURSES}
        value={draft.course_studied}
        onChange={(value) => update({ course_studied: value })}
      />
      <OtherText
        {...props}
        show={draft.course_studied === "other"}
        label="Your course"
        field="course_studied_other"
      />
      <FormField
        id={id}
        label="University name as it appears on your degree"
        hint="Leave it empty to use the name you gave on the previous step."
        error={errors.university_name}
      >
        <Input
          {...fieldProps(id, errors.university_name)}
          value={draft.university_name ?? ""}
          placeholder={draft.university}
          onChange={(event) => update({ university_name: event.target.value || null })}
        />
      </FormField>
    </div>
  );
}

function CareerGoals(props: StepProps) {
  const { draft, update, errors } = props;
  return (
    <div className="space-y-6">
      <MultiChoice
        legend="Which roles are you looking for?"
        hint="Choose all that apply."
        options={ROLE_TYPES}
        value={draft.targeted_role_types}
        onChange={(value) => update({ targeted_role_types: value })}
        error={errors.targeted_role_types}
      />
      <OtherText
        {...props}
        show={draft.targeted_role_types.includes("other")}
        label="Other role types"
        field="targeted_role_types_other"
      />
      <MultiChoice
        legend="Which areas of finance interest you?"
        options={FINANCE_AREAS}
        value={draft.targeted_finance_areas}
        onChange={(value) => update({ targeted_finance_areas: value })}
        error={errors.targeted_finance_areas}
      />
      <OtherText
        {...props}
        show={draft.targeted_finance_areas.includes("other")}
        label="Other areas"
        field="targeted_finance_areas_other"
      />
      <MultiChoice
        legend="Where would you like to work?"
        options={LOCATIONS}
        value={draft.targeted_locations}
        onChange={(value) => update({ targeted_locations: value })}
        error={errors.targeted_locations}
      />
      <OtherText
        {...props}
        show={draft.targeted_locations.includes("other")}
        label="Other locations"
        field="targeted_locations_other"
      />
      <YesNoChoice
        legend="Are you open to remote or hybrid roles?"
        value={draft.open_to_remote}
        onChange={(value) => update({ open_to_remote: value })}
      />
      <YesNoChoice
        legend="Will you need visa sponsorship to work in the UK?"
        value={draft.needs_visa_sponsorship}
        onChange={(value) => update({ needs_visa_sponsorship: value })}
      />
    </div>
  );
}

function ExperienceSkills(props: StepProps) {
  const { draft, update } = props;
  return (
    <div className="space-y-6">
      <SingleChoice
        legend="What is your most relevant experience so far?"
        options={EXPERIENCE_LEVELS}
        value={draft.relevant_experience}
        onChange={(value) => update({ relevant_experience: value })}
      />
      <OtherText
        {...props}
        show={draft.relevant_experience === "other"}
        label="Your experience"
        field="relevant_experience_other"
      />
      <MultiChoice
        legend="What are your strongest skills?"
        hint="Choose all that apply."
        options={SKILLS}
        value={draft.strongest_skills}
        onChange={(value) => update({ strongest_skills: value })}
      />
      <OtherText
        {...props}
        show={draft.strongest_skills.includes("other")}
        label="Other skills"
        field="strongest_skills_other"
      />
    </div>
  );
}

function NotificationPreferences({ draft, update }: StepProps) {
  return (
    <div className="space-y-6">
      <SingleChoice
        legend="How often should we email you about new roles?"
        options={JOB_UPDATE_FREQUENCIES}
        value={draft.job_update_frequency}
        onChange={(value) => update({ job_update_frequency: value })}
      />
      <MultiChoice
        legend="What else would help you?"
        hint="We use this to choose the guides and reminders we send."
        options={CONTENT_PREFERENCES}
        value={draft.helpful_content_prefs}
        onChange={(value) => update({ helpful_content_prefs: value })}
      />
    </div>
  );
}

function CareerVision(props: StepProps) {
  const { draft, update, errors } = props;
  const id = "onboarding-career_vision_other";
  return (
    <div className="space-y-6">
      <SingleChoice
        legend="In five years, where would you like to be?"
        options={CAREER_VISIONS}
        value={draft.career_vision}
        onChange={(value) => update({ career_vision: value })}
      />
      {draft.career_vision === "other" && (
        <FormField id={id} label="Describe it in your own words" error={errors.career_vision_other}>
          <textarea
            {...fieldProps(id, errors.career_vision_other)}
            rows={4}
            maxLength={1000}
            className="w-full rounded-md border border-slate-300 p-3 text-sm aria-[invalid=true]:border-red-500"
            value={draft.career_vision_other}
            onChange={(event) => update({ career_vision_other: event.target.value })}
          />
        </FormField>
      )}
    </div>
  );
}

function Done() {
  const { draft, reset } = useOnboarding();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const incomplete = firstStepWithErrors(draft);
  const save = useMutation({
    mutationFn: () => saveOnboarding(draft),
    onSuccess: async () => {
      // Saved on the server: the local copy has done its job (issue 5).
      reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: savedOnboardingQuery.queryKey }),
      ]);
      toast.success("Profile saved", { description: "Your job feed now follows your answers." });
      // Chosen Premium on the pricing page before signing up: continue to checkout (spec 000 §2.6).
      navigate(takePendingPlan() ? "/app/billing?upgrade=1" : "/app/job-feed");
    },
    onError: (error) => {
      const description =
        error instanceof ApiError
          ? error.message
          : "Something went wrong. Your answers are kept; please try again.";
      toast.error("Could not save your answers", { description });
    },
  });

  if (incomplete) {
    return (
      <div className="space-y-4">
        <Lead>A few answers are still missing before we can tailor your feed.</Lead>
        <Button asChild>
          <Link to={`/onboard/${incomplete}`}>Finish “{STEP_TITLES[incomplete]}”</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Lead>
        Thanks, {draft.firstName}. We will rank roles for {summarise(draft)} first, and email you{" "}
        {JOB_UPDATE_FREQUENCIES.find((f) => f.value === draft.job_update_frequency)?.label.toLowerCase()}.
      </Lead>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" onClick={() => save.mutate()} disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Go to my job feed"}
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/onboard/career-vision">Back</Link>
        </Button>
      </div>
    </div>
  );
}

function summarise(draft: OnboardingDraft): string {
  const label = (list: readonly { value: string; label: string }[], value: string) =>
    list.find((item) => item.value === value)?.label ?? value;
  const roles = draft.targeted_role_types
    .filter((r) => r !== "other")
    .map((r) => label(ROLE_TYPES, r).toLowerCase());
  const places = draft.targeted_locations.filter((l) => l !== "other").map((l) => label(LOCATIONS, l));
  const parts = [
    roles.slice(0, 3).join(", ") || "your chosen roles",
    places.length ? `in ${places.slice(0, 3).join(", ")}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}
