import type { Config } from "../config";
import type { Db } from "../db/client";
import { createPostgresBlobStore } from "./blob-store-postgres";
import { createS3BlobStore } from "./blob-store-s3";

// Where uploaded files' bytes live. The database by default, so several app processes share them with no
// extra service; an S3-compatible bucket when the S3_ variables are set (README). Features keep their own
// rows (name, owner, extracted text) and hand the bytes here under a key they choose.

export interface BlobStore {
  readonly kind: "postgres" | "s3";
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the keys' bytes; keys with nothing stored are skipped. */
  delete(keys: string[]): Promise<void>;
}

export function createBlobStore(config: Pick<Config, "s3">, db: Db): BlobStore {
  return config.s3 ? createS3BlobStore(config.s3) : createPostgresBlobStore(db);
}
