import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { type DocumentKind, MAX_UPLOAD_BYTES, uploadOverLimit } from "../../../../shared/schemas/documents";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { cn } from "../../../lib/utils";
import { DOCUMENTS_KEY, documentsQuery, uploadDocument } from "../api";
import { KindSelect } from "./kind-select";
import { isUpgradeError, UpgradeNotice } from "./upgrade-notice";

// Upload by drag and drop or the file picker, with a progress bar. What the file is, is decided by the
// server from its bytes; the browser only stops a file too large to be worth sending.

const ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/**
 * The upload toast's id: a panel opened next (Match an advert) dismisses it, since on the page's lower
 * half the toast would sit over the panel's fields while the member fills them in.
 */
export const UPLOAD_TOAST_ID = "document-uploaded";
export const TOO_LARGE = "This file is larger than 5 MB. Upload a PDF or DOCX of at most 5 MB.";

type UploadProblem = {
  message: string;
  /** Refused for a plan's limit: what was refused, and when the list was last read before that. */
  overLimit?: { bytes: number; newDocument: boolean; listReadAt: number };
};

export function useUpload() {
  const queryClient = useQueryClient();
  const list = useQuery(documentsQuery);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  // A limit's refusal (and its upgrade prompt) stands only while there is still no room. Once the member
  // deletes a document or a version, the list is read again and the prompt goes; a list read before the
  // refusal says nothing, since the server has just counted afresh.
  const over = problem?.overLimit;
  if (over && list.data && list.dataUpdatedAt > over.listReadAt && !uploadOverLimit(list.data.usage, over))
    setProblem(null);
  async function send(file: File, options: { kind?: DocumentKind; documentId?: string }) {
    setProblem(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setProblem({ message: TOO_LARGE });
      return null;
    }
    setProgress(0);
    try {
      const result = await uploadDocument(file, { ...options, onProgress: setProgress });
      toast.success(options.documentId ? "New version uploaded" : "Document uploaded", {
        id: UPLOAD_TOAST_ID,
        description: `${result.document.name}, version ${result.version.version}`,
      });
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
      return result;
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "The upload failed. Please try again.";
      const upgrade = error instanceof ApiError && isUpgradeError(error.code);
      setProblem({
        message,
        overLimit: upgrade
          ? { bytes: file.size, newDocument: !options.documentId, listReadAt: list.dataUpdatedAt }
          : undefined,
      });
      // The usage shown may be older than the server's count that refused the file.
      if (upgrade) await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
      return null;
    } finally {
      setProgress(null);
    }
  }
  return { send, progress, problem };
}

export function UploadProgress({ progress, label }: { progress: number | null; label: string }) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">
        {percent < 100 ? `${label}: ${percent}%` : "Reading the text…"}
      </p>
      <ProgressBar label={label} value={percent} max={100} />
    </div>
  );
}

export function UploadZone() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>("CV");
  const [dragging, setDragging] = useState(false);
  const { send, progress, problem } = useUpload();
  const busy = progress !== null;

  async function take(files: FileList | null) {
    const file = files?.[0];
    if (file) await send(file, { kind });
    if (input.current) input.current.value = "";
  }
  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!busy) void take(event.dataTransfer.files);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Upload a document
      </h2>
      <KindSelect id={`${id}-kind`} value={kind} onChange={setKind} className="max-w-xs" />
      {/* Dropping is a shortcut for pointer users; the Choose a file button is the keyboard path. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drag and drop target beside a real button */}
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center",
          dragging ? "border-brand-600 bg-brand-50" : "border-slate-300",
        )}
      >
        <Upload aria-hidden className="size-8 text-slate-500" />
        <p className="text-sm text-slate-700">Drag a PDF or Word (DOCX) file here, up to 5 MB, or</p>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
          Choose a file
        </Button>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-label="Document file"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void take(event.target.files)}
        />
      </div>
      <UploadProgress progress={progress} label="Uploading" />
      {problem &&
        (problem.overLimit ? (
          <UpgradeNotice message={problem.message} kept="Your documents are unchanged." />
        ) : (
          <Notice tone="error">{problem.message}</Notice>
        ))}
    </section>
  );
}
