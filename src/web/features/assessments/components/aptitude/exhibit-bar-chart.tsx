import type { Exhibit } from "../../../../../shared/assessments";

// A grouped bar chart of an exhibit: one group per column (year), one bar per row, each bar labelled
// with its value, since a question asks for exact figures. Drawn by hand as SVG so it prints the same
// everywhere and needs no measuring; the legend is plain HTML beneath it.

export const SERIES_COLOURS = ["#1d4ed8", "#059669", "#d97706", "#7c3aed", "#be123c"];

const WIDTH = 640;
const HEIGHT = 300;
const MARGIN = { top: 24, right: 12, bottom: 32, left: 52 };

/** A round step for about four gridlines. */
function gridStep(max: number): number {
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough);
  return step ?? magnitude * 10;
}

/** Outside the chart's scrolling box, so every name shows on a phone; the table names them for screen readers. */
export function BarLegend({ exhibit }: { exhibit: Exhibit }) {
  return (
    <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {exhibit.rows.map((row, r) => (
        <li key={row.label} className="flex items-center gap-1.5">
          <span
            className="size-3 rounded-sm"
            style={{ background: SERIES_COLOURS[r % SERIES_COLOURS.length] }}
          />
          {row.label}
        </li>
      ))}
    </ul>
  );
}

export function ExhibitBarChart({ exhibit, format }: { exhibit: Exhibit; format: (v: number) => string }) {
  const values = exhibit.rows.flatMap((row) => row.values);
  // Headroom over the tallest bar for its value label.
  const highest = Math.max(1, ...values) * 1.15;
  const step = gridStep(highest);
  const top = Math.ceil(highest / step) * step;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const groupWidth = plotWidth / exhibit.columns.length;
  const barWidth = (groupWidth * 0.8) / exhibit.rows.length;
  const y = (value: number) => MARGIN.top + plotHeight - (Math.max(0, value) / top) * plotHeight;
  // Labels read across when they fit over the bar, and upwards when the bars are narrow.
  const upright = barWidth < 30;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return (
    <div className="max-w-3xl min-w-[34rem] p-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="block h-auto w-full"
        role="img"
        aria-label={`Bar chart: ${exhibit.title}, in ${exhibit.unit}. The same figures follow as a table.`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text
              x={MARGIN.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="central"
              fontSize={11}
              fill="#475569"
            >
              {tick.toLocaleString("en-GB")}
            </text>
          </g>
        ))}
        {exhibit.columns.map((column, c) => {
          const groupX = MARGIN.left + c * groupWidth + groupWidth * 0.1;
          return (
            <g key={column}>
              {exhibit.rows.map((row, r) => {
                const value = row.values[c] ?? 0;
                const x = groupX + r * barWidth;
                const centre = x + barWidth / 2;
                return (
                  <g key={row.label}>
                    <rect
                      x={x + 1}
                      y={y(value)}
                      width={Math.max(1, barWidth - 2)}
                      height={MARGIN.top + plotHeight - y(value)}
                      fill={SERIES_COLOURS[r % SERIES_COLOURS.length]}
                    />
                    <text
                      x={centre}
                      y={y(value) - 4}
                      fontSize={upright ? 10 : 11}
                      fill="#0f172a"
                      textAnchor={upright ? "start" : "middle"}
                      dominantBaseline={upright ? "central" : "auto"}
                      transform={upright ? `rotate(-90 ${centre} ${y(value) - 4})` : undefined}
                    >
                      {format(value)}
                    </text>
                  </g>
                );
              })}
              <text
                x={MARGIN.left + c * groupWidth + groupWidth / 2}
                y={HEIGHT - MARGIN.bottom + 18}
                textAnchor="middle"
                fontSize={12}
                fill="#334155"
              >
                {column}
              </text>
            </g>
          );
        })}
        <line
          x1={MARGIN.left}
          x2={WIDTH - MARGIN.right}
          y1={MARGIN.top + plotHeight}
          y2={MARGIN.top + plotHeight}
          stroke="#64748b"
        />
      </svg>
    </div>
  );
}
