import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Input } from "../../../../components/ui/input";
import { Label } from "../../../../components/ui/label";
import { EmptyState } from "../../../../components/ui/notice";
import { QueryState } from "../../../../components/ui/query-state";
import { type FirmFilters, firmsQuery } from "../api";
import { FirmCreateDialog } from "./firm-form";
import { FirmsList } from "./firms-list";

const SEARCH_DELAY_MS = 300;

function emptyMessage(filters: FirmFilters) {
  if (filters.q) {
    return {
      title: `No firm matches "${filters.q}".`,
      hint: "Check the spelling, or search for part of the name.",
    };
  }
  if (filters.premier) {
    return {
      title: "No premier firms yet.",
      hint: "Turn off Premier only and switch Premier on for a firm, or add one with Add firm; members then see it in Premier firms.",
    };
  }
  return {
    title: "No firms yet.",
    hint: "Add a firm with Add firm, or let a job source or a CSV upload bring one in with its roles.",
  };
}

/**
 * The firms with a search by name and a Premier only filter. Typing waits a moment before asking the
 * server, so a name is one request rather than one per letter.
 */
export function PremierFirms() {
  const [text, setText] = useState("");
  const [filters, setFilters] = useState<FirmFilters>({ q: "", premier: false });
  useEffect(() => {
    const q = text.trim();
    if (q === filters.q) return;
    const timer = setTimeout(() => setFilters((current) => ({ ...current, q })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q]);
  // The last list stays on screen while the next one loads, so the search box keeps its place.
  const firms = useQuery({ ...firmsQuery(filters), placeholderData: keepPreviousData });
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" />
          Add firm
        </Button>
        <div className="min-w-0 flex-1 basis-60 space-y-1.5">
          <Label htmlFor="firm-search">Search firms</Label>
          <div className="relative">
            <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              id="firm-search"
              type="search"
              className="pl-9"
              placeholder="Firm name"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") setFilters((current) => ({ ...current, q: text.trim() }));
              }}
            />
          </div>
        </div>
        <label className="flex h-9 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={filters.premier}
            onChange={(event) => setFilters((current) => ({ ...current, premier: event.target.checked }))}
          />
          Premier only
        </label>
      </div>
      <QueryState query={firms} what="firms">
        {(data) => (
          <div className="space-y-2">
            <p role="status" className="text-sm text-slate-600">
              {data.firms.length < data.total
                ? `Showing the first ${data.firms.length} of ${data.total} firms by name. Search to find the others.`
                : `${data.total} ${data.total === 1 ? "firm" : "firms"}${filters.premier ? " marked premier" : ""}.`}
            </p>
            {filters.premier && !filters.q && data.firms.length > 1 && (
              <p className="text-sm text-slate-600">
                Members see premier firms in this order. Use the arrows to move a firm up or down.
              </p>
            )}
            {data.firms.length === 0 ? (
              <EmptyState {...emptyMessage(filters)} />
            ) : (
              <FirmsList
                firms={data.firms}
                ordering={filters.premier && !filters.q && data.firms.length === data.total}
              />
            )}
          </div>
        )}
      </QueryState>
      <FirmCreateDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
