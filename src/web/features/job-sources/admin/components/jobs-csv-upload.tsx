import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useId, useRef, useState } from "react";
import { SECTORS } from "../../../../../shared/job-labels";
import { ROLE_TYPES } from "../../../../../shared/onboarding-choices";
import { JOBS_CSV_DATES } from "../../../../../shared/schemas/site-content";
import { Button } from "../../../../components/ui/button";
import { Label } from "../../../../components/ui/label";
import { Notice } from "../../../../components/ui/notice";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { firmKeys, importJobsCsv, JOBS_CSV_TEMPLATE_URL, type JobsCsvResult, jobSourceKeys } from "../api";

// The server's limit (CSV_MAX_BYTES): checked here first so a big file fails before uploading.
const MAX_BYTES = 2 * 1024 * 1024;
const COLUMNS = "Firm, Sector, Title, Location, Role type, Apply URL, Closes, Description, Salary";
const SECTOR_LABELS: Record<string, string> = Object.fromEntries(SECTORS.map((s) => [s.value, s.label]));

/** What each column may hold, so a file is right the first time; the template has every column. */
function CsvHelp({ inputId }: { inputId: string }) {
  return (
    <div id={`${inputId}-help`} className="space-y-2 text-xs text-slate-600">
      <p>
        Columns: {COLUMNS}. Firm, Title and Apply URL are required. A firm not in the list yet is added with
        its roles (the preview names it first), in the Sector given, else Investment banking. At most 2 MB.
      </p>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Role type</dt>
        <dd>{ROLE_TYPES.map((type) => type.label).join("; ")}, or empty.</dd>
        <dt className="font-medium text-slate-700">Closes</dt>
        <dd>A date as {JOBS_CSV_DATES}, or empty.</dd>
        <dt className="font-medium text-slate-700">Sector</dt>
        <dd>{SECTORS.map((sector) => sector.label).join("; ")}.</dd>
      </dl>
      <Button asChild variant="secondary" size="sm">
        <a href={JOBS_CSV_TEMPLATE_URL} download="roles-template.csv">
          <Download aria-hidden className="size-4" />
          Download the template
        </a>
      </Button>
    </div>
  );
}

function NewFirms({ firms, done }: { firms: JobsCsvResult["new_firms"]; done: boolean }) {
  if (firms.length === 0) return null;
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-900">
        {done
          ? `${firms.length === 1 ? "1 firm was" : `${firms.length} firms were`} added:`
          : `${firms.length === 1 ? "1 firm is" : `${firms.length} firms are`} not in the list yet and will be added:`}
      </p>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-800" aria-label="New firms">
        {firms.map((firm) => (
          <li key={firm.name}>
            {firm.name}{" "}
            <span className="text-slate-500">(new firm, {SECTOR_LABELS[firm.sector] ?? firm.sector})</span>
          </li>
        ))}
      </ul>
      {!done && (
        <p className="text-xs text-slate-500">
          If one of these is a known firm spelt differently, correct the name in the file and choose it again.
        </p>
      )}
    </div>
  );
}

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
      return Promise.all([
        refreshAfterChange(queryClient, jobSourceKeys.list),
        refreshAfterChange(queryClient, firmKeys.all),
      ]);
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
          aria-describedby={`${inputId}-help`}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-100"
        />
        <CsvHelp inputId={inputId} />
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
          <NewFirms firms={counts.new_firms} done={false} />
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
          <NewFirms firms={done.new_firms} done />
          <RowErrors errors={done.errors} />
          <Button variant="secondary" onClick={reset}>
            Upload another file
          </Button>
        </div>
      )}
    </div>
  );
}
