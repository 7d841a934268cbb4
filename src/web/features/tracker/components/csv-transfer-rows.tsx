import { stageLabel } from "../../../../shared/schemas/tracker";
import type { previewImport } from "../api";

// The import preview's table: each row the file would add, and each row that is an application already
// tracked (or an earlier row of the file) marked, with its own "Import anyway" box.

export type ImportPreview = Awaited<ReturnType<typeof previewImport>>;

export function CsvTransferRows({
  preview,
  included,
  onInclude,
}: {
  preview: ImportPreview;
  /** The duplicate rows' lines the member chose to import anyway. */
  included: ReadonlySet<number>;
  onInclude: (line: number, include: boolean) => void;
}) {
  const duplicates = new Map(preview.duplicates.map((d) => [d.line, d]));
  return (
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
            <th scope="col" className="hidden px-2 py-1 sm:table-cell">
              Stage
            </th>
            <th scope="col" className="px-2 py-1">
              Deadline
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => {
            const duplicate = duplicates.get(row.line);
            const box = `import-line-${row.line}`;
            const cells = (
              <tr
                key={row.line}
                className={duplicate ? "border-t border-amber-200 bg-amber-50" : "border-t border-slate-100"}
              >
                <td className="px-2 py-1 align-top">{row.line}</td>
                <td className="px-2 py-1 align-top break-words">{row.firm}</td>
                <td className="px-2 py-1 align-top break-words">
                  {row.role}
                  {/* On a phone the stage sits under the role, so the table fits without scrolling sideways. */}
                  <span className="block text-xs text-slate-600 sm:hidden">{stageLabel(row.stage)}</span>
                </td>
                <td className="hidden px-2 py-1 align-top sm:table-cell">{stageLabel(row.stage)}</td>
                <td className="px-2 py-1 align-top">{row.deadline ?? (row.rolling ? "Rolling" : "")}</td>
              </tr>
            );
            if (!duplicate) return cells;
            // The note gets the table's whole width, so it stays readable on a phone.
            return [
              cells,
              <tr key={`${row.line}-duplicate`} className="bg-amber-50 text-xs text-amber-950">
                <td colSpan={5} className="px-2 pb-2">
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
                      onChange={(event) => onInclude(row.line, event.target.checked)}
                    />
                    Import anyway<span className="sr-only"> (line {row.line})</span>
                  </label>
                </td>
              </tr>,
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
