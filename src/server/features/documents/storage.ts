import type { Deps } from "../../http/context";
import { type BlobStore, createBlobStore } from "../../platform/blob-store";

// One blob store per configuration and database, made on first use: PostgreSQL by default, the S3
// bucket when S3_* is set (README). Documents keep their bytes there and their text in their rows.

const stores = new WeakMap<Deps["config"], WeakMap<Deps["db"], BlobStore>>();

export function documentBlobs(deps: Pick<Deps, "config" | "db">): BlobStore {
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

/** Where a version's bytes live: under the member, so a bucket listing groups them. */
export const blobKeyOf = (userId: string, versionId: string) => `documents/${userId}/${versionId}`;
