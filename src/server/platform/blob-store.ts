import type { Config } from "../config";
import type { Db } from "../db/client";
import { createPostgresBlobStore } from "./blob-store-postgres";
import { createS3BlobStore } from "./blob-store-s3";
import type { BlobStore } from "./blob-store-type";

// Where uploaded files' bytes live. The database by default, so several app processes share them with no
// extra service; an S3-compatible bucket when the S3_ variables are set (README). Features keep their own
// rows (name, owner, extracted text) and hand the bytes here under a key they choose.

export type { BlobStore };

export function createBlobStore(config: Pick<Config, "s3">, db: Db): BlobStore {
  return config.s3 ? createS3BlobStore(config.s3) : createPostgresBlobStore(db);
}
