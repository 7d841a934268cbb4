import { serveWorkerTasks } from "../../platform/worker-task";
import { type InspectedUpload, inspectUpload } from "./ingest";
import { UploadRejected, type UploadRejectionCode } from "./upload-rejection";

// The worker threads that read uploads (parse-upload.ts runs them): the PDF and DOCX readers are
// loaded here only, never on the web server's own thread. A refusal is part of the answer, since an
// error's class and code do not survive the trip back.

export type IngestAnswer =
  | { ok: true; upload: InspectedUpload }
  | { ok: false; code: UploadRejectionCode; message: string };

serveWorkerTasks<Uint8Array, IngestAnswer>(async (bytes) => {
  try {
    // The bytes arrive as a plain Uint8Array; the readers want a Buffer (a view, not a copy).
    return {
      ok: true,
      upload: await inspectUpload(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)),
    };
  } catch (error) {
    if (error instanceof UploadRejected) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
});
