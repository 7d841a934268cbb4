import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { CONTACT_REPLY_WORKING_DAYS } from "../../../shared/messages";
import type { ContactData } from "../../../shared/schemas/contact";
import { CONTACT_EMAILS } from "../../../shared/site";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { Mailer } from "../../platform/mail/mailer";
import { contactConfirmationMail } from "../../platform/mail/templates";

type StoredMessage = Pick<ContactData, "name" | "email" | "subject" | "message"> & { id: string };

/** Stores the message where the admins' support inbox reads it; user_id marks a member's. */
export async function saveContactMessage(
  db: Db,
  input: ContactData,
  userId: string | null,
): Promise<StoredMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      userId,
    })
    .returning({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
    });
  if (!row) throw new Error("contact message insert returned no row");
  return row;
}

/**
 * Mails the sender a receipt. The message is already stored, so a mail failure must not turn into an
 * error for the sender: it is logged for the operator and reported as `false`.
 */
export async function sendContactConfirmation(
  mailer: Mailer,
  logger: Logger,
  stored: StoredMessage,
  requestId: string,
): Promise<boolean> {
  try {
    await mailer.send(
      contactConfirmationMail(stored.email, stored, CONTACT_REPLY_WORKING_DAYS, CONTACT_EMAILS.support),
    );
    return true;
  } catch (err) {
    logger.error({ err, requestId, contactMessageId: stored.id }, "contact confirmation mail failed");
    return false;
  }
}

/** The member's own contact-form messages, deleted with their account (they hold what the member wrote). */
export async function deleteContactMessagesOf(db: Db, userId: string) {
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
}
