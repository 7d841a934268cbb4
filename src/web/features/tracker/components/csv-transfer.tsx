import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { CsvFileButtons, type PickedCsv } from "../../../components/ui/csv-file-buttons";
import { Dialog } from "../../../components/ui/dialog";
import { Notice } from "../../../components/ui/notice";
import { ApiError } from "../../../lib/api";
import { EXPORT_URL, previewImport, runImport, TRACKER_KEY } from "../api";
import { CsvTransferRows, type ImportPreview } from "./csv-transfer-rows";

// Export every application as CSV; import one with a preview that lists each row's problem before
// anything is saved. The server imports all rows or none. Rows that are an application already tracked
// (or repeat an earlier row) are marked and skipped unless the member ticks them.

const MAX_BYTES = 2 * 1024 * 1024;
const applicationsText = (n: number) => `${n} ${n === 1 ? "application" : "applications"}`;

export function CsvTransfer() {
  const picker = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<PickedCsv | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [included, setIncluded] = useState<ReadonlySet<number>>(new Set());
  const check = useMutation({
    mutationFn: previewImport,
    onSuccess: (result) => {
      setPreview(result);
      setIncluded(new Set());
    },
    onError: (error) => toast.error("Could not read the file", { description: error.message }),
  });
  const save = useMutation({
    mutationFn: runImport,
    onSuccess: ({ imported, skipped }) => {
      toast.success(`Imported ${applicationsText(imported)}`, {
        description: skipped
          ? `${skipped} ${skipped === 1 ? "duplicate was" : "duplicates were"} skipped.`
          : undefined,
      });
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
    setIncluded(new Set());
    if (picker.current) picker.current.value = "";
  };
  const onFile = (picked: PickedCsv) => {
    setFile(picked);
    check.mutate(picked.csv);
  };
  const rows = preview?.rows ?? [];
  const errors = preview?.errors ?? [];
  const duplicates = preview?.duplicates ?? [];
  const toImport = rows.length - duplicates.filter((d) => !included.has(d.line)).length;
  const allIncluded = duplicates.length > 0 && duplicates.every((d) => included.has(d.line));
  const include = (line: number, yes: boolean) =>
    setIncluded((current) => {
      const next = new Set(current);
      if (yes) next.add(line);
      else next.delete(line);
      return next;
    });

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
          {duplicates.length > 0 && errors.length === 0 && (
            <Notice tone="info">
              <p className="font-medium">
                {duplicates.length === 1
                  ? "1 row is already in your tracker or repeats an earlier row, so it will be skipped. Tick Import anyway to add it as well."
                  : `${duplicates.length} rows are already in your tracker or repeat an earlier row, so they will be skipped. Tick Import anyway to add them as well.`}
              </p>
              <label className="mt-2 flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={allIncluded}
                  onChange={(event) =>
                    setIncluded(new Set(event.target.checked ? duplicates.map((d) => d.line) : []))
                  }
                />
                Import duplicates too
              </label>
            </Notice>
          )}
          {preview && rows.length > 0 && (
            <CsvTransferRows preview={preview} included={included} onInclude={include} />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={!file || check.isPending || errors.length > 0 || toImport === 0 || save.isPending}
              onClick={() => file && save.mutate({ csv: file.csv, duplicate_lines: [...included] })}
            >
              {save.isPending
                ? "Importing..."
                : rows.length > 0 && toImport === 0
                  ? "Nothing new to import"
                  : `Import ${applicationsText(toImport)}`}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
