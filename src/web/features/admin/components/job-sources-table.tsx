import { Badge, type BadgeTone } from "../../../components/ui/badge";
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

/** Whether each firm's job board is being read, failing ones first. */
export function JobSourcesTable({ sources }: { sources: Source[] }) {
  if (sources.length === 0) {
    return <p className="text-sm text-slate-600">No Greenhouse or Lever job boards are set up yet.</p>;
  }
  return (
    <div className="relative -mx-6 overflow-x-auto px-6">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Firm
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Board
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Health
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Last success
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Jobs
            </th>
            <th scope="col" className="py-2 font-medium">
              Last error
            </th>
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => {
            const state = health(source);
            return (
              <tr key={`${source.kind}:${source.token}`} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4 font-medium text-slate-900">{source.firm}</td>
                <td className="py-2 pr-4">
                  {BOARD_NAMES[source.kind] ?? source.kind}{" "}
                  <span className="font-mono text-xs text-slate-500">{source.token}</span>
                </td>
                <td className="py-2 pr-4">
                  <Badge tone={state.tone}>{state.label}</Badge>
                </td>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {source.lastSuccessAt ? localDateTime(source.lastSuccessAt) : "Never"}
                </td>
                <td className="py-2 pr-4 tabular-nums">{source.lastJobCount ?? "N/A"}</td>
                <td className="py-2 text-slate-700">
                  {source.lastError ? (
                    <>
                      <span className="block">{source.lastError}</span>
                      {source.lastErrorAt && (
                        <span className="text-xs text-slate-500">{localDateTime(source.lastErrorAt)}</span>
                      )}
                    </>
                  ) : (
                    "None"
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
