import { format, parseISO } from "date-fns";
import { useId } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

type Day = { date: string; count: number };

const dayLabel = (date: string) => format(parseISO(date), "d MMM");
const longDay = (date: string) => format(parseISO(date), "EEEE d MMMM yyyy");

/** One sentence that says what the chart shows, for people who cannot see it. */
export function describeSignups(days: Day[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (days.length === 0 || total === 0) return "No sign-ups in this period.";
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  const first = days[0]?.date ?? busiest.date;
  const last = days.at(-1)?.date ?? busiest.date;
  return `${total} ${total === 1 ? "sign-up" : "sign-ups"} from ${longDay(first)} to ${longDay(last)}. The busiest day was ${longDay(busiest.date)} with ${busiest.count}.`;
}

/** Sign-ups per day, as a bar chart with the same numbers as a table beside it. */
export function SignupsChart({ days }: { days: Day[] }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="space-y-3">
      <figcaption id={captionId} className="text-sm text-slate-600">
        {describeSignups(days)}
      </figcaption>
      <div aria-hidden className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={days}
            margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="date"
              tickFormatter={dayLabel}
              tick={{ fontSize: 12, fill: "#475569" }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} width={48} />
            <Tooltip
              labelFormatter={(label) => longDay(String(label))}
              formatter={(value) => [value, "Sign-ups"]}
              cursor={{ fill: "#eef5ff" }}
            />
            <Bar dataKey="count" name="Sign-ups" fill="#1d4ed8" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show sign-ups as a table</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 font-medium">
                  Sign-ups
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-b border-slate-100">
                  <td className="py-1 pr-4">{longDay(day.date)}</td>
                  <td className="py-1 tabular-nums">{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
