import { closingLabel } from "../../../../shared/jobs";
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
  };
}) {
  const closing = closingLabel(job.closes_at, job.rolling);
  const urgent = closing !== null && /today|in [0-6] days?$/.test(closing);
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
        <span className={cn(badge, urgent ? "bg-red-50 text-red-800" : "bg-slate-100 text-slate-700")}>
          {closing}
        </span>
      )}
    </div>
  );
}
