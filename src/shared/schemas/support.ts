import { z } from "zod";
import { sanitizeFreeText } from "../sanitize";

// 001 §5: a member's message to support and an admin's reply; the 1000-character free text
// of spec 000 §5.1.
export const SUPPORT_MESSAGES = {
  empty: "Please write a message.",
} as const;

const content = z
  .string({ error: SUPPORT_MESSAGES.empty })
  .transform(sanitizeFreeText)
  .pipe(z.string().min(1, SUPPORT_MESSAGES.empty));

export const supportMessageSchema = z.strictObject({
  content,
  is_critical: z.boolean().default(false),
});

export const supportReplySchema = z.strictObject({ content });

/** 001 §2: a conversation is addressed by the member's id, or `contact-<id>` for a visitor's message. */
export const conversationParamSchema = z.object({
  userId: z.string().regex(/^(contact-[0-9a-f-]{36}|[A-Za-z0-9-]{1,100})$/, "User ID not found."),
});

/** A conversation is open until an admin resolves it; the member writing again reopens it. */
export const SUPPORT_STATUSES = ["open", "resolved"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const supportStatusSchema = z.strictObject({
  status: z.enum(SUPPORT_STATUSES, { error: "Choose open or resolved." }),
});

/** The ticket list's filter: Open, Resolved or All. */
export const SUPPORT_TICKET_FILTERS = ["open", "resolved", "all"] as const;
export const supportTicketsQuerySchema = z.object({
  status: z.enum(SUPPORT_TICKET_FILTERS).default("all"),
});
export type SupportTicketFilter = (typeof SUPPORT_TICKET_FILTERS)[number];
