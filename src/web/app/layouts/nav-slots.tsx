import { KanbanSquare } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { Button } from "../../components/ui/button";
import type { JobActionTarget } from "../../lib/job-actions";
import type { ApplicationPageTarget, JobPageTarget } from "../../lib/page-slots";

// The navbar's feature slots, filled here in the app layer so the shared navbar imports no feature.
// Public pages do not download the signed-in app's code. The bell (its popover, queries and
// schemas) shows only in the app and admin bars, so it is loaded when one of those first renders.
const LazyNotificationBell = lazy(() =>
  import("../../features/notifications/components/notification-bell").then((module) => ({
    default: module.NotificationBell,
  })),
);

export function NotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden className="size-10 shrink-0" />}>
      <LazyNotificationBell />
    </Suspense>
  );
}

// The Help panel (its form, schema and queries) belongs to the app bar only, loaded likewise.
const LazyHelpButton = lazy(() =>
  import("../../features/support/components/help-button").then((module) => ({
    default: module.HelpButton,
  })),
);

export function HelpButton() {
  return (
    <Suspense fallback={<span aria-hidden className="h-8 w-9 shrink-0 sm:w-20" />}>
      <LazyHelpButton />
    </Suspense>
  );
}

// The tracker's Track button beside each role's Save button, loaded with the first role shown.
const LazyTrackButton = lazy(() =>
  import("../../features/tracker/components/track-button").then((module) => ({
    default: module.TrackButton,
  })),
);

// Its placeholder is the button's own markup, hidden, so nothing beside it moves when it arrives.
function TrackButtonFallback() {
  return (
    <Button variant="secondary" size="sm" aria-hidden tabIndex={-1} className="invisible">
      <KanbanSquare aria-hidden className="size-4" />
      Track
    </Button>
  );
}

export function renderJobActions(job: JobActionTarget) {
  return (
    <Suspense fallback={job.closed ? null : <TrackButtonFallback />}>
      <LazyTrackButton job={job} />
    </Suspense>
  );
}

// Documents' panels on a role's page and a tracker application, loaded when such a page first shows.
const LazyJobDocuments = lazy(() =>
  import("../../features/documents/components/page-panels").then((module) => ({
    default: module.JobDocumentsPanel,
  })),
);
const LazyApplicationDocuments = lazy(() =>
  import("../../features/documents/components/page-panels").then((module) => ({
    default: module.ApplicationDocumentsPanel,
  })),
);

// Alumni's section on the networking page, and the alumni listing in profile privacy.
const LazyNetworkingAlumni = lazy(() =>
  import("../../features/alumni/components/networking-alumni-panel").then((module) => ({
    default: module.NetworkingAlumniPanel,
  })),
);
const LazyAlumniPrivacy = lazy(() =>
  import("../../features/alumni/components/alumni-privacy-settings").then((module) => ({
    default: module.AlumniPrivacySettings,
  })),
);

// Networking's contacts on a tracker application, loaded likewise.
const LazyApplicationContacts = lazy(() =>
  import("../../features/networking/components/application-contacts").then((module) => ({
    default: module.ApplicationContactsPanel,
  })),
);

/** A titled box on the application page around a panel that brings no heading of its own. */
function SlotSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const PAGE_SLOTS = {
  jobPage: (job: JobPageTarget) => (
    <Suspense fallback={null}>
      <LazyJobDocuments job={job} />
    </Suspense>
  ),
  applicationPage: (application: ApplicationPageTarget) => (
    <>
      <SlotSection title="Documents">
        <Suspense fallback={null}>
          <LazyApplicationDocuments application={application} />
        </Suspense>
      </SlotSection>
      <Suspense fallback={null}>
        <LazyApplicationContacts application={application} />
      </Suspense>
    </>
  ),
  networkingPage: () => (
    <Suspense fallback={null}>
      <LazyNetworkingAlumni />
    </Suspense>
  ),
  profilePrivacy: () => (
    <Suspense fallback={null}>
      <LazyAlumniPrivacy />
    </Suspense>
  ),
};
