import { z } from "zod";
import { ALUMNI_FIELD_MAX, ALUMNI_MESSAGE_MAX, ALUMNI_NOTE_MAX, ALUMNI_REPORT_MAX } from "../alumni";
import { sanitizeFreeText, sanitizeShortLine } from "../sanitize";

// Alumni listings and chat requests: the alum's listing in profile privacy, a student's request, a
// report, and the ids in the paths, shared by the server's validation and the screens' forms.

export const ALUMNI_MESSAGES = {
  firm: "Enter the firm you work at.",
  role: "Enter your role.",
  fieldTooLong: `Keep this to ${ALUMNI_FIELD_MAX} characters.`,
  noteTooLong: `A note can be at most ${ALUMNI_NOTE_MAX} characters.`,
  listed: "Say whether to list you.",
  message: "Write a short message: who you are and what you would like to ask.",
  messageTooLong: `A message can be at most ${ALUMNI_MESSAGE_MAX} characters. Shorten it and send it again.`,
  reason: "Say what is wrong with this request.",
  reasonTooLong: `A report can be at most ${ALUMNI_REPORT_MAX} characters.`,
  noAlum: "This alum is not listed for your university.",
  noRequest: "There is no such chat request.",
  noMember: "There is no such blocked member.",
} as const;

// Text is cleaned (spec 000 §5.1) but not cut to the limit: a message that is too long is refused with
// the limit, never shortened without the sender knowing.
const line = (required: string) =>
  z
    .string({ error: required })
    .transform(sanitizeShortLine)
    .pipe(z.string().max(ALUMNI_FIELD_MAX, ALUMNI_MESSAGES.fieldTooLong));
const text = (max: number, empty: string, tooLong: string) =>
  z.string({ error: empty }).transform(sanitizeFreeText).pipe(z.string().min(1, empty).max(max, tooLong));

/** PUT /api/alumni/listing: on or off, with the firm, role and note the listing shows. */
export const alumniListingSchema = z
  .strictObject({
    listed: z.boolean({ error: ALUMNI_MESSAGES.listed }),
    firm: line(ALUMNI_MESSAGES.firm),
    role: line(ALUMNI_MESSAGES.role),
    note: z
      .string()
      .transform(sanitizeFreeText)
      .pipe(z.string().max(ALUMNI_NOTE_MAX, ALUMNI_MESSAGES.noteTooLong))
      .default(""),
  })
  .superRefine((listing, ctx) => {
    // Off keeps whatever was written; on needs enough for a student to know who they would ask.
    if (!listing.listed) return;
    if (!listing.firm) ctx.addIssue({ code: "custom", path: ["firm"], message: ALUMNI_MESSAGES.firm });
    if (!listing.role) ctx.addIssue({ code: "custom", path: ["role"], message: ALUMNI_MESSAGES.role });
  });
export type AlumniListingInput = z.input<typeof alumniListingSchema>;

/** POST /api/alumni/:alumId/requests */
export const chatRequestSchema = z.strictObject({
  message: text(ALUMNI_MESSAGE_MAX, ALUMNI_MESSAGES.message, ALUMNI_MESSAGES.messageTooLong),
});
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

/** POST /api/alumni/requests/:requestId/report */
export const chatReportSchema = z.strictObject({
  reason: text(ALUMNI_REPORT_MAX, ALUMNI_MESSAGES.reason, ALUMNI_MESSAGES.reasonTooLong),
});
export type ChatReportInput = z.input<typeof chatReportSchema>;

export const alumParamSchema = z.object({ alumId: z.string().min(1).max(100, ALUMNI_MESSAGES.noAlum) });
export const requestParamSchema = z.object({ requestId: z.uuid(ALUMNI_MESSAGES.noRequest) });
export const blockedParamSchema = z.object({
  memberId: z.string().min(1).max(100, ALUMNI_MESSAGES.noMember),
});
