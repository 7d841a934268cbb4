import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { SUPPORT_TICKET_FILTERS, type SupportTicketFilter } from "../../../../../shared/schemas/support";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { Label } from "../../../../components/ui/label";
import { NativeSelect } from "../../../../components/ui/native-select";
import { EmptyState, Notice } from "../../../../components/ui/notice";
import { Spinner } from "../../../../components/ui/spinner";
import { supportTicketsQuery } from "../api";
import { SupportTicketsTable } from "../components/support-tickets-table";

export function meta() {
  return [{ title: "Support Tickets · Admin · Finance Careers" }];
}

const FILTER_LABELS: Record<SupportTicketFilter, string> = { open: "Open", resolved: "Resolved", all: "All" };
const isFilter = (value: string | null): value is SupportTicketFilter =>
  SUPPORT_TICKET_FILTERS.includes(value as SupportTicketFilter);

// 001 §2 Support Tickets (members' conversations and contact-form messages), with
// open/resolved filter kept in the URL so the back link from a conversation returns to it.
export default function AdminSupportTickets() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const filter: SupportTicketFilter = isFilter(requested) ? requested : "all";
  const tickets = useQuery(supportTicketsQuery(filter));
  const choose = (next: SupportTicketFilter) =>
    setParams(next === "all" ? {} : { status: next }, { replace: true, preventScrollReset: true });

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-600">
          Messages from members (Help panel) and visitors (contact form). Critical ones come first.
        </p>
        <div className="w-40 space-y-1.5">
          <Label htmlFor="ticket-status-filter">Status</Label>
          <NativeSelect
            id="ticket-status-filter"
            value={filter}
            onChange={(event) => choose(event.target.value as SupportTicketFilter)}
          >
            {(["open", "resolved", "all"] as const).map((value) => (
              <option key={value} value={value}>
                {FILTER_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {tickets.isPending ? (
        <Spinner label="Loading support tickets..." />
      ) : tickets.isError ? (
        <Notice tone="error">
          Failed to load support tickets. {tickets.error.message}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => tickets.refetch()}>
            Retry
          </Button>
        </Notice>
      ) : tickets.data.tickets.length === 0 ? (
        <EmptyState
          title="No support tickets found."
          hint={filter === "all" ? undefined : "Choose All to see every conversation."}
        />
      ) : (
        <SupportTicketsTable tickets={tickets.data.tickets} />
      )}
    </Card>
  );
}
