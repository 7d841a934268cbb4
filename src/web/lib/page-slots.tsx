import { createContext, type ReactNode, useContext } from "react";

// Places on one feature's page that another feature fills (Documents' CV match and cover letters on a
// role's page and a tracker application; alumni on the networking page and in profile privacy). The app layer supplies the renderers, so the pages need not
// know which features add to them, and features never import each other.

export type JobPageTarget = { id: string; title: string; firm: string };
export type ApplicationPageTarget = { id: string; role: string; firm: string };

type PageSlots = {
  jobPage: (job: JobPageTarget) => ReactNode;
  applicationPage: (application: ApplicationPageTarget) => ReactNode;
  networkingPage: () => ReactNode;
  profilePrivacy: () => ReactNode;
};

export const PageSlotsContext = createContext<PageSlots>({
  jobPage: () => null,
  applicationPage: () => null,
  networkingPage: () => null,
  profilePrivacy: () => null,
});

export function JobPageSlot({ job }: { job: JobPageTarget }) {
  return <>{useContext(PageSlotsContext).jobPage(job)}</>;
}

export function ApplicationPageSlot({ application }: { application: ApplicationPageTarget }) {
  return <>{useContext(PageSlotsContext).applicationPage(application)}</>;
}

export function NetworkingPageSlot() {
  return <>{useContext(PageSlotsContext).networkingPage()}</>;
}

export function ProfilePrivacySlot() {
  return <>{useContext(PageSlotsContext).profilePrivacy()}</>;
}
