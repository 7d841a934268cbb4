import { queryOptions } from "@tanstack/react-query";
import type { CvDraft } from "../../../shared/schemas/cv";
import type {
  Advert,
  AdvertMatchRequest,
  AttachDocumentInput,
  CoverLetterDraftRequest,
  CoverLetterSaveInput,
  CvMatchRequest,
  DocumentKind,
  DocumentUpdateInput,
} from "../../../shared/schemas/documents";
import { NOTES_MAX } from "../../../shared/tracker-labels";
import { ApiError, client, unwrap } from "../../lib/api";

// Documents' queries and mutations on the typed client; shapes are inferred from the server. Uploads
// go through XMLHttpRequest instead, the one browser API that reports upload progress.

export const DOCUMENTS_KEY = ["documents"] as const;
const api = client.api.documents;
const one = api[":documentId"];

export const documentsQuery = queryOptions({
  queryKey: [...DOCUMENTS_KEY, "list"],
  queryFn: () => unwrap(api.$get()),
});
export type DocumentsData = Awaited<ReturnType<typeof documentsQuery.queryFn & {}>>;
export type DocumentItem = DocumentsData["documents"][number];
export type DocumentUsage = DocumentsData["usage"];

export const attachedQuery = (applicationId: string) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, "application", applicationId],
    queryFn: () => unwrap(api.applications[":applicationId"].$get({ param: { applicationId } })),
  });
export type AttachedDocument = Awaited<
  ReturnType<ReturnType<typeof attachedQuery>["queryFn"] & {}>
>["documents"][number];

export const cvSourceQuery = (documentId: string, versionId: string) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, "source", documentId, versionId],
    queryFn: () => unwrap(one.versions[":versionId"].source.$get({ param: { documentId, versionId } })),
  });

export const downloadUrl = (documentId: string, versionId: string) =>
  `/api/documents/${documentId}/versions/${versionId}/download`;
export const letterUrl = (documentId: string, versionId: string, format: "pdf" | "docx") =>
  `/api/documents/${documentId}/versions/${versionId}/letter?format=${format}`;

export const updateDocument = (documentId: string, input: DocumentUpdateInput) =>
  unwrap(one.$patch({ param: { documentId }, json: input }));
export const deleteDocument = (documentId: string) => unwrap(one.$delete({ param: { documentId } }));

export const matchCv = (input: CvMatchRequest) => unwrap(api.match.$post({ json: input }));
export type MatchAnswer = Awaited<ReturnType<typeof matchCv>>;

/** Match an advert: a CV scored against a pasted advert or a link to one, without tracking it. */
export const matchAdvert = (input: AdvertMatchRequest) => unwrap(api.match.advert.$post({ json: input }));
export type AdvertAnswer = Awaited<ReturnType<typeof matchAdvert>>;

/**
 * Saves a matched advert to the tracker through the tracker's own API (web features never import each
 * other): the advert's text goes in the application's notes, so a letter or score from the application
 * later still has it. An application already tracked comes back as `duplicate`, with the server's words.
 */
export async function trackAdvert(advert: Advert & { url: string | null }) {
  const heading = "Saved from Match an advert.";
  const notes = `${heading}\n\n${advert.text}`.slice(0, NOTES_MAX);
  const response = await client.api.tracker.applications.$post({
    json: {
      firm_name: advert.firm,
      role_title: advert.title,
      location: advert.location ?? "",
      url: advert.url ?? "",
      notes,
      stage: "saved",
    },
  });
  if (response.status === 409) {
    const { error, existing } = await response.json();
    return { duplicate: { id: existing.id, message: error.message } };
  }
  const { application } = await unwrap(Promise.resolve(response));
  return { application: { id: application.id } };
}

export const draftCoverLetter = (input: CoverLetterDraftRequest) =>
  unwrap(api["cover-letters"].draft.$post({ json: input }));
export const saveCoverLetter = (input: CoverLetterSaveInput) =>
  unwrap(api["cover-letters"].$post({ json: input }));

export const exportCv = (input: { draft: CvDraft; format: "pdf" | "docx"; documentId?: string }) =>
  unwrap(api["cv-builder"].export.$post({ json: input }));

export const attachDocument = (applicationId: string, input: AttachDocumentInput) =>
  unwrap(api.applications[":applicationId"].$post({ param: { applicationId }, json: input }));
export const detachDocument = (applicationId: string, documentId: string) =>
  unwrap(api.applications[":applicationId"][":documentId"].$delete({ param: { applicationId, documentId } }));

export type UploadResult = {
  document: { id: string; name: string; kind: string };
  version: { id: string; version: number };
};

/** Sends a file (a new document, or a new version of `documentId`), reporting progress from 0 to 1. */
export function uploadDocument(
  file: File,
  options: {
    kind?: DocumentKind;
    name?: string;
    documentId?: string;
    onProgress?: (fraction: number) => void;
  },
): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file);
  if (options.kind) form.append("kind", options.kind);
  if (options.name) form.append("name", options.name);
  const url = options.documentId ? `/api/documents/${options.documentId}/versions` : "/api/documents";
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiError(0, "network", "Could not reach the server. Check your connection and try again."));
    request.onload = () => {
      const body = request.response as {
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      } | null;
      if (request.status >= 200 && request.status < 300) {
        resolve(body as unknown as UploadResult);
        return;
      }
      reject(
        new ApiError(
          request.status,
          body?.error?.code ?? "http_error",
          body?.error?.message ??
            `The upload failed (the server answered ${request.status}). Please try again.`,
          body?.error?.fields,
        ),
      );
    };
    request.send(form);
  });
}
