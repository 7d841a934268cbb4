import type { MouseEvent } from "react";
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

const MAIN_ID = "main-content";

/**
 * Focuses <main> itself, so the next Tab goes on from the top of the screen: following the #hash alone
 * scrolls there but can leave focus behind, and would put the hash in the router's address. <main>
 * takes focus only for this moment (tabindex -1 until it loses focus), so a click inside it never does.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.setAttribute("tabindex", "-1");
  main.addEventListener("blur", () => main.removeAttribute("tabindex"), { once: true });
  main.focus();
}

export default function AppLayout() {
  useEmailConfirmedNotice();
  // spec 000 §2.10: screens load on demand, with a centred spinner meanwhile.
  const loading = useNavigation().state === "loading";
  return (
    <RequireUser>
      <div className="flex min-h-screen flex-col">
        {/* The first stop of the Tab key: past the navigation bar and the app's menu to the screen. */}
        <a
          href={`#${MAIN_ID}`}
          onClick={skipToMain}
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:ring-2 focus:ring-brand-600 focus:outline-none"
        >
          Skip to main content
        </a>
        <Navbar area="app" bell={<NotificationBell />} help={<HelpButton />} />
        <div className="flex flex-1 flex-col lg:flex-row">
          <AppNav />
          {/* At least a screen tall, so the footer starts below the first screenful: a screen's data
              arriving then grows the page beneath the fold instead of pushing a visible footer down. */}
          <main id={MAIN_ID} className="min-h-svh min-w-0 flex-1 outline-none">
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
