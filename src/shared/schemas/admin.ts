import { z } from "zod";
import { PLAN_TYPES } from "../plans";
import { sanitizeEmail, sanitizeName, sanitizeReferralCode, sanitizeShortText } from "../sanitize";
import { emailField } from "./auth";
import { isoDateTime } from "./dates";

// 001 §4-5: the admin console's inputs, shared by its screens and the server.

export const USER_STATUSES = ["Active", "Suspended", "Pending Verification"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ADMIN_MESSAGES = {
  selectStatusAndPlan: "Please select a status and plan type.",
  organizationName: "Organization name must be at least 3 characters.",
  maxUses: "Must allow at least 1 use.",
  expiresAt: "Expiry date must be in the future.",
  accessUntil: "Enter the date the access ends.",
  broadcastEmpty: "Title and message cannot be empty.",
  broadcastNoRecipients: "Choose at least one member, or send to all users.",
  broadcastUnknownRecipients: "Some of the chosen members no longer exist. Remove them and try again.",
  broadcastNoSegment:
    "Choose at least one filter (plan, status, licence or university), or send to all users.",
  maxUsesBelowUsed: "Maximum uses cannot be below the number of members who have already redeemed it.",
} as const;

export const USERS_PAGE_SIZES = [25, 50, 100] as const;

const optionalText = z
  .string()
  .optional()
  .transform((v) => sanitizeShortText(v ?? "") || undefined);

/**
 * Which members: User Management's filters, its CSV export and a broadcast's audience all take these.
 * `referral` is a referral code, `licence` a licence code (dashes optional), `university` as members
 * typed it at onboarding (case and outer spaces ignored).
 */
export const memberSegmentSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => sanitizeShortText(v ?? "")),
  status: z.enum(USER_STATUSES).optional(),
  plan: z.enum(PLAN_TYPES).optional(),
  referral: optionalText,
  licence: optionalText,
  university: optionalText,
});
export type MemberSegment = Partial<z.output<typeof memberSegmentSchema>>;

/** The segment filters that narrow a list, in the order the screens show them. */
export const SEGMENT_FILTERS = ["status", "plan", "referral", "licence", "university"] as const;

export const userListQuerySchema = memberSegmentSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (USERS_PAGE_SIZES as readonly number[]).includes(n), "Page size must be 25, 50 or 100.")
    .default(25),
});

/** 001 §4: Active or Suspended are the statuses an admin sets; Pending Verification sends no status call. */
export const userStatusSchema = z.strictObject({ status: z.enum(["Active", "Suspended"]) });

export const userPlanSchema = z.strictObject({
  planType: z.enum(PLAN_TYPES),
  /** University Bulk only: when the access ends (default one year). */
  accessUntil: isoDateTime(ADMIN_MESSAGES.accessUntil).optional(),
});

export const createLicenseSchema = z.strictObject({
  organization_name: z
    .string()
    .transform(sanitizeShortText)
    .pipe(z.string().min(3, ADMIN_MESSAGES.organizationName)),
  // 001 §5: non-numeric input becomes 0, which then fails the minimum.
  max_uses: z
    .union([z.number(), z.string()])
    .transform((v) => {
      const n = typeof v === "number" ? v : Number.parseInt(v, 10);
      return Number.isFinite(n) ? Math.trunc(n) : 0;
    })
    .pipe(z.number().min(1, ADMIN_MESSAGES.maxUses).max(1_000_000)),
  expires_at: isoDateTime(ADMIN_MESSAGES.expiresAt).refine(
    (v) => Date.parse(v) > Date.now(),
    ADMIN_MESSAGES.expiresAt,
  ),
});

const referralCode = z
  .string()
  .transform(sanitizeReferralCode)
  .pipe(z.string().regex(/^[A-Z0-9]{3,20}$/, "Referral code must be 3-20 alphanumeric characters."));

export const referralLookupSchema = z.strictObject({ code: referralCode });

export const createReferralSchema = z.strictObject({
  code: referralCode,
  influencer_name: z
    .string()
    .transform(sanitizeShortText)
    .pipe(z.string().min(1, "Please enter the influencer's name.")),
});

export const referralUpdateSchema = z
  .strictObject({
    active: z.boolean(),
    influencer_name: z.string().transform(sanitizeShortText).pipe(z.string().min(1)),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to change.");

export const auditQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  target_type: z.string().max(40).optional(),
  /** Part of the admin's email. */
  admin: optionalText,
  /** Part of the member's name or email: entries about that member. */
  member: optionalText,
  /** An action (e.g. `broadcast.create`) or a kind of target (e.g. `broadcast`). */
  kind: z.string().max(60).optional(),
});

/**
 * Audit entries read alike, verb first ("Created broadcast", "Changed plan type"). Known actions have
 * their phrase; any other reads from its parts, the verb from the last ("create" → "Created") and the
 * thing from the first, so an action added later still reads as a sentence.
 */
const AUDIT_PHRASES: Record<string, string> = {
  "user.status": "Changed user status",
  "user.plan": "Changed plan type",
  "user.confirm_email": "Marked email as confirmed",
  "user.details": "Corrected name or email",
  "user.password_reset": "Sent password reset",
  "user.export": "Exported member data",
  "user.erase": "Erased account",
  "admin.sign_in": "Signed in",
  "admin.create": "Created admin (admin:create)",
  "admin.promote": "Made admin (admin:create)",
  "admin.update": "Updated admin (admin:create)",
  "license.create": "Generated license code",
  "license.status": "Changed license status",
  "license.limits": "Changed license limits",
  "referral.create": "Created referral code",
  "referral.update": "Updated referral code",
  "broadcast.create": "Created broadcast",
  "support.reply": "Replied to support conversation",
  "support_ticket.status": "Changed support conversation state",
  "campaign.create": "Created campaign",
  "campaign.shorten": "Shortened campaign",
  "campaign.remove": "Removed overlapping campaign",
  "campaign.end": "Ended campaign",
  "testimonial.create": "Added testimonial",
  "testimonial.publish": "Published testimonial",
  "testimonial.unpublish": "Unpublished testimonial",
  "testimonial.delete": "Deleted testimonial",
  "figure.create": "Added figure",
  "figure.update": "Edited figure",
  "figure.delete": "Removed figure",
  "job_source.create": "Added job board",
  "job_source.run": "Ran job board",
  "jobs.csv_import": "Imported roles from CSV",
  "firm.create": "Added firm",
  "firm.update": "Edited firm",
  "firm.premier_order": "Reordered premier firms",
  "firm.logo_upload": "Uploaded firm logo",
  "firm.logo_remove": "Removed firm logo",
};

const AUDIT_VERBS: Record<string, string> = {
  create: "Created",
  add: "Added",
  update: "Changed",
  edit: "Changed",
  delete: "Deleted",
  remove: "Removed",
  pause: "Paused",
  resume: "Resumed",
  run: "Ran",
  import: "Imported",
  end: "Ended",
};

/** The audit kinds an admin can filter by: the first part of an action. */
export const AUDIT_KINDS = [
  { value: "user", label: "Members" },
  { value: "admin", label: "Admin sign-ins and admin:create" },
  { value: "license", label: "Licenses" },
  { value: "referral", label: "Referral codes" },
  { value: "broadcast", label: "Broadcasts" },
  { value: "support", label: "Support replies" },
  { value: "support_ticket", label: "Support conversation state" },
  { value: "campaign", label: "Campaigns" },
  { value: "testimonial", label: "Testimonials" },
  { value: "figure", label: "Figures" },
  { value: "job_source", label: "Job sources" },
  { value: "jobs", label: "CSV imports" },
  { value: "firm", label: "Firms" },
] as const;

export function auditActionLabel(action: string): string {
  const phrase = AUDIT_PHRASES[action];
  if (phrase) return phrase;
  const parts = action.split(".");
  const verbKey = parts.length > 1 ? (parts.at(-1) ?? "") : "";
  const verb = AUDIT_VERBS[verbKey] ?? "Changed";
  const thing = (parts.length > 1 ? parts.slice(0, -1) : parts).join(" ").replace(/_/g, " ");
  return `${verb} ${thing}`;
}

/** Correcting a member's name or email; at least one of them. */
export const userDetailsSchema = z
  .strictObject({
    first_name: z.string().transform(sanitizeName).pipe(z.string().min(1, "Enter a first name.").max(100)),
    last_name: z.string().transform(sanitizeName).pipe(z.string().min(1, "Enter a last name.").max(100)),
    email: emailField,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to change.");

/** Erasing an account: the member's email, typed again, so a slip of the mouse erases nobody. */
export const eraseUserSchema = z.strictObject({
  confirm_email: z.string().transform(sanitizeEmail),
});
export const ERASE_MISMATCH = "Type the member's email address exactly to confirm the erasure.";

/** A licence's limits an admin may change after it is issued; the switch stays its own call. */
export const licenseUpdateSchema = z
  .strictObject({
    is_active: z.boolean(),
    max_uses: z
      .union([z.number(), z.string()])
      .transform((v) => {
        const n = typeof v === "number" ? v : Number.parseInt(v, 10);
        return Number.isFinite(n) ? Math.trunc(n) : 0;
      })
      .pipe(z.number().min(1, ADMIN_MESSAGES.maxUses).max(1_000_000)),
    expires_at: isoDateTime(ADMIN_MESSAGES.expiresAt).refine(
      (v) => Date.parse(v) > Date.now(),
      ADMIN_MESSAGES.expiresAt,
    ),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to change.");

/** 001 §3: "UniversityBulk" in the statistics map, shown as "University Bulk" (camel case split). */
export const planStatKey = (plan: (typeof PLAN_TYPES)[number]) => plan.replace(/ /g, "");
// Lives with no zod beside it: the signed-in screens format with it (web/lib/format.ts).
export { splitCamelCase } from "../camel-case";

/** 001 §2 Compose New Broadcast: the three delivery methods with their labels, both by default. */
export const DELIVERY_METHODS = [
  { value: "email", label: "Email Only" },
  { value: "push", label: "In-App Only" },
  { value: "both", label: "Both Email & In-App" },
] as const;

export const BROADCAST_LIMITS = { title: 200, message: 5000 } as const;

/** All members, hand-picked ones, or those matching filters. */
export const BROADCAST_AUDIENCES = ["all", "selected", "segment"] as const;

const nonBlank = z
  .string({ error: ADMIN_MESSAGES.broadcastEmpty })
  .transform((v) => v.replace(/[<>]/g, "").trim())
  .pipe(z.string().min(1, ADMIN_MESSAGES.broadcastEmpty));

export const broadcastSchema = z
  .strictObject({
    title: nonBlank.pipe(z.string().max(BROADCAST_LIMITS.title)),
    message: nonBlank.pipe(z.string().max(BROADCAST_LIMITS.message)),
    delivery_method: z.enum(["email", "push", "both"]).default("both"),
    target_audience: z.enum(BROADCAST_AUDIENCES).default("all"),
    // "segment": members matching these filters (plan, status, licence, university), counted before sending.
    audience_filter: memberSegmentSchema.omit({ q: true, referral: true }).optional(),
    // Chosen members when target_audience is "selected"; a member picked twice is counted once.
    recipient_ids: z
      .array(z.string().min(1).max(100))
      .max(10_000)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .refine((v) => v.target_audience !== "selected" || v.recipient_ids.length > 0, {
    path: ["recipient_ids"],
    message: ADMIN_MESSAGES.broadcastNoRecipients,
  })
  .refine(
    (v) =>
      v.target_audience !== "segment" ||
      Object.values(v.audience_filter ?? {}).some((value) => value !== undefined && value !== ""),
    { path: ["audience_filter"], message: ADMIN_MESSAGES.broadcastNoSegment },
  );

/** A broadcast audience's size before sending. */
export const audienceCountSchema = memberSegmentSchema.pick({
  status: true,
  plan: true,
  licence: true,
  university: true,
});
