import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import {
  metViaLabel,
  NETWORKING_CSV_MAX_BYTES,
  NETWORKING_MESSAGES,
} from "../../../../shared/schemas/networking";
import { Button } from "../../../components/ui/button";
import { CsvFileButtons, type PickedCsv } from "../../../components/ui/csv-file-buttons";
import { Dialog } from "../../../components/ui/dialog";
import { Notice } from "../../../components/ui/notice";
import { EXPORT_URL, NETWORKING_KEY, previewImport, runImport } from "../api";
import { StageBadge } from "./stage-badge";
import { UpgradeNotice } from "./upgrade-notice";

// Export every contact as CSV; import LinkedIn's Connections.csv (or the export, or a spreadsheet) with a
// preview that lists each row's problem and each person already there before anything is saved. The
// server imports all new contacts or none.

type Preview = Awaited<ReturnType<typeof previewImport>>;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function PreviewTable({ rows }: { rows: Preview["rows"] }) {
  return (
    <div className="max-h-72 overflow-auto rounded border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Contacts to import</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            {["Line", "Name", "Firm", "Role", "How we met", "Stage"].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-1 whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className="border-t border-slate-100 align-top">
              <td className="px-2 py-1">{row.line}</td>
              <td className="px-2 py-1 break-words">{row.name}</td>
              <td className="px-2 py-1 break-words">{row.firm}</td>
              <td className="px-2 py-1 break-words">{row.role}</td>
              <td className="px-2 py-1">{row.met_via ? metViaLabel(row.met_via) : ""}</td>
              <td className="px-2 py-1">
                <StageBadge stage={row.stage} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CsvTransfer() {
  const picker = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<PickedCsv | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: previewImport,
    onSuccess: setPreview,
    onError: (error) => setFileProblem(error.message),
  });
  const save = useMutation({
    mutationFn: runImport,
    onSuccess: ({ imported, skipped }) => {
      toast.success(`Imported ${plural(imported, "contact", "contacts")}`, {
        description: skipped ? `${plural(skipped, "row was", "rows were")} skipped.` : undefined,
      });
      close();
      return queryClient.invalidateQueries({ queryKey: NETWORKING_KEY });
    },
    onError: (error) => toast.error("Nothing was imported", { description: error.message }),
  });
  const close = () => {
    setFile(null);
    setPreview(null);
    setFileProblem(null);
    save.reset();
    if (picker.current) picker.current.value = "";
  };
  const onFile = (picked: PickedCsv) => {
    setFile(picked);
    check.mutate(picked.csv);
  };
  const rows = preview?.rows ?? [];
  const errors = preview?.errors ?? [];
  const skipped = preview?.skipped ?? [];
  const limit = preview?.limit;
  const overLimit = limit?.max != null && limit.used + rows.length > limit.max;

  return (
    <>
      <CsvFileButtons
        exportUrl={EXPORT_URL}
        pickerRef={picker}
        pickerLabel="CSV file of contacts"
        maxBytes={NETWORKING_CSV_MAX_BYTES}
        tooLargeMessage={NETWORKING_MESSAGES.csvTooLarge}
        onFile={onFile}
      />
      <Dialog
        open={file !== null}
        onOpenChange={(open) => !open && close()}
        title="Import contacts"
        description={
          file
            ? `From ${file.name}. LinkedIn's Connections.csv works as it is; other files need a Name column (or First Name and Last Name).`
            : undefined
        }
        className="max-w-3xl"
      >
        <div className="space-y-4">
          {check.isPending && <p role="status">Checking the file…</p>}
          {fileProblem && (
            <Notice tone="error">
              {fileProblem} Nothing has been saved; fix the file and choose it again.
            </Notice>
          )}
          {errors.length > 0 && (
            <Notice tone="error">
              <p className="font-medium">
                {plural(errors.length, "row has a problem", "rows have problems")}. Fix the file and choose it
                again; nothing has been saved.
              </p>
              <ul className="mt-1 list-disc pl-5">
                {errors.slice(0, 20).map((error) => (
                  <li key={`${error.line}-${error.message}`}>
                    Line {error.line}: {error.message}
                  </li>
                ))}
              </ul>
              {errors.length > 20 && <p className="mt-1">…and {errors.length - 20} more.</p>}
            </Notice>
          )}
          {overLimit && <UpgradeNotice extra={`This file would bring you to ${limit.used + rows.length}.`} />}
          {skipped.length > 0 && (
            <details className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
              <summary className="cursor-pointer font-medium">
                {plural(skipped.length, "row is", "rows are")} skipped
              </summary>
              <ul className="mt-1 list-disc pl-5">
                {skipped.slice(0, 50).map((row) => (
                  <li key={row.line}>
                    Line {row.line}
                    {row.name ? ` (${row.name})` : ""}: {row.reason}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {preview && rows.length === 0 && errors.length === 0 && (
            <Notice tone="info">There is nobody new to import in this file.</Notice>
          )}
          {rows.length > 0 && <PreviewTable rows={rows} />}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={
                !file || !preview || errors.length > 0 || rows.length === 0 || overLimit || save.isPending
              }
              onClick={() => file && save.mutate(file.csv)}
            >
              {save.isPending ? "Importing..." : `Import ${plural(rows.length, "contact", "contacts")}`}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
