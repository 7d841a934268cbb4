import { z } from "zod";
import { PLAN_TYPES } from "../plans";
import { sanitizeReferralCode, sanitizeShortText } from "../sanitize";
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
} as const;

export const USERS_PAGE_SIZES = [25, 50, 100] as const;

export const userListQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => sanitizeShortText(v ?? "")),
  status: z.enum(USER_STATUSES).optional(),
  plan: z.enum(PLAN_TYPES).optional(),
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

export const licenseStatusSchema = z.strictObject({ is_active: z.boolean() });

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
});

/** 001 §3: "UniversityBulk" in the statistics map, shown as "University Bulk" (camel case split). */
export const planStatKey = (plan: (typeof PLAN_TYPES)[number]) => plan.replace(/ /g, "");
export const splitCamelCase = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2");

/** 001 §2 Compose New Broadcast: the three delivery methods with their labels, both by default. */
export const DELIVERY_METHODS = [
  { value: "email", label: "Email Only" },
  { value: "push", label: "In-App Only" },
  { value: "both", label: "Both Email & In-App" },
] as const;

export const BROADCAST_LIMITS = { title: 200, message: 5000 } as const;

const nonBlank = z
  .string({ error: ADMIN_MESSAGES.broadcastEmpty })
  .transform((v) => v.replace(/[<>]/g, "").trim())
  .pipe(z.string().min(1, ADMIN_MESSAGES.broadcastEmpty));

export const broadcastSchema = z
  .strictObject({
    title: nonBlank.pipe(z.string().max(BROADCAST_LIMITS.title)),
    message: nonBlank.pipe(z.string().max(BROADCAST_LIMITS.message)),
    delivery_method: z.enum(["email", "push", "both"]).default("both"),
    target_audience: z.enum(["all", "selected"]).default("all"),
    // Chosen members when target_audience is "selected"; a member picked twice is counted once.
    recipient_ids: z
      .array(z.string().min(1).max(100))
      .max(10_000)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .refine((v) => v.target_audience === "all" || v.recipient_ids.length > 0, {
    path: ["recipient_ids"],
    message: ADMIN_MESSAGES.broadcastNoRecipients,
  });
