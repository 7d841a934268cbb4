import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "./use-timing";

// spec 000 §2.7: the how-it-works cards reveal one after another at 200, 600 and 1000 ms once 30% of
// the section is visible. Under prefers-reduced-motion (or without IntersectionObserver) all show at once.
export const REVEAL_DELAYS_MS = [200, 600, 1000] as const;
export const REVEAL_THRESHOLD = 0.3;

/** How many of the section's cards are revealed so far, and the ref to put on the section. */
export function useReveal(delays: readonly number[] = REVEAL_DELAYS_MS) {
  const section = useRef<HTMLElement>(null);
  const [revealed, setRevealed] = useState(0);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") {
      setInView(true);
      setRevealed(delays.length);
      return;
    }
    const timers: ReturnType<typeof setTimeout>[] = [];
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setInView(true);
        delays.forEach((delay, i) => {
          timers.push(setTimeout(() => setRevealed((n) => Math.max(n, i + 1)), delay));
        });
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [delays]);

  return { section, revealed, inView };
}
