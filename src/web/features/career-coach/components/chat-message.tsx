import { ArrowRight, Bot, Sparkles, User } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../../lib/utils";

// One message of the chat: who wrote it (the member, the built-in coach or the AI coach with its
// model), any notice (the model failed and the built-in coach answered), the text as written, and
// where to act on it.

export type ShownMessage = {
  role: "member" | "coach";
  by: string;
  model: string | null;
  engine: "builtin" | "model" | null;
  content: string;
  notice: string | null;
  links: { href: string; label: string }[];
};

export function ChatMessageView({ message, writing = false }: { message: ShownMessage; writing?: boolean }) {
  const member = message.role === "member";
  const Icon = member ? User : message.engine === "model" ? Sparkles : Bot;
  return (
    <li className={cn("flex", member ? "justify-end" : "justify-start")}>
      <article
        aria-label={member ? "Your question" : `Answer from the ${message.by.toLowerCase()}`}
        data-testid={member ? "coach-question" : "coach-answer"}
        aria-busy={writing || undefined}
        className={cn(
          "max-w-[92%] min-w-0 space-y-2 rounded-xl px-4 py-3 sm:max-w-[85%]",
          member ? "bg-brand-50 text-slate-900" : "border border-slate-200 bg-white",
        )}
      >
        <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-600">
          <Icon aria-hidden className="size-3.5" />
          {message.by}
          {message.model && <span className="font-normal">· {message.model}</span>}
        </p>
        {message.notice && (
          <p className="rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900">{message.notice}</p>
        )}
        <div className="text-sm break-words whitespace-pre-wrap text-slate-800">
          {message.content}
          {writing && (
            <span
              aria-hidden
              className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-slate-400 align-middle"
            />
          )}
        </div>
        {message.links.length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 pt-1">
            {message.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {link.label}
                  <ArrowRight aria-hidden className="size-3.5" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
