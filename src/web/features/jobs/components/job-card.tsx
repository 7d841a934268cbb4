import { formatDistanceToNow } from "date-fns";
import { ExternalLink, MapPin, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { JobCardData } from "../api";
import { locationLabel } from "../labels";
import { JobBadges } from "./job-badges";
import { SaveButton } from "./save-button";

// Each card shows the firm, title, location, posted, "closes in N days" or "Rolling", badges,
// Save, and why the role is shown.
export function JobCard({ job }: { job: JobCardData }) {
  const places = job.locations.map(locationLabel).filter(Boolean);
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={`job-${job.id}`}
    >
      {/* Actions keep their place beside the title however long it is; on a phone they go beneath. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <p className="text-sm font-medium text-slate-600">{job.firm.name}</p>
          <h3 id={`job-${job.id}`} className="mt-0.5 text-lg font-semibold text-slate-900">
            <Link to={`/app/premier-firms/${job.id}`} className="hover:text-brand-700 hover:underline">
              {job.title}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            {places.length > 0 && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-3.5" />
                {places.join(", ")}
              </span>
            )}
            <span>Posted {formatDistanceToNow(new Date(job.posted_at), { addSuffix: true })}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <SaveButton jobId={job.id} saved={job.saved} title={job.title} />
          <a
            href={job.apply_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-8 items-center gap-1.5 rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
          >
            Apply <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">to {job.title} (opens the firm's site)</span>
          </a>
        </div>
      </div>
      <div className="mt-3">
        <JobBadges job={job} />
      </div>
      {job.reasons.length > 0 && (
        <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-700">
          <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>
            <span className="sr-only">Why this role: </span>
            {job.reasons.join(" · ")}
          </span>
        </p>
      )}
    </article>
  );
}
