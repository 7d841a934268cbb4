import { useEffect, useState } from "react";
import { CAMPAIGN_TICK_MS } from "../../../shared/campaign";

/** The server's time now, on a 1 s tick (spec 000 §4.7), given how far this clock is behind it. */
export function useServerNow(clockOffsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + clockOffsetMs);
  useEffect(() => {
    setNow(Date.now() + clockOffsetMs);
    const timer = setInterval(() => setNow(Date.now() + clockOffsetMs), CAMPAIGN_TICK_MS);
    return () => clearInterval(timer);
  }, [clockOffsetMs]);
  return now;
}

/** True once `ms` have passed since the component mounted. */
export function useDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

/**
 * The clock offset measured by the first answer, kept for the page's life: later refreshes do not
 * move the countdown back and forth by their network delay.
 */
export function useFirstValue(value: number | undefined): number | undefined {
  const [first, setFirst] = useState(value);
  if (first === undefined && value !== undefined) setFirst(value);
  return first ?? value;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}
