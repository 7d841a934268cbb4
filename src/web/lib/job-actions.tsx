import { createContext, type ReactNode, useContext } from "react";

// A slot beside a role's Save button that the app layer fills (the tracker's Track button), so the job
// pages need not know which features act on a role.

export type JobActionTarget = { id: string; title: string; closed: boolean };
type RenderJobActions = (job: JobActionTarget) => ReactNode;

export const JobActionsContext = createContext<RenderJobActions>(() => null);

export function JobActions({ job }: { job: JobActionTarget }) {
  return <>{useContext(JobActionsContext)(job)}</>;
}
