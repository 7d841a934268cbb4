import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const weekLabel = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/** The summary's bars of applications sent per week; its own chunk, as the chart library is large. */
export default function ApplicationsChart({ perWeek }: { perWeek: { week: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={perWeek} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <XAxis
          dataKey="week"
          tickFormatter={weekLabel}
          tick={{ fontSize: 11, fill: "#475569" }}
          minTickGap={12}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#475569" }} width={28} />
        <Tooltip
          labelFormatter={(label) => `Week of ${weekLabel(String(label))}`}
          formatter={(v) => [v, "Applied"]}
        />
        <Bar dataKey="count" fill="#1d4ed8" radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
