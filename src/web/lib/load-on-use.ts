import { type ComponentType, lazy } from "react";

// Panels, menus and dialogs that start closed are not part of a screen's first load: their module is
// fetched when the member reaches for what opens them (`warm`, on pointer-enter or focus), which
// usually gives it a head start, or at the latest when the lazy component is first drawn.

/**
 * A lazy component from `load`'s module (`pick` chooses the export) and `warm`, which starts the same
 * fetch early. A failed head start is not an error: drawing the component asks again, through
 * React.lazy, and shows the error there.
 */
export function loadOnUse<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return {
    Component: lazy(() => load().then((module) => ({ default: pick(module) }))),
    warm: () => void load().catch(() => {}),
  };
}
