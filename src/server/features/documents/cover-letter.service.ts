import type { CoverLetterDraftRequest, CoverLetterSaveInput } from "../../../shared/schemas/documents";
import { aiProvider } from "../../ai/ai-provider";
import { checkFacts, letterSources } from "../../ai/fact-check";
import type { Deps } from "../../http/context";
import { type MemberPlan, premiumRequired } from "../../platform/member-plan";
import { attachDocument } from "./attachments.service";
import { writeCoverLetterDraft } from "./cover-letter-ai";
import { addVersion, createDocument, type StoredFile, versionOf } from "./documents.service";
import { letterInput } from "./letter-facts";
import { loadPosting } from "./postings";

// spec 000 §2.6: AI cover letters are a Premium tool. A draft is written from the member's own data and
// the posting; whatever the member then edits is checked again before it is saved, so a sentence naming
// something neither source holds is shown to them rather than silently kept.

const FEATURE = "The cover letter writer";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export async function draftCoverLetter(
  deps: Pick<Deps, "config" | "db" | "logger">,
  member: MemberPlan,
  input: CoverLetterDraftRequest,
) {
  if (!member.premium) throw premiumRequired(FEATURE, member.trialUsed);
  const posting = await loadPosting(deps.db, member.id, input);
  const facts = await letterInput(deps.db, member.id, posting, input.cvDocumentId, new Date());
  const made = await writeCoverLetterDraft(aiProvider(deps.config, deps.logger), facts.input);
  return { ...made.result, provider: made.provider, cvDocumentId: facts.cvDocumentId };
}

/** Saves the letter as a Cover letter document (a new one, or a new version), linked to the application. */
export async function saveCoverLetter(
  deps: Pick<Deps, "config" | "db">,
  member: MemberPlan,
  input: CoverLetterSaveInput,
) {
  if (!member.premium) throw premiumRequired(FEATURE, member.trialUsed);
  const posting = await loadPosting(deps.db, member.id, input);
  // Checked against the CV the letter was drafted from, not whichever CV is newest: facts from the chosen
  // CV are true, and would all be flagged against another.
  const facts = await letterInput(deps.db, member.id, posting, input.cvDocumentId, new Date());
  const flagged = checkFacts(input.text, letterSources(facts.input));
  const title = `Cover letter - ${posting.firm} - ${posting.title}`.slice(0, 120);
  const { renderLetterDocx } = await import("./export/letter-docx");
  const bytes = await renderLetterDocx({ text: input.text, title });
  const file: StoredFile = {
    bytes,
    fileName: `${title.replace(/[^\p{L}\p{N} ._-]+/gu, "").trim() || "Cover letter"}.docx`,
    format: "docx",
    mime: DOCX_MIME,
    text: input.text,
    pageCount: null,
    hasImages: false,
    wordCount: words(input.text),
  };
  const saved = input.documentId
    ? await addVersion(deps, member, input.documentId, file)
    : await createDocument(deps, member, { name: input.name ?? title, kind: "Cover letter", file });
  if (posting.applicationId) {
    await attachDocument(deps.db, member.id, posting.applicationId, {
      documentId: saved.document.id,
      versionId: saved.version.id,
    });
  }
  return { ...saved, flagged };
}

/** A letter saved before, rendered as DOCX or PDF for download. */
export async function exportLetter(
  db: Deps["db"],
  userId: string,
  documentId: string,
  versionId: string,
  format: "pdf" | "docx",
) {
  const version = await versionOf(db, userId, documentId, versionId);
  const title = version.name;
  // The writers are loaded when a letter is first exported; most requests never need them.
  const bytes =
    format === "pdf"
      ? await (await import("./export/letter-pdf")).renderLetterPdf({ text: version.text, title })
      : await (await import("./export/letter-docx")).renderLetterDocx({ text: version.text, title });
  return { bytes, fileName: `${title}.${format}`, mime: format === "pdf" ? "application/pdf" : DOCX_MIME };
}
