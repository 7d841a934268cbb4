import { useEffect, useRef } from "react";
import { cn } from "../../../lib/utils";
import type { SupportConversation } from "../api";
import { HELP_TEXTS } from "../texts";

const sentAt = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The member's messages and the admins' replies, oldest first, kept scrolled to the newest. */
export function SupportThread({ conversation }: { conversation: SupportConversation }) {
  const end = useRef<HTMLLIElement>(null);
  const count = conversation.messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message is added
  useEffect(() => {
    // Braces matter: an effect may return only a cleanup function, and some browsers' scrollIntoView
    // returns a promise.
    end.current?.scrollIntoView({ block: "nearest" });
  }, [count]);

  if (count === 0) return <p className="py-8 text-center text-sm text-slate-600">{HELP_TEXTS.empty}</p>;
  return (
    <div className="space-y-3">
      {conversation.status === "resolved" && (
        <p className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {HELP_TEXTS.resolved}
        </p>
      )}
      <ol aria-label={HELP_TEXTS.conversation} className="space-y-3">
        {conversation.messages.map((message, index) => {
          const mine = message.sender_type === "user";
          return (
            <li
              key={message.id}
              ref={index === count - 1 ? end : undefined}
              data-testid="support-message"
              data-sender={message.sender_type}
              className={cn("flex flex-col", mine ? "items-end" : "items-start")}
            >
              <div
                className={cn(
                  "max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap break-words",
                  mine ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900",
                )}
              >
                {message.content}
              </div>
              <p className="mt-1 text-xs text-slate-500">
                {mine ? HELP_TEXTS.you : HELP_TEXTS.support} ·{" "}
                <time dateTime={message.created_at}>{sentAt.format(new Date(message.created_at))}</time>
                {message.is_critical && <span className="ml-1 font-medium text-red-700">· Urgent</span>}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
