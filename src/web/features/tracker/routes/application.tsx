import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { ApplicationPageSlot } from "../../../lib/page-slots";
import { cn } from "../../../lib/utils";
import { applicationQuery, type Detail } from "../api";
import { ApplicationActions, StagePicker } from "../components/application-actions";
import { Checklist } from "../components/checklist";
import { EventsSection } from "../components/events-section";
import { Notes, Outcome } from "../components/notes-and-outcome";
import { PriorityAndTags } from "../components/priority-and-tags";
import { RemindersPanel } from "../components/reminders-panel";
import { StageHistory } from "../components/stage-history";
import { deadlineShown, programmeLabel } from "../deadline";

export function meta() {
  return [{ title: "Application · Finance Careers" }];
}

const BOX = "min-w-0 rounded-xl border border-slate-200 bg-white p-5";

function Section({ title, order, children }: { title: string; order: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={cn(BOX, order)}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ApplicationPage({ application }: { application: Detail }) {
  const deadline = deadlineShown(application);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{application.firm_name}</p>
          <h1 className="text-3xl font-bold tracking-tight break-words">{application.role_title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {application.programme_type && <span>{programmeLabel(application.programme_type)}</span>}
            {application.location && <span>{application.location}</span>}
            {deadline && <Badge tone={deadline.tone ?? "blue"}>{deadline.text}</Badge>}
            {application.archived && <Badge tone="grey">Archived</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <StagePicker application={application} />
          <ApplicationActions application={application} />
        </div>
      </div>
      {/* On a phone the two columns dissolve into one list, ordered by what is needed first: the
          stage history before the events, the reminders after the notes. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="contents lg:block lg:min-w-0 lg:space-y-5">
          <Section title="Events" order="order-2">
            <EventsSection application={application} />
          </Section>
          <Section title="Checklist" order="order-3">
            <Checklist application={application} />
          </Section>
          <Section title="Notes" order="order-4">
            <Notes application={application} />
          </Section>
          <Section title="Priority and tags" order="order-5">
            <PriorityAndTags application={application} />
          </Section>
          <Section title="Outcome" order="order-6">
            <Outcome application={application} />
          </Section>
          <Section title="Job description" order="order-7">
            {application.url && (
              <a
                href={application.url}
                target="_blank"
                rel="noreferrer noopener"
                className="mb-3 inline-flex items-center gap-1 font-medium text-brand-700 underline"
              >
                Open the posting
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLink aria-hidden className="size-4" />
              </a>
            )}
            {application.description_snapshot ? (
              <p className="text-sm whitespace-pre-line break-words text-slate-800">
                {application.description_snapshot}
              </p>
            ) : (
              <p className="text-sm text-slate-600">No description was kept for this application.</p>
            )}
          </Section>
        </div>
        <div className="contents lg:block lg:min-w-0 lg:space-y-5">
          <Section title="Stage history" order="order-1">
            <StageHistory application={application} />
          </Section>
          <div className={cn(BOX, "order-5")}>
            <RemindersPanel applicationId={application.id} />
          </div>
          {/* Other features' panels (documents, contacts), each a titled box of its own. */}
          <div className="order-8 flex min-w-0 flex-col gap-5">
            <ApplicationPageSlot
              application={{ id: application.id, role: application.role_title, firm: application.firm_name }}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

// spec 000 §2.10 /app/tracker/:applicationId: one application in full. Another member's id, or one that
// was deleted, answers 404 and the page says so.
export default function ApplicationRoute() {
  const { applicationId = "" } = useParams();
  const query = useQuery(applicationQuery(applicationId));
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <section className="mx-auto w-full max-w-6xl space-y-4 px-4 py-8">
      <Link
        to="/app/tracker"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Application Tracker
      </Link>
      {query.isPending && <Spinner />}
      {missing && (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <h1 className="text-xl font-semibold text-slate-900">Application not found</h1>
          <p className="mt-1 text-sm text-slate-600">This application does not exist or is not yours.</p>
          <Button asChild variant="secondary" className="mt-4">
            <Link to="/app/tracker">Back to the tracker</Link>
          </Button>
        </div>
      )}
      {query.isError && !missing && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load the application.")}
        </LoadError>
      )}
      {query.data && <ApplicationPage application={query.data.application} />}
    </section>
  );
}
