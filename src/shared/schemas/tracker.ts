import { z } from "zod";
import { csvTextSchema } from "../csv-import";
import { ROLE_TYPES } from "../onboarding";
import { isoDateTime, isoDay, isoDayOrDateTime } from "./dates";

// The application tracker's stages, inputs and shapes, shared by the server's validation and the forms.

import {
  APPLICATION_EVENT_KINDS,
  APPLICATION_TAG_MAX_CHARS,
  APPLICATION_TAGS_MAX,
  type ApplicationEventKind,
  NOTES_MAX,
  STAGE_VALUES,
  TRACKER_MESSAGES,
  uniqueTags,
} from "../tracker-labels";

// The display constants, messages and tag helpers live in tracker-labels.ts, which has no zod.
export * from "../tracker-labels";

const ROLE_TYPE_VALUES = ROLE_TYPES.map((t) => t.value) as [string, ...string[]];

const line = (message: string, max = 200) =>
  z
    .string({ error: message })
    .transform((v) => v.replace(/[<>]/g, "").replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, message).max(max, `At most ${max} characters.`));
const optionalLine = (max = 200) =>
  z
    .string()
    .transform((v) => v.replace(/[<>]/g, "").replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, `At most ${max} characters.`));
const link = z
  .string()
  .trim()
  .max(2000, TRACKER_MESSAGES.url)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), TRACKER_MESSAGES.url);
const day = isoDay(TRACKER_MESSAGES.deadline);
const notes = z.string().max(NOTES_MAX, TRACKER_MESSAGES.notesTooLong);
const priority = z
  .number({ error: TRACKER_MESSAGES.priority })
  .int(TRACKER_MESSAGES.priority)
  .min(1, TRACKER_MESSAGES.priority)
  .max(3, TRACKER_MESSAGES.priority)
  .nullable();
const tag = z
  .string({ error: TRACKER_MESSAGES.tag })
  .transform((v) => v.replace(/[<>,]/g, "").replace(/\s+/g, " ").trim())
  .pipe(z.string().max(APPLICATION_TAG_MAX_CHARS, TRACKER_MESSAGES.tag));
const tags = z
  .array(tag)
  // Empty tags go, and the same tag twice (whatever its case) is kept once, before the count.
  .transform((list) => uniqueTags(list))
  .pipe(z.array(z.string()).max(APPLICATION_TAGS_MAX, TRACKER_MESSAGES.tags));

/** Add application (by hand). */
export const applicationCreateSchema = z.strictObject({
  firm_name: line(TRACKER_MESSAGES.firm),
  role_title: line(TRACKER_MESSAGES.role),
  programme_type: z
    .enum(ROLE_TYPE_VALUES, { error: TRACKER_MESSAGES.programmeType })
    .nullable()
    .default(null),
  location: optionalLine().default(""),
  url: link.default(""),
  deadline: day.nullable().default(null),
  rolling: z.boolean().default(false),
  stage: z.enum(STAGE_VALUES, { error: TRACKER_MESSAGES.stage }).default("saved"),
  notes: notes.default(""),
  priority: priority.default(null),
  tags: tags.default([]),
  // The same link, or the same firm and role, as an application already tracked: the server answers 409
  // naming it unless the member confirmed that this is a separate application.
  allow_duplicate: z.boolean().default(false),
});
export type ApplicationCreateInput = z.input<typeof applicationCreateSchema>;

/** Edit an application's fields (every field optional). */
export const applicationUpdateSchema = z.strictObject({
  firm_name: line(TRACKER_MESSAGES.firm).optional(),
  role_title: line(TRACKER_MESSAGES.role).optional(),
  programme_type: z.enum(ROLE_TYPE_VALUES, { error: TRACKER_MESSAGES.programmeType }).nullable().optional(),
  location: optionalLine().optional(),
  url: link.optional(),
  deadline: day.nullable().optional(),
  rolling: z.boolean().optional(),
  notes: notes.optional(),
  priority: priority.optional(),
  tags: tags.optional(),
  checklist: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(64),
        label: line("Name the item.", 120),
        done: z.boolean(),
      }),
    )
    .max(40)
    .optional(),
  outcome: z
    .strictObject({
      offer_salary: optionalLine(100).optional(),
      offer_start_date: day.or(z.literal("")).optional(),
      offer_reply_by: day.or(z.literal("")).optional(),
      rejected_at_stage: z.enum(STAGE_VALUES).or(z.literal("")).optional(),
      rejection_reason: optionalLine(500).optional(),
    })
    .optional(),
  archived: z.boolean().optional(),
});
export type ApplicationUpdateInput = z.input<typeof applicationUpdateSchema>;

/** Move a card: to a stage, before the card `before_id` (or at the end of the column when null). */
export const applicationMoveSchema = z.strictObject({
  stage: z.enum(STAGE_VALUES, { error: TRACKER_MESSAGES.stage }),
  before_id: z.uuid().nullable().default(null),
});
export type ApplicationMoveInput = z.input<typeof applicationMoveSchema>;

/** Correct the date a stage was entered (applications that happened before tracking). */
export const stageDateSchema = z.strictObject({
  entered_at: isoDayOrDateTime(TRACKER_MESSAGES.stageDate),
});

export const applicationIdParamSchema = z.object({ applicationId: z.uuid("There is no such application.") });

const EVENT_KIND_VALUES = APPLICATION_EVENT_KINDS.map((k) => k.value) as [
  ApplicationEventKind,
  ...ApplicationEventKind[],
];
const dateTime = isoDateTime(TRACKER_MESSAGES.dateTime);

/** A dated event of an application: an online test due, an interview, an offer's reply-by date. */
export const applicationEventSchema = z.strictObject({
  kind: z.enum(EVENT_KIND_VALUES, { error: TRACKER_MESSAGES.eventKind }),
  starts_at: dateTime,
  format: optionalLine(100).default(""),
  location: optionalLine().default(""),
  notes: notes.default(""),
});
export type ApplicationEventInput = z.input<typeof applicationEventSchema>;

/** Edit an event (every field optional). */
export const applicationEventUpdateSchema = z.strictObject({
  kind: z.enum(EVENT_KIND_VALUES, { error: TRACKER_MESSAGES.eventKind }).optional(),
  starts_at: dateTime.optional(),
  format: optionalLine(100).optional(),
  location: optionalLine().optional(),
  notes: notes.optional(),
});
export type ApplicationEventUpdateInput = z.input<typeof applicationEventUpdateSchema>;

export const applicationEventParamSchema = applicationIdParamSchema.extend({
  eventId: z.uuid("There is no such event."),
});
export const stageHistoryParamSchema = applicationIdParamSchema.extend({
  historyId: z.uuid("There is no such stage date."),
});

export const APPLICATION_SORTS = [
  { value: "board", label: "Board order" },
  { value: "priority", label: "Priority" },
  { value: "deadline", label: "Deadline" },
  { value: "updated", label: "Last update" },
] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number]["value"];
const SORT_VALUES = APPLICATION_SORTS.map((s) => s.value) as [ApplicationSort, ...ApplicationSort[]];

/**
 * The board's list: the active applications, or the archived ones; optionally only those with a tag
 * (any case) or at least `priority` stars, sorted by priority (most stars first), deadline (soonest
 * first) or last update (newest first) instead of the board's order.
 */
export const applicationListQuerySchema = z.object({
  archived: z
    .enum(["true", "false"], { error: "archived is true or false." })
    .default("false")
    .transform((v) => v === "true"),
  tag: z.string().trim().max(APPLICATION_TAG_MAX_CHARS, TRACKER_MESSAGES.tag).optional(),
  priority: z.enum(["1", "2", "3"], { error: TRACKER_MESSAGES.priority }).transform(Number).optional(),
  sort: z.enum(SORT_VALUES, { error: "sort is board, priority, deadline or updated." }).default("board"),
});

export const BULK_MAX = 200;
/** Bulk actions on the selected applications: move to a stage, add or remove a tag, archive. */
export const applicationBulkSchema = z.strictObject({
  ids: z
    .array(z.uuid(TRACKER_MESSAGES.bulkIds), { error: TRACKER_MESSAGES.bulkIds })
    .min(1, TRACKER_MESSAGES.bulkIds)
    .max(BULK_MAX, TRACKER_MESSAGES.bulkIds)
    .transform((ids) => [...new Set(ids)]),
  action: z.discriminatedUnion(
    "kind",
    [
      z.strictObject({
        kind: z.literal("move"),
        stage: z.enum(STAGE_VALUES, { error: TRACKER_MESSAGES.stage }),
      }),
      z.strictObject({
        kind: z.literal("tag"),
        tag: tag.pipe(z.string().min(1, "Enter the tag to add or remove.")),
        remove: z.boolean().default(false),
      }),
      z.strictObject({ kind: z.literal("archive") }),
    ],
    { error: TRACKER_MESSAGES.bulkAction },
  ),
});
export type ApplicationBulkInput = z.input<typeof applicationBulkSchema>;

/** The Add form's firm suggestions. */
export const firmSuggestionQuerySchema = z.object({ q: z.string().trim().max(100).default("") });

export const TRACKER_CSV_MAX_CHARS = 2 * 1024 * 1024;
export const TRACKER_IMPORT_MAX_ROWS = 2000;
/**
 * CSV import (and its preview): the file's text, and the lines of the rows the preview marked as
 * duplicates that the member wants imported anyway (the others are skipped).
 */
export const trackerImportSchema = z.strictObject({
  csv: csvTextSchema({ maxChars: TRACKER_CSV_MAX_CHARS, tooLarge: TRACKER_MESSAGES.csvTooLarge }),
  duplicate_lines: z
    .array(z.number().int().positive(), { error: "duplicate_lines is a list of line numbers." })
    .max(TRACKER_IMPORT_MAX_ROWS)
    .default([]),
});
export type TrackerImportInput = z.input<typeof trackerImportSchema>;

/** `Track` on a feed role. */
export const trackJobParamSchema = z.object({
  jobId: z.uuid("This role does not exist or is no longer listed."),
});
