import { stageLabel } from "../../../../shared/tracker-labels";
import { type CsvPreviewColumn, CsvPreviewTable } from "../../../components/ui/csv-preview-table";
import { Notice } from "../../../components/ui/notice";
import type { previewImport } from "../api";

// What the import preview shows of the file: each row it would add, and each row that is an application
// already tracked (or an earlier row of the file) marked, with its own "Import anyway" box and one box
// for them all.

export type ImportPreview = Awaited<ReturnType<typeof previewImport>>;
type Row = ImportPreview["rows"][number];

const COLUMNS: CsvPreviewColumn<Row>[] = [
  { heading: "Firm", cell: (row) => row.firm, className: "break-words" },
  {
    heading: "Role",
    cell: (row) => (
      <>
        {row.role}
        {/* On a phone the stage sits under the role, so the table fits without scrolling sideways. */}
        <span className="block text-xs text-slate-600 sm:hidden">{stageLabel(row.stage)}</span>
      </>
    ),
    className: "break-words",
  },
  { heading: "Stage", cell: (row) => stageLabel(row.stage), className: "hidden sm:table-cell" },
  { heading: "Deadline", cell: (row) => row.deadline ?? (row.rolling ? "Rolling" : "") },
];

export function CsvTransferRows({
  preview,
  included,
  onIncludedChange,
}: {
  preview: ImportPreview;
  /** The duplicate rows' lines the member chose to import anyway. */
  included: ReadonlySet<number>;
  onIncludedChange: (included: ReadonlySet<number>) => void;
}) {
  const duplicates = new Map(preview.duplicates.map((d) => [d.line, d]));
  const allIncluded = duplicates.size > 0 && preview.duplicates.every((d) => included.has(d.line));
  const include = (line: number, yes: boolean) => {
    const next = new Set(included);
    if (yes) next.add(line);
    else next.delete(line);
    onIncludedChange(next);
  };

  return (
    <>
      {duplicates.size > 0 && preview.errors.length === 0 && (
        <Notice tone="info">
          <p className="font-medium">
            {duplicates.size === 1
              ? "1 row is already in your tracker or repeats an earlier row, so it will be skipped. Tick Import anyway to add it as well."
              : `${duplicates.size} rows are already in your tracker or repeat an earlier row, so they will be skipped. Tick Import anyway to add them as well.`}
          </p>
          <label className="mt-2 flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4"
              checked={allIncluded}
              onChange={(event) => onIncludedChange(new Set(event.target.checked ? duplicates.keys() : []))}
            />
            Import duplicates too
          </label>
        </Notice>
      )}
      {preview.rows.length > 0 && (
        <CsvPreviewTable
          caption="Rows to import"
          rows={preview.rows}
          columns={COLUMNS}
          note={(row) => {
            const duplicate = duplicates.get(row.line);
            if (!duplicate) return null;
            const box = `import-line-${row.line}`;
            return (
              <>
                <p>
                  <span className="font-medium">Duplicate: </span>
                  {duplicate.message}
                </p>
                <label htmlFor={box} className="mt-1 flex items-center gap-1.5">
                  <input
                    id={box}
                    type="checkbox"
                    className="size-4"
                    checked={included.has(row.line)}
                    onChange={(event) => include(row.line, event.target.checked)}
                  />
                  Import anyway<span className="sr-only"> (line {row.line})</span>
                </label>
              </>
            );
          }}
        />
      )}
    </>
  );
}
