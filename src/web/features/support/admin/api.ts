import { queryOptions } from "@tanstack/react-query";
import type { SupportStatus, SupportTicketFilter } from "../../../../shared/schemas/support";
import { adminKeys } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

// 001 §7 get_support_tickets_with_email, get_conversation_for_user and the reply insert; adds
// the open/resolved state of a conversation.
const tickets = client.api.admin["support-tickets"];

export const supportTicketsQuery = (status: SupportTicketFilter) =>
  queryOptions({
    queryKey: [...adminKeys.supportTickets, "list", status],
    queryFn: () => unwrap(tickets.$get({ query: { status } })),
  });

export type SupportTicket = Awaited<
  ReturnType<ReturnType<typeof supportTicketsQuery>["queryFn"] & {}>
>["tickets"][number];

export const supportConversationQuery = (userId: string) =>
  queryOptions({
    queryKey: [...adminKeys.supportTickets, "conversation", userId],
    queryFn: () => unwrap(tickets[":userId"].$get({ param: { userId } })),
  });

export type AdminConversation = Awaited<
  ReturnType<ReturnType<typeof supportConversationQuery>["queryFn"] & {}>
>;
export type ConversationMessage = AdminConversation["messages"][number];

export const sendSupportReply = (userId: string, content: string) =>
  unwrap(tickets[":userId"].reply.$post({ param: { userId }, json: { content } }));

export const setSupportStatus = (userId: string, status: SupportStatus) =>
  unwrap(tickets[":userId"].$patch({ param: { userId }, json: { status } }));
