import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../components/ui/load-error";
import { EmptyState } from "../../../components/ui/notice";
import { QueryState } from "../../../components/ui/query-state";
import { toast } from "../../../lib/toast";
import {
  ALUMNI_KEY,
  type IncomingRequest,
  type OutgoingRequest,
  type ChatRequests as Requests,
  requestsQuery,
  unblockMember,
} from "../api";
import { RequestActions } from "./request-actions";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const STATUS: Record<IncomingRequest["status"], { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting for an answer", tone: "amber" },
  accepted: { label: "Accepted", tone: "green" },
  declined: { label: "Declined", tone: "grey" },
};

/** The member's chat requests: those sent to them as an alum, those they sent, and whom they blocked. */
export function ChatRequests() {
  const requests = useQuery(requestsQuery);
  return (
    <section aria-labelledby="chat-requests-heading" className="space-y-4">
      <h2 id="chat-requests-heading" className="text-xl font-semibold text-slate-900">
        Your chat requests
      </h2>
      <QueryState query={requests} what="your chat requests">
        {(data) => <RequestLists data={data} />}
      </QueryState>
    </section>
  );
}

function RequestLists({ data }: { data: Requests }) {
  if (data.incoming.length === 0 && data.outgoing.length === 0 && data.blocked.length === 0) {
    return (
      <EmptyState
        title="No chat requests yet"
        hint="Requests you send to alumni appear here, and so do requests students send you if you list yourself as an alum in your profile."
      />
    );
  }
  return (
    <div className="space-y-6">
      {data.incoming.length > 0 && (
        <RequestList title="Requests to you">
          {data.incoming.map((request) => (
            <RequestItem key={request.id} request={request}>
              <RequestActions
                requestId={request.id}
                name={request.name}
                answerable={request.status === "pending" && !request.blocked}
                blockable={!request.blocked}
                reported={request.reported}
              />
            </RequestItem>
          ))}
        </RequestList>
      )}
      {data.outgoing.length > 0 && (
        <RequestList title="Requests you sent">
          {data.outgoing.map((request) => (
            <RequestItem key={request.id} request={request}>
              <RequestActions
                requestId={request.id}
                name={request.name}
                answerable={false}
                blockable={false}
                reported={request.reported}
              />
            </RequestItem>
          ))}
        </RequestList>
      )}
      {data.blocked.length > 0 && <BlockedMembers blocked={data.blocked} />}
    </div>
  );
}

function RequestList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="space-y-3">{children}</ul>
    </div>
  );
}

function RequestItem({
  request,
  children,
}: {
  request: IncomingRequest | OutgoingRequest;
  children: ReactNode;
}) {
  const status = STATUS[request.status];
  const work = "firm" in request && request.firm ? `${request.role} at ${request.firm}` : null;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{request.name}</p>
          <p className="text-xs text-slate-500">
            {work && <span className="break-words">{work} · </span>}
            Sent {DATE.format(new Date(request.created_at))}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge tone={status.tone}>{status.label}</Badge>
          {"blocked" in request && request.blocked && <Badge tone="red">Blocked</Badge>}
        </div>
      </div>
      <blockquote className="border-l-4 border-slate-200 pl-3 text-sm break-words whitespace-pre-line text-slate-700">
        {request.message}
      </blockquote>
      {request.email && (
        <p className="text-sm text-slate-800">
          Email: {/* Shown to both once the alum accepts. */}
          <a href={`mailto:${request.email}`} className="font-medium break-all text-brand-700 underline">
            {request.email}
          </a>
        </p>
      )}
      {children}
    </li>
  );
}

function BlockedMembers({ blocked }: { blocked: Requests["blocked"] }) {
  const queryClient = useQueryClient();
  const unblock = useMutation({
    mutationFn: (member: Requests["blocked"][number]) => unblockMember(member.id),
    onSuccess: (_result, member) => {
      toast.success("Member unblocked", { description: `${member.name} can see you and ask to chat again.` });
      return queryClient.invalidateQueries({ queryKey: ALUMNI_KEY });
    },
    onError: (error) => toast.error("Could not unblock this member", { description: errorMessage(error) }),
  });
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Members you blocked</h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {blocked.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="text-sm text-slate-800">
              {member.name}{" "}
              <span className="text-slate-500">since {DATE.format(new Date(member.blocked_at))}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => unblock.mutate(member)}
              disabled={unblock.isPending}
            >
              Unblock<span className="sr-only"> {member.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
