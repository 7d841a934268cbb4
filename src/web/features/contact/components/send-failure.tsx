import { AlertTriangle } from "lucide-react";
import { CONTACT_EMAILS } from "../../../../shared/site";
import { ApiError } from "../../../lib/api";

/** What went wrong and what to do next; the typed message stays in the form either way. */
function explain(error: Error): { title: string; detail: string } {
  if (error instanceof ApiError && error.status === 429) {
    return { title: "Too many messages for now", detail: error.message };
  }
  if (error instanceof ApiError && error.status === 0) {
    return { title: "Your message was not sent", detail: error.message };
  }
  return {
    title: "Your message was not sent",
    detail: error.message || "Something went wrong on our side. Please try again.",
  };
}

export function SendFailure({ error }: { error: Error }) {
  const { title, detail } = explain(error);
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        <p>{detail}</p>
        <p>
          Everything you typed is still here. You can also email us at{" "}
          <a href={`mailto:${CONTACT_EMAILS.support}`} className="font-medium underline underline-offset-4">
            {CONTACT_EMAILS.support}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
