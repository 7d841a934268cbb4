import { z } from "zod";
import { sanitizeFreeText } from "../sanitize";

// Issue 8 and 001 §5: a member's message to support and an admin's reply; the 1000-character free text
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
