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

const stores = new WeakMap<Pick<Config, "s3">, WeakMap<Db, BlobStore>>();

/** One store per configuration and database, made on first use, for every feature that keeps files. */
export function blobStoreOf(deps: { config: Pick<Config, "s3">; db: Db }): BlobStore {
  let byDb = stores.get(deps.config);
  if (!byDb) {
    byDb = new WeakMap();
    stores.set(deps.config, byDb);
  }
  let store = byDb.get(deps.db);
  if (!store) {
    store = createBlobStore(deps.config, deps.db);
    byDb.set(deps.db, store);
  }
  return store;
}
