import { useLayoutEffect, useRef } from "react";

/**
 * Focus back to whatever opened a radix dialog that has no radix Trigger (radix returns focus only to
 * its own Trigger). The element focused when the dialog opens is noted in a layout effect, which runs
 * before radix moves focus in; the returned handler goes on the Content's `onCloseAutoFocus` and
 * focuses that element again, if it is still on the page.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
