import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, Suspense, useEffect } from "react";
import { Button } from "../../../components/ui/button";
import { supportConversationQuery } from "../api";
import { HELP_MESSAGE_ID, HELP_TEXTS } from "../texts";
import { SupportThread } from "./support-thread";

/** The Help panel's content, mounted while it is open (so it reloads on every opening). */
// The form validates with zod; the button is on every signed-in screen, so the form loads when the
// member reaches for it (or opens the panel from a link), not with the screen.
const SupportMessageForm = lazy(() =>
  import("./support-message-form").then((module) => ({ default: module.SupportMessageForm })),
);

/** When the form arrives after the panel opened, focus moves from the panel to the message box. */
function FocusMessageOnArrival() {
  useEffect(() => {
    const message = document.getElementById(HELP_MESSAGE_ID);
    const active = document.activeElement;
    if (message && active instanceof HTMLElement && active.getAttribute("role") === "dialog") message.focus();
  }, []);
  return null;
}

/** The form's shape while it loads, the same height, so nothing in the panel moves when it arrives. */
function MessageFormPlaceholder() {
  return (
    <div aria-hidden className="space-y-3">
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">{HELP_TEXTS.message}</p>
        <div className="h-[98px] w-full rounded-md border border-slate-300" />
      </div>
      <div className="flex items-start gap-2">
        <div className="mt-0.5 size-4 rounded border border-slate-300" />
        <div>
          <p className="text-sm font-medium text-slate-800">{HELP_TEXTS.urgent}</p>
          <p className="text-xs text-slate-500">{HELP_TEXTS.urgentHint}</p>
        </div>
      </div>
      <div className="h-10 w-full rounded-md bg-slate-100" />
    </div>
  );
}

export function HelpPanel() {
  const conversation = useQuery({ ...supportConversationQuery, refetchOnMount: "always" });
  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <div>
          <Dialog.Title className="text-lg font-semibold text-slate-900">{HELP_TEXTS.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {HELP_TEXTS.description}
          </Dialog.Description>
        </div>
        <Dialog.Close
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close"
        >
          <X aria-hidden className="size-5" />
        </Dialog.Close>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        {conversation.isPending ? (
          <p role="status" className="py-8 text-center text-sm text-slate-600">
            {HELP_TEXTS.loading}
          </p>
        ) : conversation.isError ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {HELP_TEXTS.loadFailed} {conversation.error.message}{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => conversation.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <SupportThread conversation={conversation.data} />
        )}
      </div>
      <div className="border-t border-slate-200 px-5 py-4">
        <Suspense fallback={<MessageFormPlaceholder />}>
          <SupportMessageForm />
          <FocusMessageOnArrival />
        </Suspense>
      </div>
    </>
  );
}
