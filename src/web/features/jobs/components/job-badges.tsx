import { closingBadge } from "../../../../shared/job-labels";
import { cn } from "../../../lib/utils";
import { roleTypeLabel, workplaceLabel } from "../labels";

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";

export function JobBadges({
  job,
}: {
  job: {
    role_type: string | null;
    workplace: string | null;
    is_sample: boolean;
    firm: { premier: boolean };
    closes_at: string | null;
    rolling: boolean;
    /** The firm no longer lists it (a saved role stays in Saved). */
    closed?: boolean;
  };
}) {
  // A closed role says so once, instead of its old deadline.
  const closing = job.closed ? { label: "Closed", urgent: false } : closingBadge(job.closes_at, job.rolling);
  return (
    <div className="flex flex-wrap gap-1.5">
      {job.is_sample && (
        <span
          className={cn(badge, "bg-amber-100 text-amber-900")}
          title="Example listing for trying the app offline"
        >
          Sample
        </span>
      )}
      {job.role_type && (
        <span className={cn(badge, "bg-brand-50 text-brand-800")}>{roleTypeLabel(job.role_type)}</span>
      )}
      {job.firm.premier && <span className={cn(badge, "bg-violet-50 text-violet-800")}>Premier firm</span>}
      {job.workplace && job.workplace !== "onsite" && (
        <span className={cn(badge, "bg-emerald-50 text-emerald-800")}>{workplaceLabel(job.workplace)}</span>
      )}
      {closing && (
        <span
          className={cn(
            badge,
            job.closed
              ? "bg-slate-700 text-white"
              : closing.urgent
                ? "bg-red-50 text-red-800"
                : "bg-slate-100 text-slate-700",
          )}
        >
          {closing.label}
        </span>
      )}
    </div>
  );
}
