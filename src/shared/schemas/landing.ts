import { z } from "zod";
import { sanitizeFreeText, sanitizeName, sanitizeShortText } from "../sanitize";

// Issue 4: the records behind the landing page's urgency and testimonials. `npm run campaign:set` and
// `npm run testimonial:add` validate with these today; the admin Site Content screen will use the same.

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
    starts_at: z.date({ error: "The start must be a date and time." }),
    ends_at: z.date({ error: "The deadline must be a date and time." }),
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
  // A testimonial is only quoted with the person's consent (issue 4); the date says when they gave it.
  consent_at: z.date({ error: "The consent date must be a date." }),
  published: z.boolean().default(true),
  position: z.number().int().min(0).default(0),
});
export type TestimonialInput = z.input<typeof testimonialSchema>;
export type TestimonialData = z.output<typeof testimonialSchema>;
