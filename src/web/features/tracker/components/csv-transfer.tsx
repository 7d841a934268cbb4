import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { stageLabel } from "../../../../shared/schemas/tracker";
import { Button } from "../../../components/ui/button";
import { CsvFileButtons, type PickedCsv } from "../../../components/ui/csv-file-buttons";
import { Dialog } from "../../../components/ui/dialog";
import { Notice } from "../../../components/ui/notice";
import { ApiError } from "../../../lib/api";
import { EXPORT_URL, previewImport, runImport, TRACKER_KEY } from "../api";

// Export every application as CSV; import one with a preview that lists each row's problem before
// anything is saved. The server imports all rows or none.

type Preview = Awaited<ReturnType<typeof previewImport>>;
const MAX_BYTES = 2 * 1024 * 1024;

export function CsvTransfer() {
  const picker = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<PickedCsv | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const check = useMutation({
    mutationFn: previewImport,
    onSuccess: setPreview,
    onError: (error) => toast.error("Could not read the file", { description: error.message }),
  });
  const save = useMutation({
    mutationFn: runImport,
    onSuccess: ({ imported }) => {
      toast.success(`Imported ${imported} ${imported === 1 ? "application" : "applications"}`);
      close();
      return queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
    },
    onError: (error) =>
      toast.error("Nothing was imported", {
        description: error instanceof ApiError ? error.message : "Please try again.",
      }),
  });
  const close = () => {
    setFile(null);
    setPreview(null);
    if (picker.current) picker.current.value = "";
  };
  const onFile = (picked: PickedCsv) => {
    setFile(picked);
    check.mutate(picked.csv);
  };
  const rows = preview?.rows ?? [];
  const errors = preview?.errors ?? [];

  return (
    <>
      <CsvFileButtons
        exportUrl={EXPORT_URL}
        pickerRef={picker}
        pickerLabel="CSV file of applications"
        maxBytes={MAX_BYTES}
        tooLargeMessage={"Import at most 2 MB of CSV at a time."}
        onFile={onFile}
      />
      <Dialog
        open={file !== null}
        onOpenChange={(open) => !open && close()}
        title="Import applications"
        description={
          file
            ? `From ${file.name}. Columns: firm, role, stage, deadline, applied date, link, notes.`
            : undefined
        }
        className="max-w-2xl"
      >
        <div className="space-y-4">
          {check.isPending && <p role="status">Checking the file…</p>}
          {errors.length > 0 && (
            <Notice tone="error">
              <p className="font-medium">
                {errors.length} {errors.length === 1 ? "row has a problem" : "rows have problems"}. Fix the
                file and choose it again; nothing has been saved.
              </p>
              <ul className="mt-1 list-disc pl-5">
                {errors.slice(0, 20).map((error) => (
                  <li key={`${error.line}-${error.message}`}>
                    Line {error.line}: {error.message}
                  </li>
                ))}
              </ul>
            </Notice>
          )}
          {rows.length > 0 && (
            <div className="max-h-72 overflow-auto rounded border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Rows to import</caption>
                <thead className="sticky top-0 bg-slate-50">
                  <tr>
                    <th scope="col" className="px-2 py-1">
                      Line
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Firm
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Role
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Stage
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Deadline
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.line} className="border-t border-slate-100">
                      <td className="px-2 py-1">{row.line}</td>
                      <td className="px-2 py-1 break-words">{row.firm}</td>
                      <td className="px-2 py-1 break-words">{row.role}</td>
                      <td className="px-2 py-1">{stageLabel(row.stage)}</td>
                      <td className="px-2 py-1">{row.deadline ?? (row.rolling ? "Rolling" : "")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={!file || check.isPending || errors.length > 0 || rows.length === 0 || save.isPending}
              onClick={() => file && save.mutate(file.csv)}
            >
              {save.isPending
                ? "Importing..."
                : `Import ${rows.length} ${rows.length === 1 ? "application" : "applications"}`}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
