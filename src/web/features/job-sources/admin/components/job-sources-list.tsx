import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { EmptyState, Notice } from "../../../../components/ui/notice";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { localDateTime } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { type AdminJobSource, type JobSourceRun, jobSourceKeys, runJobSource } from "../api";
import { providerName, SourceActions } from "./source-actions";

const count = (n: number | null) => (n === null ? "–" : String(n));

function runSummary(summary: JobSourceRun["summary"]): string {
  const parts = [
    `${summary.added} added`,
    `${summary.updated} updated`,
    `${summary.reopened} reopened`,
    `${summary.closed} closed`,
  ];
  return `Read the board: ${parts.join(", ")}.`;
}

/** When it last ran, and whether that run read the board. */
function LastRun({ source }: { source: AdminJobSource }) {
  if (source.kind === "manual") return <span className="text-slate-600">By upload</span>;
  // A paused source is not read, so its old failures are not news.
  if (!source.enabled) return <span className="text-slate-600">Not read while paused</span>;
  if (!source.last_run_at) return <span className="text-slate-600">Not yet</span>;
  const failed = source.failed_runs > 0;
  return (
    <span className="space-y-1">
      <span className="block whitespace-nowrap">{localDateTime(source.last_run_at)}</span>
      {failed ? (
        <Badge tone="red">
          {source.failed_runs === 1 ? "Failed" : `Failed ${source.failed_runs} runs in a row`}
        </Badge>
      ) : (
        <Badge tone="green">Read</Badge>
      )}
    </span>
  );
}

function Errors({ source }: { source: AdminJobSource }) {
  if (!source.last_error) return <span className="text-slate-600">None</span>;
  // An error from before the last successful run is history, not the state of the source.
  const earlier =
    source.last_error_at &&
    source.last_success_at &&
    Date.parse(source.last_error_at) < Date.parse(source.last_success_at);
  if (earlier) {
    return (
      <span className="block max-w-xs break-words">
        None in the last run
        <span className="block text-slate-500">
          Earlier, {localDateTime(source.last_error_at ?? "")}: {source.last_error}
        </span>
      </span>
    );
  }
  return (
    <span className="block max-w-xs break-words">
      {source.last_error}
      {source.last_error_at && (
        <span className="block text-slate-500">{localDateTime(source.last_error_at)}</span>
      )}
    </span>
  );
}

/**
 * The Sources table: each source's last run, the roles it found, added and closed, and its errors;
 * boards can be read now, with the result shown under the table.
 */
export function JobSourcesList({ sources }: { sources: AdminJobSource[] }) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ firm: string; summary: JobSourceRun["summary"] } | null>(null);
  const run = useMutation({
    mutationFn: (source: AdminJobSource) => runJobSource(source.id),
    onSuccess: (answer, source) => {
      setResult({ firm: source.firm, summary: answer.summary });
      if (answer.summary.ok) toast.success(`${source.firm}: ${runSummary(answer.summary)}`);
      else
        toast.error(`${source.firm}'s board could not be read`, {
          description: answer.summary.errors[0] ?? "Unknown error. Run it again in a few minutes.",
        });
    },
    onError: (error) => toast.error("Could not run the job source", { description: error.message }),
    onSettled: () => refreshAfterChange(queryClient, jobSourceKeys.list),
  });
  if (sources.length === 0) {
    return (
      <EmptyState
        title="No job sources yet."
        hint="Add a firm's Workday, Oracle, SmartRecruiters, Ashby, Greenhouse or Lever board above."
      />
    );
  }
  const columns: Column<AdminJobSource>[] = [
    {
      header: "Source",
      cell: (source) => (
        <span className="block space-y-1">
          <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {source.firm} <Badge tone="grey">{providerName(source.kind)}</Badge>
            {!source.enabled && <Badge tone="amber">Paused</Badge>}
          </span>
          <span className="block font-mono text-xs break-all text-slate-500">{source.token}</span>
        </span>
      ),
    },
    { header: "Last run", cell: (source) => <LastRun source={source} /> },
    { header: "Roles found", cell: (source) => count(source.last_job_count), className: "tabular-nums" },
    { header: "Added", cell: (source) => count(source.last_added), className: "tabular-nums" },
    { header: "Closed", cell: (source) => count(source.last_closed), className: "tabular-nums" },
    { header: "Errors", cell: (source) => <Errors source={source} /> },
    {
      header: <span className="sr-only">Actions</span>,
      label: "Actions",
      cell: (source) => (
        <div className="flex flex-wrap justify-end gap-2">
          {source.kind !== "manual" && (
            <Button
              variant="secondary"
              size="sm"
              disabled={run.isPending && run.variables?.id === source.id}
              onClick={() => run.mutate(source)}
            >
              {run.isPending && run.variables?.id === source.id ? "Running..." : "Run now"}
              <span className="sr-only"> for {source.firm}</span>
            </Button>
          )}
          <SourceActions source={source} />
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Sources</h3>
      <DataTable
        columns={columns}
        rows={sources}
        rowKey={(source) => source.id}
        caption="Sources"
        stackBelow="lg"
        minWidth="min-w-[56rem]"
      />
      {result && (
        <Notice tone={result.summary.ok ? "success" : "error"}>
          {result.summary.ok
            ? `${result.firm}: ${runSummary(result.summary)}`
            : `${result.firm}'s board could not be read: ${result.summary.errors[0] ?? "unknown error. Try again in a few minutes."}`}
        </Notice>
      )}
    </div>
  );
}
