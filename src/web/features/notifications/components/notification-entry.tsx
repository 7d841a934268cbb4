import { Link } from "react-router";
import { NOTIFICATION_KINDS } from "../../../../shared/notification-kinds";
import { cn } from "../../../lib/utils";
import type { NotificationItem } from "../api";
import { notificationTime, previewMessage, relativeTime } from "../format";

const kindLabel = (kind: string) => NOTIFICATION_KINDS.find((k) => k.value === kind)?.label;
const exactTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * One notification (spec 000 §2.12): a dot and bold text while unread, dimmed once read. In the popover
 * the message is cut at 100 characters; the page shows it in full with its kind. Each item is a button:
 * pressing it marks it read and follows its link. On the page, a job alert or reminder also links each
 * role it names (beside the button: a link cannot sit inside a button); following one marks it read too.
 */
export function NotificationEntry({
  item,
  variant,
  onOpen,
  onFollowJob,
}: {
  item: NotificationItem;
  variant: "popover" | "page";
  onOpen: (item: NotificationItem) => void;
  onFollowJob?: (item: NotificationItem) => void;
}) {
  const unread = !item.is_read;
  const time = notificationTime(item);
  const body = (
    <>
      <span
        aria-hidden
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-brand-600" : "bg-transparent")}
      />
      <span className="min-w-0 flex-1">
        {unread && <span className="sr-only">Unread: </span>}
        <span
          className={cn(
            "block text-sm break-words",
            unread ? "font-semibold text-slate-900" : "font-normal text-slate-500",
          )}
        >
          {item.broadcast_title}
        </span>
        <span
          className={cn(
            "mt-0.5 block text-sm break-words",
            variant === "page" && "whitespace-pre-line",
            unread ? "font-medium text-slate-700" : "text-slate-500",
          )}
        >
          {variant === "popover" ? previewMessage(item.broadcast_message) : item.broadcast_message}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          {variant === "page" && kindLabel(item.kind) && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-600">
              {kindLabel(item.kind)}
            </span>
          )}
          <time dateTime={time?.toISOString()} title={time ? exactTime.format(time) : undefined}>
            {relativeTime(item)}
          </time>
        </span>
      </span>
    </>
  );
  // A read item without a link has nothing left to do, but stays a button (announced as unavailable),
  // so focus is not lost when the item a keyboard user just pressed turns read.
  const actionable = unread || Boolean(item.link);
  return (
    <li data-testid="notification-item" data-read={item.is_read}>
      <button
        type="button"
        aria-disabled={actionable ? undefined : true}
        onClick={actionable ? () => onOpen(item) : undefined}
        className={cn(
          "flex w-full gap-3 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
          variant === "popover" ? "px-4 py-3" : "px-4 py-4 sm:px-5",
          unread && "bg-brand-50/50",
          actionable ? "hover:bg-slate-50" : "cursor-default",
        )}
      >
        {body}
      </button>
      {variant === "page" && item.jobs.length > 0 && (
        <ul
          aria-label={`Roles in: ${item.broadcast_title}`}
          className="space-y-1 pr-4 pb-4 pl-9 sm:pr-5 sm:pl-10"
        >
          {item.jobs.map((job) => (
            <li key={job.id} className="text-sm break-words">
              <Link
                to={job.link}
                onClick={() => onFollowJob?.(item)}
                className="font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {job.title}
              </Link>
              <span className="text-slate-500"> at {job.firm}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
