import { Outlet, useNavigation } from "react-router";
import { AppNav } from "../../components/layout/app-nav";
import { Footer } from "../../components/layout/footer";
import { Navbar } from "../../components/layout/navbar";
import { Spinner } from "../../components/ui/spinner";
import { useEmailConfirmedNotice } from "../../features/account/use-email-confirmed-notice";
import { JobActionsContext } from "../../lib/job-actions";
import { PageSlotsContext } from "../../lib/page-slots";
import { RequireUser } from "../guards";
import { HelpButton, NotificationBell, PAGE_SLOTS, renderJobActions } from "./nav-slots";

export default function AppLayout() {
  useEmailConfirmedNotice();
  // spec 000 §2.10: screens load on demand, with a centred spinner meanwhile.
  const loading = useNavigation().state === "loading";
  return (
    <RequireUser>
      <div className="flex min-h-screen flex-col">
        <Navbar area="app" bell={<NotificationBell />} help={<HelpButton />} />
        <div className="flex flex-1 flex-col lg:flex-row">
          <AppNav />
          <main className="min-w-0 flex-1">
            <JobActionsContext.Provider value={renderJobActions}>
              <PageSlotsContext.Provider value={PAGE_SLOTS}>
                {loading ? <Spinner /> : <Outlet />}
              </PageSlotsContext.Provider>
            </JobActionsContext.Provider>
          </main>
        </div>
        <Footer />
      </div>
    </RequireUser>
  );
}
