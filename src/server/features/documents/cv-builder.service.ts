import { type CvDraft, cvDraftToText, estimateCvPages } from "../../../shared/schemas/cv";
import type { CvExportInput } from "../../../shared/schemas/documents";
import type { Deps } from "../../http/context";
import { type MemberPlan, premiumRequired } from "../../platform/member-plan";
import { addVersion, createDocument, type StoredFile, versionOf } from "./documents.service";

// spec 000 §2.6: the CV builder is a Premium tool. An export is saved as a CV document (a new one, or a
// new version of the CV it was opened from) with the structured draft beside it, so it can be scored at
// once and opened again in the editor.

const FEATURE = "The CV builder";
const MIME = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

function fileNameOf(draft: CvDraft, format: "pdf" | "docx") {
  const name = draft.contact.fullName.replace(/[^\p{L}\p{N} ._-]+/gu, "").trim();
  return `${name ? `${name} CV` : "CV"}.${format}`;
}

export async function exportCv(deps: Pick<Deps, "config" | "db">, member: MemberPlan, input: CvExportInput) {
  if (!member.premium) throw premiumRequired(FEATURE, member.trialUsed);
  const { draft, format } = input;
  // The writers are loaded on first export; most requests never need them.
  const bytes =
    format === "pdf"
      ? await (await import("./export/cv-pdf")).renderCvPdf(draft)
      : await (await import("./export/cv-docx")).renderCvDocx(draft);
  const text = cvDraftToText(draft);
  const file: StoredFile = {
    bytes,
    fileName: fileNameOf(draft, format),
    format,
    mime: MIME[format],
    text,
    pageCount: estimateCvPages(draft),
    hasImages: false,
    wordCount: text.split(/\s+/).filter(Boolean).length,
    source: draft,
  };
  const name = input.name ?? (draft.contact.fullName ? `${draft.contact.fullName} CV` : "My CV");
  return input.documentId
    ? addVersion(deps, member, input.documentId, file)
    : createDocument(deps, member, { name, kind: "CV", file });
}

/** The structured draft a built CV was made from, to open it again in the editor. */
export async function cvSource(db: Deps["db"], userId: string, documentId: string, versionId?: string) {
  const version = await versionOf(db, userId, documentId, versionId);
  return { documentId, versionId: version.id, name: version.name, draft: version.source };
}
