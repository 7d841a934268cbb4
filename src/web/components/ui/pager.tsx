import { ChevronLeft, ChevronRight } from "lucide-react";
import { USERS_PAGE_SIZES } from "../../../shared/schemas/admin";
import { Button } from "./button";
import { Label } from "./label";
import { NativeSelect } from "./native-select";

export type PageSize = (typeof USERS_PAGE_SIZES)[number];

const count = new Intl.NumberFormat();

/** "Showing 26–50 of 1,204", rows per page, and previous/next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: PageSize;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600" aria-live="polite">
        Showing {count.format(first)}–{count.format(last)} of {count.format(total)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <Label htmlFor="users-page-size" className="font-normal text-slate-600">
            Rows per page
          </Label>
          <NativeSelect
            id="users-page-size"
            className="h-8 w-20"
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value) as PageSize)}
          >
            {USERS_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
        <span className="text-slate-600">
          Page {count.format(page)} of {count.format(pages)}
        </span>
        <div className="flex gap-1">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden className="size-4" />
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
