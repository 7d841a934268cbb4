import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element comes within `margin` of the viewport, and from then on. For parts of a screen
 * whose code is large and that sit below the first screenful (a chart): their code is fetched when the
 * member scrolls towards them, not with the screen. Where IntersectionObserver is missing it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "200px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
