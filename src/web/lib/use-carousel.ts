import { type KeyboardEvent, useState } from "react";

/** The index `step` places away from `from` among `count` items, wrapping at both ends. */
export function wrapIndex(from: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((from + step) % count) + count) % count;
}

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * What the feature tour and the testimonial carousel share (spec 000 §2.8, §4.8): the
 * current item, kept in range when the list shrinks; moves that wrap at both ends; arrow, Home and End
 * keys while the carousel has focus; and a polite announcement of the moves the visitor makes, empty
 * until the first one so that nothing is read out on page load.
 */
export function useCarousel(count: number, describe: (index: number) => string) {
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const current = Math.min(active, Math.max(count - 1, 0));

  const show = (index: number) => {
    setActive(index);
    setAnnouncement(describe(index));
  };
  const move = (step: number) => show(wrapIndex(current, step, count));
  /** An automatic move: not announced, since nobody asked for it. */
  const advance = () => setActive((index) => wrapIndex(index, 1, count));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    const target =
      step !== undefined
        ? wrapIndex(current, step, count)
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? count - 1
            : undefined;
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  return { current, announcement, show, move, advance, onKeyDown };
}
