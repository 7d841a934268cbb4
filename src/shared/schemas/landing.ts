import { z } from "zod";
import { sanitizeFreeText, sanitizeName, sanitizeShortText } from "../sanitize";
import { dateOrIsoDateTime, dateOrIsoDayOrDateTime } from "./dates";

// The records behind the landing page's urgency and testimonials. `npm run campaign:set`,
// `npm run testimonial:add` and the admin Site Content screen validate with these.

export const CAMPAIGN_NAME_MAX = 80;
export const CAMPAIGN_SEATS_MAX = 10_000;

const requiredText = (sanitize: (v: string) => string, what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .transform(sanitize)
    .pipe(z.string().min(1, `${what} is required.`).max(max, `${what} must be at most ${max} characters.`));

export const campaignSchema = z
  .strictObject({
    name: requiredText(sanitizeShortText, "The name", CAMPAIGN_NAME_MAX),
    // A Date from the scripts, an ISO date-time with its offset over the API (without one, a time would
    // mean whatever the server's time zone is).
    starts_at: dateOrIsoDateTime("The start must be a date and time."),
    ends_at: dateOrIsoDateTime("The deadline must be a date and time."),
    seat_cap: z
      .number({ error: "Seats must be a whole number." })
      .int("Seats must be a whole number.")
      .min(1, "Seats must be at least 1.")
      .max(CAMPAIGN_SEATS_MAX, `Seats must be at most ${CAMPAIGN_SEATS_MAX}.`),
  })
  .refine((c) => c.ends_at.getTime() > c.starts_at.getTime(), {
    path: ["ends_at"],
    message: "The deadline must be after the start.",
  });
export type CampaignInput = z.output<typeof campaignSchema>;

export const TESTIMONIAL_QUOTE_MAX = 600;

export const testimonialSchema = z.strictObject({
  quote: requiredText(sanitizeFreeText, "The quote", TESTIMONIAL_QUOTE_MAX),
  name: requiredText(sanitizeName, "The name", 100),
  school: requiredText(sanitizeShortText, "The school", 120),
  company: requiredText(sanitizeShortText, "The company", 120),
  role: requiredText(sanitizeShortText, "The role", 120),
  rating: z
    .number({ error: "The rating must be a whole number from 1 to 5." })
    .int("The rating must be a whole number from 1 to 5.")
    .min(1, "The rating must be a whole number from 1 to 5.")
    .max(5, "The rating must be a whole number from 1 to 5."),
  // A testimonial is only quoted with the person's consent; the date says when they gave it.
  // The admin screen sends the day from a date field (YYYY-MM-DD, read as that day in UTC).
  consent_at: dateOrIsoDayOrDateTime("The consent date must be a date."),
  published: z.boolean().default(true),
  position: z.number().int().min(0).default(0),
});
export type TestimonialInput = z.input<typeof testimonialSchema>;
export type TestimonialData = z.output<typeof testimonialSchema>;
