import { Download, FilePenLine, FileUp, Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Notice } from "../../../components/ui/notice";
import { type DocumentItem, downloadUrl, letterUrl } from "../api";
import { formatBytes } from "../format-bytes";
import { DeleteDialog, RenameDialog } from "./document-dialogs";
import { UpgradeNotice } from "./upgrade-notice";
import { UploadProgress, useUpload } from "./upload-zone";

// One document: its latest version, the text read from it, every earlier version to download, and
// the actions on it. A new version keeps the earlier ones.

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

type Version = DocumentItem["versions"][number];

function versionLine(v: Version) {
  const parts = [`Version ${v.version}`, v.format.toUpperCase(), formatBytes(v.size)];
  if (v.pageCount) parts.push(v.pageCount === 1 ? "1 page" : `${v.pageCount} pages`);
  parts.push(`${v.wordCount} words`, DATE.format(new Date(v.createdAt)));
  return parts.join(" · ");
}

export function DocumentCard({ doc }: { doc: DocumentItem }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { send, progress, problem } = useUpload();
  const latest = doc.versions[0];
  const letter = doc.kind === "Cover letter";

  return (
    <li className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{doc.name}</h3>
          {latest && <p className="text-sm text-slate-600">{versionLine(latest)}</p>}
        </div>
        <Badge tone={doc.kind === "CV" ? "blue" : "grey"}>{doc.kind}</Badge>
      </div>
      {latest?.excerpt && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">Text we read</summary>
          <p className="mt-2 max-h-40 overflow-y-auto whitespace-pre-line break-words rounded-md bg-slate-50 p-3 text-slate-700">
            {latest.excerpt}
            {latest.wordCount > 0 && latest.excerpt.length >= 600 ? "…" : ""}
          </p>
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        {latest && (
          <Button asChild variant="secondary" size="sm">
            <a href={downloadUrl(doc.id, latest.id)} download aria-label={`Download ${doc.name}`}>
              <Download aria-hidden className="size-4" />
              Download
            </a>
          </Button>
        )}
        {letter && latest && (
          <Button asChild variant="secondary" size="sm">
            <a href={letterUrl(doc.id, latest.id, "pdf")} download aria-label={`Export ${doc.name} as PDF`}>
              Export PDF
            </a>
          </Button>
        )}
        {latest?.builtWithEditor && (
          <Button asChild variant="secondary" size="sm">
            <Link to={`/app/documents/new-cv?document=${doc.id}&version=${latest.id}`}>
              <FilePenLine aria-hidden className="size-4" />
              Edit in CV builder
            </Link>
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={progress !== null}
          onClick={() => input.current?.click()}
        >
          <FileUp aria-hidden className="size-4" />
          Upload new version
        </Button>
        <input
          ref={input}
          type="file"
          accept=".pdf,.docx"
          className="sr-only"
          tabIndex={-1}
          aria-label={`New version of ${doc.name}`}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) await send(file, { documentId: doc.id });
            event.target.value = "";
          }}
        />
        <Button variant="ghost" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${doc.name}`}>
          <Pencil aria-hidden className="size-4" />
          Rename
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDeleting(true)} aria-label={`Delete ${doc.name}`}>
          <Trash2 aria-hidden className="size-4" />
          Delete
        </Button>
      </div>
      <UploadProgress progress={progress} label="Uploading the new version" />
      {problem &&
        (problem.overLimit ? (
          <UpgradeNotice message={problem.message} kept="Your earlier versions are unchanged." />
        ) : (
          <Notice tone="error">{problem.message}</Notice>
        ))}
      {doc.versions.length > 1 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">
            All versions ({doc.versions.length})
          </summary>
          <ul className="mt-2 space-y-1">
            {doc.versions.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-700">{versionLine(v)}</span>
                <a
                  href={downloadUrl(doc.id, v.id)}
                  download
                  className="font-medium text-brand-700 underline"
                  aria-label={`Download version ${v.version} of ${doc.name}`}
                >
                  Download
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
      {renaming && <RenameDialog doc={doc} open={renaming} onOpenChange={setRenaming} />}
      <DeleteDialog doc={doc} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}
