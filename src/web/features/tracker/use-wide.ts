import { useSyncExternalStore } from "react";

// Media queries the board follows: its width, and whether the member asked for less motion.

function useMediaQuery(query: string, onServer: boolean) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}

/** Whether the board has room for all its columns (768 px and up); below that it shows one stage. */
export const useWide = () => useMediaQuery("(min-width: 768px)", true);

/** prefers-reduced-motion: a dropped card then lands without the glide. */
export const useReducedMotion = () => useMediaQuery("(prefers-reduced-motion: reduce)", false);
