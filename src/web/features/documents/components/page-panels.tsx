import { ApplicationDocuments } from "./application-documents";
import { CoverLetterButton } from "./cover-letter-panel";
import { CvMatchPanel } from "./cv-match-panel";

// What Documents adds to other features' pages, through the slots the app layer fills: the CV match
// panel and Write cover letter on a role's page; on a tracker application also the attached documents.

export function JobDocumentsPanel({ job }: { job: { id: string; title: string; firm: string } }) {
  return (
    <div className="mt-8 min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <CvMatchPanel target={{ jobId: job.id }} />
      <div className="border-t border-slate-200 pt-4">
        <CoverLetterButton target={{ jobId: job.id }} title={`${job.title} at ${job.firm}`} />
      </div>
    </div>
  );
}

export function ApplicationDocumentsPanel({
  application,
}: {
  application: { id: string; role: string; firm: string };
}) {
  return (
    <div className="min-w-0 space-y-5">
      <ApplicationDocuments applicationId={application.id} />
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <CoverLetterButton
          target={{ applicationId: application.id }}
          title={`${application.role} at ${application.firm}`}
        />
      </div>
      <div className="border-t border-slate-200 pt-4">
        <CvMatchPanel target={{ applicationId: application.id }} />
      </div>
    </div>
  );
}
