import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { localDateTime } from "../../../lib/format";
import type { AdminStats } from "../api/stats";

type Source = AdminStats["jobSources"][number];

const BOARD_NAMES: Record<string, string> = { greenhouse: "Greenhouse", lever: "Lever" };

function health(source: Source): { label: string; tone: BadgeTone } {
  if (!source.enabled) return { label: "Paused", tone: "grey" };
  if (source.healthy) return { label: "Healthy", tone: "green" };
  if (source.lastErrorAt) return { label: "Failing", tone: "red" };
  return { label: "Not run yet", tone: "amber" };
}

const sourceKey = (source: Source) => `${source.kind}:${source.token}`;

function LastError({ source }: { source: Source }) {
  if (!source.lastError) return "None";
  return (
    <>
      <span className="block">{source.lastError}</span>
      {source.lastErrorAt && (
        <span className="text-xs text-slate-500">{localDateTime(source.lastErrorAt)}</span>
      )}
    </>
  );
}

const COLUMNS: Column<Source>[] = [
  { header: "Firm", cell: (source) => source.firm, className: "font-medium text-slate-900" },
  {
    header: "Board",
    cell: (source) => (
      <>
        {BOARD_NAMES[source.kind] ?? source.kind}{" "}
        <span className="font-mono text-xs text-slate-500">{source.token}</span>
      </>
    ),
  },
  {
    header: "Health",
    cell: (source) => {
      const state = health(source);
      return <Badge tone={state.tone}>{state.label}</Badge>;
    },
  },
  {
    header: "Last success",
    cell: (source) => (source.lastSuccessAt ? localDateTime(source.lastSuccessAt) : "Never"),
    className: "whitespace-nowrap",
  },
  { header: "Jobs", cell: (source) => source.lastJobCount ?? "N/A", className: "tabular-nums" },
  { header: "Last error", cell: (source) => <LastError source={source} />, className: "text-slate-700" },
];

/** Whether each firm's job board is being read, failing ones first. */
export function JobSourcesTable({ sources }: { sources: Source[] }) {
  if (sources.length === 0) {
    return <p className="text-sm text-slate-600">No Greenhouse or Lever job boards are set up yet.</p>;
  }
  return <DataTable columns={COLUMNS} rows={sources} rowKey={sourceKey} minWidth="min-w-[40rem]" />;
}
