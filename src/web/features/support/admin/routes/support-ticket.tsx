import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { Notice } from "../../../../components/ui/notice";
import { Spinner } from "../../../../components/ui/spinner";
import { ApiError } from "../../../../lib/api";
import { NOT_AVAILABLE } from "../../../../lib/format";
import { supportConversationQuery } from "../api";
import { SupportConversation } from "../components/support-conversation";
import { SupportReplyForm } from "../components/support-reply-form";
import { SupportStatusSwitch } from "../components/support-status-switch";

export function meta() {
  return [{ title: "Support Ticket · Admin · Finance Careers" }];
}

function BackLink() {
  return (
    <Link
      to="/admin/support-tickets"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to Support Tickets
    </Link>
  );
}

// 001 §2 Conversation: /admin/support-tickets/:userId (the screen's reading of the parameter).
export default function AdminSupportTicket() {
  const { userId } = useParams();
  return (
    <div className="space-y-4">
      <BackLink />
      {userId ? (
        <Conversation userId={userId} />
      ) : (
        <Notice tone="error">User ID is missing from route parameters.</Notice>
      )}
    </div>
  );
}

function Conversation({ userId }: { userId: string }) {
  const conversation = useQuery(supportConversationQuery(userId));
  if (conversation.isPending) return <Spinner label="Loading conversation..." />;
  if (conversation.isError) {
    const { error } = conversation;
    // 001 §8: an unknown id says so; any other failure says what failed and offers a retry.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <Notice tone="error">User ID not found.</Notice>;
    return (
      <Notice tone="error">
        Failed to load ticket details. {error.message}{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => conversation.refetch()}>
          Retry
        </Button>
      </Notice>
    );
  }
  const { data } = conversation;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-all text-slate-900">
            Conversation with {data.user_email || NOT_AVAILABLE}
          </h2>
          <p className="text-sm text-slate-600">
            {data.kind === "contact"
              ? "A contact-form message from a visitor: your reply is sent to them by email."
              : "A member's Help conversation: your reply notifies them in the app and by email."}
          </p>
        </div>
        <SupportStatusSwitch userId={userId} status={data.status} />
      </div>
      <SupportConversation messages={data.messages} />
      <SupportReplyForm userId={userId} />
    </Card>
  );
}
