import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  JOB_UPDATE_FREQUENCIES,
  LOCATIONS,
  type OnboardingDraft,
  type OnboardingStep,
  ROLE_TYPES,
} from "../../../../shared/onboarding-choices";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ApiError } from "../../../lib/api";
import { takePendingPlan } from "../../../lib/pending-plan";
import { sessionQuery } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import {
  type AnswerErrors,
  CareerGoals,
  CareerVision,
  EducationBackground,
  ExperienceSkills,
  NotificationPreferences,
  PersonalDetails,
  type SectionProps,
} from "../components/answer-sections";
import { OnboardingProgress } from "../components/onboarding-progress";
import { rememberStep } from "../draft-storage";
import { savedOnboardingQuery, saveOnboarding } from "../onboarding-api";
import { useOnboarding } from "../onboarding-context";
import { firstStepWithErrors, isStep, neighbours, STEP_TITLES, stepErrors } from "../steps";

type Errors = AnswerErrors;

export function meta() {
  return [{ title: "Set up your profile · Finance Careers" }, { name: "robots", content: "noindex" }];
}

// spec 000 §2.9: one screen per step, Back/Next, a progress indicator, every step reachable.
export default function OnboardingStepRoute() {
  const { pathname } = useLocation();
  const step = pathname.split("/").filter(Boolean).at(1);
  const { draft, update } = useOnboarding();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step starts clean, with focus on its heading so screen readers announce it, and is
  // remembered so /onboard can bring the member back to it.
  useEffect(() => {
    setErrors({});
    heading.current?.focus();
    if (step && isStep(step)) rememberStep(step);
  }, [step]);

  if (!isStep(step)) return null;
  const { previous, next } = neighbours(step);

  function goNext() {
    if (!step || !isStep(step) || !next) return;
    const found = stepErrors(draft, step);
    setErrors(found);
    if (Object.keys(found).length === 0) goTo(next);
  }

  // Remembered before leaving, not only once the next step has drawn: a member who leaves straight
  // after pressing Next comes back to the step they asked for.
  function goTo(target: OnboardingStep) {
    rememberStep(target);
    navigate(`/onboard/${target}`);
  }

  const props: SectionProps = {
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
              <Button variant="secondary" onClick={() => goTo(previous)}>
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

function Done() {
  const { draft, reset } = useOnboarding();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const incomplete = firstStepWithErrors(draft);
  const save = useMutation({
    mutationFn: () => saveOnboarding(draft),
    onSuccess: async () => {
      // Saved on the server: the local copy has done its job.
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
