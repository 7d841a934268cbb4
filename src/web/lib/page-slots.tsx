import { createContext, type ReactNode, useContext } from "react";

// Places on one feature's page that another feature fills (Documents' CV match and cover letters on a
// role's page and a tracker application). The app layer supplies the renderers, so the pages need not
// know which features add to them, and features never import each other.

export type JobPageTarget = { id: string; title: string; firm: string };
export type ApplicationPageTarget = { id: string; role: string; firm: string };

type PageSlots = {
  jobPage: (job: JobPageTarget) => ReactNode;
  applicationPage: (application: ApplicationPageTarget) => ReactNode;
};

export const PageSlotsContext = createContext<PageSlots>({
  jobPage: () => null,
  applicationPage: () => null,
});

export function JobPageSlot({ job }: { job: JobPageTarget }) {
  return <>{useContext(PageSlotsContext).jobPage(job)}</>;
}

export function ApplicationPageSlot({ application }: { application: ApplicationPageTarget }) {
  return <>{useContext(PageSlotsContext).applicationPage(application)}</>;
}
