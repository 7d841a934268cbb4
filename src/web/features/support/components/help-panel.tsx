import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "../../../components/ui/button";
import { supportConversationQuery } from "../api";
import { HELP_TEXTS } from "../texts";
import { SupportMessageForm } from "./support-message-form";
import { SupportThread } from "./support-thread";

/** The Help panel's content, mounted while it is open (so it reloads on every opening). */
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
        <SupportMessageForm />
      </div>
    </>
  );
}
