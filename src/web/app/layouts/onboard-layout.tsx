import { Link, Outlet } from "react-router";
import { useEmailConfirmedNotice } from "../../features/account/use-email-confirmed-notice";
import { OnboardingProvider } from "../../features/profile/onboarding-context";
import { RequireUser } from "../guards";

// spec 000 §2.9: onboarding has its own layout behind the user guard.
export default function OnboardLayout() {
  useEmailConfirmedNotice();
  return (
    <RequireUser>
      <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
        <header className="mx-auto flex w-full max-w-3xl items-center justify-between px-4 py-6">
          <Link to="/" className="text-lg font-bold text-brand-900">
            Finance Careers
          </Link>
          <Link to="/app/job-feed" className="text-sm text-slate-600 hover:text-brand-700">
            Skip to the app
          </Link>
        </header>
        <main className="flex-1">
          <OnboardingProvider>
            <Outlet />
          </OnboardingProvider>
        </main>
      </div>
    </RequireUser>
  );
}
