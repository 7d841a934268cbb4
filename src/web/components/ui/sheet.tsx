import { cloneElement, type ReactElement, type ReactNode, Suspense, useState } from "react";
import { loadOnUse } from "../../lib/load-on-use";

// A panel that slides over the page from the right edge (a phone's menu). (Lighthouse): the app bar
// is on every page, and radix's dialog underneath the panel is not needed until the menu is opened,
// so the button is drawn here and the panel (sheet-panel.tsx) loads on first use, fetched early when
// the member points at or focuses the button.

const { Component: SheetPanel, warm } = loadOnUse(
  () => import("./sheet-panel"),
  (module) => module.default,
);

export function Sheet({
  open,
  onOpenChange,
  title,
  trigger,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The button that opens it; focus comes back to it when the panel closes. */
  trigger: ReactElement<{
    onClick?: () => void;
    onPointerEnter?: () => void;
    onFocus?: () => void;
    "aria-expanded"?: boolean;
    "aria-haspopup"?: "dialog";
  }>;
  children: ReactNode;
  className?: string;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <>
      {cloneElement(trigger, {
        onClick: () => onOpenChange(true),
        onPointerEnter: warm,
        onFocus: warm,
        "aria-expanded": open,
        "aria-haspopup": "dialog",
      })}
      {opened && (
        <Suspense fallback={null}>
          <SheetPanel open={open} onOpenChange={onOpenChange} title={title} className={className}>
            {children}
          </SheetPanel>
        </Suspense>
      )}
    </>
  );
}
