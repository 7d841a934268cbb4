import { type ReactNode, Suspense, useState } from "react";
import { Button } from "./button";

// A button whose dialog's code is not part of the screen's first load. The button is there from the
// first paint; the dialog's module is fetched when the member points at or focuses the button, which
// usually gives it a head start, or at the latest on the click. Once loaded the dialog stays mounted,
// so what was typed is kept when it closes, and focus returns to this button.

export type DialogState = { open: boolean; setOpen: (open: boolean) => void };

export function LazyDialogButton({
  children,
  variant,
  warm,
  dialog,
}: {
  children: ReactNode;
  variant?: "secondary";
  /** Starts fetching the dialog's module early (lib/load-on-use.ts). */
  warm: () => void;
  /** The React.lazy dialog, rendered with the open state. */
  dialog: (state: DialogState) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {asked && <Suspense fallback={null}>{dialog({ open, setOpen })}</Suspense>}
    </>
  );
}
