import { z } from "zod";
import { CLIP_FRAGMENT_MAX } from "../clip-page";
import { ukDayOf } from "../uk-time";
import { applicationCreateSchema, TRACKER_MESSAGES } from "./tracker";

// `Clip to tracker`: the page the bookmarklet or extension read (carried in the clip page's URL
// fragment), the confirmed application the member saves, and the link the server reads when the page had
// no JobPosting data. The fragment comes from another site, so every field is checked and stripped of
// HTML here, in the one schema the clip page and the server share.

export const CLIP_DESCRIPTION_MAX = 4000;

export const CLIP_MESSAGES = {
  missing:
    "There is nothing to clip here. Use Clip to tracker on a job posting's page, or add the role by hand.",
  tooLarge:
    "The clipped page is too large to read. Clip it again (the newest bookmarklet or extension keeps it small), or add the role by hand.",
  unreadable:
    "The clipped page could not be read: the link may have been cut short or changed. Clip it again, or add the role by hand.",
} as const;

const text = (max: number) =>
  z
    .string()
    .transform((v) =>
      v
        .replace(/<[^>]*>/g, " ")
        .replace(/[<>]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .pipe(z.string().max(max, `At most ${max} characters.`));
// The description keeps its line breaks: a posting reads better in paragraphs.
const paragraphs = z
  .string()
  .max(CLIP_DESCRIPTION_MAX * 2)
  .transform((v) =>
    v
      .replace(/<[^>]*>/g, " ")
      .replace(/[<>]/g, "")
      .replace(/[ \t]+/g, " ")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
      .slice(0, CLIP_DESCRIPTION_MAX),
  );
const httpLink = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), TRACKER_MESSAGES.url);

function closingDayOf(value: string): string {
  const day = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value);
  if (!day?.[1]) return "";
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return "";
  // Without a zone the time is the firm's own wall clock: its date is the day.
  return day[2] && /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? ukDayOf(instant) : day[1];
}

/** What the bookmarklet or extension read from the page (src/shared/clip-page.ts). */
export const clipPayloadSchema = z.object({
  v: z.literal(1),
  source: z.enum(["jsonld", "page"]),
  title: text(200).default(""),
  firm: text(200).default(""),
  // A bare date is the day; an instant with its zone is the day it falls on in the UK. A day the reader
  // could not make sense of is left for the member to fill in, not an error.
  deadline: z.string().default("").transform(closingDayOf),
  location: text(200).default(""),
  description: paragraphs.default(""),
  url: httpLink.default(""),
  page_title: text(300).default(""),
  selection: paragraphs.default(""),
});
export type ClipPayload = z.output<typeof clipPayloadSchema>;

/** The clip page's fragment ("#clip=…") read and checked: the payload, or what went wrong. */
export function readClipFragment(hash: string): { payload: ClipPayload } | { error: string } {
  const fragment = hash.replace(/^#/, "");
  if (fragment.length > CLIP_FRAGMENT_MAX) return { error: CLIP_MESSAGES.tooLarge };
  const raw = new URLSearchParams(fragment).get("clip");
  if (!raw) return { error: CLIP_MESSAGES.missing };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { error: CLIP_MESSAGES.unreadable };
  }
  const parsed = clipPayloadSchema.safeParse(json);
  return parsed.success ? { payload: parsed.data } : { error: CLIP_MESSAGES.unreadable };
}

/** Save a clipped role: the Add form's fields plus the posting's description, kept with it. */
export const clipSaveSchema = applicationCreateSchema.extend({
  description: paragraphs.default(""),
});
export type ClipSaveInput = z.input<typeof clipSaveSchema>;

/** Read a posting from the clipped page's link, when the page itself had no JobPosting data. */
export const clipReadSchema = z.strictObject({
  url: z
    .string()
    .trim()
    .max(2000, TRACKER_MESSAGES.url)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), TRACKER_MESSAGES.url),
});
export type ClipReadInput = z.input<typeof clipReadSchema>;

/**
 * Whether a clipped role is tracked already, asked as the clip page opens so the member hears it before
 * confirming anything. Blank fields are allowed: the page asks with whatever the clip carried.
 */
export const clipCheckSchema = z.strictObject({
  firm_name: z.string().trim().max(200).default(""),
  role_title: z.string().trim().max(200).default(""),
  url: z.string().trim().max(2000).default(""),
});
export type ClipCheckInput = z.input<typeof clipCheckSchema>;
