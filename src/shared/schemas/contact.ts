import { z } from "zod";
import { EMAIL_MAX } from "../constants";
import { CONTACT_VALIDATION } from "../messages";
import { sanitizeEmail, sanitizeFreeText, sanitizeName, sanitizeShortLine } from "../sanitize";

// spec 000 §2.5 and §3 (Contact form state: name, email, subject, message), sanitised by §5.1 and
// answered with the §5.4 text of the field, whether it is missing or invalid. The form's resolver and
// POST /api/contact use this one object.

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 1000 } as const;

/**
 * Anything that is not a string (a missing key, null, a number) counts as empty, so the API names the
 * field with its own §5.4 text rather than a generic one.
 */
const field = (sanitize: (value: string) => string, message: string) =>
  z.preprocess(
    (value: string | undefined) => (typeof value === "string" ? value : ""),
    z.string().transform(sanitize).pipe(z.string().min(1, message)),
  );

export const contactSchema = z.strictObject({
  // A name needs at least one letter; "..." or "123" is not one.
  name: field(sanitizeName, CONTACT_VALIDATION.name).pipe(
    z.string().regex(/\p{L}/u, CONTACT_VALIDATION.name),
  ),
  email: field(sanitizeEmail, CONTACT_VALIDATION.email).pipe(
    z.string().max(EMAIL_MAX, CONTACT_VALIDATION.email).regex(z.regexes.email, CONTACT_VALIDATION.email),
  ),
  subject: field(sanitizeShortLine, CONTACT_VALIDATION.subject),
  message: field(sanitizeFreeText, CONTACT_VALIDATION.message),
  // Honeypot: hidden from people, so only a bot fills it in. The server answers such a message exactly
  // like a real one (a bot learns nothing) but keeps and sends nothing; so any string passes here.
  website: z.string().optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/** True when the hidden field was filled in, i.e. the message came from a bot. */
export const isHoneypotFilled = (input: Pick<ContactData, "website">) => Boolean(input.website?.trim());
