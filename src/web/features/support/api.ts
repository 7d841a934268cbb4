import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { supportMessageSchema } from "../../../shared/schemas/support";
import { client, unwrap } from "../../lib/api";

// The member's own conversation with support, read and written from the Help panel.
export const SUPPORT_KEY = ["support"] as const;

export const supportConversationQuery = queryOptions({
  queryKey: [...SUPPORT_KEY, "conversation"],
  queryFn: () => unwrap(client.api.support.messages.$get()),
});

export type SupportConversation = Awaited<ReturnType<typeof supportConversationQuery.queryFn & {}>>;
export type SupportMessage = SupportConversation["messages"][number];

export const sendSupportMessage = (input: z.output<typeof supportMessageSchema>) =>
  unwrap(client.api.support.messages.$post({ json: input }));
