import { z } from "zod";
import {
  BOARD_PROVIDERS,
  type BoardProvider,
  normaliseSourceToken,
  PROVIDER_LABELS,
  recogniseCareersUrl,
  sourceTokenProblem,
} from "../job-source-providers";
import { SECTORS } from "../jobs";
import { sanitizeFreeText, sanitizeShortText } from "../sanitize";
import { testimonialSchema } from "./landing";

// Site Content: the admin screen's inputs beyond the campaign and testimonial records
// (campaignSchema and testimonialSchema in ./landing, which the scripts share). Used by the screen's
// forms and by the server's validation.

export const SITE_CONTENT_MESSAGES = {
  consent: "Tick the box to record that this person agreed to be quoted on the site.",
  consentFuture: "The consent date cannot be in the future.",
  reservedFigure: "Members is counted from our records; give this figure another label.",
  boardToken:
    "Board token must be 1-100 letters, digits, dots, dashes or underscores, as in the board's URL.",
  csvEmpty: "Choose a CSV file to upload.",
} as const;

// A date field holds the admin's own day; allow the day that has begun anywhere on Earth already.
const LATEST_TIME_ZONE_AHEAD_MS = 14 * 3_600_000;

/** A testimonial is only stored once the admin confirms the person's consent. */
export const testimonialCreateSchema = testimonialSchema
  .extend({
    consent: z.boolean().refine((given) => given, SITE_CONTENT_MESSAGES.consent),
    published: z.boolean().default(false),
  })
  .refine((t) => t.consent_at.getTime() <= Date.now() + LATEST_TIME_ZONE_AHEAD_MS, {
    path: ["consent_at"],
    message: SITE_CONTENT_MESSAGES.consentFuture,
  });
export type TestimonialCreateInput = z.input<typeof testimonialCreateSchema>;

export const testimonialPublishSchema = z.strictObject({ published: z.boolean() });

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .transform(sanitizeShortText)
    .pipe(z.string().min(1, `${what} is required.`).max(max, `${what} must be at most ${max} characters.`));

/** A marketing figure: shown on the landing page only with the source an admin names. */
export const figureSchema = z.strictObject({
  // The figure's key is made from the label's letters and digits (figures-admin.service.ts).
  label: text("The label", 60).refine(
    (label) => /[A-Za-z0-9]/.test(label),
    "The label needs at least one letter or digit.",
  ),
  value: text("The value", 30),
  source: text("The source", 200),
});
export type FigureInput = z.input<typeof figureSchema>;

export const figureKeyParam = z.object({ key: z.string().regex(/^[a-z0-9-]{1,60}$/, "Not found") });

export const BOARD_KINDS = BOARD_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] }));

export const JOB_SOURCE_MESSAGES = {
  kind: "Choose the provider.",
  careersUrl:
    "This address is not a careers site we can read. Paste the address of the firm's Workday, Oracle, SmartRecruiters, Ashby, Greenhouse or Lever careers page, or choose the provider and type its identifiers.",
} as const;

const sourceFields = {
  kind: z.enum(BOARD_PROVIDERS, { error: JOB_SOURCE_MESSAGES.kind }).optional(),
  token: z
    .string({ error: SITE_CONTENT_MESSAGES.boardToken })
    .trim()
    .max(300, SITE_CONTENT_MESSAGES.boardToken)
    .default(""),
  careers_url: z.string().trim().max(2000).optional(),
};

/**
 * A source's provider and identifiers, or a careers-site address they are read from (an address given
 * with no identifiers). Host names are lower-cased; the identifiers must have their provider's shape
 * (shared/job-source-providers.ts), as in JOB_SOURCES.
 */
function resolveSource<T extends { kind?: BoardProvider; token: string; careers_url?: string }>(
  { kind, token, careers_url, ...rest }: T,
  ctx: z.RefinementCtx,
) {
  const found = !token && careers_url ? recogniseCareersUrl(careers_url) : null;
  if (!token && careers_url && !found) {
    ctx.addIssue({ code: "custom", path: ["careers_url"], message: JOB_SOURCE_MESSAGES.careersUrl });
    return z.NEVER;
  }
  const provider = found?.kind ?? kind;
  if (!provider) {
    ctx.addIssue({ code: "custom", path: ["kind"], message: JOB_SOURCE_MESSAGES.kind });
    return z.NEVER;
  }
  const identifiers = found?.token ?? normaliseSourceToken(provider, token);
  const problem = sourceTokenProblem(provider, identifiers);
  if (problem) {
    const simple = provider !== "workday" && provider !== "oracle";
    ctx.addIssue({
      code: "custom",
      path: ["token"],
      message: simple ? SITE_CONTENT_MESSAGES.boardToken : `${problem}.`,
    });
    return z.NEVER;
  }
  return { ...rest, kind: provider, token: identifiers };
}

/** A firm's careers board (any provider); the firm is created if new. */
export const jobSourceCreateSchema = z
  .strictObject({
    firm_name: text("The firm", 120),
    sector: z.enum(SECTORS.map((s) => s.value) as [string, ...string[]], {
      error: "Choose the firm's sector.",
    }),
    ...sourceFields,
  })
  .transform(resolveSource);
/** What reading a board before saving it needs: the provider and identifiers (or the careers address). */
export const jobSourcePreviewSchema = z.strictObject(sourceFields).transform(resolveSource);
export type JobSourcePreviewInput = z.input<typeof jobSourcePreviewSchema>;
/** Correcting a source: its provider and identifiers, checked as a preview checks them. */
export const jobSourceEditSchema = jobSourcePreviewSchema;
export type JobSourceEditInput = JobSourcePreviewInput;
/** Pausing (false) or resuming (true) a source. */
export const jobSourceEnabledSchema = z.strictObject({
  enabled: z.boolean({ error: "Say whether the source should be read: enabled true or false." }),
});
export type JobSourceCreateInput = z.input<typeof jobSourceCreateSchema>;

/** How the CSV of roles writes a closing date; the upload's help and the row errors quote it. */
export const JOBS_CSV_DATES = '2027-03-15, 15/03/2027 or 15 March 2027, or "rolling"';

/** The CSV's text; `dry_run` checks every row and counts what would change without storing anything. */
export const jobsCsvSchema = z.strictObject({
  csv: z.string({ error: SITE_CONTENT_MESSAGES.csvEmpty }).min(1, SITE_CONTENT_MESSAGES.csvEmpty),
  dry_run: z.boolean().default(false),
});

// Premier firms: which firms the member directory and the feed's premier filter show, and how a
// firm's card reads there.

export const FIRM_MESSAGES = {
  logoUrl:
    "The logo URL must be an https:// link to an image, such as https://example.com/logo.png. Leave it empty to show the firm's initials.",
  logoUrlTooLong: "The logo URL must be at most 500 characters. Use a shorter link to the image.",
  website:
    "The website must be a full address starting with https:// or http://, such as https://www.example.com.",
  websiteTooLong: "The website must be at most 300 characters. Use the firm's home page address.",
  description: "The description must be at most 600 characters. Shorten it and save again.",
  sector: "Choose the firm's sector.",
  nothing: "Change the name, premier setting, logo, sector, website or description, then save.",
  notFound: "This firm no longer exists. Reload the list.",
  name: "Enter the firm's name as it writes it, such as Goldman Sachs.",
  nameTooLong: "The firm's name must be at most 120 characters.",
  noLogoFile: "Choose an image file for the logo: PNG, JPEG, WebP or SVG, at most 512 KB.",
  logoTooLarge: "The logo is larger than 512 KB. Save a smaller image (a square of 256 pixels is plenty).",
  logoType:
    "The logo must be a PNG, JPEG, WebP or SVG image. Save it in one of those formats and upload it again.",
  logoScript:
    "The SVG contains scripts, event handlers or embedded content, which a logo must not have. Export a plain SVG or a PNG and upload that.",
  premierOrder:
    "The list of premier firms has changed since you loaded it. Reload the list and order it again.",
} as const;

export const FIRM_LIMITS = {
  name: 120,
  logoUrl: 500,
  website: 300,
  description: 600,
  logoBytes: 512 * 1024,
} as const;

/** The image types a logo may be uploaded as, checked again on the server from the file's bytes. */
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;

// The address must parse, use one of the allowed schemes and name a real host (with a dot), so
// javascript:, data: and "logo.png" alone are refused; an http logo would be mixed content.
function webAddress(value: string, schemes: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return schemes.includes(url.protocol) && /[.:]/.test(url.hostname) && !url.username && !url.password;
}

/** Empty or null clears the field; anything else must be a web address with an allowed scheme. */
const clearableAddress = (schemes: readonly string[], max: number, invalid: string, tooLong: string) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || webAddress(value, schemes), invalid);

const firmFields = {
  name: z
    .string({ error: FIRM_MESSAGES.name })
    .transform(sanitizeShortText)
    .pipe(z.string().min(1, FIRM_MESSAGES.name).max(FIRM_LIMITS.name, FIRM_MESSAGES.nameTooLong)),
  premier: z.boolean({ error: "Premier must be on or off." }),
  logo_url: clearableAddress(
    ["https:"],
    FIRM_LIMITS.logoUrl,
    FIRM_MESSAGES.logoUrl,
    FIRM_MESSAGES.logoUrlTooLong,
  ),
  sector: z.enum(SECTORS.map((s) => s.value) as [string, ...string[]], { error: FIRM_MESSAGES.sector }),
  website: clearableAddress(
    ["https:", "http:"],
    FIRM_LIMITS.website,
    FIRM_MESSAGES.website,
    FIRM_MESSAGES.websiteTooLong,
  ),
  // Plain text shown on the member's card: line breaks kept, markup characters dropped.
  description: z
    .string({ error: FIRM_MESSAGES.description })
    .nullable()
    .transform((value) => (value === null ? null : sanitizeFreeText(value) || null))
    .refine((value) => (value?.length ?? 0) <= FIRM_LIMITS.description, FIRM_MESSAGES.description),
};

/** PATCH /api/admin/site-content/firms/:id: any of the fields; the premier switch sends only `premier`. */
export const firmUpdateSchema = z
  .strictObject(firmFields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, FIRM_MESSAGES.nothing);
export type FirmUpdateInput = z.input<typeof firmUpdateSchema>;

/** POST /api/admin/site-content/firms: a name and sector; the card's other fields may follow later. */
export const firmCreateSchema = z
  .strictObject(firmFields)
  .partial({ premier: true, logo_url: true, website: true, description: true });
export type FirmCreateInput = z.input<typeof firmCreateSchema>;

/** PUT /api/admin/site-content/firms/premier-order: every premier firm, first shown first. */
export const premierOrderSchema = z.strictObject({
  firm_ids: z
    .array(z.uuid({ error: FIRM_MESSAGES.premierOrder }), { error: FIRM_MESSAGES.premierOrder })
    .max(1000),
});

/** GET /api/admin/site-content/firms?q=…&premier=true */
export const firmListQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => sanitizeShortText(value ?? "")),
  premier: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});
