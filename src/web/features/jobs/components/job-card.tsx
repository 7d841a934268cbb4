import { formatDistanceToNow } from "date-fns";
import { Banknote, ExternalLink, MapPin, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { JobActions } from "../../../lib/job-actions";
import type { JobCardData } from "../api";
import { locationLabel } from "../labels";
import { JobBadges } from "./job-badges";
import { SaveButton } from "./save-button";

// Each card shows the firm, title, location, pay, posted, its deadline ("Closes in N days", "Rolling",
// "Rolling · closes 12 Jan 2027"), badges, Save, and why the role is shown. A saved role that has closed
// stays in Saved, marked Closed, with no Apply link and Save turned into Remove.
// `salary` and `closed` are optional until every feed answer carries them.
export type JobCardJob = JobCardData & { salary?: string | null; closed?: boolean };

export function JobCard({ job }: { job: JobCardJob }) {
  const closed = job.closed === true;
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
            {job.salary && (
              <span className="inline-flex items-center gap-1">
                <Banknote aria-hidden className="size-3.5" />
                <span className="sr-only">Salary: </span>
                {job.salary}
              </span>
            )}
            <span>Posted {formatDistanceToNow(new Date(job.posted_at), { addSuffix: true })}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <SaveButton jobId={job.id} saved={job.saved} title={job.title} closed={closed} />
          <JobActions job={{ id: job.id, title: job.title, closed }} />
          {!closed && (
            <a
              href={job.apply_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-8 items-center gap-1.5 rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
            >
              Apply <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">to {job.title} (opens the firm's site)</span>
            </a>
          )}
        </div>
      </div>
      <div className="mt-3">
        <JobBadges job={{ ...job, closed }} />
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
