import type { ReactNode } from "react";
import { DataTable } from "../../../components/ui/data-table";

/** A table in a legal document: rows of text under headings, as cards on a phone. */
export function LegalTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: string[];
  rows: ReactNode[][];
}) {
  return (
    <div className="mt-4">
      <DataTable
        variant="boxed"
        stackBelow="sm"
        caption={caption}
        columns={headings.map((header, index) => ({ header, cell: (row: ReactNode[]) => row[index] }))}
        rows={rows}
        rowKey={(row) => String(rows.indexOf(row))}
      />
    </div>
  );
}
