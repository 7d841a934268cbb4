import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import type { CsvImportOutcome, CsvImportPreview, CsvRowProblem } from "../../../shared/csv-import";
import { rowProblemsText } from "../../../shared/csv-rows";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Button } from "./button";
import { CsvFileButtons, type PickedCsv } from "./csv-file-buttons";
import { Dialog } from "./dialog";
import { Notice } from "./notice";

// Export CSV, and Import CSV with a preview before anything is saved: the member picks a file, the
// server reads it and answers what it would add and each row's problem, the member confirms, and the
// server saves every row or none. The screen gives its wording, its requests and what the preview shows
// beyond the rows' problems (duplicates, skipped rows, its limit).

const ERRORS_SHOWN = 20;

export type CsvImportProps<Preview extends CsvImportPreview<{ line: number }>> = {
  exportUrl: string;
  /** The hidden file input's accessible name, e.g. "CSV file of contacts". */
  pickerLabel: string;
  maxBytes: number;
  tooLargeMessage: string;
  /** The dialog's title, e.g. "Import contacts". */
  title: string;
  /** The dialog's description once a file is picked: where it came from and the columns read. */
  describeFile: (fileName: string) => string;
  dialogClassName?: string;
  checkFile: (csv: string) => Promise<Preview>;
  importFile: (csv: string) => Promise<CsvImportOutcome>;
  /** Refreshed once the import is saved. */
  queryKey: QueryKey;
  /** What `n` rows are, e.g. "2 contacts": the button's and the confirmation's words. */
  countText: (n: number) => string;
  /** The confirmation's note on rows left out, e.g. "2 duplicates were skipped." */
  skippedText: (n: number) => string;
  /** How many rows the import would save; all the preview's rows unless the screen leaves some out. */
  importCount?: (preview: Preview) => number;
  /** Another reason the import cannot go ahead, e.g. the file would pass the Free plan's limit. */
  blocked?: (preview: Preview) => boolean;
  /** Clears the screen's own choices: called for each new preview and when the dialog closes. */
  onReset?: () => void;
  /** What the screen shows of the preview below the rows' problems (usually its table of rows). */
  children: (preview: Preview) => ReactNode;
};

export function CsvImport<Preview extends CsvImportPreview<{ line: number }>>(
  props: CsvImportProps<Preview>,
) {
  const { checkFile, importFile, countText, skippedText, onReset } = props;
  const picker = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<PickedCsv | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: checkFile,
    onSuccess: (result) => {
      setPreview(result);
      onReset?.();
    },
    onError: (error) => setFileProblem(error.message),
  });
  const save = useMutation({
    mutationFn: importFile,
    onSuccess: ({ imported, skipped }) => {
      toast.success(`Imported ${countText(imported)}`, {
        description: skipped ? skippedText(skipped) : undefined,
      });
      close();
      return queryClient.invalidateQueries({ queryKey: props.queryKey });
    },
    onError: (error) =>
      toast.error("Nothing was imported", {
        description: error instanceof ApiError ? error.message : "Please try again.",
      }),
  });
  const close = () => {
    setFile(null);
    setPreview(null);
    setFileProblem(null);
    save.reset();
    onReset?.();
    if (picker.current) picker.current.value = "";
  };
  const onFile = (picked: PickedCsv) => {
    setFile(picked);
    setPreview(null);
    setFileProblem(null);
    check.mutate(picked.csv);
  };
  const rows = preview?.rows ?? [];
  const errors = preview?.errors ?? [];
  const count = preview ? (props.importCount?.(preview) ?? rows.length) : 0;
  const blocked = preview ? (props.blocked?.(preview) ?? false) : false;

  return (
    <>
      <CsvFileButtons
        exportUrl={props.exportUrl}
        pickerRef={picker}
        pickerLabel={props.pickerLabel}
        maxBytes={props.maxBytes}
        tooLargeMessage={props.tooLargeMessage}
        onFile={onFile}
      />
      <Dialog
        open={file !== null}
        onOpenChange={(open) => !open && close()}
        title={props.title}
        description={file ? props.describeFile(file.name) : undefined}
        className={props.dialogClassName}
      >
        <div className="space-y-4">
          {check.isPending && <p role="status">Checking the file…</p>}
          {fileProblem && (
            <Notice tone="error">
              {fileProblem} Nothing has been saved; fix the file and choose it again.
            </Notice>
          )}
          <RowProblems errors={errors} />
          {preview && props.children(preview)}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={
                !file ||
                !preview ||
                check.isPending ||
                errors.length > 0 ||
                count === 0 ||
                blocked ||
                save.isPending
              }
              onClick={() => file && save.mutate(file.csv)}
            >
              {save.isPending
                ? "Importing..."
                : rows.length > 0 && count === 0
                  ? "Nothing new to import"
                  : `Import ${countText(count)}`}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

function RowProblems({ errors }: { errors: CsvRowProblem[] }) {
  if (errors.length === 0) return null;
  return (
    <Notice tone="error">
      <p className="font-medium">
        {rowProblemsText(errors.length)}. Fix the file and choose it again; nothing has been saved.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {errors.slice(0, ERRORS_SHOWN).map((error) => (
          <li key={`${error.line}-${error.message}`}>
            Line {error.line}: {error.message}
          </li>
        ))}
      </ul>
      {errors.length > ERRORS_SHOWN && <p className="mt-1">…and {errors.length - ERRORS_SHOWN} more.</p>}
    </Notice>
  );
}
