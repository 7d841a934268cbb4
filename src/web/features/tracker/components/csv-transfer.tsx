import { useState } from "react";
import { CsvImport } from "../../../components/ui/csv-import";
import { EXPORT_URL, previewImport, runImport, TRACKER_KEY } from "../api";
import { CsvTransferRows, type ImportPreview } from "./csv-transfer-rows";

// Export every application as CSV; import one with a preview that lists each row's problem before
// anything is saved. The server imports all rows or none. Rows that are an application already tracked
// (or repeat an earlier row) are marked and skipped unless the member ticks them.

const MAX_BYTES = 2 * 1024 * 1024;
const applicationsText = (n: number) => `${n} ${n === 1 ? "application" : "applications"}`;

export function CsvTransfer() {
  // The duplicate rows' lines the member chose to import anyway.
  const [included, setIncluded] = useState<ReadonlySet<number>>(new Set());
  const leftOut = (preview: ImportPreview) => preview.duplicates.filter((d) => !included.has(d.line)).length;

  return (
    <CsvImport
      exportUrl={EXPORT_URL}
      pickerLabel="CSV file of applications"
      maxBytes={MAX_BYTES}
      tooLargeMessage="Import at most 2 MB of CSV at a time."
      title="Import applications"
      describeFile={(name) =>
        `From ${name}. Columns: firm, role, stage, deadline, applied date, link, notes.`
      }
      dialogClassName="max-w-2xl"
      checkFile={previewImport}
      importFile={(csv) => runImport({ csv, duplicate_lines: [...included] })}
      queryKey={TRACKER_KEY}
      countText={applicationsText}
      skippedText={(n) => `${n} ${n === 1 ? "duplicate was" : "duplicates were"} skipped.`}
      importCount={(preview) => preview.rows.length - leftOut(preview)}
      onReset={() => setIncluded(new Set())}
    >
      {(preview) => <CsvTransferRows preview={preview} included={included} onIncludedChange={setIncluded} />}
    </CsvImport>
  );
}
