import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../../components/ui/badge";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { localDateTime, NOT_AVAILABLE, ticketSnippet } from "../../../../lib/format";
import type { SupportTicket } from "../api";

const email = (ticket: SupportTicket) => ticket.fetched_user_email?.trim() || NOT_AVAILABLE;
const detailsPath = (ticket: SupportTicket) =>
  `/admin/support-tickets/${encodeURIComponent(ticket.ticket_user_id)}`;

function CriticalBadge({ ticket }: { ticket: SupportTicket }) {
  return ticket.ticket_is_critical ? (
    <Badge tone="red">
      <AlertTriangle aria-hidden className="mr-1 size-3" />
      Critical
    </Badge>
  ) : (
    <span className="text-slate-400">
      <span aria-hidden>—</span>
      <span className="sr-only">Not critical</span>
    </span>
  );
}

function StatusBadge({ ticket }: { ticket: SupportTicket }) {
  return ticket.ticket_status === "resolved" ? (
    <Badge tone="green">Resolved</Badge>
  ) : (
    <Badge tone="amber">Open</Badge>
  );
}

const COLUMNS: Column<SupportTicket>[] = [
  { header: "Critical", cell: (ticket) => <CriticalBadge ticket={ticket} /> },
  { header: "User Email", cell: email, className: "[overflow-wrap:anywhere]" },
  {
    header: "Message Snippet",
    cell: (ticket) => ticketSnippet(ticket.ticket_content),
    className: "text-slate-700 [overflow-wrap:anywhere]",
  },
  {
    header: "Submitted",
    cell: (ticket) => localDateTime(ticket.ticket_created_at),
    className: "whitespace-nowrap",
  },
  { header: "Status", cell: (ticket) => <StatusBadge ticket={ticket} /> },
  { header: "Actions", cell: (ticket) => <DetailsLink ticket={ticket} />, className: "whitespace-nowrap" },
];

function DetailsLink({ ticket }: { ticket: SupportTicket }) {
  return (
    <Link to={detailsPath(ticket)} className="inline-block font-medium text-brand-600 hover:underline">
      View Details
    </Link>
  );
}

function TicketCard({ ticket }: { ticket: SupportTicket }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {ticket.ticket_is_critical && <CriticalBadge ticket={ticket} />}
        <StatusBadge ticket={ticket} />
        <span className="text-slate-500">{localDateTime(ticket.ticket_created_at)}</span>
      </div>
      <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{email(ticket)}</p>
      <p className="text-slate-700 [overflow-wrap:anywhere]">{ticketSnippet(ticket.ticket_content)}</p>
      <DetailsLink ticket={ticket} />
    </>
  );
}

/** 001 §2 Support Tickets: a table on wide screens, a list of cards on phones. */
export function SupportTicketsTable({ tickets }: { tickets: SupportTicket[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={tickets}
      rowKey={(ticket) => ticket.ticket_id}
      card={(ticket) => <TicketCard ticket={ticket} />}
      minWidth="min-w-[44rem]"
    />
  );
}
