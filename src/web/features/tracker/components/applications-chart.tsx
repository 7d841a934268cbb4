import { useState } from "react";

// The summary's bars of applications sent per week, drawn with plain elements. A chart library for one
// series of bars was the largest script on the tracker (some 100 KiB compressed, most of the screen's
// first load) and, on a phone, sat in the first screenful, so it could not wait for a scroll
// (docs/decisions/0100-signed-in-first-load.md). It keeps the library's look: a y axis with whole-number
// ticks, rounded bars, a date under each week (thinned when there are many) and a tooltip on hover.

const weekLabel = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/** The axis's three ticks, whole numbers: 0, a round step at least half the largest count, twice it. */
export function axisTicks(max: number): [number, number, number] {
  const half = Math.max(1, max / 2);
  const power = 10 ** Math.floor(Math.log10(half));
  const step =
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((f) => f * power).find((s) => s >= half && Number.isInteger(s)) ??
    10 * power;
  return [0, step, 2 * step];
}

// At most this many dates under the bars, so they never run into each other on a phone.
const MAX_LABELS = 6;

export function ApplicationsChart({ perWeek }: { perWeek: { week: string; count: number }[] }) {
  const [shown, setShown] = useState<number | null>(null);
  const ticks = axisTicks(Math.max(0, ...perWeek.map((w) => w.count)));
  const top = ticks[2];
  const every = Math.ceil(perWeek.length / MAX_LABELS);
  const point = shown === null ? undefined : perWeek[shown];
  return (
    <div className="flex h-full pt-1 pr-1 text-[11px] leading-none text-slate-600">
      <div className="relative mb-6 w-7 shrink-0">
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute right-0 flex translate-y-1/2 items-center gap-0.5"
            style={{ bottom: `${(tick / top) * 100}%` }}
          >
            {tick}
            <span className="h-px w-1.5 bg-slate-500" />
          </span>
        ))}
      </div>
      <div className="relative flex min-w-0 flex-1 flex-col">
        <div className="flex min-h-0 flex-1 border-b border-l border-slate-500">
          {perWeek.map((w, i) => (
            <div
              key={w.week}
              className={`flex h-full min-w-0 flex-1 items-end justify-center ${shown === i ? "bg-slate-200/70" : ""}`}
              onPointerEnter={() => setShown(i)}
              onPointerLeave={() => setShown(null)}
            >
              <div
                className="w-4/5 rounded-t-[3px] bg-[#1d4ed8]"
                style={{ height: `${(w.count / top) * 100}%` }}
              />
            </div>
          ))}
        </div>
        <div className="flex h-6">
          {perWeek.map((w, i) => (
            <div key={w.week} className="flex min-w-0 flex-1 flex-col items-center">
              <span className="h-1.5 w-px bg-slate-500" />
              {i % every === 0 && <span className="mt-1 whitespace-nowrap">{weekLabel(w.week)}</span>}
            </div>
          ))}
        </div>
        {point && shown !== null && (
          <div
            className="pointer-events-none absolute top-0 z-10 -translate-x-1/2 border border-slate-300 bg-white p-2.5 text-sm whitespace-nowrap text-slate-900"
            style={{ left: `${((shown + 0.5) / perWeek.length) * 100}%` }}
          >
            <p>Week of {weekLabel(point.week)}</p>
            <p className="mt-1 text-[#1d4ed8]">Applied : {point.count}</p>
          </div>
        )}
      </div>
    </div>
  );
}
