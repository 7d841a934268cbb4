import { Link } from "react-router";
import { ONBOARDING_STEPS, type OnboardingStep } from "../../../../shared/onboarding-choices";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { cn } from "../../../lib/utils";
import { STEP_TITLES } from "../steps";

/** Where the member is, with every step one click away (each step reachable directly). */
export function OnboardingProgress({ current }: { current: OnboardingStep }) {
  const index = ONBOARDING_STEPS.indexOf(current);
  return (
    <nav aria-label="Onboarding progress" className="space-y-2">
      <p className="text-sm font-medium text-slate-600">
        Step {index + 1} of {ONBOARDING_STEPS.length}
      </p>
      <ProgressBar label="Onboarding progress" value={index + 1} max={ONBOARDING_STEPS.length} />
      <ol className="hidden flex-wrap gap-x-4 gap-y-1 text-xs sm:flex">
        {ONBOARDING_STEPS.map((step, i) => (
          <li key={step}>
            <Link
              to={`/onboard/${step}`}
              aria-current={step === current ? "step" : undefined}
              className={cn(
                "hover:text-brand-700 hover:underline",
                step === current
                  ? "font-semibold text-brand-800"
                  : i < index
                    ? "text-slate-700"
                    : "text-slate-500",
              )}
            >
              {STEP_TITLES[step]}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
