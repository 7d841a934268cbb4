import { auditActionLabel } from "../../../../shared/schemas/admin";
import { Button } from "../../../components/ui/button";
import { displayValue, fieldLabel, localDateTime } from "../../../lib/format";
import type { AuditEntry } from "../api/audit";

const TARGETS: Record<string, string> = {
  user: "User",
  license: "License",
  referral_code: "Referral code",
  campaign: "Campaign",
  testimonial: "Testimonial",
  site_figure: "Figure",
  job_source: "Job source",
  job_csv: "CSV file",
  firm: "Firm",
  support_ticket: "Support conversation",
  broadcast: "Broadcast",
  admin: "Admin",
};

// Site content records are known by their name, label or firm, and broadcasts by their title, rather
// than their id.
const NAMED_TARGETS = new Set(["campaign", "testimonial", "site_figure", "job_source", "firm", "broadcast"]);

/** A name the admin recognises: the member's name and email, or a licence or referral code. */
function targetName(entry: AuditEntry): string | null {
  if (entry.target_name) return entry.target_name;
  for (const side of [entry.after, entry.before]) {
    if (side && typeof side === "object") {
      const record = side as Record<string, unknown>;
      const name =
        record.license_code ??
        record.code ??
        (NAMED_TARGETS.has(entry.target_type)
          ? (record.name ?? record.label ?? record.firm ?? record.title)
          : undefined);
      if (typeof name === "string") return name;
    }
  }
  return null;
}

function Change({ label, value }: { label: string; value: unknown }) {
  const body =
    value !== null && typeof value === "object" && !Array.isArray(value) ? (
      <dl className="space-y-0.5">
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <div key={key} className="flex flex-wrap gap-x-2">
            <dt className="text-slate-500">{fieldLabel(key)}:</dt>
            <dd className="min-w-0 break-words text-slate-900">{displayValue(item).text}</dd>
          </div>
        ))}
      </dl>
    ) : (
      <p className="text-slate-900">
        {value === null || value === undefined ? "None" : displayValue(value).text}
      </p>
    );
  return (
    <div className="min-w-0 rounded-md bg-slate-50 p-3 text-xs">
      <p className="mb-1 font-medium tracking-wide text-slate-600 uppercase">{label}</p>
      {body}
    </div>
  );
}

/** Who, what, on which record, before and after, and when. */
export function AuditEntryItem({
  entry,
  onViewUser,
}: {
  entry: AuditEntry;
  onViewUser: (id: string) => void;
}) {
  const name = targetName(entry);
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium text-slate-900">
          {entry.label ?? auditActionLabel(entry.action)}{" "}
          <span className="font-normal text-slate-600">
            · {TARGETS[entry.target_type] ?? fieldLabel(entry.target_type)}{" "}
            {name ? (
              <span className="font-mono">{name}</span>
            ) : (
              <span className="font-mono text-xs" title={entry.target_id}>
                {entry.target_id}
              </span>
            )}
          </span>
        </p>
        <time dateTime={entry.created_at} className="text-sm whitespace-nowrap text-slate-600">
          {localDateTime(entry.created_at)}
        </time>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          By <span className="text-slate-900">{entry.admin_email}</span>
        </p>
        {entry.target_type === "user" && (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onViewUser(entry.target_id)}>
            View user
          </Button>
        )}
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Change label="Before" value={entry.before} />
        <Change label="After" value={entry.after} />
      </div>
    </li>
  );
}
