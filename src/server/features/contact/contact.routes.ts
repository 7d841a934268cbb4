import { Hono } from "hono";
import { CONTACT_SENT } from "../../../shared/messages";
import { contactSchema, isHoneypotFilled } from "../../../shared/schemas/contact";
import { type AppEnv, clientIp } from "../../http/context";
import { enforce, RATE_RULES } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import { saveContactMessage, sendContactConfirmation } from "./contact.service";

// spec 000 §2.5: the contact form's messages are stored for the support inbox and the
// sender gets a confirmation email. Public; signed-in senders are linked to their account.
export const contactRoutes = new Hono<AppEnv>().post("/", validate("json", contactSchema), async (c) => {
  const { db, mailer, logger } = c.get("deps");
  const input = c.req.valid("json");
  const ip = clientIp(c);
  // A signed-in sender is limited as themselves, so people behind one network address (a campus)
  // do not use up each other's allowance.
  const sender = c.get("user");
  await enforce(db, sender ? `member:${sender.id}` : ip, RATE_RULES.contactIp);
  if (isHoneypotFilled(input)) {
    // A bot gets the answer a person gets, so it cannot tell that it was caught.
    logger.warn({ requestId: c.get("requestId"), ip }, "contact form honeypot filled; message dropped");
    return c.json({ message: CONTACT_SENT.confirmed }, 201);
  }
  // Every message mails the address typed in, so one address cannot be flooded from many clients.
  await enforce(db, input.email, RATE_RULES.contactEmail);
  const stored = await saveContactMessage(db, input, c.get("user")?.id ?? null);
  const confirmed = await sendContactConfirmation(mailer, logger, stored, c.get("requestId"));
  return c.json({ message: confirmed ? CONTACT_SENT.confirmed : CONTACT_SENT.unconfirmed }, 201);
});
