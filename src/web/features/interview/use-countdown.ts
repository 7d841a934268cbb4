import { useEffect, useRef, useState } from "react";

/**
 * Seconds left of `seconds`, counting down while `running`; `onDone` fires once when it reaches zero.
 * A new `key` (the next question, or the next phase) starts again from `seconds`.
 */
export function useCountdown(seconds: number, running: boolean, key: string, onDone: () => void) {
  const [left, setLeft] = useState(seconds);
  const remaining = useRef(seconds);
  const done = useRef(onDone);
  done.current = onDone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key restarts the countdown
  useEffect(() => {
    remaining.current = seconds;
    setLeft(seconds);
  }, [key, seconds]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key restarts the countdown
  useEffect(() => {
    if (!running) return;
    // From the wall clock, so a busy tab that skips ticks still ends on time.
    const end = Date.now() + remaining.current * 1000;
    let fired = false;
    const timer = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      remaining.current = next;
      setLeft(next);
      if (next === 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [running, key]);

  return left;
}

export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
