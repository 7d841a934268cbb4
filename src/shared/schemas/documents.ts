import { z } from "zod";
import { cvDraftSchema } from "./cv";

// A member's documents: kinds, uploads, renames, attachments, CV match and cover-letter requests,
// shared by the server's validation and the forms.

/** The largest file a member can upload: a CV or letter is far smaller; anything bigger is not one. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const DOCUMENT_KINDS = ["CV", "Cover letter", "Transcript", "Other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_MESSAGES = {
  name: "Enter a name for the document (at most 120 characters).",
  kind: "Choose CV, Cover letter, Transcript or Other.",
  noFile: "Choose a PDF or Word (DOCX) file to upload.",
  noDocument: "There is no such document.",
  noVersion: "There is no such version of this document.",
  chooseCv: "Choose one of your CVs to score.",
  chooseLetterCv: "Choose one of your CVs for the letter to draw on.",
  chooseTarget: "Choose a role or an application to score against.",
  letterEmpty: "The letter is empty: write or generate it first.",
  letterTooLong: "A cover letter can be at most 20,000 characters.",
} as const;

/**
 * The limit an upload would go past, or null when there is room. The server refuses an upload by this
 * rule, and the documents screen uses it to tell whether a refusal still stands after the member has
 * made room.
 */
export function uploadOverLimit(
  usage: { documents: number; maxDocuments: number; bytes: number; maxBytes: number },
  upload: { bytes: number; newDocument: boolean },
): "storedDocuments" | "documentBytes" | null {
  if (upload.newDocument && usage.documents + 1 > usage.maxDocuments) return "storedDocuments";
  if (usage.bytes + upload.bytes > usage.maxBytes) return "documentBytes";
  return null;
}

export const documentKindSchema = z.enum(DOCUMENT_KINDS, DOCUMENT_MESSAGES.kind);

const documentName = z.string().trim().min(1, DOCUMENT_MESSAGES.name).max(120, DOCUMENT_MESSAGES.name);

/** The form fields sent beside an uploaded file (multipart). */
export const documentUploadSchema = z.object({
  kind: documentKindSchema.default("CV"),
  name: documentName.optional(),
});
export type DocumentUploadInput = z.infer<typeof documentUploadSchema>;

export const documentUpdateSchema = z
  .object({ name: documentName.optional(), kind: documentKindSchema.optional() })
  .refine((v) => v.name !== undefined || v.kind !== undefined, DOCUMENT_MESSAGES.name);
export type DocumentUpdateInput = z.infer<typeof documentUpdateSchema>;

export const documentIdParamSchema = z.object({ documentId: z.uuid(DOCUMENT_MESSAGES.noDocument) });
export const versionParamSchema = documentIdParamSchema.extend({
  versionId: z.uuid(DOCUMENT_MESSAGES.noVersion),
});
export const applicationParamSchema = z.object({ applicationId: z.uuid("There is no such application.") });

export const attachDocumentSchema = z.object({
  documentId: z.uuid(DOCUMENT_MESSAGES.noDocument),
  /** The version that goes with the application; the latest when left out. */
  versionId: z.uuid(DOCUMENT_MESSAGES.noVersion).optional(),
});
export type AttachDocumentInput = z.infer<typeof attachDocumentSchema>;

/** The longest advert a member can paste: a posting is far shorter; anything longer is a whole page. */
export const ADVERT_MAX_CHARS = 30_000;
/** Shorter than this says too little about a role to score a CV against. */
export const ADVERT_MIN_CHARS = 150;

export const ADVERT_MESSAGES = {
  empty: "Paste the advert's text, or a link to it, to score your CV against it.",
  both: "Paste the advert's text or a link to it, not both.",
  tooShort:
    "That advert is too short to score against. Paste the whole advert, including what the role involves and what it asks for.",
  tooLong: "An advert can be at most 30,000 characters. Paste the part about the role and what it asks for.",
  title: "Enter the role's title (at most 200 characters).",
  firm: "Enter the firm's name (at most 200 characters).",
  link: "That is not a web address. Paste the full link to the advert, starting with https://.",
  bodyTooLarge: "That advert is too long to send. Paste the part about the role and what it asks for.",
  letterBodyTooLarge:
    "That letter and advert are too long to send. Keep the letter under 20,000 characters and paste only the part of the advert about the role.",
} as const;

const advertText = z
  .string()
  .trim()
  .min(ADVERT_MIN_CHARS, ADVERT_MESSAGES.tooShort)
  .max(ADVERT_MAX_CHARS, ADVERT_MESSAGES.tooLong);
const advertLine = (message: string) => z.string().trim().min(1, message).max(200, message);

/** An advert the member pasted (or one read from a link), standing in for a role in the feed. */
export const advertSchema = z.object({
  title: advertLine(ADVERT_MESSAGES.title),
  firm: advertLine(ADVERT_MESSAGES.firm),
  location: z.string().trim().max(120).nullish(),
  text: advertText,
});
export type Advert = z.infer<typeof advertSchema>;

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;
const advertLink = z
  .string()
  .trim()
  .max(2000, ADVERT_MESSAGES.link)
  .transform((value) => (hasScheme.test(value) ? value : `https://${value}`))
  .pipe(
    z
      .url({ protocol: /^https?$/, message: ADVERT_MESSAGES.link })
      .refine((value) => URL.canParse(value) && /[.:]/.test(new URL(value).hostname), ADVERT_MESSAGES.link),
  );
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * Match an advert: a CV scored against a pasted advert or a link to one, without tracking it first.
 * The title and firm are optional here (the server reads them from the link, or from the text's first
 * lines); a letter or the tracker needs them, so the screen asks for them before either.
 */
export const advertMatchSchema = z
  .object({
    documentId: z.uuid(DOCUMENT_MESSAGES.chooseCv),
    versionId: z.uuid().optional(),
    text: z.preprocess(
      blankToUndefined,
      z.string().trim().max(ADVERT_MAX_CHARS, ADVERT_MESSAGES.tooLong).optional(),
    ),
    url: z.preprocess(blankToUndefined, advertLink.optional()),
    title: z.preprocess(blankToUndefined, advertLine(ADVERT_MESSAGES.title).optional()),
    firm: z.preprocess(blankToUndefined, advertLine(ADVERT_MESSAGES.firm).optional()),
  })
  .superRefine((value, ctx) => {
    if (!value.text && !value.url)
      ctx.addIssue({ code: "custom", path: ["text"], message: ADVERT_MESSAGES.empty });
    else if (value.text && value.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: ADVERT_MESSAGES.both });
    else if (value.text && value.text.length < ADVERT_MIN_CHARS)
      ctx.addIssue({ code: "custom", path: ["text"], message: ADVERT_MESSAGES.tooShort });
  });
export type AdvertMatchRequest = z.input<typeof advertMatchSchema>;
export type AdvertMatchInput = z.output<typeof advertMatchSchema>;

/** What a CV is scored or a letter written against: a role in the feed or a tracker application. */
const targetSchema = z
  .object({
    jobId: z.uuid(DOCUMENT_MESSAGES.chooseTarget).optional(),
    applicationId: z.uuid(DOCUMENT_MESSAGES.chooseTarget).optional(),
  })
  .refine((v) => Boolean(v.jobId) !== Boolean(v.applicationId), DOCUMENT_MESSAGES.chooseTarget);

export const cvMatchRequestSchema = z.intersection(
  z.object({ documentId: z.uuid(DOCUMENT_MESSAGES.chooseCv), versionId: z.uuid().optional() }),
  targetSchema,
);
export type CvMatchRequest = z.infer<typeof cvMatchRequestSchema>;

/** A letter is written for a role, an application, or an advert the member matched without tracking it. */
const letterTargetSchema = z
  .object({
    jobId: z.uuid(DOCUMENT_MESSAGES.chooseTarget).optional(),
    applicationId: z.uuid(DOCUMENT_MESSAGES.chooseTarget).optional(),
    advert: advertSchema.optional(),
  })
  .refine(
    (v) => [v.jobId, v.applicationId, v.advert].filter(Boolean).length === 1,
    DOCUMENT_MESSAGES.chooseTarget,
  );

export const coverLetterDraftRequestSchema = z.intersection(
  z.object({ cvDocumentId: z.uuid(DOCUMENT_MESSAGES.chooseLetterCv).optional() }),
  letterTargetSchema,
);
export type CoverLetterDraftRequest = z.infer<typeof coverLetterDraftRequestSchema>;

export const coverLetterSaveSchema = z.intersection(
  z.object({
    text: z
      .string()
      .trim()
      .min(1, DOCUMENT_MESSAGES.letterEmpty)
      .max(20_000, DOCUMENT_MESSAGES.letterTooLong),
    name: documentName.optional(),
    /** Saving again updates the same document with a new version. */
    documentId: z.uuid(DOCUMENT_MESSAGES.noDocument).optional(),
    /** The CV the letter was drafted from, which its facts are checked against; the newest CV if none. */
    cvDocumentId: z.uuid(DOCUMENT_MESSAGES.chooseLetterCv).optional(),
  }),
  letterTargetSchema,
);
export type CoverLetterSaveInput = z.infer<typeof coverLetterSaveSchema>;

export const cvExportSchema = z.object({
  draft: cvDraftSchema,
  format: z.enum(["pdf", "docx"]),
  name: documentName.optional(),
  /** Exporting again adds a version to the same CV document. */
  documentId: z.uuid(DOCUMENT_MESSAGES.noDocument).optional(),
});
export type CvExportInput = z.infer<typeof cvExportSchema>;

export const letterFormatQuerySchema = z.object({ format: z.enum(["pdf", "docx"]).default("docx") });
