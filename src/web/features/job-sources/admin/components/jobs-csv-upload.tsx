import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../../components/ui/button";
import { Label } from "../../../../components/ui/label";
import { Notice } from "../../../../components/ui/notice";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { importJobsCsv, type JobsCsvResult, jobSourceKeys } from "../api";

// The server's limit (CSV_MAX_BYTES): checked here first so a big file fails before uploading.
const MAX_BYTES = 2 * 1024 * 1024;
const COLUMNS = "Firm, Title, Location, Role type, Apply URL, Closes, Description";

function RowErrors({ errors }: { errors: JobsCsvResult["errors"] }) {
  if (errors.length === 0) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-900">
        {errors.length === 1 ? "1 row is rejected:" : `${errors.length} rows are rejected:`}
      </p>
      <ul
        className="max-h-60 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm text-red-800"
        aria-label="Rejected rows"
      >
        {errors.map((error) => (
          <li key={`${error.line}:${error.message}`}>
            Row {error.line}: {error.message}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">Row numbers are the file's line numbers; the header is row 1.</p>
    </div>
  );
}

/**
 * Manual source: choose a CSV, see what it would add, update and reject (a dry run), then
 * import. Re-importing the same rows updates them instead of adding copies.
 */
export function JobsCsvUpload() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: (text: string) => importJobsCsv(text, true) });
  const upload = useMutation({
    mutationFn: (text: string) => importJobsCsv(text, false),
    onSuccess: (result) => {
      toast.success(`Imported ${result.added + result.updated} roles from the CSV.`);
      return refreshAfterChange(queryClient, jobSourceKeys.list);
    },
  });

  async function choose(chosen: File | undefined) {
    preview.reset();
    upload.reset();
    setProblem(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) {
      setProblem(`${chosen.name} is larger than 2 MB. Split it into smaller files and upload each.`);
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    preview.mutate(text);
  }

  function reset() {
    setFile(null);
    preview.reset();
    upload.reset();
    if (fileInput.current) fileInput.current.value = "";
  }

  const counts = preview.data;
  const done = upload.data;
  const importable = counts ? counts.added + counts.updated : 0;
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>CSV file of roles</Label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={preview.isPending || upload.isPending}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-100"
        />
        <p className="text-xs text-slate-500">
          Columns: {COLUMNS}. Firm, Title and Apply URL are required; the firm must already exist. At most 2
          MB.
        </p>
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      {preview.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Checking {file?.name}…
        </p>
      )}
      {preview.isError && (
        <Notice tone="error">
          {file?.name} cannot be imported: {preview.error.message} Fix the file and choose it again.
        </Notice>
      )}
      {counts && !done && (
        <div className="space-y-3 rounded-md border border-slate-200 p-3">
          <p role="status" className="text-sm text-slate-900">
            {file?.name}: {counts.rows} rows. <strong>{counts.added} new</strong>, {counts.updated} already
            imported (will be updated), {counts.rejected} rejected.
          </p>
          <RowErrors errors={counts.errors} />
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={importable === 0 || upload.isPending}
              onClick={() => file && upload.mutate(file.text)}
            >
              {upload.isPending
                ? "Importing..."
                : `Import ${importable} ${importable === 1 ? "role" : "roles"}`}
            </Button>
            <Button variant="secondary" disabled={upload.isPending} onClick={reset}>
              Cancel
            </Button>
          </div>
          {importable === 0 && (
            <p className="text-sm text-slate-600">
              No row can be imported. Fix the rows above and choose the file again.
            </p>
          )}
          {upload.isError && (
            <Notice tone="error">
              The import failed: {upload.error.message} Try again: rows already imported are updated, not
              copied.
            </Notice>
          )}
        </div>
      )}
      {done && (
        <div className="space-y-3">
          <Notice tone="success">
            Import finished: {done.added} added, {done.updated} updated, {done.rejected} rejected.
          </Notice>
          <RowErrors errors={done.errors} />
          <Button variant="secondary" onClick={reset}>
            Upload another file
          </Button>
        </div>
      )}
    </div>
  );
}
