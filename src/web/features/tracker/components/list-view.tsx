import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { ROLE_TYPES } from "../../../../shared/onboarding-choices";
import { PRIORITY_VALUES, stageLabel, TRACKER_STAGES } from "../../../../shared/tracker-labels";
import { Badge } from "../../../components/ui/badge";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { LoadMore, PlaceholderRow } from "../../../components/ui/load-more";
import { NativeSelect } from "../../../components/ui/native-select";
import { localDate } from "../../../lib/format";
import { useUrlParams } from "../../../lib/use-url-params";
import { cn } from "../../../lib/utils";
import type { Card } from "../api";
import { deadlineShown } from "../deadline";
import { BulkBar } from "./bulk-bar";
import { PriorityStars, TagChips } from "./priority-stars";

// The List view: every application in a table, sorted by any column (priority: most stars first),
// filtered by stage, programme type, tag and priority, searched by firm or role. Sort, filters and
// search live in the URL like the view itself. Rows can be selected for the bulk actions.
// The board needs every application, so they are all here already; what costs is drawing them, so the
// table draws the first rows and more as the member scrolls (docs/decisions/0090-tracker-list-rendering.md).
// Sorting, filters, the count and "Select all shown" still cover every matching application.

/** Rows drawn at first, and added each time the member nears the end. */
export const LIST_ROWS_PER_PAGE = 50;

const COLUMNS = [
  { key: "firm", label: "Firm", value: (c: Card) => c.firm_name.toLowerCase() },
  { key: "role", label: "Role", value: (c: Card) => c.role_title.toLowerCase() },
  // Descending by default, so the most stars come first and unranked ones last.
  { key: "priority", label: "Priority", value: (c: Card) => c.priority ?? 0 },
  { key: "stage", label: "Stage", value: (c: Card) => TRACKER_STAGES.findIndex((s) => s.value === c.stage) },
  { key: "deadline", label: "Deadline", value: (c: Card) => c.deadline ?? (c.rolling ? "9998" : "9999") },
  { key: "updated", label: "Last update", value: (c: Card) => c.updated_at },
] as const;
type SortKey = (typeof COLUMNS)[number]["key"];
/** Newest updates and most stars first; the rest A to Z or soonest first. */
const defaultDir = (key: SortKey) => (key === "updated" || key === "priority" ? "desc" : "asc");

export function ListView({ cards }: { cards: Card[] }) {
  const [params, set] = useUrlParams();
  const sort = (COLUMNS.find((c) => c.key === params.get("sort"))?.key ?? "updated") as SortKey;
  const dir = params.get("dir") === "asc" ? "asc" : params.get("dir") === "desc" ? "desc" : defaultDir(sort);
  const stage = params.get("stage") ?? "";
  const type = params.get("type") ?? "";
  const q = params.get("q") ?? "";
  const tag = params.get("tag") ?? "";
  const minStars = Number(params.get("priority") ?? "0") || 0;
  const allTags = useMemo(
    () =>
      [...new Map(cards.flatMap((c) => c.tags).map((t) => [t.toLowerCase(), t])).values()].sort((a, b) =>
        a.localeCompare(b),
      ),
    [cards],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => {
    const words = q.trim().toLowerCase();
    const column = COLUMNS.find((c) => c.key === sort) ?? COLUMNS[5];
    return cards
      .filter((c) => !stage || c.stage === stage)
      .filter((c) => !type || c.programme_type === type)
      .filter((c) => !tag || c.tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
      .filter((c) => !minStars || (c.priority ?? 0) >= minStars)
      .filter((c) => !words || `${c.firm_name} ${c.role_title}`.toLowerCase().includes(words))
      .sort((a, b) => {
        const x = column.value(a);
        const y = column.value(b);
        const order = x < y ? -1 : x > y ? 1 : 0;
        return dir === "asc" ? order : -order;
      });
  }, [cards, q, stage, type, tag, minStars, sort, dir]);
  // A new sort, filter or search starts again from its first rows.
  const [drawn, setDrawn] = useState(LIST_ROWS_PER_PAGE);
  const shape = `${sort}|${dir}|${stage}|${type}|${q}|${tag}|${minStars}`;
  useEffect(() => {
    if (shape) setDrawn(LIST_ROWS_PER_PAGE);
  }, [shape]);
  const drawnRows = rows.slice(0, drawn);
  // Only rows still on the board count (one archived or deleted elsewhere drops out of the selection).
  const chosen = cards.filter((c) => selected.has(c.id)).map((c) => c.id);
  const allShownChosen = rows.length > 0 && rows.every((c) => selected.has(c.id));
  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <div className="space-y-1">
          <Label htmlFor="tracker-search">Search firm or role</Label>
          <Input id="tracker-search" type="search" value={q} onChange={(e) => set({ q: e.target.value })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="tracker-filter-stage">Stage</Label>
          <NativeSelect
            id="tracker-filter-stage"
            value={stage}
            onChange={(e) => set({ stage: e.target.value })}
          >
            <option value="">All stages</option>
            {TRACKER_STAGES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="tracker-filter-type">Programme type</Label>
          <NativeSelect id="tracker-filter-type" value={type} onChange={(e) => set({ type: e.target.value })}>
            <option value="">All programme types</option>
            {ROLE_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="tracker-filter-tag">Tag</Label>
          <NativeSelect id="tracker-filter-tag" value={tag} onChange={(e) => set({ tag: e.target.value })}>
            <option value="">All tags</option>
            {allTags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="tracker-filter-priority">Priority</Label>
          <NativeSelect
            id="tracker-filter-priority"
            value={minStars ? String(minStars) : ""}
            onChange={(e) => set({ priority: e.target.value })}
          >
            <option value="">Any priority</option>
            {[...PRIORITY_VALUES].reverse().map((n) => (
              <option key={n} value={n}>
                {n === 3 ? "3 stars" : `${n} ${n === 1 ? "star" : "stars"} or more`}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" role="status">
          {rows.length === cards.length
            ? `${rows.length} ${cards.length === 1 ? "application" : "applications"}`
            : `${rows.length} of ${cards.length} ${cards.length === 1 ? "application" : "applications"}`}
        </p>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={allShownChosen}
            disabled={rows.length === 0}
            onChange={() =>
              setSelected((before) => {
                const next = new Set(before);
                for (const row of rows) {
                  if (allShownChosen) next.delete(row.id);
                  else next.add(row.id);
                }
                return next;
              })
            }
            className="size-5 accent-brand-700"
          />
          Select all shown
        </label>
      </div>
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">Your applications</caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-b border-slate-200">
            <th scope="col" className="w-10 py-2">
              <span className="sr-only">Select</span>
            </th>
            {COLUMNS.map((column) => {
              const active = column.key === sort;
              const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"}
                  className="py-2 pr-3 font-medium"
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded text-slate-800 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                    onClick={() =>
                      set({
                        sort: column.key,
                        dir: active ? (dir === "asc" ? "desc" : "asc") : defaultDir(column.key),
                      })
                    }
                  >
                    {column.label}
                    <Icon aria-hidden className="size-3.5" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {drawnRows.map((card) => {
            const deadline = deadlineShown(card);
            return (
              <tr
                key={card.id}
                className={cn(
                  "relative block border-b border-slate-100 py-2 pl-10 md:table-row md:py-0 md:pl-0",
                  selected.has(card.id) && "bg-brand-50",
                )}
              >
                <td className="absolute top-2 left-1 md:static md:table-cell md:py-2 md:align-middle">
                  <input
                    type="checkbox"
                    checked={selected.has(card.id)}
                    onChange={() => toggle(card.id)}
                    aria-label={`Select ${card.firm_name}: ${card.role_title}`}
                    className="size-5 accent-brand-700"
                  />
                </td>
                <td className="block py-0.5 md:table-cell md:py-2 md:pr-3">
                  <span className="text-xs text-slate-600 md:hidden">Firm: </span>
                  <span className="break-words">{card.firm_name}</span>
                </td>
                <td className="block py-0.5 md:table-cell md:py-2 md:pr-3">
                  <Link
                    to={`/app/tracker/${card.id}`}
                    className="font-medium break-words text-brand-700 hover:underline"
                  >
                    {card.role_title}
                  </Link>
                  <div className="mt-1">
                    <TagChips tags={card.tags} />
                  </div>
                </td>
                <td className="block py-0.5 md:table-cell md:py-2 md:pr-3">
                  <PriorityStars value={card.priority} label={`${card.firm_name}: ${card.role_title}`} />
                </td>
                <td className="block py-0.5 md:table-cell md:py-2 md:pr-3">
                  <span className="text-xs text-slate-600 md:hidden">Stage: </span>
                  {stageLabel(card.stage)}
                </td>
                <td className="block py-0.5 md:table-cell md:py-2 md:pr-3">
                  <span className="text-xs text-slate-600 md:hidden">Deadline: </span>
                  {card.deadline ? localDate(`${card.deadline}T12:00:00Z`) : card.rolling ? "Rolling" : "–"}{" "}
                  {deadline && deadline.text !== "Rolling" && (
                    <Badge tone={deadline.tone ?? "blue"}>{deadline.text}</Badge>
                  )}
                </td>
                <td className="block py-0.5 md:table-cell md:py-2">
                  <span className="text-xs text-slate-600 md:hidden">Last update: </span>
                  {localDate(card.updated_at)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length > drawn && (
        <LoadMore
          key={shape}
          hasMore
          loading={false}
          onLoad={() => setDrawn((n) => n + LIST_ROWS_PER_PAGE)}
          label="Show more applications"
          placeholder={<PlaceholderRow className="h-12" />}
        />
      )}
      {chosen.length > 0 && <BulkBar ids={chosen} onDone={(clear) => clear && setSelected(new Set())} />}
    </div>
  );
}
