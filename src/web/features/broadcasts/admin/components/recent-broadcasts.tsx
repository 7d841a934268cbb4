import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { DELIVERY_METHODS } from "../../../../../shared/schemas/admin";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { EmptyState, Notice } from "../../../../components/ui/notice";
import { Spinner } from "../../../../components/ui/spinner";
import { type AdminBroadcast, adminBroadcastsQuery, BROADCAST_MESSAGES } from "../api";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const methodLabel = (method: string) => DELIVERY_METHODS.find((m) => m.value === method)?.label ?? method;

// A segment is described by the filters it was sent with, so an admin can tell "Premium members" from
// "everyone" in the list without opening the audit log.
const SEGMENT_PARTS = [
  ["plan", "plan"],
  ["status", "status"],
  ["licence", "licence"],
  ["university", "university"],
] as const;

function audienceLabel(broadcast: AdminBroadcast) {
  if (broadcast.target_audience === "selected") {
    return plural(broadcast.recipient_count ?? 0, "selected member", "selected members");
  }
  if (broadcast.target_audience === "segment") {
    const filter = broadcast.audience_filter ?? {};
    const parts = SEGMENT_PARTS.flatMap(([key, label]) => (filter[key] ? [`${label} ${filter[key]}`] : []));
    return parts.length ? `Members matching ${parts.join(", ")}` : "Members matching filters";
  }
  return "All users";
}

/** What a sent broadcast reached, for the channels it used. */
function deliveredLabel(broadcast: AdminBroadcast) {
  const parts: string[] = [];
  if (broadcast.delivery_method !== "email") parts.push(`${broadcast.in_app_count} in-app`);
  if (broadcast.delivery_method !== "push") parts.push(plural(broadcast.email_count, "email", "emails"));
  return `Delivered: ${parts.join(" · ")}`;
}

function BroadcastItem({ broadcast }: { broadcast: AdminBroadcast }) {
  const sent = broadcast.status === "sent";
  return (
    <li data-testid="broadcast-item" className="space-y-1.5 py-3">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-slate-900">{broadcast.title}</p>
        {/* 001 §4: sent is green, any other status yellow. */}
        <span data-testid="broadcast-status" className="shrink-0">
          <Badge tone={sent ? "green" : "yellow"}>{broadcast.status}</Badge>
        </span>
      </div>
      <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-slate-700">
        {broadcast.message}
      </p>
      <p className="text-xs text-slate-600">
        {methodLabel(broadcast.delivery_method)} · {audienceLabel(broadcast)}
        {sent && <> · {deliveredLabel(broadcast)}</>}
      </p>
      <p className="text-xs text-slate-500">
        {broadcast.sent_at ? (
          <time dateTime={broadcast.sent_at}>
            {format(new Date(broadcast.sent_at), "MMM dd, yyyy 'at' HH:mm")}
          </time>
        ) : (
          BROADCAST_MESSAGES.notSent
        )}
      </p>
      {broadcast.status === "failed" && broadcast.failure_reason && (
        <p className="text-xs text-red-700">Reason: {broadcast.failure_reason}</p>
      )}
    </li>
  );
}

/** 001 §2 "Recent Broadcasts"; it refreshes itself while one is queued or sending. */
export function RecentBroadcasts() {
  const broadcasts = useQuery(adminBroadcastsQuery);
  if (broadcasts.isPending) return <Spinner label="Loading broadcasts" />;
  if (broadcasts.isError) {
    return (
      <Notice tone="error">
        {BROADCAST_MESSAGES.loadFailed}{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => broadcasts.refetch()}>
          Retry
        </Button>
      </Notice>
    );
  }
  if (broadcasts.data.broadcasts.length === 0) return <EmptyState title={BROADCAST_MESSAGES.empty} />;
  return (
    <ul aria-label="Recent broadcasts" className="divide-y divide-slate-100">
      {broadcasts.data.broadcasts.map((broadcast) => (
        <BroadcastItem key={broadcast.id} broadcast={broadcast} />
      ))}
    </ul>
  );
}
