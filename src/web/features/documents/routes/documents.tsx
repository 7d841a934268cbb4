import { useQuery } from "@tanstack/react-query";
import { FilePlus2, ScanSearch } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { EmptyState } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { type DocumentItem, type DocumentUsage, documentsQuery } from "../api";
import { DocumentCard } from "../components/document-card";
import { MatchAdvertPanel } from "../components/match-advert-panel";
import { UploadZone } from "../components/upload-zone";
import { formatBytes } from "../format-bytes";

export function meta() {
  return [{ title: "Documents · Finance Careers" }];
}

const GROUPS = [
  { title: "CVs", kinds: ["CV"], tour: undefined },
  { title: "Cover letters", kinds: ["Cover letter"], tour: "cover-letters" },
  { title: "Transcripts and other documents", kinds: ["Transcript", "Other"], tour: undefined },
] as const;

function UsageLine({ usage }: { usage: DocumentUsage }) {
  const matches =
    usage.maxMatches === null
      ? "Unlimited CV match scores"
      : `${usage.matchesThisMonth} of ${usage.maxMatches} CV match scores used this month`;
  return (
    <p className="text-sm text-slate-600">
      {usage.documents} of {usage.maxDocuments} documents · {formatBytes(usage.bytes)} of{" "}
      {formatBytes(usage.maxBytes)} used · {matches}
    </p>
  );
}

function Group({ title, docs, tour }: { title: string; docs: DocumentItem[]; tour?: string }) {
  return (
    <section aria-label={title} data-tour={tour} className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {docs.length === 0 ? (
        <p className="text-sm text-slate-600">
          {title === "Cover letters"
            ? "Write one from a role's page, a tracker application or Match an advert with Write cover letter; it is saved here."
            : "None yet."}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {docs.map((doc) => (
            <DocumentCard key={doc.id} doc={doc} />
          ))}
        </ul>
      )}
    </section>
  );
}

// spec 000 §2.10 /app/documents: upload, versions, download, rename, delete; the CV builder; cover
// letters written from roles and applications land here too; Match an advert scores a CV against any
// advert without tracking it.
export default function DocumentsRoute() {
  const query = useQuery(documentsQuery);
  const [matching, setMatching] = useState(false);
  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Documents</h1>
          <p className="text-slate-600">
            Your CVs, cover letters and transcripts. Score a CV against any role from its page, a tracker
            application, or any advert with Match an advert.
          </p>
          {query.data && <UsageLine usage={query.data.usage} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-expanded={matching} onClick={() => setMatching((open) => !open)}>
            <ScanSearch aria-hidden className="size-4" />
            Match an advert
          </Button>
          <Button asChild>
            <Link to="/app/documents/new-cv">
              <FilePlus2 aria-hidden className="size-4" />
              New CV
            </Link>
          </Button>
        </div>
      </div>
      {matching && <MatchAdvertPanel />}
      <UploadZone />
      {query.isPending && <Spinner />}
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load your documents.")}
        </LoadError>
      )}
      {query.data && query.data.documents.length === 0 && (
        <EmptyState
          title="No documents yet"
          hint="Upload your CV as a PDF or DOCX above, or build one with New CV. Then score it against roles in the job feed."
        />
      )}
      {query.data &&
        query.data.documents.length > 0 &&
        GROUPS.map((group) => (
          <Group
            key={group.title}
            title={group.title}
            tour={group.tour}
            docs={query.data.documents.filter((d) => (group.kinds as readonly string[]).includes(d.kind))}
          />
        ))}
    </section>
  );
}
