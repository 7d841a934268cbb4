import { Download, Upload } from "lucide-react";
import type { ChangeEvent, RefObject } from "react";
import { toast } from "../../lib/toast";
import { Button } from "./button";

// Export CSV (a download of the server's export) and Import CSV (a hidden file picker), as the
// tracker and networking screens offer them. The picked file is checked for size and read as text;
// what to do with it (a preview, then the import) is the screen's own.

export type PickedCsv = { name: string; csv: string };

export function CsvFileButtons({
  exportUrl,
  pickerRef,
  pickerLabel,
  maxBytes,
  tooLargeMessage,
  onFile,
}: {
  exportUrl: string;
  /** The screen clears the picker when its dialog closes, so the same file can be picked again. */
  pickerRef: RefObject<HTMLInputElement | null>;
  /** The hidden input's accessible name, e.g. "CSV file of contacts". */
  pickerLabel: string;
  maxBytes: number;
  tooLargeMessage: string;
  onFile: (file: PickedCsv) => void;
}) {
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (chosen.size > maxBytes) {
      toast.error("This file is too large", { description: tooLargeMessage });
      event.target.value = "";
      return;
    }
    onFile({ name: chosen.name, csv: await chosen.text() });
  };

  return (
    <>
      <Button asChild variant="secondary" size="sm">
        <a href={exportUrl} download>
          <Download aria-hidden className="size-4" />
          Export CSV
        </a>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => pickerRef.current?.click()}>
        <Upload aria-hidden className="size-4" />
        Import CSV
      </Button>
      <input
        ref={pickerRef}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label={pickerLabel}
        tabIndex={-1}
        onChange={onPick}
      />
    </>
  );
}
