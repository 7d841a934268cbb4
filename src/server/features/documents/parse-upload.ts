import { MAX_UPLOAD_BYTES } from "../../../shared/schemas/documents";
import { HttpError } from "../../http/errors";
import { workerScript } from "../../platform/worker-script";
import { type WorkerLimits, workerPool } from "../../platform/worker-task";
import type { InspectedUpload } from "./ingest";
import type { IngestAnswer } from "./ingest-worker";
import { UploadRejected } from "./upload-rejection";

// Reading an upload's text happens off the request's thread: a hostile PDF or DOCX can take minutes and
// gigabytes inside the readers, and on the web server's event loop that stops every other request
// (health checks included). Files are read in a small pool of worker threads (ingest-worker.ts), each
// with a heap limit and a time limit per file; the text cap and the bomb checks are in ingest.ts itself.
// Past a limit the file is refused with a 422 that says why, and nothing is stored.

export const PARSE_LIMITS: WorkerLimits = {
  /**
   * A real CV is read in well under a second of CPU; a file that needs five is not one. Counted in the
   * reading thread's own CPU time, so a busy server does not refuse a good CV as too slow.
   */
  timeMs: 5_000,
  /** PDF.js and mammoth read a CV in a few tens of megabytes. */
  heapMb: 256,
};

/**
 * Two threads is one per core on the smallest machine we run on; the rest wait in line. A thread is
 * replaced after 50 files, and stopped after a minute without one, so its memory goes back.
 */
const readInWorker = workerPool<Uint8Array, IngestAnswer>({
  script: workerScript(import.meta.url, "ingest-worker"),
  limits: PARSE_LIMITS,
  size: 2,
  maxWaiting: 20,
  tasksPerThread: 50,
  idleMs: 60_000,
});

/**
 * What the upload is and its text, read in a worker; throws UploadRejected for a file we refuse.
 * `timeMs` replaces the time limit (tests).
 */
export async function parseUpload(bytes: Buffer, timeMs = PARSE_LIMITS.timeMs): Promise<InspectedUpload> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRejected("too-large");
  const outcome = await readInWorker(bytes, timeMs);
  switch (outcome.kind) {
    case "done":
      if (outcome.value.ok) return outcome.value.upload;
      throw new UploadRejected(outcome.value.code, outcome.value.message);
    case "timeout":
      throw new UploadRejected("too-slow");
    case "out-of-memory":
      throw new UploadRejected("too-much-memory");
    case "busy":
      throw new HttpError(
        503,
        "uploads_busy",
        "Many files are being read right now, so yours was not saved. Try again in a minute.",
      );
    case "failed":
      throw outcome.error;
  }
}
