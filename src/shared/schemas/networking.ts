import { z } from "zod";
import { csvTextSchema } from "../csv-import";
import { ukDayOf } from "../uk-time";
import { isoDay } from "./dates";

// The networking CRM's inputs and labels (spec 000 §2.10 /app/networking), one schema per input, shared
// by the server's validation and the forms. Days are UK days (Europe/London).

// The labels, limits and helpers live in networking-labels.ts, which has no zod.
import {
  CHAT_GOAL,
  CONTACT_NOTES_MAX,
  CONTACT_STAGES,
  CONTACT_TAGS_MAX,
  type ContactStage,
  FOLLOW_UP_DAYS,
  INTERACTION_KINDS,
  type InteractionKind,
  isLinkedInUrl,
  MET_VIA,
  type MetVia,
  NETWORKING_CSV_MAX_BYTES,
  NETWORKING_MESSAGES,
  TEMPLATE_KINDS,
  type TemplateKind,
} from "../networking-labels";

export * from "../networking-labels";

const clean = (v: string) => v.replace(/[<>]/g, "").replace(/\s+/g, " ").trim();
const line = (max: number, message?: string) =>
  z
    .string()
    .transform(clean)
    .pipe(
      message
        ? z.string().min(1, message).max(max, `At most ${max} characters.`)
        : z.string().max(max, `At most ${max} characters.`),
    );

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, NETWORKING_MESSAGES.email)
  .refine((v) => v === "" || z.email().safeParse(v).success, NETWORKING_MESSAGES.email);

const linkedinUrl = z
  .string()
  .trim()
  // A link copied without its scheme ("www.linkedin.com/in/…") is still the member's meaning.
  .transform((v) => (/^(www\.)?linkedin\.com\//i.test(v) ? `https://${v}` : v))
  .pipe(
    z
      .string()
      .max(500, NETWORKING_MESSAGES.linkedin)
      .refine((v) => v === "" || isLinkedInUrl(v), NETWORKING_MESSAGES.linkedin),
  );

const notes = z
  .string()
  .max(CONTACT_NOTES_MAX, NETWORKING_MESSAGES.notesTooLong)
  .transform((v) => v.replace(/[<>]/g, "").trim());

const tags = z
  .array(z.string().transform(clean).pipe(z.string().max(40, NETWORKING_MESSAGES.tag)))
  .max(CONTACT_TAGS_MAX, NETWORKING_MESSAGES.tags)
  // Empty tags go, and the same tag twice (whatever its case) is kept once.
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

const STAGE_VALUES = CONTACT_STAGES.map((s) => s.value) as [ContactStage, ...ContactStage[]];
const MET_VIA_VALUES = MET_VIA.map((m) => m.value) as [MetVia, ...MetVia[]];
const KIND_VALUES = INTERACTION_KINDS.map((k) => k.value) as [InteractionKind, ...InteractionKind[]];
const TEMPLATE_VALUES = TEMPLATE_KINDS.map((t) => t.value) as [TemplateKind, ...TemplateKind[]];

const contactFields = {
  name: line(120, NETWORKING_MESSAGES.name),
  firm: line(120),
  role: line(120),
  team: line(120),
  met_via: z.enum(MET_VIA_VALUES, { error: NETWORKING_MESSAGES.metVia }).nullable(),
  university: line(200),
  email,
  linkedin_url: linkedinUrl,
  notes,
  tags,
  stage: z.enum(STAGE_VALUES, { error: NETWORKING_MESSAGES.stage }),
  // This contact's own cadence in days; null follows the member's default.
  follow_up_days: z
    .number({ error: NETWORKING_MESSAGES.cadence })
    .int(NETWORKING_MESSAGES.cadence)
    .min(FOLLOW_UP_DAYS.min, NETWORKING_MESSAGES.cadence)
    .max(FOLLOW_UP_DAYS.max, NETWORKING_MESSAGES.cadence)
    .nullable(),
};

/** Add contact. */
export const contactCreateSchema = z.strictObject({
  name: contactFields.name,
  firm: contactFields.firm.default(""),
  role: contactFields.role.default(""),
  team: contactFields.team.default(""),
  met_via: contactFields.met_via.default(null),
  university: contactFields.university.default(""),
  email: contactFields.email.default(""),
  linkedin_url: contactFields.linkedin_url.default(""),
  notes: contactFields.notes.default(""),
  tags: contactFields.tags.default([]),
  stage: contactFields.stage.default("identified"),
  follow_up_days: contactFields.follow_up_days.default(null),
});
export type ContactCreateInput = z.input<typeof contactCreateSchema>;
export type ContactValues = z.output<typeof contactCreateSchema>;

/** Edit a contact, or set its stage by hand (every field optional). */
export const contactUpdateSchema = z.strictObject({
  name: contactFields.name.optional(),
  firm: contactFields.firm.optional(),
  role: contactFields.role.optional(),
  team: contactFields.team.optional(),
  met_via: contactFields.met_via.optional(),
  university: contactFields.university.optional(),
  email: contactFields.email.optional(),
  linkedin_url: contactFields.linkedin_url.optional(),
  notes: contactFields.notes.optional(),
  tags: contactFields.tags.optional(),
  stage: contactFields.stage.optional(),
  follow_up_days: contactFields.follow_up_days.optional(),
});
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;

const day = isoDay(NETWORKING_MESSAGES.date)
  .refine((v) => v >= "2000-01-01", NETWORKING_MESSAGES.tooOld)
  // Checked when the request arrives, against today in the UK.
  .refine((v) => v <= ukDayOf(new Date()), NETWORKING_MESSAGES.futureDate);

/** Log interaction: what it was, the UK day it happened, notes; an email may be the thank-you note. */
export const interactionCreateSchema = z.strictObject({
  kind: z.enum(KIND_VALUES, { error: NETWORKING_MESSAGES.kind }),
  occurred_on: day,
  notes: notes.default(""),
  thank_you: z.boolean().default(false),
});
export type InteractionCreateInput = z.input<typeof interactionCreateSchema>;

/** The monthly chat goal (null: none) and the follow-up cadence in days. */
export const networkingSettingsSchema = z.strictObject({
  monthly_chat_goal: z
    .number({ error: NETWORKING_MESSAGES.goal })
    .int(NETWORKING_MESSAGES.goal)
    .min(CHAT_GOAL.min, NETWORKING_MESSAGES.goal)
    .max(CHAT_GOAL.max, NETWORKING_MESSAGES.goal)
    .nullable()
    .optional(),
  follow_up_days: z
    .number({ error: NETWORKING_MESSAGES.cadence })
    .int(NETWORKING_MESSAGES.cadence)
    .min(FOLLOW_UP_DAYS.min, NETWORKING_MESSAGES.cadence)
    .max(FOLLOW_UP_DAYS.max, NETWORKING_MESSAGES.cadence)
    .optional(),
});
export type NetworkingSettingsInput = z.input<typeof networkingSettingsSchema>;

/** Draft a message from a template for one contact. */
export const draftMessageSchema = z.strictObject({
  kind: z.enum(TEMPLATE_VALUES, { error: NETWORKING_MESSAGES.template }),
});
export type DraftMessageInput = z.input<typeof draftMessageSchema>;

/** CSV import (and its preview): the file's text. */
export const networkingImportSchema = z.strictObject({
  csv: csvTextSchema({ maxChars: NETWORKING_CSV_MAX_BYTES, tooLarge: NETWORKING_MESSAGES.csvTooLarge }),
});
export type NetworkingImportInput = z.input<typeof networkingImportSchema>;

export const contactIdParamSchema = z.object({ contactId: z.uuid(NETWORKING_MESSAGES.noContact) });
export const interactionParamSchema = contactIdParamSchema.extend({
  interactionId: z.uuid(NETWORKING_MESSAGES.noInteraction),
});
export const reminderIdParamSchema = z.object({ reminderId: z.uuid(NETWORKING_MESSAGES.noReminder) });
export const applicationParamSchema = z.object({
  applicationId: z.uuid(NETWORKING_MESSAGES.noApplication),
});
export const applicationContactParamSchema = applicationParamSchema.extend({
  contactId: z.uuid(NETWORKING_MESSAGES.noContact),
});

/**
 * GET /contacts: one page of the list, A to Z by name. `q` keeps contacts whose name, firm, role, team,
 * university or tags hold every word; `stage` keeps one stage; `cursor` is the previous page's next_cursor.
 */
export const contactListQuerySchema = z.object({
  cursor: z.string().max(400).optional(),
  q: z.string().max(200, "Search with at most 200 characters.").optional(),
  // "" is every stage, as the screen's "All stages".
  stage: z.enum(["", ...STAGE_VALUES], { error: NETWORKING_MESSAGES.stage }).optional(),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;
