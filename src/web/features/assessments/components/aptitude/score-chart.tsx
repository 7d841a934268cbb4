import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { APTITUDE_KIND_LABELS, APTITUDE_KINDS } from "../../../../../shared/assessments";
import type { AptitudeHistory } from "../../aptitude-api";
import { SERIES_COLOURS } from "./exhibit-bar-chart";
import { percentOf } from "./format";

// Scores over time, one line per kind, oldest first so progress shows as lines going up. The table
// beneath carries the same results for screen readers, so the drawing itself is hidden from them.

const SHORT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

export function ScoreChart({ history }: { history: AptitudeHistory }) {
  const points = [...history].reverse().map((entry, i) => ({
    name: `${i + 1}. ${entry.completedAt ? SHORT.format(new Date(entry.completedAt)) : ""}`,
    [APTITUDE_KIND_LABELS[entry.kind]]: percentOf(entry.correct, entry.total),
  }));
  const kinds = APTITUDE_KINDS.filter((kind) => history.some((entry) => entry.kind === kind));
  return (
    <figure className="min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">
        Scores over time
        <span className="block text-sm font-normal text-slate-600">
          Percentage correct in each finished test, oldest on the left.
        </span>
      </figcaption>
      <div aria-hidden className="mt-2 h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            margin={{ top: 8, right: 8, bottom: 8, left: -20 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="name" tick={{ fontSize: 11, fill: "#475569" }} minTickGap={12} />
            <YAxis
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tick={{ fontSize: 11, fill: "#475569" }}
              unit="%"
            />
            <Tooltip formatter={(value) => `${value}%`} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {kinds.map((kind) => (
              <Line
                key={kind}
                type="monotone"
                dataKey={APTITUDE_KIND_LABELS[kind]}
                stroke={SERIES_COLOURS[APTITUDE_KINDS.indexOf(kind)]}
                strokeWidth={2}
                dot
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
