import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { CvDraft } from "../../../../shared/schemas/cv";
import { Button } from "../../../components/ui/button";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { cvSourceQuery, DOCUMENTS_KEY, downloadUrl, exportCv } from "../api";
import { CvBuilder, type NewCvContact } from "../components/cv-builder/cv-builder";
import { isUpgradeError, UpgradeNotice } from "../components/upgrade-notice";

export function meta() {
  return [{ title: "CV Builder · Finance Careers" }];
}

type Saved = { documentId: string; versionId: string; name: string; version: number; format: "pdf" | "docx" };

/** Starts the browser's download of what was just saved, as a link click would. */
function download(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

function Builder({
  initial,
  documentId,
  contact,
}: {
  initial?: CvDraft;
  documentId?: string;
  contact?: NewCvContact;
}) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Saved | null>(null);
  const [problem, setProblem] = useState<{ message: string; upgrade: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onExport(draft: CvDraft, format: "pdf" | "docx") {
    setBusy(true);
    setProblem(null);
    try {
      // Exporting again adds a version to the same CV rather than a second document.
      const result = await exportCv({ draft, format, documentId: saved?.documentId ?? documentId });
      const next = {
        documentId: result.document.id,
        versionId: result.version.id,
        name: result.document.name,
        version: result.version.version,
        format,
      };
      setSaved(next);
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
      toast.success(`CV exported as ${format.toUpperCase()}`, {
        description: `Saved to Documents as ${next.name}, version ${next.version}.`,
      });
      download(downloadUrl(next.documentId, next.versionId));
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : "Could not export the CV. Please try again.";
      setProblem({ message, upgrade: error instanceof ApiError && isUpgradeError(error.code) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      {problem &&
        (problem.upgrade ? (
          <UpgradeNotice message={problem.message} kept="Your draft is kept in this browser." />
        ) : (
          <Notice tone="error">{problem.message} Your draft is kept in this browser.</Notice>
        ))}
      {saved && (
        <Notice tone="success">
          Saved to Documents as “{saved.name}”, version {saved.version} ({saved.format.toUpperCase()}).{" "}
          <a className="font-medium underline" href={downloadUrl(saved.documentId, saved.versionId)} download>
            Download it again
          </a>{" "}
          or score it from any role's CV match panel.
        </Notice>
      )}
      <CvBuilder initial={initial} contact={contact} onExport={onExport} busy={busy} />
    </div>
  );
}

function FromDocument({ documentId, versionId }: { documentId: string; versionId: string }) {
  const query = useQuery(cvSourceQuery(documentId, versionId));
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <LoadError onRetry={() => query.refetch()}>
        {errorMessage(query.error, "Could not open this CV.")}
      </LoadError>
    );
  if (!query.data.draft)
    return (
      <Notice tone="info">
        This CV was uploaded rather than built here, so it cannot be edited in the builder.
      </Notice>
    );
  return <Builder initial={query.data.draft} documentId={documentId} />;
}

// A structured UK finance CV with a live preview and bullet helper; each export is saved as a CV
// document (versioned) so it can be scored at once.
export default function NewCvRoute() {
  const [params] = useSearchParams();
  const auth = useAuth();
  const documentId = params.get("document");
  const versionId = params.get("version");
  const premium = auth.status === "signed-in" && auth.premium;
  return (
    <section className="mx-auto w-full max-w-6xl space-y-4 px-4 py-8">
      <Link
        to="/app/documents"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Documents
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">CV Builder</h1>
      <p className="text-slate-600">
        The one-page layout UK finance recruiters expect: contact line, Education, Experience, Leadership and
        activities, Skills and interests. Your draft is kept in this browser as you type.
      </p>
      {auth.status === "signed-in" && !premium && (
        <Notice tone="info">
          The CV builder is a Premium feature: you can draft here, and exporting needs Premium.{" "}
          <Button asChild variant="link" className="h-auto p-0">
            <Link to="/app/billing">See Premium</Link>
          </Button>
        </Notice>
      )}
      {documentId && versionId ? (
        <FromDocument documentId={documentId} versionId={versionId} />
      ) : (
        <Builder
          contact={
            auth.status === "signed-in"
              ? { fullName: `${auth.user.first_name} ${auth.user.last_name}`.trim(), email: auth.user.email }
              : undefined
          }
        />
      )}
    </section>
  );
}
