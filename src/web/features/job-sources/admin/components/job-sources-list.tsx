import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { EmptyState, Notice } from "../../../../components/ui/notice";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { localDateTime } from "../../../../lib/format";
import { type AdminJobSource, type JobSourceRun, jobSourceKeys, runJobSource } from "../api";

const PROVIDERS: Record<string, string> = { greenhouse: "Greenhouse", lever: "Lever", manual: "CSV upload" };

const roles = (n: number) => (n === 1 ? "1 role" : `${n} roles`);

function runSummary(summary: JobSourceRun["summary"]): string {
  const parts = [
    `${summary.added} added`,
    `${summary.updated} updated`,
    `${summary.reopened} reopened`,
    `${summary.closed} closed`,
  ];
  return `Read the board: ${parts.join(", ")}.`;
}

/** Each source with its last success and last error; boards can be read now, with the result shown. */
export function JobSourcesList({ sources }: { sources: AdminJobSource[] }) {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<Record<string, JobSourceRun["summary"]>>({});
  const run = useMutation({
    mutationFn: (source: AdminJobSource) => runJobSource(source.id),
    onSuccess: (result, source) => {
      setResults((previous) => ({ ...previous, [source.id]: result.summary }));
      if (result.summary.ok) toast.success(`${source.firm}: ${runSummary(result.summary)}`);
      else
        toast.error(`${source.firm}'s board could not be read`, {
          description: `${result.summary.errors[0] ?? "Unknown error"}. Check the board token, then run it again.`,
        });
    },
    onError: (error) => toast.error("Could not run the job board", { description: error.message }),
    onSettled: () => refreshAfterChange(queryClient, jobSourceKeys.list),
  });
  if (sources.length === 0) {
    return <EmptyState title="No job sources yet." hint="Add a firm's Greenhouse or Lever board above." />;
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Job sources">
      {sources.map((source) => {
        const result = results[source.id];
        const running = run.isPending && run.variables?.id === source.id;
        return (
          <li key={source.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3" aria-busy={running}>
            <div className="min-w-0 flex-1 basis-64 space-y-1 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {source.firm} <Badge tone="grey">{PROVIDERS[source.kind] ?? source.kind}</Badge>
                <span className="font-mono text-xs font-normal text-slate-500">{source.token}</span>
                {!source.enabled && <Badge tone="amber">Paused</Badge>}
              </p>
              <p className="text-slate-700">
                Last success:{" "}
                {source.last_success_at
                  ? `${localDateTime(source.last_success_at)} (${roles(source.last_job_count ?? 0)})`
                  : "Never"}
              </p>
              <p className="text-slate-700">
                Last error:{" "}
                {source.last_error ? (
                  <>
                    {source.last_error}
                    {source.last_error_at && (
                      <span className="text-slate-500"> ({localDateTime(source.last_error_at)})</span>
                    )}
                  </>
                ) : (
                  "None"
                )}
              </p>
              {result && (
                <Notice tone={result.ok ? "success" : "error"} className="mt-2">
                  {result.ok
                    ? runSummary(result)
                    : `The board could not be read: ${result.errors[0] ?? "unknown error"}. Check the token and try again.`}
                </Notice>
              )}
            </div>
            {source.kind !== "manual" && (
              <Button variant="secondary" size="sm" disabled={running} onClick={() => run.mutate(source)}>
                {running ? "Running..." : "Run now"}
                <span className="sr-only"> for {source.firm}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
