import type { Context } from "hono";
import { DOCUMENT_MESSAGES, documentUploadSchema } from "../../../shared/schemas/documents";
import type { AppEnv } from "../../http/context";
import { badRequest, HttpError } from "../../http/errors";
import type { StoredFile } from "./documents.service";
import type { InspectedUpload } from "./ingest";
import { parseUpload } from "./parse-upload";
import { UploadRejected } from "./upload-rejection";

// An upload arrives as multipart form data: the file, and its kind and name. What the file is comes
// from its bytes alone (ingest.ts, run in a worker thread by parse-upload.ts); the name the browser sent
// is kept only as the download's name.

const STATUS: Record<UploadRejected["code"], 400 | 413 | 415 | 422> = {
  "too-large": 413,
  "unsupported-type": 415,
  "no-text": 422,
  unreadable: 422,
  "zip-bomb": 422,
  "pdf-bomb": 422,
  "too-much-text": 422,
  "too-slow": 422,
  "too-much-memory": 422,
};

/** A name safe to show and to send back in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string, format: "pdf" | "docx"): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{C}"]/gu, "")
    .trim()
    .slice(0, 150);
  const stem = base.replace(/\.[^.]*$/, "") || "document";
  return `${stem}.${format}`;
}

export async function readUpload(c: Context<AppEnv>) {
  const body = await c.req.parseBody().catch(() => {
    throw badRequest(DOCUMENT_MESSAGES.noFile);
  });
  const file = body.file;
  if (!(file instanceof File) || file.size === 0)
    throw badRequest(DOCUMENT_MESSAGES.noFile, { file: DOCUMENT_MESSAGES.noFile });
  const fields = documentUploadSchema.safeParse({
    kind: typeof body.kind === "string" && body.kind ? body.kind : undefined,
    name: typeof body.name === "string" && body.name.trim() ? body.name : undefined,
  });
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw badRequest(issue?.message ?? DOCUMENT_MESSAGES.kind, {
      [String(issue?.path[0] ?? "kind")]: issue?.message ?? "",
    });
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  let inspected: InspectedUpload;
  try {
    inspected = await parseUpload(bytes);
  } catch (error) {
    if (error instanceof UploadRejected)
      throw new HttpError(STATUS[error.code], `upload_${error.code.replaceAll("-", "_")}`, error.message);
    throw error;
  }
  const stored: StoredFile = { bytes, fileName: cleanFileName(file.name, inspected.format), ...inspected };
  const defaultName = stored.fileName.replace(/\.(pdf|docx)$/, "").slice(0, 120);
  return { file: stored, kind: fields.data.kind, name: fields.data.name ?? defaultName };
}
