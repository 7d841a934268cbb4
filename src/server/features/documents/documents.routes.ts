import { Hono } from "hono";
import {
  ADVERT_MESSAGES,
  advertMatchSchema,
  applicationParamSchema,
  attachDocumentSchema,
  coverLetterDraftRequestSchema,
  coverLetterSaveSchema,
  cvExportSchema,
  cvMatchRequestSchema,
  documentIdParamSchema,
  documentUpdateSchema,
  letterFormatQuerySchema,
  MAX_UPLOAD_BYTES,
  versionParamSchema,
} from "../../../shared/schemas/documents";
import { bodyLimitOf } from "../../http/body-limit";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { memberPlan } from "../../platform/member-plan";
import { matchAdvert } from "./advert.service";
import { attachDocument, attachedDocuments, detachDocument } from "./attachments.service";
import { draftCoverLetter, exportLetter, saveCoverLetter } from "./cover-letter.service";
import { cvSource, exportCv } from "./cv-builder.service";
import { matchCv } from "./cv-match.service";
import {
  addVersion,
  createDocument,
  deleteDocument,
  downloadVersion,
  listDocuments,
  updateDocument,
} from "./documents.service";
import { readUpload } from "./upload";

// Documents (spec 000 §2.10 /app/documents): uploads with every version kept, downloads, the CV match
// score, the CV builder's exports, cover letters, and documents attached to tracker applications.
// Every query has the member in its WHERE.

/** Always a download, never rendered by the browser (a file is whatever its bytes are). */
function attachment(file: { bytes: Buffer; fileName: string; mime: string }) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.mime,
      "content-length": String(file.bytes.length),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

const oneDocument = validate("param", documentIdParamSchema);
const oneVersion = validate("param", versionParamSchema);
const oneApplication = validate("param", applicationParamSchema);
// An upload: the file (at most MAX_UPLOAD_BYTES) and a few form fields around it.
const uploadBodyLimit = bodyLimitOf(
  MAX_UPLOAD_BYTES + 64 * 1024,
  "Files can be at most 5 MB. Upload a smaller PDF or DOCX.",
  "upload_too_large",
);

// A pasted advert (at most ADVERT_MAX_CHARS characters, more once escaped in JSON); a letter request
// may carry the advert and the letter together.
const advertBodyLimit = bodyLimitOf(256 * 1024, ADVERT_MESSAGES.bodyTooLarge, "advert_too_large");
const letterBodyLimit = bodyLimitOf(256 * 1024, ADVERT_MESSAGES.letterBodyTooLarge, "letter_too_large");

export const documentsRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => {
    const { db } = c.get("deps");
    return c.json(await listDocuments(db, await memberPlan(db, requireUser(c).id)));
  })
  .post("/", uploadBodyLimit, async (c) => {
    const deps = c.get("deps");
    const member = await memberPlan(deps.db, requireUser(c).id);
    const upload = await readUpload(c);
    return c.json(await createDocument(deps, member, upload), 201);
  })
  .post("/match", validate("json", cvMatchRequestSchema), async (c) => {
    const deps = c.get("deps");
    const member = await memberPlan(deps.db, requireUser(c).id);
    return c.json(await matchCv(deps, member, c.req.valid("json")));
  })
  .post("/match/advert", advertBodyLimit, validate("json", advertMatchSchema), async (c) => {
    const deps = c.get("deps");
    const member = await memberPlan(deps.db, requireUser(c).id);
    return c.json(await matchAdvert(deps, c.get("hooks"), member, c.req.valid("json")));
  })
  .post(
    "/cover-letters/draft",
    letterBodyLimit,
    validate("json", coverLetterDraftRequestSchema),
    async (c) => {
      const deps = c.get("deps");
      const member = await memberPlan(deps.db, requireUser(c).id);
      return c.json(await draftCoverLetter(deps, member, c.req.valid("json")));
    },
  )
  .post("/cover-letters", letterBodyLimit, validate("json", coverLetterSaveSchema), async (c) => {
    const deps = c.get("deps");
    const member = await memberPlan(deps.db, requireUser(c).id);
    return c.json(await saveCoverLetter(deps, member, c.req.valid("json")), 201);
  })
  .post("/cv-builder/export", validate("json", cvExportSchema), async (c) => {
    const deps = c.get("deps");
    const member = await memberPlan(deps.db, requireUser(c).id);
    return c.json(await exportCv(deps, member, c.req.valid("json")), 201);
  })
  .get("/applications/:applicationId", oneApplication, async (c) => {
    const { applicationId } = c.req.valid("param");
    return c.json({ documents: await attachedDocuments(c.get("deps").db, requireUser(c).id, applicationId) });
  })
  .post("/applications/:applicationId", oneApplication, validate("json", attachDocumentSchema), async (c) => {
    const { applicationId } = c.req.valid("param");
    const documents = await attachDocument(
      c.get("deps").db,
      requireUser(c).id,
      applicationId,
      c.req.valid("json"),
    );
    return c.json({ documents });
  })
  .delete(
    "/applications/:applicationId/:documentId",
    validate("param", applicationParamSchema.extend(documentIdParamSchema.shape)),
    async (c) => {
      const { applicationId, documentId } = c.req.valid("param");
      const documents = await detachDocument(c.get("deps").db, requireUser(c).id, applicationId, documentId);
      return c.json({ documents });
    },
  )
  .post("/:documentId/versions", uploadBodyLimit, oneDocument, async (c) => {
    const deps = c.get("deps");
    const member = await memberPlan(deps.db, requireUser(c).id);
    const { file } = await readUpload(c);
    return c.json(await addVersion(deps, member, c.req.valid("param").documentId, file), 201);
  })
  .patch("/:documentId", oneDocument, validate("json", documentUpdateSchema), async (c) => {
    const { documentId } = c.req.valid("param");
    return c.json(await updateDocument(c.get("deps").db, requireUser(c).id, documentId, c.req.valid("json")));
  })
  .delete("/:documentId", oneDocument, async (c) => {
    await deleteDocument(c.get("deps"), requireUser(c).id, c.req.valid("param").documentId);
    return c.json({ deleted: true });
  })
  .get("/:documentId/versions/:versionId/download", oneVersion, async (c) => {
    const { documentId, versionId } = c.req.valid("param");
    return attachment(await downloadVersion(c.get("deps"), requireUser(c).id, documentId, versionId));
  })
  .get(
    "/:documentId/versions/:versionId/letter",
    oneVersion,
    validate("query", letterFormatQuerySchema),
    async (c) => {
      const { documentId, versionId } = c.req.valid("param");
      const { format } = c.req.valid("query");
      return attachment(
        await exportLetter(c.get("deps").db, requireUser(c).id, documentId, versionId, format),
      );
    },
  )
  .get("/:documentId/versions/:versionId/source", oneVersion, async (c) => {
    const { documentId, versionId } = c.req.valid("param");
    return c.json(await cvSource(c.get("deps").db, requireUser(c).id, documentId, versionId));
  });
