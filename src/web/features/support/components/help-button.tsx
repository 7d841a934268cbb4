import { LifeBuoy } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { loadOnUse } from "../../../lib/load-on-use";
import { HELP_TEXTS } from "../texts";

// The button is on every signed-in screen; the panel (radix's dialog, the thread, and the message form
// with zod) is not needed until it opens, so it is fetched when the member reaches for the button
// (points at it, focuses it, presses it) and drawn the first time it opens.
// The message form is its own module (with zod), so it is fetched alongside.
const { Component: HelpDialog, warm } = loadOnUse(
  () => Promise.all([import("./help-dialog"), import("./support-message-form")]),
  ([dialog]) => dialog.default,
);

/** The query parameter a support-reply notification links to (`?help=open`). */
const HELP_PARAM = "help";

/**
 * The Help button in the app bar. The panel's open state lives in the URL, so a reply
 * notification (linking to `?help=open`) opens it, and closing it removes the parameter again.
 */
export function HelpButton() {
  const [params, setParams] = useSearchParams();
  const open = params.get(HELP_PARAM) === "open";
  const [opened, setOpened] = useState(open);
  const button = useRef<HTMLButtonElement>(null);
  if (open && !opened) setOpened(true);
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
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="shrink-0 px-2 sm:px-3"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onPointerDown={warm}
        onClick={() => onOpenChange(true)}
      >
        <LifeBuoy aria-hidden className="size-5" />
        <span className="sr-only sm:not-sr-only">{HELP_TEXTS.button}</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <HelpDialog open={open} onOpenChange={onOpenChange} button={button} />
        </Suspense>
      )}
    </>
  );
}
