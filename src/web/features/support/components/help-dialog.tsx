import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { HELP_MESSAGE_ID } from "../texts";
import { HelpPanel } from "./help-panel";

/**
 * The Help panel as a modal dialog, loaded the first time it opens (help-button.tsx draws the button).
 * The Help button is not a radix Trigger, so focus is handed back to it on close, wherever the panel
 * was opened from (the button, or a notification linking to `?help=open`).
 */
export default function HelpDialog({
  open,
  onOpenChange,
  button,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          // Focus starts in the message box (it stays trapped in the panel until it closes).
          onOpenAutoFocus={(event) => {
            // Until the form has arrived, the panel itself holds focus; the form takes it on arrival.
            event.preventDefault();
            const message = document.getElementById(HELP_MESSAGE_ID);
            if (message) message.focus();
            else (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl focus:outline-none"
        >
          <HelpPanel />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
