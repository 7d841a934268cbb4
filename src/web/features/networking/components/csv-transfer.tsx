import {
  metViaLabel,
  NETWORKING_CSV_MAX_BYTES,
  NETWORKING_MESSAGES,
} from "../../../../shared/networking-labels";
import { CsvImport } from "../../../components/ui/csv-import";
import { type CsvPreviewColumn, CsvPreviewTable } from "../../../components/ui/csv-preview-table";
import { Notice } from "../../../components/ui/notice";
import { EXPORT_URL, NETWORKING_KEY, previewImport, runImport } from "../api";
import { StageBadge } from "./stage-badge";
import { UpgradeNotice } from "./upgrade-notice";

// Export every contact as CSV; import LinkedIn's Connections.csv (or the export, or a spreadsheet) with a
// preview that lists each row's problem and each person already there before anything is saved. The
// server imports all new contacts or none.

type Preview = Awaited<ReturnType<typeof previewImport>>;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const overLimit = ({ limit, rows }: Preview) => limit.max !== null && limit.used + rows.length > limit.max;

const COLUMNS: CsvPreviewColumn<Preview["rows"][number]>[] = [
  { heading: "Name", cell: (row) => row.name, className: "break-words" },
  { heading: "Firm", cell: (row) => row.firm, className: "break-words" },
  { heading: "Role", cell: (row) => row.role, className: "break-words" },
  { heading: "How we met", cell: (row) => (row.met_via ? metViaLabel(row.met_via) : "") },
  { heading: "Stage", cell: (row) => <StageBadge stage={row.stage} /> },
];

function PreviewDetails({ preview }: { preview: Preview }) {
  const { rows, errors, skipped, limit } = preview;
  return (
    <>
      {overLimit(preview) && (
        <UpgradeNotice extra={`This file would bring you to ${limit.used + rows.length}.`} />
      )}
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
      {rows.length === 0 && errors.length === 0 && (
        <Notice tone="info">There is nobody new to import in this file.</Notice>
      )}
      {rows.length > 0 && <CsvPreviewTable caption="Contacts to import" rows={rows} columns={COLUMNS} />}
    </>
  );
}

export function CsvTransfer() {
  return (
    <CsvImport
      exportUrl={EXPORT_URL}
      pickerLabel="CSV file of contacts"
      maxBytes={NETWORKING_CSV_MAX_BYTES}
      tooLargeMessage={NETWORKING_MESSAGES.csvTooLarge}
      title="Import contacts"
      describeFile={(name) =>
        `From ${name}. LinkedIn's Connections.csv works as it is; other files need a Name column (or First Name and Last Name).`
      }
      dialogClassName="max-w-3xl"
      checkFile={previewImport}
      importFile={runImport}
      queryKey={NETWORKING_KEY}
      countText={(n) => plural(n, "contact", "contacts")}
      skippedText={(n) => `${plural(n, "row was", "rows were")} skipped.`}
      blocked={overLimit}
    >
      {(preview) => <PreviewDetails preview={preview} />}
    </CsvImport>
  );
}
