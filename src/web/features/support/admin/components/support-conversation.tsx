import { useEffect, useRef } from "react";
import { Badge } from "../../../../components/ui/badge";
import { localDateTime } from "../../../../lib/format";
import { cn } from "../../../../lib/utils";
import type { ConversationMessage } from "../api";

/** 001 §2 Conversation: the messages, oldest first, in a 50vh view kept scrolled to the newest. */
export function SupportConversation({ messages }: { messages: ConversationMessage[] }) {
  const view = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message is appended
  useEffect(() => {
    view.current?.scrollTo({ top: view.current.scrollHeight });
  }, [count]);
  return (
    <div
      ref={view}
      role="log"
      aria-label="Conversation"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling view must be reachable by keyboard
      tabIndex={0}
      className="h-[50vh] overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      {count === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">No messages in this conversation yet.</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => {
            const fromAdmin = message.message_sender_type === "admin";
            return (
              <li
                key={message.message_id}
                data-testid="conversation-message"
                data-sender={message.message_sender_type}
                className={cn("flex flex-col", fromAdmin ? "items-end" : "items-start")}
              >
                <p className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span className="font-medium text-slate-700">{message.sender_display_name}</span>
                  <time dateTime={message.message_created_at}>
                    {localDateTime(message.message_created_at)}
                  </time>
                  {message.message_is_critical && <Badge tone="red">Critical</Badge>}
                </p>
                <div
                  className={cn(
                    "max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]",
                    fromAdmin ? "bg-brand-600 text-white" : "bg-white text-slate-900 ring-1 ring-slate-200",
                  )}
                >
                  {message.message_content}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
