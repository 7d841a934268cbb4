import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../../components/ui/badge";
import { localDateTime, NOT_AVAILABLE, ticketSnippet } from "../../../../lib/format";
import type { SupportTicket } from "../api";

const HEADINGS = ["Critical", "User Email", "Message Snippet", "Submitted", "Status", "Actions"];

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

/** 001 §2 Support Tickets: a table on wide screens, a list of cards on phones. */
export function SupportTicketsTable({ tickets }: { tickets: SupportTicket[] }) {
  return (
    <>
      <div className="relative -mx-6 hidden overflow-x-auto px-6 md:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {HEADINGS.map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-4 font-medium whitespace-nowrap">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.ticket_id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4">
                  <CriticalBadge ticket={ticket} />
                </td>
                <td className="py-2 pr-4 break-all">{email(ticket)}</td>
                <td className="py-2 pr-4 text-slate-700">{ticketSnippet(ticket.ticket_content)}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{localDateTime(ticket.ticket_created_at)}</td>
                <td className="py-2 pr-4">
                  <StatusBadge ticket={ticket} />
                </td>
                <td className="py-2 whitespace-nowrap">
                  <Link to={detailsPath(ticket)} className="font-medium text-brand-600 hover:underline">
                    View Details
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden">
        {tickets.map((ticket) => (
          <li key={ticket.ticket_id} className="space-y-2 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              {ticket.ticket_is_critical && <CriticalBadge ticket={ticket} />}
              <StatusBadge ticket={ticket} />
              <span className="text-slate-500">{localDateTime(ticket.ticket_created_at)}</span>
            </div>
            <p className="font-medium break-all text-slate-900">{email(ticket)}</p>
            <p className="text-slate-700">{ticketSnippet(ticket.ticket_content)}</p>
            <Link
              to={detailsPath(ticket)}
              className="inline-block font-medium text-brand-600 hover:underline"
            >
              View Details
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
