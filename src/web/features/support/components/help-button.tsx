import { LifeBuoy } from "lucide-react";
import { Dialog } from "radix-ui";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { HELP_MESSAGE_ID, HELP_TEXTS } from "../texts";
import { HelpPanel, loadMessageForm } from "./help-panel";

// A failed head start is not an error: opening the panel asks again, through React.lazy.
const warmMessageForm = () => void loadMessageForm().catch(() => {});

/** The query parameter a support-reply notification links to (`?help=open`). */
const HELP_PARAM = "help";

/**
 * The Help button in the app bar. The panel's open state lives in the URL, so a reply
 * notification (linking to `?help=open`) opens it, and closing it removes the parameter again.
 */
export function HelpButton() {
  const [params, setParams] = useSearchParams();
  const open = params.get(HELP_PARAM) === "open";
  const onOpenChange = (next: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(HELP_PARAM, "open");
        else updated.delete(HELP_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 px-2 sm:px-3"
          // The message form (and zod with it) is fetched when the member reaches for the button.
          onPointerEnter={warmMessageForm}
          onFocus={warmMessageForm}
          onPointerDown={warmMessageForm}
        >
          <LifeBuoy aria-hidden className="size-5" />
          <span className="sr-only sm:not-sr-only">{HELP_TEXTS.button}</span>
        </Button>
      </Dialog.Trigger>
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
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl focus:outline-none"
        >
          <HelpPanel />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
