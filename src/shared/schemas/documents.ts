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

export const coverLetterDraftRequestSchema = z.intersection(
  z.object({ cvDocumentId: z.uuid(DOCUMENT_MESSAGES.chooseLetterCv).optional() }),
  targetSchema,
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
  targetSchema,
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
