import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Paperclip } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { errorMessage, LoadError } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/native-select";
import { Notice } from "../../../components/ui/notice";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import {
  attachDocument,
  attachedQuery,
  DOCUMENTS_KEY,
  detachDocument,
  documentsQuery,
  downloadUrl,
} from "../api";

// The documents that went with a tracker application, each with the version that was sent.

function AttachDialog({
  applicationId,
  open,
  onOpenChange,
}: {
  applicationId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const docs = useQuery(documentsQuery);
  const [documentId, setDocumentId] = useState("");
  const [versionId, setVersionId] = useState("");
  const chosen = docs.data?.documents.find((d) => d.id === documentId) ?? docs.data?.documents[0];
  const attach = useMutation({
    mutationFn: () =>
      attachDocument(applicationId, { documentId: chosen?.id ?? "", versionId: versionId || undefined }),
    onSuccess: async () => {
      toast.success("Document attached", { description: chosen?.name });
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Attach document">
      {docs.isPending && <p className="text-sm text-slate-600">Loading your documents…</p>}
      {docs.data && docs.data.documents.length === 0 && (
        <p className="text-sm text-slate-700">
          You have no documents yet.{" "}
          <Link to="/app/documents" className="font-medium text-brand-700 underline">
            Upload one in Documents
          </Link>
          .
        </p>
      )}
      {chosen && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            attach.mutate();
          }}
        >
          <div className="space-y-1">
            <Label htmlFor={`${id}-doc`}>Document</Label>
            <NativeSelect
              id={`${id}-doc`}
              value={chosen.id}
              onChange={(e) => {
                setDocumentId(e.target.value);
                setVersionId("");
              }}
            >
              {docs.data?.documents.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name} ({d.kind})
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-version`}>Version sent</Label>
            <NativeSelect
              id={`${id}-version`}
              value={versionId || chosen.versions[0]?.id}
              onChange={(e) => setVersionId(e.target.value)}
            >
              {chosen.versions.map((v, index) => (
                <option key={v.id} value={v.id}>
                  Version {v.version}
                  {index === 0 ? " (latest)" : ""}
                </option>
              ))}
            </NativeSelect>
          </div>
          {attach.error && (
            <Notice tone="error">
              {attach.error instanceof ApiError
                ? attach.error.message
                : "Could not attach it. Please try again."}
            </Notice>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={attach.isPending}>
              Attach
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

export function ApplicationDocuments({ applicationId }: { applicationId: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const query = useQuery(attachedQuery(applicationId));
  const detach = useMutation({
    mutationFn: (documentId: string) => detachDocument(applicationId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
    onError: (e) => toast.error("Could not detach it", { description: errorMessage(e) }),
  });
  return (
    <div className="min-w-0 space-y-3">
      {query.isError && (
        <LoadError onRetry={() => query.refetch()}>
          {errorMessage(query.error, "Could not load the attached documents.")}
        </LoadError>
      )}
      {query.data && query.data.documents.length === 0 && (
        <p className="text-sm text-slate-600">
          Nothing attached yet: attach the CV and cover letter you sent.
        </p>
      )}
      {query.data && query.data.documents.length > 0 && (
        <ul className="space-y-2">
          {query.data.documents.map((d) => (
            <li key={d.documentId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{d.name}</span>{" "}
                <span className="text-slate-600">
                  ({d.kind}, version {d.version})
                </span>
              </span>
              <span className="flex gap-2">
                <a
                  className="font-medium text-brand-700 underline"
                  href={downloadUrl(d.documentId, d.versionId)}
                  download
                >
                  Download
                </a>
                <button
                  type="button"
                  className="font-medium text-slate-700 underline"
                  onClick={() => detach.mutate(d.documentId)}
                  aria-label={`Detach ${d.name}`}
                >
                  Detach
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Paperclip aria-hidden className="size-4" />
        Attach document
      </Button>
      {open && <AttachDialog applicationId={applicationId} open={open} onOpenChange={setOpen} />}
    </div>
  );
}
