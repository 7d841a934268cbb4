import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Banknote, ExternalLink, MapPin } from "lucide-react";
import { Link, useParams } from "react-router";
import type { JobRequirements } from "../../../../shared/job-labels";
import { ukLongDate } from "../../../../shared/uk-time";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { JobActions } from "../../../lib/job-actions";
import { JobPageSlot } from "../../../lib/page-slots";
import { jobQuery } from "../api";
import { JobBadges } from "../components/job-badges";
import { JobSummary } from "../components/job-summary";
import { SaveButton } from "../components/save-button";
import { areaLabel, locationLabel, sectorLabel } from "../labels";

export function meta() {
  return [{ title: "Role · Finance Careers" }];
}

// Deadlines are the end of a UK day, so dates read as UK days wherever the member is.
const formatDate = (iso: string | null) => (iso ? ukLongDate(new Date(iso)) : null);

function requirementLines(r: JobRequirements): string[] {
  const lines: string[] = [];
  if (r.cv) lines.push("CV");
  if (r.cover_letter) lines.push("Cover letter");
  if (r.written_answers) lines.push("Written answers to application questions");
  for (const test of r.online_tests ?? [])
    lines.push(`Online test: ${test.kind}${test.provider ? ` (${test.provider})` : ""}`);
  for (const stage of r.interview_stages ?? []) lines.push(`Interview: ${stage}`);
  return lines;
}

// /app/premier-firms/:jobId: one role in full with its dates and what the application needs.
export default function JobDetailRoute() {
  const { jobId = "" } = useParams();
  const job = useQuery(jobQuery(jobId));
  const back = (
    <Link
      to="/app/job-feed"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> Back to the job feed
    </Link>
  );
  if (job.isPending) return <Spinner />;
  if (job.isError) {
    const missing = job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 400);
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        {back}
        <h1 className="mt-6 text-2xl font-bold">{missing ? "Role not found" : "Could not load this role"}</h1>
        <p className="mt-2 text-slate-600">
          {missing
            ? "This role does not exist or is no longer listed."
            : job.error instanceof ApiError
              ? job.error.message
              : "Please try again."}
        </p>
        {!missing && (
          <Button className="mt-4" variant="secondary" onClick={() => job.refetch()}>
            Try again
          </Button>
        )}
      </section>
    );
  }
  const data = job.data;
  const requirements = requirementLines(data.requirements);
  const dates = [
    { label: "Opens", value: formatDate(data.opens_at) },
    {
      label: "Closes",
      // A rolling role may fill before its stated date: both are shown.
      value: data.rolling
        ? data.closes_at
          ? `${formatDate(data.closes_at)} (rolling: apply early)`
          : "Rolling: apply early"
        : formatDate(data.closes_at),
    },
    { label: "Posted", value: formatDate(data.posted_at) },
  ].filter((d) => d.value);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10">
      {back}
      <header className="mt-6 space-y-3">
        <p className="text-sm font-medium text-slate-600">
          {data.firm.name} · {sectorLabel(data.firm.sector)}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{data.title}</h1>
        {data.locations.length > 0 && (
          <p className="flex items-center gap-1.5 text-slate-700">
            <MapPin aria-hidden className="size-4" />
            {data.locations.map(locationLabel).join(", ")}
          </p>
        )}
        {data.salary && (
          <p className="flex items-center gap-1.5 text-slate-700">
            <Banknote aria-hidden className="size-4" />
            <span className="sr-only">Salary: </span>
            {data.salary}
          </p>
        )}
        <JobBadges job={data} />
        {data.closed && (
          <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
            This role has closed: the firm no longer lists it.
            {data.saved && " It stays in your saved roles until you remove it."}
          </p>
        )}
        <div className="flex flex-wrap gap-2 pt-2">
          {!data.closed && (
            <Button asChild>
              <a href={data.apply_url} target="_blank" rel="noopener noreferrer">
                Apply on the firm's site <ExternalLink aria-hidden className="size-4" />
              </a>
            </Button>
          )}
          {/* A closed role cannot be saved, only removed from Saved. */}
          {(!data.closed || data.saved) && (
            <SaveButton jobId={data.id} saved={data.saved} title={data.title} closed={data.closed} />
          )}
          <JobActions job={{ id: data.id, title: data.title, closed: data.closed }} />
        </div>
      </header>
      <dl className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-3">
        {dates.map((d) => (
          <div key={d.label}>
            <dt className="text-sm text-slate-500">{d.label}</dt>
            <dd className="font-medium text-slate-900">{d.value}</dd>
          </div>
        ))}
      </dl>
      {(requirements.length > 0 || data.finance_areas.length > 0) && (
        <section className="mt-8 grid gap-6 sm:grid-cols-2">
          {requirements.length > 0 && (
            <div>
              <h2 className="text-lg font-semibold">What the application needs</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {requirements.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          {data.finance_areas.length > 0 && (
            <div>
              <h2 className="text-lg font-semibold">Areas</h2>
              <p className="mt-2 text-slate-700">{data.finance_areas.map(areaLabel).join(", ")}</p>
            </div>
          )}
        </section>
      )}
      <JobSummary jobId={data.id} />
      <JobPageSlot job={{ id: data.id, title: data.title, firm: data.firm.name }} />
      <section className="mt-8">
        <h2 className="text-lg font-semibold">About the role</h2>
        {data.description_html ? (
          <div
            className="prose-job mt-3 text-slate-800"
            // Descriptions are sanitised with an allow-list when they are stored (ingestion, import).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at ingestion
            dangerouslySetInnerHTML={{ __html: data.description_html }}
          />
        ) : (
          <p className="mt-3 text-slate-600">The firm has not published a description for this role.</p>
        )}
      </section>
    </article>
  );
}
