import { useInfiniteQuery } from "@tanstack/react-query";
import { FREE_LIMITS } from "../../../../shared/plans";
import { useAuth } from "../../../lib/session";
import { feedQuery } from "../api";
import type { JobCardJob } from "./job-card";

/**
 * The Free plan's saved places, counted from the Saved list itself (closed roles included), so the
 * number a member sees is the number the server's limit counts. Premium members have no limit to show.
 */
export function SavedCount() {
  const auth = useAuth();
  const free = auth.status === "signed-in" && !auth.premium;
  // The Saved tab without filters asks the same question, so this shares its cached answer.
  const saved = useInfiniteQuery({ ...feedQuery({ saved: "true" }), enabled: free });
  if (!free || !saved.isSuccess) return null;
  const first = saved.data.pages[0];
  const jobs: JobCardJob[] = first?.jobs ?? [];
  const closed = jobs.filter((job) => job.closed === true).length;
  const limit = FREE_LIMITS.savedJobs.value;
  return (
    <p className="text-sm text-slate-600">
      {jobs.length}
      {first?.limited ? "+" : ""} of {limit} saved roles on the Free plan
      {closed > 0 && ` (${closed} closed: remove them to free their places)`}.
    </p>
  );
}
