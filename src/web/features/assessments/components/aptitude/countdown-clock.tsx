import { Timer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "../../../../lib/utils";
import { clockFace } from "./format";

// A Timed test's clock, counting down to the end the server set. It reads the wall clock on every tick,
// so a busy or hidden tab that skips ticks still ends on time, and a page opened late shows what is left.

const secondsUntil = (endsAt: string) => Math.max(0, Math.ceil((Date.parse(endsAt) - Date.now()) / 1000));

/** Seconds until `endsAt`, or null when there is no clock; `onTimeUp` runs once at zero. */
export function useSecondsLeft(endsAt: string | null, onTimeUp: () => void): number | null {
  const [left, setLeft] = useState(() => (endsAt === null ? null : secondsUntil(endsAt)));
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  useEffect(() => {
    if (endsAt === null) return;
    let fired = false;
    const tick = () => {
      const next = secondsUntil(endsAt);
      setLeft(next);
      if (next === 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        timeUp.current();
      }
    };
    const timer = window.setInterval(tick, 250);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return left;
}

/** Said once to screen readers, at these marks, rather than every second. */
const WARNINGS: Record<number, string> = { 300: "5 minutes left.", 60: "1 minute left.", 0: "Time is up." };

export function CountdownClock({ seconds }: { seconds: number }) {
  const [warning, setWarning] = useState("");
  useEffect(() => {
    const message = WARNINGS[seconds];
    if (message) setWarning(message);
  }, [seconds]);
  return (
    <div className="flex items-center">
      <p
        role="timer"
        aria-live="off"
        aria-label="Time left"
        className={cn(
          "flex items-center gap-1.5 rounded-md px-3 py-1 font-mono text-lg text-white tabular-nums",
          seconds <= 60 ? "bg-red-700" : "bg-slate-900",
        )}
      >
        <Timer aria-hidden className="size-4" />
        <span className="sr-only">Time left: </span>
        {clockFace(seconds)}
      </p>
      <span role="status" className="sr-only">
        {warning}
      </span>
    </div>
  );
}
