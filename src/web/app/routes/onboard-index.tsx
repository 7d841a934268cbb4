import { Navigate, useLocation } from "react-router";
import { ONBOARDING_STEPS } from "../../../shared/onboarding-choices";
import { Spinner } from "../../components/ui/spinner";
import { lastStep } from "../../features/profile/draft-storage";
import { useAuth } from "../../lib/session";

/**
 * /onboard picks up where the member left off: the step they last opened (Welcome the first time), or
 * the app once onboarding is done. Confirmation links come here too, with their ?email=confirmed.
 */
export default function OnboardIndex() {
  const auth = useAuth();
  const { search } = useLocation();
  if (auth.status !== "signed-in") return <Spinner />;
  if (auth.onboarded) return <Navigate to={`/app/job-feed${search}`} replace />;
  const step = lastStep();
  const resume = step && (ONBOARDING_STEPS as readonly string[]).includes(step) ? step : "welcome";
  return <Navigate to={`/onboard/${resume}${search}`} replace />;
}
