import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HistoryData } from "../api";

// Each rubric criterion's average per finished interview (the latest ones, oldest first), so progress
// shows as lines going up.

/** The figure's whole height, for the placeholder that holds its place while it loads. */
export const CHART_HEIGHT = "h-[354px]";

const COLOURS = ["#1d4ed8", "#059669", "#d97706", "#7c3aed", "#dc2626", "#0e7490"];
const SHORT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

export function CriteriaChart({ history }: { history: Pick<HistoryData, "criteria" | "progress"> }) {
  const done = history.progress;
  if (done.length === 0) return null;
  const data = done.map((s, i) => ({
    name: `${i + 1}. ${SHORT.format(new Date(s.createdAt))}`,
    ...Object.fromEntries(history.criteria.map((c) => [c.label, s.criteria?.[c.id] ?? null])),
  }));
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 font-semibold text-slate-900">Your scores over time (1 to 5)</figcaption>
      <div
        className="h-72 w-full"
        role="img"
        aria-label={`Average score per criterion across ${done.length} finished interviews`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -24 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} />
            <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {history.criteria.map((c, i) => (
              <Line
                key={c.id}
                type="monotone"
                dataKey={c.label}
                stroke={COLOURS[i % COLOURS.length]}
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
